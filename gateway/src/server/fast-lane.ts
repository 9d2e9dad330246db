import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { processRegularResult, type GraphQLParams, type YogaServerInstance } from 'graphql-yoga';
import type { OperationLog } from './operation-log.ts';
import type { DirectExecution, DirectInitialContext } from './prepared-operations.ts';
import { requestIdFrom, requestIdOf } from './request-id.ts';

/**
 * The media type Yoga answers for each Accept header the fast lane takes (the console's Apollo
 * Client sends the third); any other Accept header goes through Yoga's negotiation.
 */
const MEDIA_TYPE_FOR_ACCEPT = new Map<string | undefined, string>([
  [undefined, 'application/json'],
  ['*/*', 'application/json'],
  ['application/json', 'application/json'],
  ['application/graphql-response+json,application/json;q=0.9', 'application/graphql-response+json'],
  ['application/graphql-response+json, application/json;q=0.9', 'application/graphql-response+json'],
  ['application/graphql-response+json', 'application/graphql-response+json'],
]);

/** What Yoga's result processor takes: an execution result, a batch of them, or a stream. */
type ResultProcessorInput = Parameters<typeof processRegularResult>[0];

const JSON_CONTENT = /^application\/json\s*(;\s*charset=utf-8\s*)?$/i;
const PARAMETERS = new Set(['query', 'variables', 'operationName', 'extensions']);
/** Subscriptions stream: Yoga negotiates those (a false match only costs the fast lane). */
const SUBSCRIPTION = /\bsubscription\b/;

export interface FastLaneHooks<Context extends object> {
  operationLog: OperationLog;
  /** Set-Cookie values an operation Yoga ran left for its response (sign-in, refresh, sign-out). */
  cookiesFor(request: Request): readonly string[];
  /** The same, of an operation executed directly, from its context. */
  cookiesOf(context: Context): readonly string[];
  /** Runs a prepared operation without Yoga (prepared-operations.ts), or answers undefined to let Yoga run it. */
  execute(initial: DirectInitialContext): DirectExecution<Context> | undefined;
}

/** Whether the request's headers qualify: POST, a JSON body, an Accept header we know, not a CORS preflight. */
export function fastLaneAccepts(method: string | undefined, headers: IncomingHttpHeaders): boolean {
  return (
    method === 'POST' &&
    JSON_CONTENT.test(headers['content-type'] ?? '') &&
    MEDIA_TYPE_FOR_ACCEPT.has(headers.accept) &&
    headers['access-control-request-method'] === undefined &&
    headers['access-control-request-headers'] === undefined
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The GraphQL parameters of a body that is one plain operation; undefined sends it to Yoga (batches, bad JSON, odd fields). */
export function plainParams(body: Buffer): GraphQLParams | undefined {
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isRecord(value) || Object.keys(value).some((key) => !PARAMETERS.has(key))) return undefined;
  const { query, variables, operationName, extensions } = value;
  if (typeof query !== 'string' || SUBSCRIPTION.test(query)) return undefined;
  if (variables != null && !isRecord(variables)) return undefined;
  if (operationName != null && typeof operationName !== 'string') return undefined;
  if (extensions != null && !isRecord(extensions)) return undefined;
  return { query, variables: variables ?? undefined, operationName: operationName ?? undefined, extensions: extensions ?? undefined };
}

function plainHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const plain: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) plain[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return plain;
}

/**
 * The everyday request (POST, a JSON object holding one query or mutation) skips Yoga's fetch-API
 * HTTP layer (Request/Response objects around Node's, an abort controller, stream adapters). A
 * prepared operation (prepared-operations.ts) is executed directly: its fetch Request is only made
 * if something reads `context.request`, and its log line is written in one call. Any other goes
 * through Yoga's own GraphQL pipeline (`getResultForParams`: parameter checks, envelop plugins,
 * context, execution, error masking). A result with errors or extensions goes through Yoga's
 * result processor (status codes, HTTP extensions); a plain success is written as that processor
 * writes it. Answers false, having sent nothing, when the body does not qualify; the caller then
 * gives the request (with the body already read) to Yoga.
 */
export function fastLane<Server extends { req: IncomingMessage }, User extends object, Context extends object>(
  yoga: YogaServerInstance<Server, User>,
  hooks: FastLaneHooks<Context>,
  serverContext: (req: IncomingMessage) => Server,
) {
  const fetchRequest = (req: IncomingMessage) =>
    new yoga.fetchAPI.Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/graphql'}`, { method: 'POST', headers: plainHeaders(req.headers) });

  return async (req: IncomingMessage, res: ServerResponse, body: Buffer): Promise<boolean> => {
    const params = plainParams(body);
    if (!params) return false;
    const started = performance.now();
    const mediaType = MEDIA_TYPE_FOR_ACCEPT.get(req.headers.accept)!;
    const initial = new LazyRequestContext(req, params, requestIdOf(req.headers['x-request-id']), fetchRequest);
    const direct = hooks.execute(initial);
    if (direct) {
      const result = await direct.result;
      const answer = answerFor(result, mediaType);
      const status = send(res, answer instanceof Promise ? await answer : answer, hooks.cookiesOf(direct.context), initial.requestId);
      hooks.operationLog.record(direct.operation, { status, started, requestId: initial.requestId, result });
      return true;
    }
    const { request } = initial;
    hooks.operationLog.begin(request);
    let result: Awaited<ReturnType<typeof yoga.getResultForParams>>;
    try {
      result = await yoga.getResultForParams({ params, request }, serverContext(req));
    } catch {
      // Only Yoga's parameter checks throw here, before anything ran: Yoga answers them its own way.
      return false;
    }
    const answer = answerFor(result, mediaType);
    const status = send(res, answer instanceof Promise ? await answer : answer, hooks.cookiesFor(request), requestIdFrom(request.headers));
    // The operation's line once its answer is on the wire: the caller does not wait for the log.
    hooks.operationLog.end(request, status, result && !(Symbol.asyncIterator in result) ? result : undefined);
    return true;
  };

  /** A plain success as Yoga's processor writes it (200, the media type, the JSON), at once; the rest through the processor (status codes, HTTP extensions). */
  function answerFor(result: ResultProcessorInput | undefined, mediaType: string): Answer | Promise<Answer> {
    const plain = isPlainSuccess(result);
    if (plain) return { status: 200, headers: { 'content-type': `${mediaType}; charset=utf-8` }, text: JSON.stringify(plain) };
    return processed(result, mediaType);
  }

  async function processed(result: ResultProcessorInput | undefined, mediaType: string): Promise<Answer> {
    const response = processRegularResult(result ?? { errors: [] }, yoga.fetchAPI, mediaType);
    const headers: OutgoingHttpHeaders = {};
    response.headers.forEach((value, name) => (headers[name] = value));
    return { status: response.status, headers, text: await response.text() };
  }
}

/**
 * The initial context of a request the fast lane serves, its fetch Request made on first read. A
 * getter on the prototype: one per object would give every request's context a shape of its own.
 */
class LazyRequestContext implements DirectInitialContext {
  #request: Request | undefined;

  constructor(
    readonly req: IncomingMessage,
    readonly params: GraphQLParams,
    readonly requestId: string,
    private readonly fetchRequest: (req: IncomingMessage) => Request,
  ) {}

  get request(): Request {
    return (this.#request ??= this.fetchRequest(this.req));
  }
}

interface Answer {
  status: number;
  headers: OutgoingHttpHeaders;
  text: string;
}

/** Writes the answer with the cookie and request id headers (the CORS ones are set before, for both paths: cors.ts); answers its status. */
function send(res: ServerResponse, { status, headers, text }: Answer, cookies: readonly string[], requestId: string): number {
  if (cookies.length > 0) headers['set-cookie'] = [...cookies];
  headers['x-request-id'] = requestId;
  // Known length: one write without chunked framing.
  headers['content-length'] = Buffer.byteLength(text);
  res.writeHead(status, headers).end(text);
  return status;
}

/** The result when it is one execution's data and nothing else: no errors, no extensions (which may carry HTTP status and headers). */
function isPlainSuccess(result: unknown): { data?: unknown } | undefined {
  if (!isRecord(result) || Symbol.asyncIterator in result || result.errors !== undefined || result.extensions !== undefined) return undefined;
  return { data: result.data };
}
