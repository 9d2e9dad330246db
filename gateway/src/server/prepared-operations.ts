import type { IncomingMessage } from 'node:http';
import { getOperationAST, GraphQLError, type ExecutionResult } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { maskError, type GraphQLParams, type YogaServerInstance } from 'graphql-yoga';
import { selectsIntrospection } from '../security/introspection.ts';
import { RecentCache } from './recent-cache.ts';

/** The message of a masked error: Yoga's default, given to Yoga (app.ts) and repeated by the fast lane's own masking. */
export const UNEXPECTED_ERROR = 'Unexpected error.';

/** Yoga's initial context of an HTTP request: its server context (Node's request), the fetch Request, the parameters. */
export interface InitialContext {
  req: IncomingMessage;
  request: Request;
  params: GraphQLParams;
}

/**
 * The initial context of a request the fast lane may execute itself: Yoga's, with the fetch
 * Request made only if something reads it (a getter), and the request id the fast lane answers with.
 */
export interface DirectInitialContext extends InitialContext {
  requestId: string;
}

/** What the operation log says of a request the fast lane executed itself. */
export interface OperationIdentity {
  name?: string;
  type: 'query' | 'mutation';
}

export interface DirectExecution<Context extends object = object> {
  operation: OperationIdentity;
  /** The result, its unexpected errors already masked. */
  result: Promise<ExecutionResult>;
  /** The context the operation ran with (the initial context and the services), for the answer's cookies. */
  context: Context;
}

type Prepared = { operation: OperationIdentity; compiled: CompiledQuery } | null;

/** The test envelop and Yoga use: a GraphQLError from any copy of graphql. */
const isGraphQLError = (error: Error): error is GraphQLError => error.name === 'GraphQLError';

/**
 * Executes the everyday operation without Yoga's and envelop's per-request machinery (parameter
 * hooks, plugin orchestration, promise helpers): about a sixth of the gateway's CPU per request.
 * An operation text that parses and validates through Yoga's own parse and validate (every
 * plugin's limits and rules, the document cache), is a query or a mutation and reads no
 * introspection field is compiled once with graphql-jit, as the useGraphQlJit plugin compiles it
 * for Yoga. Each request then gets the context Yoga would build (the initial context plus
 * `services`, Yoga's `context` option), runs the compiled operation, and has its unexpected errors
 * masked and logged as Yoga masks them. Anything else (an invalid text, a subscription,
 * introspection, which production guards) answers undefined: Yoga serves it whole, so those
 * answers stay Yoga's. The plugin hooks this stands in for are pinned by a test (app.test.ts).
 */
export function preparedOperations<Server extends { req: IncomingMessage }, User extends object, Services extends object>(
  yoga: YogaServerInstance<Server, User>,
  services: (initial: DirectInitialContext) => Services,
  max = 512,
) {
  const prepared = new RecentCache<Prepared>(max);

  function prepare(initial: DirectInitialContext): Prepared {
    const { params } = initial;
    const { parse, validate, schema } = yoga.getEnveloped(initial);
    let document;
    try {
      document = parse(params.query ?? '');
      if (validate(schema, document).length > 0) return null;
    } catch {
      return null;
    }
    if (selectsIntrospection(document)) return null;
    const operation = getOperationAST(document, params.operationName);
    if (!operation || operation.operation === 'subscription') return null;
    const compiled = compileQuery(schema, document, params.operationName ?? undefined);
    if (!isCompiledQuery(compiled)) return null;
    // Yoga's operation log names the operation by the request's operationName first.
    return { operation: { name: params.operationName ?? operation.name?.value, type: operation.operation }, compiled };
  }

  const mask = (error: unknown): GraphQLError => {
    const masked = maskError(error, UNEXPECTED_ERROR);
    // As Yoga's masking does: the original goes to its log.
    if (masked !== error) yoga.logger.error(error);
    return isGraphQLError(masked) ? masked : new GraphQLError(masked.message, { originalError: masked });
  };

  async function run(compiled: CompiledQuery, context: object, variables: GraphQLParams['variables']): Promise<ExecutionResult> {
    try {
      const result = await compiled.query(undefined, context, variables);
      return result.errors ? { ...result, errors: result.errors.map(mask) } : result;
    } catch (error) {
      return { errors: [mask(error)] };
    }
  }

  return (initial: DirectInitialContext): DirectExecution<DirectInitialContext & Services> | undefined => {
    const { params } = initial;
    const key = `${params.operationName ?? ''}\n${params.query ?? ''}`;
    let entry = prepared.get(key);
    if (entry === undefined) {
      entry = prepare(initial);
      prepared.set(key, entry);
    }
    if (!entry) return undefined;
    const context = Object.assign(initial, services(initial));
    return { operation: entry.operation, result: run(entry.compiled, context, params.variables), context };
  };
}
