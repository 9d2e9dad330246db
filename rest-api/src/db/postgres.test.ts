import { createServer, type Server, type Socket } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { Messages } from '@console/schema';
import { registerErrorHandling } from '../http/errors.ts';
import { DatabaseUnavailable, type Db } from './db.ts';
import { openPostgres } from './postgres.ts';

/** A "server" that accepts connections and never answers: a PostgreSQL host gone silent. */
async function silentServer(): Promise<{ port: number; server: Server; sockets: Set<Socket> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return { port: address.port, server, sockets };
}

describe('a PostgreSQL server that cannot be reached', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });
  const open = async (port: number): Promise<Db> => {
    const db = await openPostgres(`postgres://postgres@127.0.0.1:${port}/console`, () => undefined, { connectMs: 300, statementMs: 1_000 });
    cleanups.push(() => db.close().catch(() => undefined));
    return db;
  };

  it('fails a query and a transaction with DatabaseUnavailable when the server is silent, instead of waiting', async () => {
    const silent = await silentServer();
    cleanups.push(async () => {
      for (const socket of silent.sockets) socket.destroy();
      await new Promise((resolve) => silent.server.close(resolve));
    });
    const db = await open(silent.port);
    await expect(db.query('select 1')).rejects.toBeInstanceOf(DatabaseUnavailable);
    await expect(db.transaction((tx) => tx.query('select 1'))).rejects.toBeInstanceOf(DatabaseUnavailable);
  });

  it('fails with DatabaseUnavailable when the connection is refused', async () => {
    const silent = await silentServer();
    await new Promise((resolve) => silent.server.close(resolve));
    const db = await open(silent.port);
    await expect(db.query('select 1')).rejects.toBeInstanceOf(DatabaseUnavailable);
  });
});

describe('DatabaseUnavailable over HTTP', () => {
  it('answers 503 with the server-problem message', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/t', async () => {
      throw new DatabaseUnavailable('Connection terminated unexpectedly');
    });
    const answer = await app.inject({ method: 'GET', url: '/t' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: Messages.serverProblem });
    await app.close();
  });
});
