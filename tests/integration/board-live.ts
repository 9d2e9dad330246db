/** graphql-ws subscribers of the public preparation board (no token), for the board's live tests and bench. */
import { createClient, type Client, type FormattedExecutionResult } from 'graphql-ws';
import type { GraphQLFormattedError } from 'graphql';
import WebSocket from 'ws';
import { arrives } from './live.ts';

/** The board is public: an order shows as its counter only. */
export interface BoardOrder {
  counter: number;
}

export interface Board {
  warehouseId: number;
  idle: BoardOrder[];
  inPreparation: BoardOrder[];
  prepared: BoardOrder[];
}

type Result = FormattedExecutionResult<{ preparationBoard: Board }, unknown>;

const BOARD_SUBSCRIPTION = 'subscription($warehouseId: Int!) { preparationBoard(warehouseId: $warehouseId) { warehouseId idle { counter } inPreparation { counter } prepared { counter } } }';

export interface BoardSubscriber {
  /** Every result received (a board, or a refusal's errors). */
  results: Result[];
  boards(): Board[];
  /** When (performance.now()) the first board matching `predicate` arrived, before any test looked at it. */
  arrivedAt(predicate: (board: Board) => boolean): number | undefined;
  /** Resolves when the server ends the stream (or the socket fails). */
  ended: Promise<void>;
  /** Whether a board matching `predicate` arrives within `ms` (true at once when one already has). */
  sees(predicate: (board: Board) => boolean, ms: number): Promise<boolean>;
  close(): Promise<void>;
}

/** One subscriber; several may share one socket (`client`). */
export function subscribeBoard(gatewayUrl: string | Client, warehouseId: number): BoardSubscriber {
  const shared = typeof gatewayUrl !== 'string';
  const client = shared ? gatewayUrl : createClient({ url: `${gatewayUrl.replace('http:', 'ws:')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
  const results: Result[] = [];
  const arrivals: number[] = [];
  const listeners = new Set<() => void>();
  let unsubscribe = () => {};
  const ended = new Promise<void>((resolve) => {
    unsubscribe = client.subscribe<{ preparationBoard: Board }>(
      { query: BOARD_SUBSCRIPTION, variables: { warehouseId } },
      {
        next: (result) => {
          arrivals.push(performance.now());
          results.push(result);
          for (const listener of listeners) listener();
        },
        error: () => resolve(),
        complete: () => resolve(),
      },
    );
  });
  const boards = () => results.flatMap((result) => (result.data ? [result.data.preparationBoard] : []));
  const matches = (predicate: (board: Board) => boolean) => (result: Result) => result.data !== undefined && result.data !== null && predicate(result.data.preparationBoard);
  return {
    results,
    boards,
    arrivedAt: (predicate) => arrivals[results.findIndex(matches(predicate))],
    ended,
    sees: (predicate, ms) => {
      // Each result is looked at once: a thousand subscribers in one process stay cheap to watch.
      let checked = 0;
      return arrives(
        listeners,
        () => {
          const found = results.slice(checked).some(matches(predicate));
          checked = results.length;
          return found;
        },
        ms,
      );
    },
    close: async () => {
      unsubscribe();
      if (!shared) await client.dispose();
    },
  };
}

/** Whether the board shows the order's counter in the column. */
export const shows = (column: 'idle' | 'inPreparation' | 'prepared', counter: number) => (board: Board) => board[column].some((order) => order.counter === counter);

/** The first result of a board subscription sent as written (any spelling of the operation), then unsubscribed. */
export async function firstResult(gatewayUrl: string, query: string, variables: Record<string, unknown> = {}): Promise<FormattedExecutionResult<Record<string, unknown>, unknown>> {
  const client = createClient({ url: `${gatewayUrl.replace('http:', 'ws:')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
  try {
    return await new Promise((resolve, reject) => {
      const unsubscribe = client.subscribe<Record<string, unknown>>(
        { query, variables },
        {
          next: (result) => {
            unsubscribe();
            resolve(result);
          },
          // graphql-ws ends an operation refused before it runs (validation) with its errors.
          error: (error) => (Array.isArray(error) ? resolve({ errors: error as GraphQLFormattedError[] }) : reject(error instanceof Error ? error : new Error(String(error)))),
          complete: () => reject(new Error('the stream ended without a result')),
        },
      );
    });
  } finally {
    await client.dispose();
  }
}
