/** A graphql-ws subscriber of `orderChanges` for the live tests, and the preparation writes that publish. */
import { createClient, type FormattedExecutionResult } from 'graphql-ws';
import WebSocket from 'ws';
import type { Stack } from './stack.ts';

export interface OrderChange {
  orderIds: number[];
  warehouseIds: number[];
}

type Result = FormattedExecutionResult<{ orderChanges: OrderChange }, unknown>;

export interface Subscriber {
  /** Every result received (an event, or a refusal's errors). */
  results: Result[];
  /** Resolves when the server ends the stream (or the socket fails). */
  ended: Promise<void>;
  /** Whether an event naming the order arrives within `ms` (true at once when one already has). */
  sees(orderId: number, ms: number): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Whether `check` holds within `ms`: checked now, then each time a result arrives (each of `listeners` is called
 * on arrival).
 */
export function arrives(listeners: Set<() => void>, check: () => boolean, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    if (check()) return resolve(true);
    const listener = () => {
      if (!check()) return;
      clearTimeout(timer);
      listeners.delete(listener);
      resolve(true);
    };
    const timer = setTimeout(() => {
      listeners.delete(listener);
      resolve(false);
    }, ms);
    listeners.add(listener);
  });
}

export function subscribeOrderChanges(stack: Stack, token?: string): Subscriber {
  const client = createClient({
    url: `${stack.url.replace('http:', 'ws:')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
  });
  const results: Result[] = [];
  const listeners = new Set<() => void>();
  const named = (orderId: number) => results.some((result) => result.data?.orderChanges.orderIds.includes(orderId));
  const ended = new Promise<void>((resolve) => {
    client.subscribe<{ orderChanges: OrderChange }>(
      { query: 'subscription { orderChanges { orderIds warehouseIds } }' },
      {
        next: (result) => {
          results.push(result);
          for (const listener of listeners) listener();
        },
        error: () => resolve(),
        complete: () => resolve(),
      },
    );
  });
  return {
    results,
    ended,
    sees: (orderId, ms) =>
      arrives(listeners, () => named(orderId), ms),
    close: async () => {
      await client.dispose();
    },
  };
}

const START = 'mutation($orderId: Int!) { startOrderPreparation(orderId: $orderId) { ok order { orderId preparationStatus } } }';
const SAVE = 'mutation($orderId: Int!) { saveOrderPreparation(orderId: $orderId, lines: [], finish: false) { ok } }';
const TO_PREPARE = '{ ordersToPrepare(page: 1, take: 200) { items { orderId counter orderStatusId preparationStatus } } }';

/** Orders of the caller's warehouse not started yet, with their counters (what the preparation board shows). */
export async function startableCounters(stack: Stack, token: string, count: number): Promise<{ orderId: number; counter: number }[]> {
  const answer = await stack.graphql<{ ordersToPrepare: { items: { orderId: number; counter: number; preparationStatus: number }[] } }>(TO_PREPARE, {}, { token });
  const found = (answer.data?.ordersToPrepare.items ?? []).filter((order) => order.preparationStatus === 1).map(({ orderId, counter }) => ({ orderId, counter }));
  if (found.length < count) throw new Error(`only ${found.length} orders to start: ${JSON.stringify(answer.errors)}`);
  return found.slice(0, count);
}

/** Orders of the caller's warehouse not started yet. */
export async function startableOrders(stack: Stack, token: string, count: number): Promise<number[]> {
  return (await startableCounters(stack, token, count)).map((order) => order.orderId);
}

export async function startPreparation(stack: Stack, token: string, orderId: number): Promise<void> {
  const answer = await stack.graphql<{ startOrderPreparation: { ok: boolean; order: { preparationStatus: number } | null } }>(START, { orderId }, { token });
  if (answer.data?.startOrderPreparation.order?.preparationStatus !== 2) throw new Error(`start of ${orderId} failed: ${JSON.stringify(answer)}`);
}

/**
 * Waits until the subscriber is listening: the stream is set up asynchronously (the access check, Redis's SUBSCRIBE),
 * so an order in preparation is saved unchanged (nothing written, the change published) until an event names it.
 */
export async function untilListening(stack: Stack, token: string, subscriber: Subscriber, orderId: number): Promise<void> {
  await startPreparation(stack, token, orderId);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await subscriber.sees(orderId, 100)) return;
    await stack.graphql(SAVE, { orderId }, { token });
  }
  throw new Error('the subscriber never received an event');
}
