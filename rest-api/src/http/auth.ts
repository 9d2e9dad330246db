import type { FastifyInstance, FastifyRequest, FastifySchema, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import { hasAccess, type AccessRequirement, type GrantedPermission } from '@console/schema';
import { forbidden, unauthorized } from './errors.ts';

/** The user behind a request's bearer token. */
export interface Caller {
  userId: number;
  /** The sign-in (refresh token family) the access token belongs to. */
  sessionId: string;
  /** Loaded by `requireAccess`; null behind `signedIn` alone. */
  granted: readonly GrantedPermission[] | null;
  /** The grants' version read with the session (migration 023): what the caller's permissions are cached by. */
  grantsVersion: number;
}

/** A valid access token's user and sign-in, whose session still stands. */
export type VerifiedSession = Omit<Caller, 'granted'>;

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

export interface GuardDependencies {
  /** The user and sign-in of a valid, unexpired access token whose session still stands; null otherwise. */
  verifyAccessToken(token: string): Promise<VerifiedSession | null>;
  /** The user's effective permissions (empty for an unknown or inactive user). */
  loadGranted(session: VerifiedSession): Promise<GrantedPermission[]>;
}

export interface Guards {
  /** Passes any valid bearer token. */
  signedIn: preHandlerAsyncHookHandler;
  /** Passes a valid bearer token whose user meets at least one of the requirements (the seeds' rule, `hasAccess`). */
  requireAccess(...alternatives: AccessRequirement[]): preHandlerAsyncHookHandler;
  /**
   * The same check from inside a handler, when the requirement depends on the request's content (an upload's
   * entity type): 401 or 403, else the caller with their permissions loaded.
   */
  check(request: FastifyRequest, ...alternatives: AccessRequirement[]): Promise<Caller>;
}

/**
 * How a route is guarded, as its OpenAPI operation states it in `x-access` (compared by a test with the
 * GraphQL schema's rules): `anyOf` lists the alternatives of `requireAccess`, a caller passing one passes.
 * A route whose guard also checks the request's content (`check`) states its first, weakest step.
 */
export type RouteAccess = { public: true } | { signedIn: true } | { anyOf: AccessRequirement[] };

const BEARER = /^Bearer\s+(\S+)$/i;

/** The access each guard stands for, read when routes are registered. */
const guardAccess = new WeakMap<object, RouteAccess>();

function accessOf(route: RouteOptions): RouteAccess {
  const handlers = [route.preHandler ?? []].flat();
  for (const handler of handlers) {
    const access = guardAccess.get(handler);
    if (access) return access;
  }
  return { public: true };
}

export function createGuards(app: FastifyInstance, dependencies: GuardDependencies): Guards {
  app.decorateRequest('caller', null);
  app.addHook('onRoute', (route) => {
    const schema: FastifySchema & { 'x-access': RouteAccess } = { ...route.schema, 'x-access': accessOf(route) };
    route.schema = schema;
  });

  async function authenticate(request: FastifyRequest): Promise<VerifiedSession> {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const session = token ? await dependencies.verifyAccessToken(token) : null;
    if (session === null) throw unauthorized();
    return session;
  }

  async function check(request: FastifyRequest, alternatives: AccessRequirement[]): Promise<Caller> {
    const session = request.caller ?? (await authenticate(request));
    const granted = request.caller?.granted ?? (await dependencies.loadGranted(session));
    request.caller = { userId: session.userId, sessionId: session.sessionId, grantsVersion: session.grantsVersion, granted };
    if (!alternatives.some((required) => hasAccess(granted, required))) throw forbidden();
    return request.caller;
  }

  const signedIn: preHandlerAsyncHookHandler = async (request) => {
    request.caller = { ...(await authenticate(request)), granted: null };
  };
  guardAccess.set(signedIn, { signedIn: true });

  return {
    signedIn,
    requireAccess(...alternatives) {
      const guard: preHandlerAsyncHookHandler = async (request) => {
        await check(request, alternatives);
      };
      guardAccess.set(guard, { anyOf: alternatives });
      return guard;
    },
    check: (request, ...alternatives) => check(request, alternatives),
  };
}

/** The caller set by a guard; a route without a guard gets a 401 rather than a crash. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}
