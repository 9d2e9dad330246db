import { GraphQLError } from 'graphql';
import type { Resolvers } from '../generated/resolvers.ts';
import type { GatewayContext } from '../context.ts';
import { gatewayError } from '../rest/errors.ts';
import { mutationResult } from '../rest/results.ts';
import { accessPaths, type UpstreamTokens } from './upstream.ts';

const DEFAULT_ACCESS_TTL = 900;

/** Stores the new tokens for the rest of this request and, for the console, in the cookie. */
function startSession(context: GatewayContext, tokens: UpstreamTokens, cookie: boolean) {
  context.session.accessToken = tokens.accessToken;
  if (cookie) context.session.setRefreshCookie(tokens.refreshToken);
  return {
    accessToken: tokens.accessToken,
    expiresIn: tokens.expiresIn ?? DEFAULT_ACCESS_TTL,
    refreshToken: cookie ? null : tokens.refreshToken,
  };
}

async function tokensFrom(context: GatewayContext, method: 'POST' | 'PUT', path: string, body: unknown): Promise<UpstreamTokens> {
  // A lost sign-in or refresh reply leaves nothing for the user to check: signing in again is the answer.
  const answer = await context.rest.call<{ data: UpstreamTokens }>({ method, path, body, unknownOutcomeHarmless: true });
  if (!answer.body?.data?.accessToken) throw gatewayError('UPSTREAM_UNAVAILABLE');
  return answer.body.data;
}

export const accessResolvers: Resolvers = {
  Query: {
    viewer: (_parent, _args, context) => context.viewer.verified(),
  },
  Viewer: {
    permissions: (_viewer, _args, context) => context.viewer.granted(),
    warehouse: (viewer) => viewer.warehouse ?? null,
    email: async (_viewer, _args, context) => (await context.viewer.profile()).email,
    phoneNumber: async (_viewer, _args, context) => (await context.viewer.profile()).phoneNumber ?? null,
    workingDays: async (_viewer, _args, context) => (await context.viewer.profile()).workingDays ?? null,
    userTypeName: async (_viewer, _args, context) => (await context.viewer.profile()).type?.name ?? null,
    roleName: async (_viewer, _args, context) => (await context.viewer.profile()).roles?.[0]?.name ?? null,
  },
  Mutation: {
    async signIn(_parent, { email, password, cookie }, context) {
      await context.signInGuard.admit(context.clientAddress, email);
      let tokens: UpstreamTokens;
      try {
        tokens = await tokensFrom(context, 'POST', accessPaths.login, { email, password });
      } catch (error) {
        if (error instanceof GraphQLError && error.extensions.code === 'UNAUTHENTICATED') {
          await context.signInGuard.failed(context.clientAddress, email);
        }
        throw error;
      }
      await context.signInGuard.succeeded(context.clientAddress, email);
      const session = startSession(context, tokens, cookie === true);
      return { session, viewer: await context.viewer.permissions() };
    },
    async refreshSession(_parent, { refreshToken }, context) {
      const fromCookie = !refreshToken;
      const token = refreshToken ?? context.session.refreshCookie;
      if (!token) throw gatewayError('UNAUTHENTICATED');
      try {
        return startSession(context, await tokensFrom(context, 'PUT', accessPaths.refresh, { refreshToken: token }), fromCookie);
      } catch (error) {
        if (fromCookie) context.session.clearRefreshCookie();
        throw error;
      }
    },
    async signOut(_parent, { refreshToken }, context) {
      const token = refreshToken ?? context.session.refreshCookie;
      if (!refreshToken) context.session.clearRefreshCookie();
      if (token) await context.rest.post(accessPaths.logout, { refreshToken: token });
      await context.viewer.forgetUser();
      return true;
    },
    async resetUserPassword(_parent, { userId, password, confirmPassword }, context) {
      const result = await mutationResult(() => context.rest.put(accessPaths.resetPassword, { userId, password, confirmPassword }));
      if (result.ok) await context.viewer.forgetUser(userId);
      return result;
    },
    async changePassword(_parent, { oldPassword, newPassword }, context) {
      // The user is read before the change: afterwards this request's token no longer stands.
      await context.viewer.permissions();
      const result = await mutationResult(() => context.rest.post(accessPaths.myPassword, { oldPassword, newPassword }));
      if (result.ok) await context.viewer.forgetUser();
      return result;
    },
  },
};
