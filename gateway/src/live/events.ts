import { randomUUID } from 'node:crypto';
import { createPubSub, type PubSub } from 'graphql-yoga';
import type { Redis } from 'ioredis';
import type { SharedRedis } from '../server/redis.ts';
import type { PollUpdate } from './shared-poll.ts';

/**
 * Orders changed through this gateway (any replica): lists showing one of them refresh. The orders of one warehouse
 * (`warehouseIds` holds it), or of none (empty): publishOrderChanges publishes one event per warehouse.
 */
export interface OrderChangeEvent {
  orderIds: number[];
  warehouseIds: number[];
}

/** A warehouse's preparation board as the public sees it: counters, not the orders' internal ids. */
export type PreparationBoardState = { warehouseId: number } & Record<'idle' | 'inPreparation' | 'prepared', { counter: number }[]>;

/** Orders or tills changed (issue 27): open reports read again. `at` ISO; the warehouses concerned, empty when none. */
export interface ReportChangeEvent {
  at: string;
  warehouseIds: number[];
}

/** The live topics and their payloads. */
export type LiveTopics = {
  'orders:changed': [OrderChangeEvent];
  'reports:changed': [ReportChangeEvent];
  /** A warehouse's board changed (by warehouse id). */
  'preparationBoard:changed': [warehouseId: number, update: PollUpdate<PreparationBoardState>];
};

export type LiveEvents = PubSub<LiveTopics>;

/** This process's mark on what it publishes through Redis: it delivers its own events itself. */
const ORIGIN = randomUUID();

interface Envelope {
  origin: string;
  detail: unknown;
}

function envelopeOf(message: string): Envelope | undefined {
  try {
    const parsed: unknown = JSON.parse(message);
    return typeof parsed === 'object' && parsed !== null && 'origin' in parsed && typeof parsed.origin === 'string' && 'detail' in parsed ? { origin: parsed.origin, detail: parsed.detail } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An event target that delivers to this replica's listeners at once and relays through Redis to the other
 * replicas' (each topic is a channel, subscribed while someone here listens to it). While Redis is down, local
 * delivery goes on and publishing is skipped; the channels are subscribed again when it comes back.
 */
class RelayedEventTarget extends EventTarget {
  private readonly topics = new Map<string, Set<EventListenerOrEventListenerObject>>();

  constructor(
    private readonly redis: SharedRedis,
    private readonly subscriber: Redis,
  ) {
    super();
    subscriber.on('ready', () => {
      if (this.topics.size > 0) this.subscriber.subscribe(...this.topics.keys()).catch(() => undefined);
    });
    subscriber.on('message', (channel: string, message: string) => {
      const envelope = envelopeOf(message);
      if (envelope && envelope.origin !== ORIGIN) super.dispatchEvent(new CustomEvent(channel, { detail: envelope.detail }));
    });
  }

  override addEventListener(type: string, callback: EventListenerOrEventListenerObject | null, options?: AddEventListenerOptions | boolean): void {
    super.addEventListener(type, callback, options);
    if (!callback) return;
    let listeners = this.topics.get(type);
    if (!listeners) {
      listeners = new Set();
      this.topics.set(type, listeners);
      // Refused while Redis is down: the 'ready' handler subscribes once it is back.
      this.subscriber.subscribe(type).catch(() => undefined);
    }
    listeners.add(callback);
  }

  override removeEventListener(type: string, callback: EventListenerOrEventListenerObject | null, options?: EventListenerOptions | boolean): void {
    super.removeEventListener(type, callback, options);
    const listeners = this.topics.get(type);
    if (!callback || !listeners?.delete(callback) || listeners.size > 0) return;
    this.topics.delete(type);
    this.subscriber.unsubscribe(type).catch(() => undefined);
  }

  override dispatchEvent(event: Event): boolean {
    const delivered = super.dispatchEvent(event);
    const detail = event instanceof CustomEvent ? event.detail : null;
    const message = JSON.stringify({ origin: ORIGIN, detail } satisfies Envelope);
    void this.redis.either(
      () => this.redis.client.publish(event.type, message),
      async () => 0,
    );
    return delivered;
  }
}

/**
 * The gateway's event bus for subscriptions: in memory for one process; with REDIS_URL, relayed through Redis
 * (on a connection of its own: a subscribing connection can do nothing else) so a subscriber on one replica sees
 * a change made through another.
 */
export function createLiveBus(redis: SharedRedis | undefined): LiveEvents {
  if (!redis) return createPubSub<LiveTopics>();
  return createPubSub<LiveTopics>({ eventTarget: new RelayedEventTarget(redis, redis.connection({ autoResubscribe: false })) });
}
