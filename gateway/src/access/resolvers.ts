import { GraphQLError } from 'graphql';
import { businessClock } from '@console/schema';
import type { Resolvers } from '../generated/resolvers.ts';
import type { GatewayContext } from '../context.ts';
import { gatewayError } from '../rest/errors.ts';
import { uploadImage } from '../rest/images.ts';
import { mutationResult } from '../rest/results.ts';
import { accessPaths, type UpstreamTokens } from './upstream.ts';

const DEFAULT_ACCESS_TTL = 900;
/** The image upload entity type of a user's photo (seed 000 section 3). */
const USER_PHOTO = 2;

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

/** The tokens of a sign-in or refresh answer; none is an upstream failure. */
async function tokensFrom(answer: Promise<{ data: UpstreamTokens } | null>): Promise<UpstreamTokens> {
  const body = await answer;
  if (!body?.data?.accessToken) throw gatewayError('UPSTREAM_UNAVAILABLE');
  return body.data;
}

// A lost sign-in or refresh reply leaves nothing for the user to check: signing in again is the answer.
const HARMLESS = { unknownOutcomeHarmless: true } as const;

export const accessResolvers: Resolvers = {
  Query: {
    viewer: (_parent, _args, context) => context.viewer.verified(),
    businessClock: () => businessClock(),
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
        tokens = await tokensFrom(context.rest.post(accessPaths.login, { body: { email, password }, ...HARMLESS }));
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
        return startSession(context, await tokensFrom(context.rest.put(accessPaths.refresh, { body: { refreshToken: token }, ...HARMLESS })), fromCookie);
      } catch (error) {
        if (fromCookie) context.session.clearRefreshCookie();
        throw error;
      }
    },
    async signOut(_parent, { refreshToken }, context) {
      const token = refreshToken ?? context.session.refreshCookie;
      if (!refreshToken) context.session.clearRefreshCookie();
      if (token) await context.rest.post(accessPaths.logout, { body: { refreshToken: token } });
      await context.viewer.forgetUser();
      return true;
    },
    async uploadProfilePhoto(_parent, { file }, context) {
      const { userId } = await context.viewer.verified();
      const url = await uploadImage(context.rest, file, USER_PHOTO, userId);
      // The cached viewer still holds the old photo.
      await context.viewer.forgetUser();
      return url;
    },
    async resetUserPassword(_parent, { userId, password, confirmPassword }, context) {
      const result = await mutationResult(() => context.rest.put(accessPaths.resetPassword, { body: { userId, password, confirmPassword } }));
      if (result.ok) await context.viewer.forgetUser(userId);
      return result;
    },
    async changePassword(_parent, { oldPassword, newPassword }, context) {
      // The user is read before the change: afterwards this request's token no longer stands.
      await context.viewer.permissions();
      const result = await mutationResult(() => context.rest.post(accessPaths.myPassword, { body: { oldPassword, newPassword } }));
      if (result.ok) await context.viewer.forgetUser();
      return result;
    },
  },
};
