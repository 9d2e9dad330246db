import { describe, expect, it } from 'vitest';
import { PREPARATION_BOARD_COLUMN_LIMIT } from '@console/schema';
import { DemoUser, testApiSuite } from '../http/testing.ts';

interface Board {
  warehouseId: number;
  idle: { orderId: number; counter: number }[];
  inPreparation: { orderId: number; counter: number }[];
  prepared: { orderId: number; counter: number }[];
}

describe('the public preparation board', () => {
  const suite = testApiSuite();
  const admin = suite.as(DemoUser.ADMIN);
  const board = async (warehouseId: number | string) => {
    const response = await suite.api.app.inject({ method: 'GET', url: `/api/preparation/board?warehouseId=${warehouseId}` });
    return { status: response.statusCode, board: response.json<{ data: Board }>().data };
  };
  const orderOf = (orderId: number) =>
    suite.api.db.query<{ counter: number }>('select counter from orders where order_id = $1', [orderId]).then(([row]) => row);

  it('answers without a token: the preparable orders of the warehouse in three columns (waiting and in preparation oldest first, ready latest first), within the limit', async () => {
    const { status, board: answer } = await board(1);
    expect(status).toBe(200);
    expect(answer.warehouseId).toBe(1);
    const select = (order: string) => suite.api.db.query<{ orderId: number; counter: number; preparationStatus: number }>(
      `select order_id as "orderId", counter, preparation_status as "preparationStatus" from orders
        where warehouse_id = 1 and order_status_id in (2, 3, 4) order by ${order}`,
    );
    const oldestFirst = await select('confirmed_at nulls last, order_id');
    const latestFirst = await select('updated_at desc nulls last, confirmed_at nulls last, order_id');
    const column = (rows: typeof oldestFirst, statuses: number[]) =>
      rows.filter((row) => statuses.includes(row.preparationStatus)).slice(0, PREPARATION_BOARD_COLUMN_LIMIT).map(({ orderId, counter }) => ({ orderId, counter }));
    expect(answer.idle).toEqual(column(oldestFirst, [1]));
    expect(answer.inPreparation).toEqual(column(oldestFirst, [2]));
    expect(answer.prepared).toEqual(column(latestFirst, [3, 4]));
    expect(answer.idle.length).toBeGreaterThan(0);
  });

  it('moves an order from idle to in preparation to prepared as it is prepared', async () => {
    const [{ orderId }] = await suite.api.db.query<{ orderId: number }>(
      `select order_id as "orderId" from orders where warehouse_id = 1 and order_status_id = 2 and preparation_status = 1 order by confirmed_at, order_id limit 1`,
    );
    const { counter } = await orderOf(orderId);
    expect((await board(1)).board.idle).toContainEqual({ orderId, counter });
    expect((await admin({ method: 'POST', url: `/api/orders/${orderId}/preparation/start` })).statusCode).toBe(200);
    const started = (await board(1)).board;
    expect(started.idle).not.toContainEqual({ orderId, counter });
    expect(started.inPreparation).toContainEqual({ orderId, counter });
    expect((await admin({ method: 'PUT', url: `/api/orders/${orderId}/preparation`, payload: { lines: [], finish: true } })).statusCode).toBe(200);
    const finished = (await board(1)).board;
    expect(finished.inPreparation).not.toContainEqual({ orderId, counter });
    expect(finished.prepared).toContainEqual({ orderId, counter });
  });

  it('answers 404 for an unknown warehouse and 400 for a bad or missing id', async () => {
    expect((await board(999_999)).status).toBe(404);
    for (const bad of ['abc', '0', '-3', '1.5', '']) expect((await board(bad)).status).toBe(400);
    expect((await suite.api.app.inject({ method: 'GET', url: '/api/preparation/board' })).statusCode).toBe(400);
  });
});
