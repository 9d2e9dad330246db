/**
 * The floor of any gateway for bench/gateway-cost.ts: a plain Node HTTP server that, for every
 * request, makes the users-list call to rest-api through an undici pool (as our gateway does),
 * parses the JSON, reshapes it into the GraphQL answer and writes it back. No GraphQL, no checks:
 * what one hop with a JSON round trip costs on this machine.
 * Environment: PORT, UPSTREAM (rest-api's users-list URL).
 */
import { createServer } from 'node:http';
import { Pool } from 'undici';

const upstream = new URL(process.env.UPSTREAM!);
const pool = new Pool(upstream.origin, { connections: 64 });
const path = `${upstream.pathname}${upstream.search}`;

createServer((req, res) => {
  req.resume();
  req.on('end', async () => {
    const answer = await pool.request({ method: 'GET', path, headers: { authorization: req.headers.authorization ?? '', saleschannel: '1' } });
    const page = (await answer.body.json()) as { count: number; collection: unknown[] };
    const text = JSON.stringify({ data: { users: { count: page.count, items: page.collection } } });
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) }).end(text);
  });
}).listen(Number(process.env.PORT), '127.0.0.1');
