import { PREPARABLE_ORDER_STATUSES, PREPARATION_BOARD_COLUMN_LIMIT } from '@console/schema';
import type { Db } from '../db/db.ts';
import { notFound } from '../http/errors.ts';
import { listBoardRows, warehouseExists, type BoardColumn } from './preparation-board.repository.ts';

export interface BoardOrder {
  orderId: number;
  counter: number;
}

export type PreparationBoard = { warehouseId: number } & Record<BoardColumn, BoardOrder[]>;

/** The board of a warehouse (404 when there is no such warehouse). */
export async function preparationBoard(db: Db, warehouseId: number): Promise<PreparationBoard> {
  return db.transaction(async (tx) => {
    if (!(await warehouseExists(tx, warehouseId))) throw notFound();
    const board: PreparationBoard = { warehouseId, idle: [], inPreparation: [], prepared: [] };
    for (const { column, orderId, counter } of await listBoardRows(tx, warehouseId, PREPARABLE_ORDER_STATUSES, PREPARATION_BOARD_COLUMN_LIMIT)) {
      board[column].push({ orderId, counter });
    }
    return board;
  });
}
