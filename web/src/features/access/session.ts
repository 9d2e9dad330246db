import { Messages } from '@console/schema';
import { RefreshSessionDocument, SignInDocument, SignOutDocument, ViewerDocument } from '../../generated/graphql.ts';
import { errorMessages } from '../../kit/errors.ts';
import { graphqlRequest } from '../../kit/graphqlRequest.ts';
import { createRefreshQueue, type RefreshQueue } from './refreshQueue.ts';
import type { SessionStore } from './sessionStore.ts';

/** Sign-in, page-load restore and sign-out; the refresh queue the Apollo link shares. */
export interface Session {
  store: SessionStore;
  queue: RefreshQueue;
  /** On page load: the refresh cookie gives a new access token, then the viewer; otherwise signed out. */
  restore(): Promise<void>;
  /** Resolves with the messages to show; an empty list means signed in. */
  signIn(email: string, password: string): Promise<string[]>;
  signOut(): Promise<void>;
}

const refreshAccessToken = async (): Promise<string> =>
  (await graphqlRequest(RefreshSessionDocument, {})).refreshSession.accessToken;

// The refresh cookie is revoked server-side (the bearer token lets the gateway drop its cached permissions
// at once); a failure there still signs out locally.
const revoke = (token: string | null) => graphqlRequest(SignOutDocument, {}, token).catch(() => undefined);

export function createSession(store: SessionStore): Session {
  const queue = createRefreshQueue({
    currentToken: store.getToken,
    refresh: async () => {
      const token = await refreshAccessToken();
      store.setToken(token);
      return token;
    },
    onFailure: () => store.signedOut('expired'),
  });

  return {
    store,
    queue,
    async restore() {
      try {
        const token = await refreshAccessToken();
        const { viewer } = await graphqlRequest(ViewerDocument, {}, token);
        if (viewer.permissions.length > 0) store.signedIn(token, viewer);
        else store.signedOut();
      } catch {
        store.signedOut();
      }
    },
    async signIn(email, password) {
      try {
        const { signIn } = await graphqlRequest(SignInDocument, { email, password });
        // The seeds sign out a user without permissions, whatever the server let through.
        if (signIn.viewer.permissions.length === 0) {
          await revoke(signIn.session.accessToken);
          return [Messages.noPermissions];
        }
        store.signedIn(signIn.session.accessToken, signIn.viewer);
        return [];
      } catch (error) {
        return errorMessages(error, { UNAUTHENTICATED: Messages.wrongCredentials });
      }
    },
    async signOut() {
      await revoke(store.getToken());
      store.signedOut('byUser');
    },
  };
}
