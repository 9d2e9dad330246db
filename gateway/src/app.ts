import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { useServer } from 'graphql-ws/use/ws';
import { Redis } from 'ioredis';
import { WebSocketServer } from 'ws';
import { Messages } from '@console/schema';
import { loadTypeDefs } from '@console/schema/sdl';
import type { GatewayConfig } from './config.ts';
import type { RequestServices } from './context.ts';
import { PermissionCache } from './access/permission-cache.ts';
import { viewerLoader } from './access/viewer.ts';
import { restClientFor, RestUpstream } from './rest/client.ts';
import { domainResolvers } from './resolvers.ts';
import { withAccessRules } from './security/access.ts';
import { introspectionForSignedInOnly } from './security/introspection.ts';
import { memoryCounter, redisCounter, signInGuard } from './security/sign-in-guard.ts';
import { requestSession, type RequestSession } from './server/session.ts';
import { consoleHandler } from './server/static.ts';
import { serveExport } from './reporting/exports.ts';

/** The public path of an uploaded image (rest-api's GET /assets/:type/:entityId/:file). */
const UPLOADED_ASSET = /^\/assets\/\d+\/\d+\/[^/]+$/;

export interface Gateway {
  server: Server;
  /** Starts listening; resolves with the port (useful with port 0). */
  listen(): Promise<number>;
  close(): Promise<void>;
}

interface ServerContext {
  req: IncomingMessage;
}

function clientAddress(headers: Headers, req: IncomingMessage | undefined, trustProxy: boolean): string {
  const forwarded = trustProxy ? headers.get('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  return forwarded || req?.socket.remoteAddress || 'unknown';
}

export async function createGateway(config: GatewayConfig): Promise<Gateway> {
  const upstream = new RestUpstream(config.restApiUrl);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 }) : undefined;
  if (redis) await redis.connect();
  const permissionCache = new PermissionCache(config.permissionCacheSeconds);
  const guard = signInGuard(redis ? redisCounter(redis) : memoryCounter(), config.signInLimits);

  const schema = withAccessRules(makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers: domainResolvers }));

  /** Fresh for every request: the REST client with the caller's token, their viewer, their session. */
  const sessions = new WeakMap<Headers, RequestSession>();
  const servicesFor = (headers: Headers, req: IncomingMessage | undefined, url: string): RequestServices => {
    const secure = url.startsWith('https:') || headers.get('x-forwarded-proto') === 'https';
    const session = requestSession(headers, { maxAge: config.sessionCookieMaxAge, secure });
    sessions.set(headers, session);
    const rest = restClientFor(upstream, () => session.accessToken);
    return {
      rest,
      session,
      viewer: viewerLoader(rest, () => session.accessToken, permissionCache),
      signInGuard: guard,
      clientAddress: clientAddress(headers, req, config.trustProxy),
    };
  };
  const sessionCookies: Plugin = {
    onResponse({ request, response }) {
      for (const cookie of sessions.get(request.headers)?.cookies ?? []) response.headers.append('set-cookie', cookie);
    },
  };

  const yoga = createYoga<ServerContext, RequestServices>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: { title: 'Console distribution — GraphQL' },
    renderGraphiQL,
    plugins: [
      useCSRFPrevention({ requestHeaders: ['x-graphql-yoga-csrf'] }),
      EnvelopArmorPlugin({
        maxDepth: { n: 10 },
        maxAliases: { n: 15 },
        maxTokens: { n: 3000 },
        costLimit: { maxCost: 10000 },
        blockFieldSuggestion: { enabled: config.production },
      }),
      sessionCookies,
      ...(config.production ? [introspectionForSignedInOnly()] : []),
    ],
    context: ({ request, req }) => servicesFor(request.headers, req, request.url),
  });

  const serveConsole = consoleHandler(config.webDist);
  const server = createServer(async (req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (path === '/graphql') {
      if (!uploadWithinLimit(req, config.maxUploadBytes)) return res.writeHead(413, { 'content-type': 'application/json' }).end(JSON.stringify({ message: Messages.fileTooLarge }));
      return yoga(req, res, { req });
    }
    if (path === '/healthz') return res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    if (path === '/readyz') {
      const checks = { restApi: await upstreamReady(upstream), redis: redis ? (await redis.ping().catch(() => '')) === 'PONG' : undefined };
      const ready = checks.restApi && checks.redis !== false;
      return res.writeHead(ready ? 200 : 503, { 'content-type': 'application/json' }).end(JSON.stringify({ status: ready ? 'ready' : 'not ready', checks }));
    }
    if (path.startsWith('/exports/')) return serveExport(req, res, servicesFor(nodeHeaders(req), req, `http://${req.headers.host}${req.url}`));
    // Uploaded images are /assets/<type>/<entityId>/<file> (rest-api); the console's own build files
    // are /assets/<name>-<hash>.js|css (Vite), served below with the console.
    if (UPLOADED_ASSET.test(path) && req.method === 'GET') {
      return upstream.relay(path, { 'if-none-match': req.headers['if-none-match'], 'if-modified-since': req.headers['if-modified-since'] }, res);
    }
    serveConsole(req, res).catch(() => res.destroy());
  });

  // GraphQL over WebSocket (graphql-ws) on the same path, sharing Yoga's plugins and context.
  const sockets = new WebSocketServer({ server, path: '/graphql' });
  type Enveloped = ReturnType<typeof yoga.getEnveloped>;
  const enveloped = (args: { rootValue?: unknown }) => args.rootValue as Pick<Enveloped, 'execute' | 'subscribe'>;
  const socketServer = useServer<Record<string, unknown>, { req: IncomingMessage }>(
    {
      execute: (args) => enveloped(args).execute(args),
      subscribe: (args) => enveloped(args).subscribe(args),
      onSubscribe: async (ctx, _id, params) => {
        const headers = new Headers();
        const authorization = ctx.connectionParams?.authorization;
        if (typeof authorization === 'string') headers.set('authorization', authorization);
        const request = new Request(`http://localhost/graphql`, { method: 'POST', headers });
        const { schema: envelopedSchema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({ ...ctx, req: ctx.extra.req, request, params });
        const args = {
          schema: envelopedSchema,
          operationName: params.operationName,
          document: parse(params.query),
          variableValues: params.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        };
        const errors = validate(args.schema, args.document);
        return errors.length > 0 ? errors : args;
      },
    },
    sockets,
  );

  return {
    server,
    listen: () =>
      new Promise((resolve) => {
        server.listen(config.port, config.host, () => resolve((server.address() as AddressInfo).port));
      }),
    async close() {
      await socketServer.dispose();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await upstream.close();
      redis?.disconnect();
    },
  };
}

function nodeHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  return headers;
}

/** Yoga buffers multipart bodies whole: refuse an oversized or unsized one before it does. */
function uploadWithinLimit(req: IncomingMessage, maxBytes: number): boolean {
  if (!req.headers['content-type']?.startsWith('multipart/form-data')) return true;
  const length = Number(req.headers['content-length']);
  return Number.isFinite(length) && length <= maxBytes;
}

async function upstreamReady(upstream: RestUpstream): Promise<boolean> {
  try {
    return (await upstream.call({ method: 'GET', path: 'healthz' }, undefined)).status === 200;
  } catch {
    return false;
  }
}
