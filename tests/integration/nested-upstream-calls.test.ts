import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faultyUpstream, type FaultyUpstream } from './faulty-upstream.ts';
import { demo, startStack, type Stack } from './stack.ts';

interface Levels {
  accessLevels: { count: number; items: Array<{ accessLevelId: number; details: Array<{ accessLevelId: number; permissionTypeId: number }> }> };
}

/**
 * A list asking for a nested field that needs another upstream call (`AccessLevel.details`) costs
 * the same number of REST calls at 10 rows as at 100: the gateway's per-request DataLoaders batch
 * them, counted by a proxy in front of rest-api.
 */
describe('nested fields make no call per row', () => {
  let stack: Stack;
  let upstream: FaultyUpstream;
  let token: string;
  beforeAll(async () => {
    stack = await startStack({
      backend: 'pglite',
      upstreamFor: async (restApiUrl) => {
        upstream = await faultyUpstream(restApiUrl);
        return upstream.url;
      },
    });
    token = await stack.signIn(demo.admin.email, demo.admin.password);
    const { count } = (await stack.graphql<Levels>('{ accessLevels(take: 1) { count items { accessLevelId details { accessLevelId permissionTypeId } } } }', {}, { token })).data!.accessLevels;
    for (let index = count; index < 100; index += 1) {
      const created = await stack.graphql(`mutation { createAccessLevel(input: { name: "Niveau ${index}", description: "Pour compter" }) { ok } }`, {}, { token });
      expect(created.errors).toBeUndefined();
    }
  });
  afterAll(async () => {
    await stack?.close();
    await upstream?.close();
  });

  /** The access-level REST calls one query makes, and its answer. */
  async function levelCalls(take: number) {
    const before = upstream.seen.length;
    const answer = await stack.graphql<Levels>(`{ accessLevels(take: ${take}) { count items { accessLevelId details { accessLevelId permissionTypeId } } } }`, {}, { token });
    const calls = upstream.seen.slice(before).filter((request) => request.path.startsWith('/api/security/accesslevels'));
    return { calls: calls.map((request) => `${request.method} ${request.path}`), levels: answer.data!.accessLevels.items };
  }

  it('AccessLevel.details: two calls at 10 rows and at 100', async () => {
    const ten = await levelCalls(10);
    const hundred = await levelCalls(100);
    expect(ten.levels).toHaveLength(10);
    expect(hundred.levels).toHaveLength(100);
    expect(ten.calls).toEqual(['GET /api/security/accesslevels', 'GET /api/security/accesslevels/details']);
    expect(hundred.calls).toEqual(ten.calls);
  });

  it('gives each level its own details, as the level itself answers them', async () => {
    const { levels } = await levelCalls(10);
    const withDetails = levels.find((level) => level.details.length > 0)!;
    const single = await stack.graphql<{ accessLevel: { details: Array<{ accessLevelId: number; permissionTypeId: number }> } }>(
      `{ accessLevel(accessLevelId: ${withDetails.accessLevelId}) { details { accessLevelId permissionTypeId } } }`,
      {},
      { token },
    );
    expect(single.data!.accessLevel.details).toEqual(withDetails.details);
    const owners = levels.flatMap((level) => level.details.map((detail) => ({ detailOf: detail.accessLevelId, level: level.accessLevelId })));
    expect(owners.length).toBeGreaterThan(levels.length);
    expect(owners.filter((owner) => owner.detailOf !== owner.level)).toEqual([]);
  });
});
