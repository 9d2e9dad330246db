import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { getOperationAST, type ExecutionArgs } from 'graphql';
import type { IncomingMessage } from 'node:http';
import type { Plugin, YogaServerOptions } from 'graphql-yoga';
import type { RequestServices } from '../context.ts';
import { introspectionForSignedInOnly } from '../security/introspection.ts';
import { documentCache } from './document-cache.ts';
import { malformedRequestsAreBadRequests } from './malformed-requests.ts';
import type { OperationLog } from './operation-log.ts';

type GatewayPlugins = NonNullable<YogaServerOptions<{ req: IncomingMessage }, RequestServices>['plugins']>;

export interface GraphqlPluginsOptions {
  production: boolean;
  operationLog: OperationLog;
  /** Set-Cookie values an operation left for its response (sign-in, refresh, sign-out). */
  cookiesFor(request: Request): readonly string[];
}

/**
 * Whether graphql-jit runs the operation: not a subscription. graphql-jit 0.8 hands a root subscription field's
 * `subscribe` the operation's variables as its arguments (an inline argument or another variable name is lost) and
 * fails on an aliased root field; graphql-js resolves the field's arguments (getArgumentValues) for any spelling.
 */
const jitRuns = ({ document, operationName }: Pick<ExecutionArgs, 'document' | 'operationName'>): boolean =>
  getOperationAST(document, operationName)?.operation !== 'subscription';

/**
 * The gateway's Yoga plugins, in order. The fast lane (fast-lane.ts, prepared-operations.ts) stands
 * in for their per-request hooks on the everyday POST: graphql-plugins.test.ts lists those hooks,
 * so that a plugin added here is looked at there too.
 */
export function graphqlPlugins({ production, operationLog, cookiesFor }: GraphqlPluginsOptions): GatewayPlugins {
  const sessionCookies: Plugin = {
    onResponse({ request, response }) {
      for (const cookie of cookiesFor(request)) response.headers.append('set-cookie', cookie);
    },
  };
  return [
    useCSRFPrevention({ requestHeaders: ['x-graphql-yoga-csrf'] }),
    EnvelopArmorPlugin({
      maxDepth: { n: 10 },
      maxAliases: { n: 15 },
      maxTokens: { n: 3000 },
      costLimit: { maxCost: 10000 },
      blockFieldSuggestion: { enabled: production },
    }),
    sessionCookies,
    operationLog.plugin(),
    malformedRequestsAreBadRequests,
    // Operations compiled once to JavaScript: about a tenth of the gateway's CPU per request.
    useGraphQlJit({}, { enableIf: jitRuns }),
    ...(production ? [introspectionForSignedInOnly()] : []),
    documentCache(),
  ];
}
