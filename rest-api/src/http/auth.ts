import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { hasAccess, type AccessRequirement, type GrantedPermission } from '@console/schema';
import { forbidden, unauthorized } from './errors.ts';

/** The user behind a request's bearer token. */
export interface Caller {
  userId: number;
  /** The sign-in (refresh token family) the access token belongs to. */
  sessionId: string;
  /** Loaded by `requireAccess`; null behind `signedIn` alone. */
  granted: readonly GrantedPermission[] | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

export interface GuardDependencies {
  /** The user and sign-in of a valid, unexpired access token whose session still stands; null otherwise. */
  verifyAccessToken(token: string): Promise<{ userId: number; sessionId: string } | null>;
  /** The user's effective permissions (empty for an unknown or inactive user). */
  loadGranted(userId: number): Promise<GrantedPermission[]>;
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

const BEARER = /^Bearer\s+(\S+)$/i;

export function createGuards(app: FastifyInstance, dependencies: GuardDependencies): Guards {
  app.decorateRequest('caller', null);

  async function authenticate(request: FastifyRequest): Promise<{ userId: number; sessionId: string }> {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const session = token ? await dependencies.verifyAccessToken(token) : null;
    if (session === null) throw unauthorized();
    return session;
  }

  async function check(request: FastifyRequest, alternatives: AccessRequirement[]): Promise<Caller> {
    const session = request.caller ?? (await authenticate(request));
    const granted = request.caller?.granted ?? (await dependencies.loadGranted(session.userId));
    request.caller = { userId: session.userId, sessionId: session.sessionId, granted };
    if (!alternatives.some((required) => hasAccess(granted, required))) throw forbidden();
    return request.caller;
  }

  return {
    async signedIn(request) {
      request.caller = { ...(await authenticate(request)), granted: null };
    },
    requireAccess(...alternatives) {
      return async (request) => {
        await check(request, alternatives);
      };
    },
    check: (request, ...alternatives) => check(request, alternatives),
  };
}

/** The caller set by a guard; a route without a guard gets a 401 rather than a crash. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}
