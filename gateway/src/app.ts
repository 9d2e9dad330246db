import type { ExecutionArgs, ExecutionResult } from 'graphql';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { createYoga } from 'graphql-yoga';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { loadTypeDefs } from '@console/schema/sdl';
import { drainConnections } from '@console/schema/shutdown';
import type { GatewayConfig } from './config.ts';
import type { RequestServices } from './context.ts';
import { PermissionCache } from './access/permission-cache.ts';
import { viewerLoader, viewerUpstream } from './access/viewer.ts';
import { restClientFor } from './rest/api.ts';
import { RestUpstream } from './rest/client.ts';
import { deadlineIn } from './rest/deadline.ts';
import { requestLoaders } from './loaders.ts';
import { domainResolvers } from './resolvers.ts';
import { publicSubscriptionFields, withAccessRules } from './security/access.ts';
import { createLiveBus } from './live/events.ts';
import { memoryLeaseStore, sharedLeaseStore } from './live/shared-poll.ts';
import { publicSubscriptionKey, shareSubscriptions } from './live/shared-subscriptions.ts';
import { preparationBoards } from './delivery/board-poll.ts';
import { memoryCounter, sharedCounter, signInGuard } from './security/sign-in-guard.ts';
import { silentLogger, type Logger } from './server/log.ts';
import { OperationLog } from './server/operation-log.ts';
import { fastLane, fastLaneAccepts } from './server/fast-lane.ts';
import { graphqlPlugins } from './server/graphql-plugins.ts';
import { preparedOperations, UNEXPECTED_ERROR } from './server/prepared-operations.ts';
import { requestIdFrom, requestIdOf } from './server/request-id.ts';
import { headerReader, requestSession, type HeaderReader, type RequestSession } from './server/session.ts';
import { consoleHandler } from './server/static.ts';
import { SharedRedis } from './server/redis.ts';
import { corsHeaders } from './server/cors.ts';
import { GRAPHIQL_ASSETS, graphiqlHandler, wantsGraphiQL } from './server/graphiql.ts';
import { bodyPlan, readWithin, refuseBody } from './server/body.ts';
import { gateWebSockets } from './server/socket-limits.ts';
import { EXPORT_FILE_PREFIX, serveExportFile } from './reporting/export-jobs.ts';

/** The public path of an uploaded image (rest-api's GET /assets/:type/:entityId/:file). */
const UPLOADED_ASSET = /^\/assets\/\d+\/\d+\/[^/]+$/;
/** Each /readyz check gets this long, so the probe answers within 2 s whatever the upstream does. */
const READY_CHECK_MS = 1_500;
/** At start, how long the gateway waits for Redis to answer or refuse before serving (it serves without it). */
const REDIS_START_WAIT_MS = 2_000;
/** An export fetches every page of a list: longer than one operation, still bounded. */
const EXPORT_DEADLINE_MS = 10 * 60_000;

export interface Gateway {
  server: Server;
  /** Starts listening; resolves with the port (useful with port 0). */
  listen(): Promise<number>;
  /**
   * Stops accepting, lets running requests (exports included) finish within the configured
   * shutdown timeout, then releases everything. Resolves with false when some were cut.
   */
  close(): Promise<boolean>;
}

interface ServerContext {
  req: IncomingMessage;
}

function clientAddress(headers: HeaderReader, req: IncomingMessage | undefined, trustProxy: boolean): string {
  const forwarded = trustProxy ? headers.get('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  return forwarded || req?.socket.remoteAddress || 'unknown';
}

export async function createGateway(config: GatewayConfig, logger: Logger = silentLogger): Promise<Gateway> {
  const upstream = new RestUpstream(config.restApiUrl, { breaker: config.upstreamBreaker, relayTimeoutMs: config.operationTimeoutMs, logger });
  // Redis shares state between replicas; the gateway starts and serves without it, and uses it once it answers.
  const redis = config.redisUrl ? new SharedRedis(config.redisUrl, logger) : undefined;
  await redis?.started(REDIS_START_WAIT_MS);
  const live = createLiveBus(redis);
  const boards = preparationBoards({
    upstream,
    live,
    store: redis ? sharedLeaseStore(redis) : memoryLeaseStore(),
    logger,
    intervalMs: config.preparationBoardPollMs,
    timeoutMs: config.operationTimeoutMs,
  });
  const permissionCache = new PermissionCache(config.permissionCacheSeconds);
  const guard = signInGuard(redis ? sharedCounter(redis) : memoryCounter(), config.signInLimits);

  const schema = withAccessRules(makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers: domainResolvers }));

  /**
   * Fresh for every request: the REST client with the caller's token, the request id and one
   * deadline shared by all its upstream calls; their viewer, their session.
   */
  const servicesFor = (headers: HeaderReader, req: IncomingMessage | undefined, request: { https: boolean; id: string }, timeoutMs = config.operationTimeoutMs): RequestServices => {
    const secure = request.https || headers.get('x-forwarded-proto') === 'https';
    const session = requestSession(headers, { maxAge: config.sessionCookieMaxAge, secure });
    const requestId = request.id;
    const address = clientAddress(headers, req, config.trustProxy);
    const rest = restClientFor(upstream, { token: () => session.accessToken, requestId, deadline: deadlineIn(timeoutMs), clientAddress: address });
    return {
      rest,
      loaders: requestLoaders(rest),
      session,
      viewer: viewerLoader(viewerUpstream(rest), () => session.accessToken, permissionCache),
      signInGuard: guard,
      clientAddress: address,
      requestId,
      live,
      googleMapsApiKey: config.googleMapsApiKey ?? null,
      preparationBoards: boards,
    };
  };
  /** The sessions of the operations Yoga runs, for its plugin that sets their cookies on the response. */
  const sessions = new WeakMap<Headers, RequestSession>();
  const cookiesFor = (request: Request) => sessions.get(request.headers)?.cookies ?? [];
  const operationLog = new OperationLog(logger);
  const requestServices = ({ request, req }: { request: Request; req?: IncomingMessage }) => {
    const services = servicesFor(request.headers, req, { https: request.url.startsWith('https:'), id: requestIdFrom(request.headers) });
    sessions.set(request.headers, services.session);
    return services;
  };
  /** Node's server speaks plain HTTP: a request arrives over HTTPS only through a proxy (x-forwarded-proto). */
  const nodeRequestServices = (req: IncomingMessage, requestId: string, timeoutMs?: number) =>
    servicesFor(headerReader(req.headers), req, { https: false, id: requestId }, timeoutMs);

  const yoga = createYoga<ServerContext, RequestServices>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    // The request handler below enforces the body limits: Yoga's own wraps every body in a stream transform.
    maxRequestBodySize: false,
    // The request handler below answers CORS, the same for Yoga and the fast lane (server/cors.ts).
    cors: false,
    // GraphiQL is served below as a small page and static files (server/graphiql.ts), when enabled.
    graphiql: false,
    // The document cache of graphql-plugins.ts instead: Yoga's costs two timers per request.
    parserAndValidationCache: false,
    maskedErrors: { errorMessage: UNEXPECTED_ERROR },
    plugins: graphqlPlugins({ production: config.production, operationLog, cookiesFor }),
    context: requestServices,
  });

  const execute = preparedOperations(yoga, ({ req, requestId }) => nodeRequestServices(req, requestId));
  const serveFast = fastLane(yoga, { operationLog, cookiesFor, cookiesOf: (context) => context.session.cookies, execute }, (req) => ({ req }));
  const serveConsole = consoleHandler(config.webDist);
  const graphiql = graphiqlHandler('Console distribution — GraphQL');
  const { headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs } = config.http;
  const serverOptions = {
    headersTimeout: headersTimeoutMs,
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: keepAliveTimeoutMs,
    // Node checks both timeouts on this period (30 s by default, which would add up to 30 s to each).
    connectionsCheckingInterval: Math.min(1_000, headersTimeoutMs),
  };
  const server = createServer(serverOptions, async (req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (path === '/graphql') {
      const preflight = req.method === 'OPTIONS';
      for (const [name, value] of Object.entries(corsHeaders(config.corsOrigins, req.headers, preflight))) res.setHeader(name, value);
      if (preflight) return res.writeHead(204, { 'content-length': '0' }).end();
      if (config.graphiql && wantsGraphiQL(req)) return graphiql.page(res).catch(() => res.destroy());
      const plan = bodyPlan(req.headers, config);
      if (plan === 'tooLarge' || plan === 'uploadTooLarge') return refuseBody(req, res, plan);
      const fast = fastLaneAccepts(req.method, req.headers);
      if (plan === 'pass' && !fast) return yoga(req, res, { req });
      const body = await readWithin(req, config.maxBodyBytes).catch(() => null);
      if (body === null) return res.destroy();
      if (body === undefined) return refuseBody(req, res, 'tooLarge');
      if (fast && (await serveFast(req, res, body).catch(() => res.destroy()))) return;
      // A body already read goes to Yoga as `req.body`, the convention of Node body parsers it follows.
      return yoga(Object.assign(req, { body }), res, { req });
    }
    if (path === '/healthz') return res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    if (path === '/readyz') {
      const [restApi, redisReady] = await Promise.all([upstream.ready(READY_CHECK_MS), redis?.ping(READY_CHECK_MS)]);
      const checks = { restApi, redis: redisReady };
      // Without Redis the replica serves on its own memory: degraded, still ready (a probe must not take every replica out).
      const status = !restApi ? 'not ready' : redisReady === false ? 'degraded' : 'ready';
      return res.writeHead(restApi ? 200 : 503, { 'content-type': 'application/json' }).end(JSON.stringify({ status, checks }));
    }
    if (path.startsWith(EXPORT_FILE_PREFIX)) {
      const services = nodeRequestServices(req, requestIdOf(req.headers['x-request-id']), EXPORT_DEADLINE_MS);
      return serveExportFile(req, res, services, upstream).catch(() => res.destroy());
    }
    // Uploaded images are /assets/<type>/<entityId>/<file> (rest-api); the console's own build files
    // are /assets/<name>-<hash>.js|css (Vite), served below with the console.
    if (UPLOADED_ASSET.test(path) && req.method === 'GET') {
      const conditions = { 'if-none-match': req.headers['if-none-match'], 'if-modified-since': req.headers['if-modified-since'] };
      return upstream.relay(path, conditions, res, requestIdOf(req.headers['x-request-id']));
    }
    if (config.graphiql && path.startsWith(GRAPHIQL_ASSETS)) return graphiql.asset(req, res, path).catch(() => res.destroy());
    serveConsole(req, res).catch(() => res.destroy());
  });

  // GraphQL over WebSocket (graphql-ws) on the same path, sharing Yoga's plugins and context.
  const sockets = new WebSocketServer({ noServer: true, maxPayload: config.maxBodyBytes });
  const gate = gateWebSockets(server, sockets, {
    path: '/graphql',
    limits: config.webSockets,
    addressOf: (req) => clientAddress(headerReader(req.headers), req, config.trustProxy),
    logger,
  });
  type Enveloped = ReturnType<typeof yoga.getEnveloped>;
  /** Each operation's enveloped execute and subscribe, by its context (made fresh for it in onSubscribe). */
  const envelopedByContext = new WeakMap<object, Pick<Enveloped, 'execute' | 'subscribe'>>();
  const enveloped = ({ contextValue }: { contextValue?: unknown }) => {
    const found = typeof contextValue === 'object' && contextValue !== null ? envelopedByContext.get(contextValue) : undefined;
    if (!found) throw new Error('graphql-ws: an operation without its context');
    return found;
  };
  const socketServer = useServer<Record<string, unknown>, { req: IncomingMessage }>(
    {
      execute: (args) => enveloped(args).execute(args),
      // Public subscriptions (the preparation board) execute each event once for all their subscribers.
      subscribe: shareSubscriptions<ExecutionArgs, ExecutionResult>((args) => enveloped(args).subscribe(args), publicSubscriptionKey(publicSubscriptionFields(schema))),
      onSubscribe: async (ctx, _id, params) => {
        gate.started(ctx.extra.socket, () => Object.keys(ctx.subscriptions).length);
        const headers = new Headers();
        const authorization = ctx.connectionParams?.authorization;
        if (typeof authorization === 'string') headers.set('authorization', authorization);
        const request = new Request(`http://localhost/graphql`, { method: 'POST', headers });
        const { schema: envelopedSchema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({ ...ctx, req: ctx.extra.req, request, params });
        const contextValue = await contextFactory();
        envelopedByContext.set(contextValue, { execute, subscribe });
        const args = { schema: envelopedSchema, operationName: params.operationName, document: parse(params.query), variableValues: params.variables, contextValue };
        const errors = validate(args.schema, args.document);
        return errors.length > 0 ? errors : args;
      },
      onComplete: (ctx) => gate.ended(ctx.extra.socket),
      onError: (ctx) => void gate.ended(ctx.extra.socket),
    },
    sockets,
    config.webSockets.pingIntervalMs,
  );

  return {
    server,
    listen: () =>
      new Promise((resolve) => {
        server.listen(config.port, config.host, () => {
          const address = server.address();
          resolve(typeof address === 'object' && address ? address.port : config.port);
        });
      }),
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      const drain = drainConnections(server, config.shutdownTimeoutMs);
      await boards.close();
      gate.close();
      await socketServer.dispose();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      await closed;
      drain.stop();
      await upstream.close();
      redis?.close();
      return !drain.cut;
    },
  };
}
