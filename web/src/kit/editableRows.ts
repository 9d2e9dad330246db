/**
 * The rows of an editable grid inside a form, with the seeds' edit marker `typeAction`
 * (seed 000 §4): 1 new and saved, 2 modified, 3 deleted, 4 new and unsaved. Pure: a reducer
 * and selectors, unit-tested on their own; `EditableGrid.tsx` draws it.
 *
 * - Loaded rows carry no marker (nothing to send).
 * - Add: a draft row, typeAction 4 and readyToSend false, while its row dialog is open.
 *   Confirming the dialog makes it 1 (new and saved here, ready to send); closing the dialog
 *   without confirming drops every 4 row.
 * - Edit: a loaded or modified row becomes 2; a 1 or 4 row keeps its marker (it is still an insert).
 * - Delete: a row the server does not have yet (4, or 1 without id) is removed; a row the server
 *   has is marked 3 and hidden.
 * - Saved: after the server answered for a row (grids that send each change at once), its id is
 *   stored and it becomes 2 (seed 000 §4).
 * - Only rows with a marker and readyToSend not false are sent.
 */

export const TypeAction = {
  NEW_SAVED: 1,
  MODIFIED: 2,
  DELETED: 3,
  NEW_UNSAVED: 4,
} as const;
export type TypeActionValue = (typeof TypeAction)[keyof typeof TypeAction];

export interface GridRow<T> {
  /** Stable key in the grid (the server id as text for loaded rows, a generated key for new ones). */
  key: string;
  /** The server's id, null until the server has the row. */
  id: number | null;
  data: T;
  typeAction?: TypeActionValue;
  /** False while a new row's dialog is still open: such a row is never sent. */
  readyToSend?: boolean;
}

export type GridAction<T> =
  /** Replaces every row with the server's (markers cleared); a draft whose dialog is open (4) stays. */
  | { type: 'load'; rows: readonly { id: number; data: T }[] }
  /** A new draft row (typeAction 4, not ready to send) for the add dialog. */
  | { type: 'add'; key: string; data: T }
  /** The row dialog's confirm: a draft becomes 1 and ready; other rows as `edit`. */
  | { type: 'commit'; key: string; data: T }
  /** A change to a row's data: loaded/2 → 2; 1 and 4 keep their marker. */
  | { type: 'edit'; key: string; data: T }
  | { type: 'remove'; key: string }
  /** The row dialog closed without confirming: every unsaved new row (4) is dropped. */
  | { type: 'discardUnsaved' }
  /** The server answered for a row: keep its id, mark it modified (2). */
  | { type: 'saved'; key: string; id: number; data?: T }
  /** The server applied a deletion: the row goes for good. */
  | { type: 'purge'; key: string };

export function loadRows<T>(rows: readonly { id: number; data: T }[]): GridRow<T>[] {
  return rows.map(({ id, data }) => ({ key: String(id), id, data }));
}

const replace = <T>(rows: readonly GridRow<T>[], key: string, change: (row: GridRow<T>) => GridRow<T> | null): GridRow<T>[] =>
  rows.flatMap((row) => {
    if (row.key !== key) return [row];
    const next = change(row);
    return next ? [next] : [];
  });

const editedMarker = (row: GridRow<unknown>): TypeActionValue =>
  row.typeAction === TypeAction.NEW_SAVED || row.typeAction === TypeAction.NEW_UNSAVED ? row.typeAction : TypeAction.MODIFIED;

/** Whether the server already has the row. */
export const isOnServer = (row: GridRow<unknown>) => row.id !== null && row.typeAction !== TypeAction.NEW_UNSAVED;

export function gridReducer<T>(rows: readonly GridRow<T>[], action: GridAction<T>): GridRow<T>[] {
  switch (action.type) {
    case 'load':
      return [...loadRows(action.rows), ...rows.filter((row) => row.typeAction === TypeAction.NEW_UNSAVED)];
    case 'add':
      return [...rows, { key: action.key, id: null, data: action.data, typeAction: TypeAction.NEW_UNSAVED, readyToSend: false }];
    case 'commit':
      return replace(rows, action.key, (row) =>
        row.typeAction === TypeAction.NEW_UNSAVED
          ? { ...row, data: action.data, typeAction: TypeAction.NEW_SAVED, readyToSend: true }
          : { ...row, data: action.data, typeAction: editedMarker(row) },
      );
    case 'edit':
      return replace(rows, action.key, (row) =>
        row.typeAction === TypeAction.DELETED ? row : { ...row, data: action.data, typeAction: editedMarker(row) },
      );
    case 'remove':
      return replace(rows, action.key, (row) => (isOnServer(row) ? { ...row, typeAction: TypeAction.DELETED } : null));
    case 'discardUnsaved':
      return rows.filter((row) => row.typeAction !== TypeAction.NEW_UNSAVED);
    case 'saved':
      return replace(rows, action.key, (row) => ({
        ...row,
        id: action.id,
        data: action.data ?? row.data,
        typeAction: TypeAction.MODIFIED,
        readyToSend: true,
      }));
    case 'purge':
      return rows.filter((row) => row.key !== action.key);
  }
}

/** Rows on screen: everything not marked deleted. */
export function visibleRows<T>(rows: readonly GridRow<T>[]): GridRow<T>[] {
  return rows.filter((row) => row.typeAction !== TypeAction.DELETED);
}

/** Rows whose change is to be sent: a marker other than 'nothing', and readyToSend not false. */
function pendingRows<T>(rows: readonly GridRow<T>[]): GridRow<T>[] {
  return rows.filter((row) => row.typeAction !== undefined && row.readyToSend !== false);
}

/**
 * What a grid's confirm sends: deletions, insertions and modifications not yet sent. Rows the
 * server already acknowledged (`saved`, marker 2 with nothing changed since) are sent again only if
 * edited again, which the caller tracks by reloading after a successful send.
 */
export function changesToSend<T>(rows: readonly GridRow<T>[]): Array<{ typeAction: TypeActionValue; id: number | null; data: T }> {
  return pendingRows(rows).map((row) => ({ typeAction: row.typeAction!, id: row.id, data: row.data }));
}

/** Whether the grid holds anything to send. */
export const hasChanges = (rows: readonly GridRow<unknown>[]) => pendingRows(rows).length > 0;

let sequence = 0;
/** A key for a new row, unique in this page's life. */
export function newRowKey(): string {
  sequence += 1;
  return `new-${Date.now().toString(36)}-${sequence}`;
}
