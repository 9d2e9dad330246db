/**
 * The gateway's time for `viewer` (the query every console screen starts with), next to the REST
 * call it wraps, same token, same concurrency, one run.
 */
import autocannon from 'autocannon';
import { signIn, startBenchStack } from './stack.ts';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const duration = Number(process.env.BENCH_SECONDS ?? 10);

const stack = await startBenchStack();
try {
  const token = await signIn(stack.url);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', saleschannel: '1' };
  const viewerQuery = JSON.stringify({ query: '{ viewer { userId firstName lastName imageUrl userTypeId warehouse { warehouseId } permissions { permissionId levels } } }' });

  const measure = async (title: string, options: autocannon.Options) => {
    await autocannon({ ...options, duration: 2, connections }); // warm-up
    const result = await autocannon({ ...options, duration, connections });
    const errors = result.errors + result.non2xx;
    console.log(`${title.padEnd(34)} p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ${result.requests.average.toFixed(0)} req/s  errors ${errors}`);
    return result;
  };
  const direct = await measure('rest-api GET me/permissions', { url: `${stack.restApiUrl}/api/security/users/me/permissions?signIn=true`, headers });
  const gateway = await measure('gateway { viewer } (permissions)', { url: `${stack.url}/graphql`, method: 'POST', headers, body: viewerQuery });
  console.log(`gateway adds ${(gateway.latency.p50 - direct.latency.p50).toFixed(2)} ms at p50; keeps ${((gateway.requests.average / direct.requests.average) * 100).toFixed(0)}% of the direct throughput (${connections} connections, ${duration} s)`);
} finally {
  await stack.stop();
}
