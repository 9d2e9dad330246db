import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { loadTypeDefs } from '@console/schema/sdl';
import { addGraphQLProbes } from './fuzz-graphql.ts';
import { MARKER, pool, probeSet, type Outcome } from './fuzz-probes.ts';
import { malformedCdrLines, sendOnCdrSocket, validCdrLine } from './fuzz-cdr.ts';
import { addRestProbes, lists, readEndpoints, type RestTarget } from './fuzz-rest.ts';
import { backends, demo, freePort, startStack, type Stack } from './stack.ts';

const CDR_TOKEN = 'fuzz-cdr-token-0123456789abcdef';

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
  let cdrPort: number;
  const schema = makeExecutableSchema({ typeDefs: loadTypeDefs() });

  beforeAll(async () => {
    cdrPort = await freePort();
    stack = await startStack({ backend, env: { CDR_INGEST_TOKEN: CDR_TOKEN, CDR_TCP_PORT: String(cdrPort) } });
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

  it('refuses every malformed call record, over HTTP and on the CDR socket, storing none and going on after them', async () => {
    const callLog = async (search: string) => {
      const response = await fetch(`${stack.restApiUrl}/api/calls/log?dateRangeType=LastSevenDays&numberOfRows=5000&searchFilter=${encodeURIComponent(search)}`, {
        headers: { authorization: `Bearer ${rest.restToken}` },
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: { callerId: string }[] }).data;
    };
    const post = (body: BodyInit, contentType = 'text/plain; charset=utf-8') =>
      fetch(`${stack.restApiUrl}/api/calls/cdr`, { method: 'POST', headers: { 'content-type': contentType, authorization: `Bearer ${CDR_TOKEN}` }, body });

    const lines = malformedCdrLines(`fuzz-${backend}-http`);
    const answer = await post(lines.join('\r\n'));
    expect(answer.status).toBe(200);
    const result = ((await answer.json()) as { data: { stored: number; refused: unknown[] } }).data;
    expect(result).toMatchObject({ stored: 0 });
    expect(result.refused).toHaveLength(lines.length);
    const odd: [BodyInit, string][] = [
      [new Uint8Array([0xff, 0xfe, 0x00, 0x01, 0x0a, 0xc3]), 'text/plain'],
      ['x'.repeat(2 * 1024 * 1024), 'text/plain'],
      ['{"lines": ["a"]}', 'application/json'],
      ['<cdr/>', 'application/xml'],
      ['', 'text/plain'],
    ];
    for (const [body, contentType] of odd) {
      const status = (await post(body, contentType)).status;
      expect(status, contentType).toBeGreaterThanOrEqual(200);
      expect(status, contentType).toBeLessThan(500);
    }

    const after = `${MARKER}after`;
    await sendOnCdrSocket(cdrPort, [...malformedCdrLines(`fuzz-${backend}-tcp`), validCdrLine(`fuzz-${backend}-tcp-valid`, after)].join('\n'));
    // The valid line follows every malformed one on the same connection: once it is stored, all were read.
    await expect.poll(async () => (await callLog(after)).length, { timeout: 20_000 }).toBe(1);
    expect((await callLog(MARKER)).map((call) => call.callerId)).toEqual([`${after} (101)`]);
    expect((await fetch(`${stack.restApiUrl}/healthz`)).status).toBe(200);
  });
});
