import type { FormData } from 'undici';
import type { paths } from '../generated/rest-api.ts';
import type { Query, QueryValue, RestUpstream } from './client.ts';
import type { Deadline } from './deadline.ts';
import { Messages, isInvalidText } from '@console/schema';
import { gatewayError } from './errors.ts';

/**
 * The REST API typed by its OpenAPI document (scripts/rest-api-types.ts): a call names an
 * operation by its path template and method, and gets that operation's parameters and answer
 * types. A drift between the document and the gateway fails the type check.
 */
type Method = 'get' | 'post' | 'put' | 'delete';
type Template = keyof paths;

/** The templates that have the method. */
type PathOf<M extends Method> = { [P in Template]: paths[P] extends Record<M, { responses: object }> ? P : never }[Template];
/** A template as the gateway may spell it: as documented, or with the seeds' trailing slash (`api/users/types/`). */
type Spelled<P extends string> = P | `${P}/`;
type TemplateOf<S extends string> = Extract<S extends `${infer P}/` ? P : S, Template>;
type Operation<M extends Method, S extends string> = paths[TemplateOf<S>] extends Record<M, infer O> ? O : never;

type OperationParameters<O> = O extends { parameters: infer P } ? P : never;
type PathParameters<O> = OperationParameters<O> extends { path: infer P } ? P : never;
type QueryParameters<O> = OperationParameters<O> extends { query?: infer Q } ? NonNullable<Q> : never;
type RequestBody<O> = O extends { requestBody?: infer B } ? NonNullable<B> : never;

/**
 * What the gateway may send for a documented shape: the documented names only, any value of the
 * documented kind (GraphQL inputs are wider than the REST API's enumerations; the REST API checks them).
 */
type Sendable<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends readonly (infer U)[]
        ? readonly Sendable<U>[]
        : T extends object
          ? { [K in keyof T]?: Sendable<T[K]> | null }
          : T;

type BodyOf<B> = B extends { content: { 'application/json': infer J } } ? Sendable<J> : B extends { content: { 'multipart/form-data': unknown } } ? FormData : never;
type Body<O> = BodyOf<RequestBody<O>>;

type Json<R> = R extends { content: { 'application/json': infer J } } ? J : never;
/** The operation's success answers: the JSON of its 200 and 201, null for its 204. */
type Answer<O> = O extends { responses: infer R } ? { [S in keyof R]: S extends 200 | 201 ? Json<R[S]> : S extends 204 ? null : never }[keyof R] : never;

/** The JSON of the operation's 200 and 201 and of the `Accepted` statuses (a 202 or 406 whose body the caller reads). */
type AcceptedAnswer<O, Accepted extends number> = O extends { responses: infer R } ? { [S in keyof R]: S extends 200 | 201 | Accepted ? Json<R[S]> : never }[keyof R] : never;

/** An answer with its status, for calls whose success has several statuses. */
export interface StatusAnswer<T> {
  status: number;
  body: T;
}

type CallOptions<O> = ([PathParameters<O>] extends [never] ? { path?: never } : { path: { [K in keyof PathParameters<O>]: string | number } }) &
  ([QueryParameters<O>] extends [never] ? { query?: never } : { query?: { [K in keyof QueryParameters<O>]?: QueryValue | readonly (string | number)[] } }) &
  ([Body<O>] extends [never] ? { body?: never } : { body: Body<O> }) & {
    /** A write whose lost reply the user need not check (sign-in, token refresh): a plain server problem, not UPSTREAM_TIMEOUT. */
    unknownOutcomeHarmless?: boolean;
  };

type Arguments<O> = [PathParameters<O>, Body<O>] extends [never, never] ? [options?: CallOptions<O>] : [options: CallOptions<O>];

/** The REST API as one request sees it: the caller's token, request id and deadline on every call. */
export interface RestClient {
  get<S extends Spelled<PathOf<'get'>>>(path: S, ...options: Arguments<Operation<'get', S>>): Promise<Answer<Operation<'get', S>> | null>;
  post<S extends Spelled<PathOf<'post'>>>(path: S, ...options: Arguments<Operation<'post', S>>): Promise<Answer<Operation<'post', S>> | null>;
  put<S extends Spelled<PathOf<'put'>>>(path: S, ...options: Arguments<Operation<'put', S>>): Promise<Answer<Operation<'put', S>> | null>;
  delete<S extends Spelled<PathOf<'delete'>>>(path: S, ...options: Arguments<Operation<'delete', S>>): Promise<Answer<Operation<'delete', S>> | null>;
  /** A POST whose `accept` statuses (the seeds' 202 and 406 on orders) answer with their body too, the status beside it. */
  postAccepting<S extends Spelled<PathOf<'post'>>, A extends number>(
    path: S,
    accept: readonly A[],
    ...options: Arguments<Operation<'post', S>>
  ): Promise<StatusAnswer<AcceptedAnswer<Operation<'post', S>, A>>>;
  putAccepting<S extends Spelled<PathOf<'put'>>, A extends number>(
    path: S,
    accept: readonly A[],
    ...options: Arguments<Operation<'put', S>>
  ): Promise<StatusAnswer<AcceptedAnswer<Operation<'put', S>, A>>>;
}

interface UntypedOptions {
  path?: Record<string, string | number>;
  query?: Query;
  body?: unknown;
  unknownOutcomeHarmless?: boolean;
}

/** `{id}` segments filled in, the template otherwise as spelled. A text no form field holds (a control character, a lone surrogate no URL can carry) is bad input. */
function concretePath(template: string, parameters: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = String(parameters[name]);
    if (isInvalidText(value)) throw gatewayError('BAD_USER_INPUT', { status: 400, serverMessages: [Messages.invalidText], fieldErrors: { [name]: Messages.invalidText } });
    return encodeURIComponent(value);
  });
}

/** Every call of one operation shares its request id and deadline; the token is read at each call (sign-in changes it). */
export function restClientFor(upstream: RestUpstream, operation: { token: () => string | undefined; requestId: string; deadline: Deadline; clientAddress?: string }): RestClient {
  async function call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', template: string, options: UntypedOptions = {}, accept?: readonly number[]) {
    const { status, body } = await upstream.call<T>(
      { method, path: concretePath(template, options.path), query: options.query, body: options.body, unknownOutcomeHarmless: options.unknownOutcomeHarmless, accept },
      { token: operation.token(), requestId: operation.requestId, deadline: operation.deadline, clientAddress: operation.clientAddress },
    );
    // A success whose body is not JSON is no answer the document describes.
    if (typeof body === 'string') throw gatewayError('UPSTREAM_UNAVAILABLE');
    return { status, body };
  }
  async function send<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', template: string, options: UntypedOptions = {}): Promise<T | null> {
    return (await call<T>(method, template, options)).body;
  }
  async function accepting<T>(method: 'POST' | 'PUT', template: string, accept: readonly number[], options: UntypedOptions = {}): Promise<StatusAnswer<T>> {
    const { status, body } = await call<T>(method, template, options, accept);
    // Every accepted status of these operations has a JSON body.
    if (body === null) throw gatewayError('UPSTREAM_UNAVAILABLE');
    return { status, body };
  }
  return {
    get: (path, ...[options]) => send('GET', path, options),
    post: (path, ...[options]) => send('POST', path, options),
    put: (path, ...[options]) => send('PUT', path, options),
    delete: (path, ...[options]) => send('DELETE', path, options),
    postAccepting: (path, accept, ...[options]) => accepting('POST', path, accept, options),
    putAccepting: (path, accept, ...[options]) => accepting('PUT', path, accept, options),
  };
}

/** The `data` of an operation's `{ data }` answer. */
export type DataOf<M extends Method, S extends string> = Extract<Answer<Operation<M, S>>, { data: unknown }>['data'];
/** A row of an operation's `{ collection, count }` answer. */
export type RowOf<M extends Method, S extends string> = Extract<Answer<Operation<M, S>>, { collection: unknown }>['collection'][number];
