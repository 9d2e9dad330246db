import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, Permission } from '@console/schema';
import { backends, codeOf, demo, SIGN_IN, startStack, type Stack } from './stack.ts';

/** A 1×1 transparent PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const REFRESH = 'mutation Refresh($token: String) { refreshSession(refreshToken: $token) { accessToken refreshToken expiresIn } }';
const VIEWER = 'query { viewer { userId firstName lastName email roleName warehouse { warehouseId } permissions { permissionId levels } } }';

interface SignInData {
  signIn: { session: { accessToken: string; refreshToken: string | null }; viewer: { userId: number; permissions: Array<{ permissionId: number; levels: number[] }> } };
}
interface RefreshData {
  refreshSession: { accessToken: string; refreshToken: string | null };
}

describe.each(backends)('session and permissions on %s', (backend) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ backend });
  });
  afterAll(() => stack?.close());

  it('signs in with the right password and returns the viewer and its permissions', async () => {
    const answer = await stack.graphql<SignInData>(SIGN_IN, demo.admin);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.signIn.session.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(answer.data!.signIn.session.refreshToken).toBeTruthy();
    const permissionIds = answer.data!.signIn.viewer.permissions.map((permission) => permission.permissionId);
    expect(permissionIds).toEqual(expect.arrayContaining(Object.values(Permission)));
  });

  it('refuses a wrong password with the server message', async () => {
    const answer = await stack.graphql(SIGN_IN, { email: demo.agent.email, password: 'Mauvais123' });
    expect(answer.data).toBeNull();
    expect(codeOf(answer)).toBe('UNAUTHENTICATED');
    expect(answer.errors![0]!.message).toBe(Messages.wrongCredentials);
  });

  it('refuses a user without permissions with the seeds message', async () => {
    const answer = await stack.graphql(SIGN_IN, demo.noPermissions);
    expect(codeOf(answer)).toBe('FORBIDDEN');
    expect(answer.errors![0]!.extensions!.serverMessages).toEqual([Messages.noPermissions]);
  });

  it('answers the viewer for a valid token and UNAUTHENTICATED without one', async () => {
    const token = await stack.signIn(demo.agent.email, demo.agent.password);
    const answer = await stack.graphql<{ viewer: { email: string; permissions: Array<{ permissionId: number }> } }>(VIEWER, {}, { token });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.viewer.email).toBe(demo.agent.email);
    expect(answer.data!.viewer.permissions.map((permission) => permission.permissionId)).not.toContain(Permission.ARTICLES);
    expect(codeOf(await stack.graphql(VIEWER))).toBe('UNAUTHENTICATED');
    expect(codeOf(await stack.graphql(VIEWER, {}, { token: `${token}x` }))).toBe('UNAUTHENTICATED');
  });

  it('rotates refresh tokens; the used one presented again just after answers the same successor', async () => {
    const first = (await stack.graphql<SignInData>(SIGN_IN, demo.supervisor)).data!.signIn.session.refreshToken!;
    const rotated = await stack.graphql<RefreshData>(REFRESH, { token: first });
    expect(rotated.errors).toBeUndefined();
    const second = rotated.data!.refreshSession.refreshToken!;
    expect(second).not.toBe(first);
    expect((await stack.graphql(VIEWER, {}, { token: rotated.data!.refreshSession.accessToken })).errors).toBeUndefined();

    // A second tab sent the same token at the same moment: it gets the same successor, the session goes on.
    const again = await stack.graphql<RefreshData>(REFRESH, { token: first });
    expect(again.errors).toBeUndefined();
    expect(again.data!.refreshSession.refreshToken).toBe(second);
    expect((await stack.graphql<RefreshData>(REFRESH, { token: second })).errors).toBeUndefined();
  });

  it('keeps the session when five tabs refresh at once with the same cookie', async () => {
    const signedIn = await stack.graphql<SignInData>(SIGN_IN, { ...demo.agent, cookie: true });
    const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!;
    const answers = await Promise.all(Array.from({ length: 5 }, () => stack.graphql<RefreshData>(REFRESH, {}, { cookie })));
    for (const answer of answers) {
      expect(answer.errors).toBeUndefined();
      expect((await stack.graphql(VIEWER, {}, { token: answer.data!.refreshSession.accessToken })).errors).toBeUndefined();
    }
    const cookies = new Set(answers.map((answer) => answer.headers.get('set-cookie')!.split(';')[0]!));
    expect(cookies.size).toBe(1);
    const next = await stack.graphql<RefreshData>(REFRESH, {}, { cookie: [...cookies][0]! });
    expect(next.errors).toBeUndefined();
  });

  it('ends the access tokens of a sign-in at once when it signs out, and only those', async () => {
    const signedIn = await stack.graphql<SignInData>(SIGN_IN, { ...demo.dispatcher, cookie: true });
    const token = signedIn.data!.signIn.session.accessToken;
    const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!;
    const otherTab = await stack.signIn(demo.dispatcher.email, demo.dispatcher.password);
    expect((await stack.graphql(VIEWER, {}, { token })).errors).toBeUndefined();

    await stack.graphql('mutation { signOut }', {}, { token, cookie });
    expect(codeOf(await stack.graphql(VIEWER, {}, { token }))).toBe('UNAUTHENTICATED');
    expect((await stack.graphql(VIEWER, {}, { token: otherTab })).errors).toBeUndefined();
  });

  it("ends a user's access tokens at once when an administrator resets the password", async () => {
    const victim = await stack.signIn(demo.supervisor.email, demo.supervisor.password);
    const userId = (await stack.graphql<{ viewer: { userId: number } }>(VIEWER, {}, { token: victim })).data!.viewer.userId;
    const admin = await stack.signIn(demo.admin.email, demo.admin.password);
    const reset = await stack.graphql<{ resetUserPassword: { ok: boolean } }>(
      'mutation Reset($userId: Int!) { resetUserPassword(userId: $userId, password: "Remis123!", confirmPassword: "Remis123!") { ok } }',
      { userId },
      { token: admin },
    );
    expect(reset.data!.resetUserPassword.ok).toBe(true);
    expect(codeOf(await stack.graphql(VIEWER, {}, { token: victim }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await stack.graphql('query { viewer { userId } }', {}, { token: victim }))).toBe('UNAUTHENTICATED');
    expect((await stack.graphql(VIEWER, {}, { token: admin })).errors).toBeUndefined();
  });

  it('keeps the console refresh token in an httpOnly SameSite=Strict cookie', async () => {
    const signedIn = await stack.graphql<SignInData>(SIGN_IN, { ...demo.dispatcher, cookie: true });
    expect(signedIn.data!.signIn.session.refreshToken).toBeNull();
    const setCookie = signedIn.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^console_refresh=[^;]+; Max-Age=\d+; Path=\/graphql; HttpOnly; SameSite=Strict/);
    const cookie = setCookie.split(';')[0]!;

    const refreshed = await stack.graphql<RefreshData>(REFRESH, {}, { cookie });
    expect(refreshed.errors).toBeUndefined();
    expect(refreshed.data!.refreshSession.refreshToken).toBeNull();
    expect(refreshed.headers.get('set-cookie')).toMatch(/^console_refresh=[^;]+/);

    const signedOut = await stack.graphql<{ signOut: boolean }>('mutation { signOut }', {}, { cookie: refreshed.headers.get('set-cookie')!.split(';')[0]! });
    expect(signedOut.data!.signOut).toBe(true);
    expect(signedOut.headers.get('set-cookie')).toMatch(/^console_refresh=; Max-Age=0/);
  });

  it('answers FORBIDDEN on a field the user lacks the permission or the level for', async () => {
    const reset = 'mutation { resetUserPassword(userId: 1, password: "Secret123", confirmPassword: "Secret123") { ok } }';
    const agentToken = await stack.signIn(demo.agent.email, demo.agent.password);
    const forbidden = await stack.graphql(reset, {}, { token: agentToken });
    expect(codeOf(forbidden)).toBe('FORBIDDEN');
    expect(forbidden.errors![0]!.message).toBe(Messages.forbidden);
    expect(codeOf(await stack.graphql(reset))).toBe('UNAUTHENTICATED');
  });

  it('changes the own password: field errors come back as data, then the new password signs in', async () => {
    const signedIn = await stack.graphql<SignInData>(SIGN_IN, { ...demo.marketing, cookie: true });
    const token = signedIn.data!.signIn.session.accessToken;
    const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!;
    const otherSession = (await stack.graphql<SignInData>(SIGN_IN, demo.marketing)).data!.signIn.session.refreshToken!;
    const change = 'mutation Change($old: String!, $new: String!) { changePassword(oldPassword: $old, newPassword: $new) { ok errors { field message } } }';
    const wrongOld = await stack.graphql<{ changePassword: { ok: boolean; errors: unknown[] } }>(change, { old: 'Inconnu123', new: 'Nouveau123' }, { token });
    expect(wrongOld.data!.changePassword).toEqual({ ok: false, errors: [{ field: 'oldPassword', message: Messages.wrongOldPassword }] });

    const changed = await stack.graphql<{ changePassword: { ok: boolean } }>(change, { old: demo.marketing.password, new: 'Nouveau123' }, { token });
    expect(changed.data!.changePassword.ok).toBe(true);
    expect(codeOf(await stack.graphql(SIGN_IN, demo.marketing))).toBe('UNAUTHENTICATED');
    expect(await stack.signIn(demo.marketing.email, 'Nouveau123')).toBeTruthy();

    // Every access token issued before ends at once; this sign-in gets a new one, the others are over.
    expect(codeOf(await stack.graphql(VIEWER, {}, { token }))).toBe('UNAUTHENTICATED');
    const refreshed = await stack.graphql<RefreshData>(REFRESH, {}, { cookie });
    expect(refreshed.errors).toBeUndefined();
    expect((await stack.graphql(VIEWER, {}, { token: refreshed.data!.refreshSession.accessToken })).errors).toBeUndefined();
    expect(codeOf(await stack.graphql(REFRESH, { token: otherSession }))).toBe('UNAUTHENTICATED');
  });

  it('sets the own photo without the users permission: an image within the upload bounds, then the viewer shows it', async () => {
    const token = await stack.signIn(demo.agent.email, demo.agent.password);
    const upload = async (bytes: Uint8Array<ArrayBuffer>, name: string) => {
      const form = new FormData();
      form.append('operations', JSON.stringify({ query: 'mutation($file: Upload!) { uploadProfilePhoto(file: $file) }', variables: { file: null } }));
      form.append('map', JSON.stringify({ 0: ['variables.file'] }));
      form.append('0', new Blob([bytes]), name);
      const response = await fetch(`${stack.url}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'x-graphql-yoga-csrf': '1' }, body: form });
      return (await response.json()) as { data?: { uploadProfilePhoto: string } | null; errors?: { message: string; extensions?: { serverMessages?: string[] } }[] };
    };
    const refused = await upload(new TextEncoder().encode('<svg onload="alert(1)"/>'), 'photo.svg');
    expect(refused.data ?? null).toBeNull();
    expect(JSON.stringify(refused.errors)).toContain('Seules les images sont acceptées (PNG, JPEG, WebP, GIF)');
    // A PNG header announcing 9000 × 10 pixels: over the 8000-pixel side the uploads allow.
    const huge = Buffer.from(PNG);
    huge.writeUInt32BE(9000, 16);
    expect(JSON.stringify((await upload(new Uint8Array(huge), 'grande.png')).errors)).toContain("L'image dépasse les dimensions maximales");

    const viewer = (await stack.graphql<{ viewer: { userId: number; imageUrl: string | null } }>('{ viewer { userId imageUrl } }', {}, { token })).data!.viewer;
    const uploaded = await upload(new Uint8Array(PNG), 'moi.png');
    expect(uploaded.errors).toBeUndefined();
    const url = uploaded.data!.uploadProfilePhoto;
    expect(url).toMatch(new RegExp(`^/assets/2/${viewer.userId}/[0-9a-f]{32}\\.png$`));
    expect((await fetch(`${stack.url}${url}`)).status).toBe(200);
    const after = await stack.graphql<{ viewer: { imageUrl: string | null } }>('{ viewer { imageUrl } }', {}, { token });
    expect(after.data!.viewer.imageUrl).toBe(url);
  });
});

describe('a refresh token used again after the grace window', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ backend: 'pglite', env: { REFRESH_GRACE_SECONDS: '1' } });
  });
  afterAll(() => stack?.close());

  it('revokes the whole sign-in, its access tokens included', async () => {
    const first = (await stack.graphql<SignInData>(SIGN_IN, demo.supervisor)).data!.signIn.session.refreshToken!;
    const rotated = await stack.graphql<RefreshData>(REFRESH, { token: first });
    const { accessToken, refreshToken: second } = rotated.data!.refreshSession;
    // eslint-disable-next-line no-restricted-syntax -- the grace window passing is what this test is about.
    await delay(1100);

    expect(codeOf(await stack.graphql(REFRESH, { token: first }))).toBe('UNAUTHENTICATED');
    // Reuse means theft: the whole family is revoked, the legitimate successor and its access token too.
    expect(codeOf(await stack.graphql(REFRESH, { token: second }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await stack.graphql(VIEWER, {}, { token: accessToken }))).toBe('UNAUTHENTICATED');
  });
});

describe('access token expiry', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ backend: 'pglite', accessTokenTtlSeconds: 3 });
  });
  afterAll(() => stack?.close());

  it('answers UNAUTHENTICATED once the access token has expired', async () => {
    const token = await stack.signIn(demo.admin.email, demo.admin.password);
    expect((await stack.graphql(VIEWER, {}, { token })).errors).toBeUndefined();
    // eslint-disable-next-line no-restricted-syntax -- the token's lifetime passing is what this test is about.
    await delay(3100);
    expect(codeOf(await stack.graphql(VIEWER, {}, { token }))).toBe('UNAUTHENTICATED');
  });
});
