import { describe, expect, it } from 'vitest';
import { TypeAction, changesToSend, gridReducer, hasChanges, loadRows, visibleRows, type GridAction, type GridRow } from './editableRows.ts';

interface Grant {
  permissionId: number;
  accessLevelId: number;
}

const run = (rows: GridRow<Grant>[], ...actions: GridAction<Grant>[]) => actions.reduce(gridReducer<Grant>, rows);
const loaded = () => loadRows<Grant>([{ id: 10, data: { permissionId: 1, accessLevelId: 2 } }, { id: 11, data: { permissionId: 3, accessLevelId: 2 } }]);
const markers = (rows: GridRow<Grant>[]) => rows.map((row) => [row.key, row.typeAction, row.readyToSend]);

describe('editable grid rows (typeAction)', () => {
  it('loads rows without a marker: nothing to send', () => {
    const rows = loaded();
    expect(markers(rows)).toEqual([['10', undefined, undefined], ['11', undefined, undefined]]);
    expect(hasChanges(rows)).toBe(false);
  });

  it('adds a draft as 4, not ready to send; the confirm makes it 1 and ready', () => {
    const draft = run(loaded(), { type: 'add', key: 'n1', data: { permissionId: 0, accessLevelId: 0 } });
    expect(draft[2]).toMatchObject({ key: 'n1', id: null, typeAction: TypeAction.NEW_UNSAVED, readyToSend: false });
    expect(changesToSend(draft)).toEqual([]);
    const committed = run(draft, { type: 'commit', key: 'n1', data: { permissionId: 5, accessLevelId: 3 } });
    expect(committed[2]).toMatchObject({ typeAction: TypeAction.NEW_SAVED, readyToSend: true, data: { permissionId: 5, accessLevelId: 3 } });
    expect(changesToSend(committed)).toEqual([{ typeAction: 1, id: null, data: { permissionId: 5, accessLevelId: 3 } }]);
  });

  it('drops unsaved new rows when the dialog closes without confirming, keeps confirmed ones', () => {
    const rows = run(
      loaded(),
      { type: 'add', key: 'n1', data: { permissionId: 5, accessLevelId: 3 } },
      { type: 'commit', key: 'n1', data: { permissionId: 5, accessLevelId: 3 } },
      { type: 'add', key: 'n2', data: { permissionId: 6, accessLevelId: 3 } },
      { type: 'discardUnsaved' },
    );
    expect(rows.map((row) => row.key)).toEqual(['10', '11', 'n1']);
  });

  it('editing a saved row marks it 2; a 1 or 4 row keeps its marker', () => {
    let rows = run(loaded(), { type: 'edit', key: '10', data: { permissionId: 1, accessLevelId: 6 } });
    expect(rows[0]).toMatchObject({ typeAction: TypeAction.MODIFIED, data: { accessLevelId: 6 } });
    rows = run(rows, { type: 'edit', key: '10', data: { permissionId: 1, accessLevelId: 3 } });
    expect(rows[0]!.typeAction).toBe(TypeAction.MODIFIED);
    rows = run(rows, { type: 'add', key: 'n1', data: { permissionId: 5, accessLevelId: 3 } }, { type: 'edit', key: 'n1', data: { permissionId: 7, accessLevelId: 3 } });
    expect(rows[2]).toMatchObject({ typeAction: TypeAction.NEW_UNSAVED, readyToSend: false, data: { permissionId: 7 } });
    rows = run(rows, { type: 'commit', key: 'n1', data: { permissionId: 7, accessLevelId: 3 } }, { type: 'edit', key: 'n1', data: { permissionId: 8, accessLevelId: 3 } });
    expect(rows[2]).toMatchObject({ typeAction: TypeAction.NEW_SAVED, readyToSend: true, data: { permissionId: 8 } });
  });

  it("the dialog's confirm on a saved row is an edit", () => {
    const rows = run(loaded(), { type: 'commit', key: '11', data: { permissionId: 3, accessLevelId: 6 } });
    expect(rows[1]).toMatchObject({ typeAction: TypeAction.MODIFIED, id: 11 });
  });

  it('deleting a saved row marks it 3 and hides it; deleting a new row removes it', () => {
    let rows = run(loaded(), { type: 'edit', key: '11', data: { permissionId: 3, accessLevelId: 6 } }, { type: 'remove', key: '10' }, { type: 'remove', key: '11' });
    expect(markers(rows)).toEqual([['10', TypeAction.DELETED, undefined], ['11', TypeAction.DELETED, undefined]]);
    expect(visibleRows(rows)).toEqual([]);
    rows = run(
      rows,
      { type: 'add', key: 'n1', data: { permissionId: 5, accessLevelId: 3 } },
      { type: 'remove', key: 'n1' },
      { type: 'add', key: 'n2', data: { permissionId: 6, accessLevelId: 3 } },
      { type: 'commit', key: 'n2', data: { permissionId: 6, accessLevelId: 3 } },
      { type: 'remove', key: 'n2' },
    );
    expect(rows.map((row) => row.key)).toEqual(['10', '11']);
  });

  it('a deleted row cannot be edited back', () => {
    const rows = run(loaded(), { type: 'remove', key: '10' }, { type: 'edit', key: '10', data: { permissionId: 9, accessLevelId: 9 } });
    expect(rows[0]).toMatchObject({ typeAction: TypeAction.DELETED, data: { permissionId: 1 } });
  });

  it("sends deletions, additions and edits together, never drafts", () => {
    const rows = run(
      loaded(),
      { type: 'remove', key: '10' },
      { type: 'edit', key: '11', data: { permissionId: 3, accessLevelId: 6 } },
      { type: 'add', key: 'n1', data: { permissionId: 5, accessLevelId: 3 } },
      { type: 'commit', key: 'n1', data: { permissionId: 5, accessLevelId: 3 } },
      { type: 'add', key: 'n2', data: { permissionId: 6, accessLevelId: 3 } },
    );
    expect(changesToSend(rows)).toEqual([
      { typeAction: 3, id: 10, data: { permissionId: 1, accessLevelId: 2 } },
      { typeAction: 2, id: 11, data: { permissionId: 3, accessLevelId: 6 } },
      { typeAction: 1, id: null, data: { permissionId: 5, accessLevelId: 3 } },
    ]);
  });

  it("keeps the server's id after a save and marks the row modified", () => {
    const rows = run(
      loaded(),
      { type: 'add', key: 'n1', data: { permissionId: 5, accessLevelId: 3 } },
      { type: 'commit', key: 'n1', data: { permissionId: 5, accessLevelId: 3 } },
      { type: 'saved', key: 'n1', id: 42 },
    );
    expect(rows[2]).toMatchObject({ key: 'n1', id: 42, typeAction: TypeAction.MODIFIED, readyToSend: true });
    // Now on the server: deleting marks it 3.
    expect(run(rows, { type: 'remove', key: 'n1' })[2]!.typeAction).toBe(TypeAction.DELETED);
    expect(run(rows, { type: 'purge', key: 'n1' }).map((row) => row.key)).toEqual(['10', '11']);
  });

  it("a load replaces the server's rows and changes, but keeps a draft whose dialog is open", () => {
    const rows = run(
      loaded(),
      { type: 'remove', key: '10' },
      { type: 'add', key: 'n1', data: { permissionId: 5, accessLevelId: 3 } },
      { type: 'commit', key: 'n1', data: { permissionId: 5, accessLevelId: 3 } },
      { type: 'add', key: 'n2', data: { permissionId: 0, accessLevelId: 0 } },
      { type: 'load', rows: [{ id: 12, data: { permissionId: 4, accessLevelId: 1 } }] },
    );
    expect(markers(rows)).toEqual([['12', undefined, undefined], ['n2', TypeAction.NEW_UNSAVED, false]]);
  });
});
