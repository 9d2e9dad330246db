/**
 * The preparation board's live side (seed 002: the screen polls every 5 s): one shared poll per watched
 * warehouse across the replicas (live/shared-poll.ts), refreshed at once when an order changes through the gateway.
 */
import { randomUUID } from 'node:crypto';
import { PREPARATION_BOARD_POLL_MS } from '@console/schema';
import type { LiveEvents, PreparationBoardState } from '../live/events.ts';
import { SharedPoll, type LeaseStore } from '../live/shared-poll.ts';
import { restClientFor, type DataOf } from '../rest/api.ts';
import type { RestUpstream } from '../rest/client.ts';
import { deadlineIn } from '../rest/deadline.ts';
import type { Logger } from '../server/log.ts';

export const boardPaths = { board: '/api/preparation/board' } as const;

/**
 * The board as the public may see it: the counters of each column. rest-api answers the seed's board (counter and
 * orderId); the order ids are internal and stay in the gateway, neither sent nor shared between replicas.
 */
export function publicBoard({ warehouseId, idle, inPreparation, prepared }: DataOf<'get', typeof boardPaths.board>): PreparationBoardState {
  const counters = (orders: readonly { counter: number }[]) => orders.map(({ counter }) => ({ counter }));
  return { warehouseId, idle: counters(idle), inPreparation: counters(inPreparation), prepared: counters(prepared) };
}

export interface PreparationBoards {
  /** The board now, then each change; rejects for an unknown warehouse. */
  watch(warehouseId: number): Promise<AsyncIterable<PreparationBoardState>>;
  close(): Promise<void>;
}

export interface PreparationBoardOptions {
  upstream: RestUpstream;
  live: LiveEvents;
  store: LeaseStore;
  logger: Logger;
  intervalMs?: number;
  /** Each poll's deadline. */
  timeoutMs: number;
}

export function preparationBoards({ upstream, live, store, logger, intervalMs = PREPARATION_BOARD_POLL_MS, timeoutMs }: PreparationBoardOptions): PreparationBoards {
  const poll = new SharedPoll<number, PreparationBoardState>({
    name: 'preparation-board',
    intervalMs,
    // Public: the poll carries no one's token.
    fetch: async (warehouseId) => {
      const rest = restClientFor(upstream, { token: () => undefined, requestId: randomUUID(), deadline: deadlineIn(timeoutMs) });
      const answer = await rest.get(boardPaths.board, { query: { warehouseId } });
      if (!answer) throw new Error(`preparation board ${warehouseId}: no answer`);
      return publicBoard(answer.data);
    },
    store,
    channel: {
      publish: (warehouseId, update) => live.publish('preparationBoard:changed', warehouseId, update),
      subscribe: (warehouseId) => live.subscribe('preparationBoard:changed', warehouseId),
    },
    onError: (error, warehouseId) => logger.warn({ warehouseId, error: String(error) }, 'preparation board: a poll failed'),
  });
  const orderChanges = live.subscribe('orders:changed')[Symbol.asyncIterator]();
  const following = (async () => {
    for (let next = await orderChanges.next(); !next.done; next = await orderChanges.next()) poll.changed(next.value.warehouseIds);
  })().catch((error: unknown) => logger.error({ error: String(error) }, 'preparation board: order changes no longer followed'));
  return {
    watch: (warehouseId) => poll.watch(warehouseId),
    async close() {
      poll.close();
      await orderChanges.return?.();
      await following;
    },
  };
}
