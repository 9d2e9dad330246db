import { Messages } from '@console/schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSession } from './session.ts';
import { createSessionStore } from './sessionStore.ts';

const viewer = (permissions: { permissionId: number; levels: number[] }[]) => ({
  userId: 1,
  firstName: 'Youssef',
  lastName: 'El Amrani',
  email: 'admin@demo.ma',
  userTypeId: 1,
  permissions,
});

/** A fake gateway: answers by the (first) root field the request asks for. */
function gateway(answers: Record<string, unknown>) {
  const calls: { field: string; authorization: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { query } = JSON.parse(String(init.body)) as { query: string };
      const field = /\{\s*(\w+)/.exec(query)?.[1] ?? 'unknown';
      calls.push({ field, authorization: new Headers(init.headers).get('authorization') });
      return new Response(JSON.stringify(answers[field]), { headers: { 'content-type': 'application/graphql-response+json' } });
    }),
  );
  return calls;
}

const failure = (code: string, serverMessages: string[] = []) => ({ data: null, errors: [{ message: 'x', extensions: { code, serverMessages } }] });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('session', () => {
  it('restores a session from the refresh cookie and keeps the token in memory', async () => {
    const calls = gateway({
      refreshSession: { data: { refreshSession: { accessToken: 'fresh' } } },
      viewer: { data: { viewer: viewer([{ permissionId: 1, levels: [6] }]) } },
    });
    const store = createSessionStore();
    await createSession(store).restore();
    expect(store.getState()).toMatchObject({ status: 'signedIn', viewer: { firstName: 'Youssef' } });
    expect(store.getToken()).toBe('fresh');
    expect(calls).toEqual([
      { field: 'refreshSession', authorization: null },
      { field: 'viewer', authorization: 'Bearer fresh' },
    ]);
  });

  it('is signed out when the refresh cookie is refused', async () => {
    gateway({ refreshSession: failure('UNAUTHENTICATED') });
    const store = createSessionStore();
    await createSession(store).restore();
    expect(store.getState()).toEqual({ status: 'signedOut' });
  });

  it("shows the server's message for refused credentials, else the wrong-credentials text", async () => {
    gateway({ signIn: failure('UNAUTHENTICATED', ['Email ou mot de passe incorrect']) });
    const session = createSession(createSessionStore());
    await expect(session.signIn('a@b.ma', 'secret1')).resolves.toEqual(['Email ou mot de passe incorrect']);
    gateway({ signIn: failure('UNAUTHENTICATED') });
    await expect(session.signIn('a@b.ma', 'secret1')).resolves.toEqual([Messages.wrongCredentials]);
  });

  it('refuses a user without permissions and revokes the session it got', async () => {
    const calls = gateway({
      signIn: { data: { signIn: { session: { accessToken: 't' }, viewer: viewer([]) } } },
      signOut: { data: { signOut: true } },
    });
    const store = createSessionStore();
    await expect(createSession(store).signIn('a@b.ma', 'secret1')).resolves.toEqual([Messages.noPermissions]);
    expect(store.getToken()).toBeNull();
    expect(calls.map((call) => call.field)).toEqual(['signIn', 'signOut']);
  });

  it('treats an unreachable gateway as a server problem', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(createSession(createSessionStore()).signIn('a@b.ma', 'secret1')).resolves.toEqual([Messages.serverProblem]);
  });

  it('tells an expired session (refresh refused) from a sign-out', async () => {
    gateway({ refreshSession: failure('UNAUTHENTICATED'), signOut: { data: { signOut: true } } });
    const store = createSessionStore();
    const session = createSession(store);
    store.signedIn('old', viewer([{ permissionId: 1, levels: [6] }]));
    await expect(session.queue.renew('old')).rejects.toThrow();
    expect(store.getState()).toEqual({ status: 'signedOut', ended: 'expired' });
    store.signedIn('again', viewer([{ permissionId: 1, levels: [6] }]));
    await session.signOut();
    expect(store.getState()).toEqual({ status: 'signedOut', ended: 'byUser' });
  });

  it("follows the signed-in user's own change (a new photo), keeps the token, and changes nobody once signed out", () => {
    const store = createSessionStore();
    const seen: unknown[] = [];
    store.subscribe(() => seen.push(store.getState()));
    store.signedIn('token', viewer([{ permissionId: 1, levels: [6] }]));
    store.viewerChanged({ imageUrl: '/assets/2/1/photo.png' });
    expect(store.getState()).toMatchObject({ status: 'signedIn', viewer: { firstName: 'Youssef', imageUrl: '/assets/2/1/photo.png' } });
    expect(store.getToken()).toBe('token');
    store.signedOut();
    store.viewerChanged({ imageUrl: '/assets/2/1/other.png' });
    expect(store.getState()).toEqual({ status: 'signedOut' });
    expect(seen).toHaveLength(3);
  });
});
