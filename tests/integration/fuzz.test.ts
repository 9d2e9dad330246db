import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { loadTypeDefs } from '@console/schema/sdl';
import { addGraphQLProbes } from './fuzz-graphql.ts';
import { MARKER, pool, probeSet, type Outcome } from './fuzz-probes.ts';
import { addRestProbes, lists, readEndpoints, type RestTarget } from './fuzz-rest.ts';
import { backends, demo, startStack, type Stack } from './stack.ts';

/**
 * Malformed input of every kind, sent to the running stack: GraphQL operations built from the schema
 * (every string argument and input field), GraphQL-over-HTTP requests that are not well-formed, and
 * rest-api's endpoints read from its /openapi.json. No answer may be a 5xx (nor a GraphQL error caused
 * by one), and no refused request may leave a row behind: every string sent carries a per-request
 * marker, searched for in every list afterwards.
 */

describe.each(backends)('fuzz (%s)', (backend) => {
  let stack: Stack;
  let token: string;
  let rest: RestTarget;
  const schema = makeExecutableSchema({ typeDefs: loadTypeDefs() });

  beforeAll(async () => {
    stack = await startStack({ backend });
    token = await stack.signIn(demo.admin.email, demo.admin.password);
    const login = await fetch(`${stack.restApiUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(demo.admin),
    });
    const restToken = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    rest = { restApiUrl: stack.restApiUrl, restToken, endpoints: await readEndpoints(stack.restApiUrl) };
  });
  afterAll(() => stack?.close());

  it('answers every malformed request with a 4xx and writes nothing it refused', async () => {
    const { probes, add, nextId } = probeSet();
    addGraphQLProbes(add, nextId, { url: stack.url, token, schema });
    addRestProbes(add, nextId, rest);

    const before = await lists(rest);
    const outcomes = new Map<number, Outcome>();
    await pool(probes, async (probe) => {
      // A body over the size limit is answered 413 before it is read, and the server may close the socket while
      // the client still writes: the client then sees no answer at all (rare, under load). Sent again once, the
      // probe must get its 4xx; a second silence counts as a failure.
      const send = () => probe.send().catch((error: unknown) => ({ status: 0, refused: true, failure: `no answer: ${String(error)}` }));
      const first = await send();
      outcomes.set(probe.id, first.status === 0 ? await send() : first);
    });
    const after = await lists(rest, MARKER);

    // Rows left by refused requests, bad values stored, and rows written without a marker.
    const leaks: string[] = [];
    for (const [path, list] of after) {
      const ids = new Set([...list.text.matchAll(new RegExp(`${MARKER}(\\d+)x`, 'g'))].map((match) => Number(match[1])));
      for (const id of ids) {
        if (outcomes.get(id)?.refused !== false) leaks.push(`${path}: a row of refused request ${probes[id]?.label}`);
      }
      if (/\\u0000|\\ud800|\\u001b/i.test(list.text) || new RegExp(`${MARKER}\\d+x(?:y{100}|x{100})`).test(list.text)) leaks.push(`${path}: a bad value was stored`);
      const grown = list.count - (before.get(path)?.count ?? 0);
      if (grown > ids.size) leaks.push(`${path}: ${grown} rows more, ${ids.size} of them from accepted requests`);
    }

    const failures = probes.flatMap((probe) => {
      const outcome = outcomes.get(probe.id);
      return outcome?.failure ? [`${probe.kind} | ${probe.label}: ${outcome.failure}`] : [];
    });
    const kinds = [...new Set(probes.map((probe) => probe.kind))];
    for (const kind of kinds) {
      const ofKind = probes.filter((probe) => probe.kind === kind);
      const statuses = new Map<number, number>();
      for (const probe of ofKind) {
        const status = outcomes.get(probe.id)?.status ?? 0;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
      const histogram = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' ');
      console.log(`fuzz ${backend} ${kind}: ${ofKind.length} requests, ${ofKind.filter((probe) => outcomes.get(probe.id)?.refused).length} refused, ${ofKind.filter((probe) => outcomes.get(probe.id)?.failure).length} server failures (HTTP ${histogram})`);
    }
    console.log(`fuzz ${backend} total: ${probes.length} requests, ${failures.length} server failures, ${leaks.length} rows left`);

    expect(probes.length).toBeGreaterThanOrEqual(300);
    expect(failures).toEqual([]);
    expect(leaks).toEqual([]);
  }, 180_000);
});