import { describe, expect, it, vi } from 'vitest';
import { PermissionCache } from './permission-cache.ts';
import { viewerLoader, type ViewerUpstream } from './viewer.ts';
import type { MePermissions } from './upstream.ts';

const me: MePermissions = {
  userId: 1,
  firstName: 'A',
  lastName: 'B',
  userTypeId: 1,
  allowedPermissions: [
    { permissionId: 8, accessLevel: { accessLevelDetails: [{ permissionType: { permissionTypeId: 4 } }, { typePermissionId: 2 }] } },
    { permissionId: 8, accessLevel: { accessLevelDetails: [{ typePermissionId: 3 }] } },
    { permissionId: 10, accessLevel: null },
  ],
};

/** An upstream that only answers the permissions call, counting it. */
function restClient() {
  const get = vi.fn(async () => structuredClone({ data: me }));
  const unused = async () => {
    throw new Error('not called');
  };
  const client: ViewerUpstream = { permissions: get, profile: unused };
  return { client, get };
}

describe('viewer loader', () => {
  it('flattens the permissions into one entry per permission with its sorted levels', async () => {
    const { client } = restClient();
    const viewer = viewerLoader(client, () => 'token', new PermissionCache(0));
    expect(await viewer.granted()).toEqual([
      { permissionId: 8, levels: [2, 3, 4] },
      { permissionId: 10, levels: [] },
    ]);
  });

  it('reuses the granted permissions of a cached set across requests', async () => {
    const { client, get } = restClient();
    const cache = new PermissionCache(10);
    const first = await viewerLoader(client, () => 'token', cache).granted();
    const second = await viewerLoader(client, () => 'token', cache).granted();
    expect(get).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
  });

  it('computes them afresh for a fresh set', async () => {
    const { client, get } = restClient();
    const cache = new PermissionCache(0);
    const first = await viewerLoader(client, () => 'token', cache).granted();
    const second = await viewerLoader(client, () => 'token', cache).granted();
    expect(get).toHaveBeenCalledTimes(2);
    expect(second).not.toBe(first);
    expect(second).toEqual(first);
  });
});
