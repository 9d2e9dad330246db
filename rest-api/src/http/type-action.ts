import type { Db, Executor } from '../db/db.ts';
import { badRequest } from './errors.ts';
import { INVALID_VALUE } from './validation.ts';

/** The seeds' list-row edit marker (seed 000 section 4). */
export const TypeAction = {
  /** New, saved by the grid: insert. */
  NEW: 1,
  MODIFIED: 2,
  DELETED: 3,
  /** New, not saved yet: insert too. */
  NEW_UNSAVED: 4,
} as const;

/** A row of a batch the console sends; `readyToSend: false` rows are not meant for the server and are skipped. */
export interface BatchRow {
  typeAction: number;
  readyToSend?: boolean | null;
}

/** What each kind of row does; `index` is the row's position in the request (for `{ "<index>.<field>": text }` errors). */
export interface BatchHandlers<Row> {
  insert?(tx: Executor, row: Row, index: number): Promise<void>;
  update?(tx: Executor, row: Row, index: number): Promise<void>;
  delete?(tx: Executor, row: Row, index: number): Promise<void>;
}

/** JSON Schema of `typeAction` and `readyToSend`, for a row schema's properties. */
export function batchRowProperties(actions: readonly number[] = Object.values(TypeAction)) {
  return {
    typeAction: {
      type: 'integer',
      enum: [...actions],
      description: 'Seed 000 section 4: 1 or 4 insert, 2 update, 3 delete' + (actions.length < 4 ? ` (here: ${actions.join(', ')})` : '') + '.',
    },
    readyToSend: { type: 'boolean', nullable: true, description: 'A row with `false` is skipped.' },
  } as const;
}

const kindOf = (typeAction: number) =>
  typeAction === TypeAction.DELETED ? 'delete' : typeAction === TypeAction.MODIFIED ? 'update' : 'insert';

/** The rows to apply (readyToSend not false), with their positions; 400 on a row whose kind has no handler. */
function rowsToApply<Row extends BatchRow>(rows: readonly Row[], handlers: BatchHandlers<Row>, fieldPrefix: string) {
  const toSend = rows.map((row, index) => ({ row, index })).filter(({ row }) => row.readyToSend !== false);
  for (const { row, index } of toSend) {
    if (!handlers[kindOf(row.typeAction)]) throw badRequest({ [`${fieldPrefix}${index}.typeAction`]: INVALID_VALUE });
  }
  return toSend;
}

/**
 * Applies a batch inside a transaction the caller holds (a batch nested in a larger write, e.g. a form's
 * grid saved with the form): deletes first, then updates, then inserts. `fieldPrefix` goes before the
 * row positions of the typeAction refusals (`addresses.`).
 */
export async function applyTypeActionsIn<Row extends BatchRow>(
  tx: Executor,
  rows: readonly Row[],
  handlers: BatchHandlers<Row>,
  fieldPrefix = '',
): Promise<void> {
  const toSend = rowsToApply(rows, handlers, fieldPrefix);
  for (const kind of ['delete', 'update', 'insert'] as const) {
    for (const { row, index } of toSend.filter(({ row }) => kindOf(row.typeAction) === kind)) {
      await handlers[kind]!(tx, row, index);
    }
  }
}

/**
 * Applies a batch in one transaction: every row, then `after` (which reads the rows to answer), or nothing
 * at all when any of them throws. Deletes run first, then updates, then inserts, so a batch may remove a
 * pair and add it back. A row whose kind has no handler is refused (400 on its `typeAction`).
 */
export async function applyTypeActions<Row extends BatchRow, Result>(
  db: Db,
  rows: readonly Row[],
  handlers: BatchHandlers<Row>,
  after: (tx: Executor) => Promise<Result>,
): Promise<Result> {
  rowsToApply(rows, handlers, '');
  return db.transaction(async (tx) => {
    await applyTypeActionsIn(tx, rows, handlers);
    return after(tx);
  });
}
