import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub, type PubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';
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

/** The live topics and their payloads. */
export type LiveTopics = {
  'orders:changed': [OrderChangeEvent];
  /** A warehouse's board changed (by warehouse id). */
  'preparationBoard:changed': [warehouseId: number, update: PollUpdate<PreparationBoardState>];
};

export type LiveEvents = PubSub<LiveTopics>;

export interface LiveBus {
  events: LiveEvents;
  close(): Promise<void>;
}

/**
 * The gateway's event bus for subscriptions: in memory for one process, through Redis (its own two
 * connections: a subscribing connection can do nothing else) when REDIS_URL is set, so a subscriber
 * on one replica sees a change made through another.
 */
export async function createLiveBus(redisUrl: string | undefined): Promise<LiveBus> {
  if (!redisUrl) return { events: createPubSub<LiveTopics>(), close: async () => {} };
  const publishClient = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: true });
  await Promise.all([publishClient.connect(), subscribeClient.connect()]);
  const eventTarget = createRedisEventTarget<CustomEvent>({ publishClient, subscribeClient });
  return {
    events: createPubSub<LiveTopics>({ eventTarget }),
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}
