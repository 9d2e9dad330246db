import { once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from './log.ts';

/** A call without a reply within this long fails and the replica uses its own memory: a stalled Redis never holds a request. */
const COMMAND_TIMEOUT_MS = 1_000;
/** A connection attempt (TCP) that gets no answer within this long is given up and tried again. */
const CONNECT_TIMEOUT_MS = 2_000;

const OPTIONS: RedisOptions = {
  // While Redis is away a call fails at once, so its caller falls back, instead of waiting in ioredis' queue;
  // calls in flight when the connection drops fail at once too (no MaxRetriesPerRequestError much later).
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  autoResendUnfulfilledCommands: false,
  commandTimeout: COMMAND_TIMEOUT_MS,
  connectTimeout: CONNECT_TIMEOUT_MS,
};

/**
 * REDIS_URL's connections, for the state replicas share (sign-in limits, subscription events, the board's
 * poll lease). Redis is a help, not a need: while it is down or stalls, `either` runs the local variant, and
 * ioredis reconnects in the background (every 2 s at most). The outage and the recovery are logged once each.
 */
export class SharedRedis {
  /** The connection for commands (and publishing). */
  readonly client: Redis;
  private readonly connections: Redis[] = [];
  private down = false;

  constructor(
    private readonly url: string,
    private readonly logger: Logger,
  ) {
    this.client = this.connection();
    this.client.on('error', (error: Error) => this.lost(error.message));
    this.client.on('ready', () => this.back());
  }

  /**
   * Another connection to the same server (a subscribing connection can do nothing else), closed with this one.
   * Its failures are the command connection's to report.
   */
  connection(options: RedisOptions = {}): Redis {
    const redis = new Redis(this.url, { ...OPTIONS, ...options });
    redis.on('error', () => undefined);
    this.connections.push(redis);
    return redis;
  }

  /** Whether the command connection is ready (otherwise calls go to the local variant without trying). */
  get up(): boolean {
    return this.client.status === 'ready';
  }

  /** Waits, at most `ms`, for the first connection attempt to succeed or fail, so the first requests use Redis when it is there. */
  async started(ms: number): Promise<void> {
    const signal = AbortSignal.timeout(ms);
    await Promise.race([once(this.client, 'ready', { signal }), once(this.client, 'error', { signal })]).catch(() => undefined);
  }

  /** `shared()` while Redis answers; `local()` while it is down, and when the shared call fails or stalls. */
  async either<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    if (!this.up) return local();
    try {
      return await shared();
    } catch (error) {
      this.lost(error instanceof Error ? error.message : String(error));
      // A call that failed on a ready connection (it stalls): reconnect, so the next calls go local at once until it answers again.
      if (this.up) this.client.disconnect(true);
      return local();
    }
  }

  /** Whether Redis answers a PING within `ms` (for /readyz). */
  async ping(ms: number): Promise<boolean> {
    if (!this.up) return false;
    const answer = this.client.ping().then(
      (reply) => reply === 'PONG',
      () => false,
    );
    return Promise.race([answer, delay(ms, false, { ref: false })]);
  }

  close(): void {
    for (const redis of this.connections) redis.disconnect();
  }

  private lost(reason: string): void {
    if (this.down) return;
    this.down = true;
    this.logger.warn({ reason }, "Redis unreachable: sign-in limits, subscription events and the board's poll use this replica's memory until it is back");
  }

  private back(): void {
    if (!this.down) return;
    this.down = false;
    this.logger.info({}, 'Redis is back: sign-in limits, subscription events and the board poll are shared again');
  }
}
