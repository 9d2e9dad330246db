/**
 * The users list page through the gateway against the same page straight from rest-api: same
 * data, same token, same concurrency, one run. Also counts the upstream calls one GraphQL list
 * query makes (through a counting proxy), at 10 and at 100 rows.
 */
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { signIn, startBenchStack } from './stack.ts';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const listQuery = (take: number) =>
  JSON.stringify({ query: `{ users(page: 1, take: ${take}) { count items { userId firstName lastName email phoneNumber userTypeId active roles { roleId name } } } }` });

const stack = await startBenchStack();
try {
  const token = await signIn(stack.url);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', saleschannel: '1' };

  const measure = async (title: string, options: autocannon.Options) => {
    await autocannon({ ...options, duration: 2, connections });
    const result = await autocannon({ ...options, duration, connections });
    console.log(`${title.padEnd(30)} p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ${result.requests.average.toFixed(0)} req/s  errors ${result.errors + result.non2xx}`);
    return result;
  };
  const direct = await measure('rest-api GET api/users', { url: `${stack.restApiUrl}/api/users?take=10&page=1&loadRoles=true`, headers });
  const gateway = await measure('gateway { users }', { url: `${stack.url}/graphql`, method: 'POST', headers, body: listQuery(10) });
  console.log(
    `gateway adds ${(gateway.latency.p50 - direct.latency.p50).toFixed(2)} ms at p50 and keeps ${((gateway.requests.average / direct.requests.average) * 100).toFixed(0)}% of the direct throughput (${connections} connections, ${duration} s)`,
  );

  // Upstream calls per query: a second gateway would be needed to count exactly, so count at a
  // proxy placed between a short-lived gateway process and rest-api.
  let calls = 0;
  const proxy = createServer((incoming, outgoing) => {
    calls += 1;
    const target = new URL(stack.restApiUrl);
    const forward = httpRequest({ host: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { createGateway } = await import('../gateway/src/app.ts');
  const { readConfig } = await import('../gateway/src/config.ts');
  const counted = await createGateway({ ...readConfig({}), port: 0, host: '127.0.0.1', restApiUrl: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, permissionCacheSeconds: 0 });
  const countedPort = await counted.listen();
  for (const take of [10, 100]) {
    calls = 0;
    await fetch(`http://127.0.0.1:${countedPort}/graphql`, { method: 'POST', headers, body: listQuery(take) });
    console.log(`one users-list query of ${take} rows: ${calls} upstream calls (permission cache off)`);
  }
  await counted.close();
  proxy.close();
} finally {
  await stack.stop();
}
