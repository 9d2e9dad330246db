import type { FastifyInstance } from 'fastify';
import { PREPARATION_BOARD_COLUMN_LIMIT, PREPARATION_BOARD_POLL_MS } from '@console/schema';
import type { Db } from '../db/db.ts';
import { dataEnvelope, errorResponses, idField } from '../http/schemas.ts';
import { preparationBoard } from './preparation-board.service.ts';

const TAG = 'Preparation board';

const boardOrder = {
  type: 'object',
  required: ['orderId', 'counter'],
  properties: { orderId: { type: 'integer' }, counter: { type: 'integer', description: 'The number called out in the room.' } },
} as const;
const column = (description: string) => ({ type: 'array', description, items: boardOrder }) as const;

const boardSchema = {
  type: 'object',
  required: ['warehouseId', 'idle', 'inPreparation', 'prepared'],
  properties: {
    warehouseId: { type: 'integer' },
    idle: column('Preparation not started.'),
    inPreparation: column('Preparation in progress.'),
    prepared: column('Prepared, fully or partly, not yet delivered, returned or cancelled.'),
  },
} as const;

/** The public preparation board (seed 002): no token, the screen on the warehouse's wall polls it. */
export function registerPreparationBoardRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get<{ Querystring: { warehouseId: number } }>(
    '/api/preparation/board',
    {
      schema: {
        tags: [TAG],
        summary: "A warehouse's preparation board: its confirmed, dispatched and invoiced orders in three columns",
        description:
          `Public (no token). Orders of statuses 2, 3 and 4 of the warehouse: \`idle\` (preparation 1), \`inPreparation\` (2), ` +
          `\`prepared\` (3 or 4); oldest confirmation first, at most ${PREPARATION_BOARD_COLUMN_LIMIT} per column. ` +
          `The board's screen reads it every ${PREPARATION_BOARD_POLL_MS / 1000} s. 404 for an unknown warehouse.`,
        querystring: { type: 'object', required: ['warehouseId'], properties: { warehouseId: idField } },
        response: { 200: dataEnvelope(boardSchema, 'The board.'), ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ data: await preparationBoard(db, request.query.warehouseId) }),
  );
}
