import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createLiveBus } from '../live/events.ts';
import { sharedCounter } from '../security/sign-in-guard.ts';
import type { Logger } from './log.ts';
import { SharedRedis } from './redis.ts';

/** A port nothing listens on (taken from the OS, then freed): Redis refuses the connection. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

function recordingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const write = (_details: Record<string, unknown>, message: string) => void lines.push(message);
  return { lines, debug: write, info: write, warn: write, error: write };
}

describe('SharedRedis while Redis is down', () => {
  let redis: SharedRedis | undefined;
  afterEach(() => redis?.close());

  it('runs the local variant, and logs the outage once however many calls meet it', async () => {
    const logger = recordingLogger();
    redis = new SharedRedis(`redis://127.0.0.1:${await closedPort()}`, logger);
    await redis.started(2_000);
    expect(redis.up).toBe(false);
    const answers = await Promise.all(Array.from({ length: 20 }, () => redis!.either(async () => 'shared', async () => 'local')));
    expect(new Set(answers)).toEqual(new Set(['local']));
    expect(await redis.ping(500)).toBe(false);
    expect(logger.lines.filter((line) => line.startsWith('Redis unreachable'))).toHaveLength(1);
  });

  it('counts sign-in attempts in memory', async () => {
    redis = new SharedRedis(`redis://127.0.0.1:${await closedPort()}`, recordingLogger());
    const counter = sharedCounter(redis);
    expect(await counter.increment('k', 60)).toBe(1);
    expect(await counter.increment('k', 60)).toBe(2);
    expect(await counter.read('k')).toBe(2);
    await counter.reset('k');
    expect(await counter.read('k')).toBe(0);
  });

  it("delivers a published event to this process's subscribers, without a rejection", async () => {
    redis = new SharedRedis(`redis://127.0.0.1:${await closedPort()}`, recordingLogger());
    const live = createLiveBus(redis);
    const events = live.subscribe('orders:changed')[Symbol.asyncIterator]();
    const next = events.next();
    live.publish('orders:changed', { orderIds: [7], warehouseIds: [1] });
    expect((await next).value).toEqual({ orderIds: [7], warehouseIds: [1] });
    await events.return?.();
  });
});
