import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { hasAccess, type AccessRequirement, type GrantedPermission } from '@console/schema';
import { forbidden, unauthorized } from './errors.ts';

/** The user behind a request's bearer token. */
export interface Caller {
  userId: number;
  /** Loaded by `requireAccess`; null behind `signedIn` alone. */
  granted: readonly GrantedPermission[] | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

export interface GuardDependencies {
  /** The user id of a valid, unexpired access token; null otherwise. */
  verifyAccessToken(token: string): Promise<number | null>;
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

  async function authenticate(request: FastifyRequest): Promise<number> {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const userId = token ? await dependencies.verifyAccessToken(token) : null;
    if (userId === null) throw unauthorized();
    return userId;
  }

  async function check(request: FastifyRequest, alternatives: AccessRequirement[]): Promise<Caller> {
    const userId = request.caller?.userId ?? (await authenticate(request));
    const granted = request.caller?.granted ?? (await dependencies.loadGranted(userId));
    request.caller = { userId, granted };
    if (!alternatives.some((required) => hasAccess(granted, required))) throw forbidden();
    return request.caller;
  }

  return {
    async signedIn(request) {
      request.caller = { userId: await authenticate(request), granted: null };
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
