import { GraphQLError, Kind, visit, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GatewayContext } from '../context.ts';
import { gatewayError } from '../rest/errors.ts';

/** Documents come from Yoga's parse cache: the same operation is the same object, walked once. */
const introspecting = new WeakMap<DocumentNode, boolean>();

/** Whether a document asks for the schema (`__schema` or `__type`, in fragments too); `__typename` does not count. */
export function selectsIntrospection(document: DocumentNode): boolean {
  const known = introspecting.get(document);
  if (known !== undefined) return known;
  let found = false;
  visit(document, {
    [Kind.FIELD](node) {
      if (node.name.value === '__schema' || node.name.value === '__type') found = true;
    },
  });
  introspecting.set(document, found);
  return found;
}

/** Why the caller may not read the schema (no valid session), or undefined. */
async function sessionError(context: GatewayContext): Promise<GraphQLError | undefined> {
  try {
    await context.viewer.permissions();
    return undefined;
  } catch (error) {
    return error instanceof GraphQLError ? error : gatewayError('UNAUTHENTICATED');
  }
}

/**
 * In production the schema is described only to a signed-in caller (integrators sign in, then introspect):
 * an anonymous or expired one gets UNAUTHENTICATED before anything runs.
 */
export function introspectionForSignedInOnly(): Plugin<GatewayContext> {
  return {
    // Synchronous for every other operation: a promise here would hold back the start of each execution.
    onExecute({ args, setResultAndStopExecution }) {
      if (!selectsIntrospection(args.document)) return;
      return sessionError(args.contextValue).then((error) => {
        if (error) setResultAndStopExecution({ errors: [error] });
      });
    },
  };
}
