import {
  Badge,
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Dialog } from './Dialog.tsx';
import { Add20Regular, Checkmark20Regular, Delete20Regular, Edit20Regular } from '@fluentui/react-icons';
import { useFormik, type FormikValues } from 'formik';
import { useMemo, useReducer, useState, type Dispatch, type ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog.tsx';
import { DataTable, type Column, type RowButton } from './DataTable.tsx';
import { TypeAction, changesToSend, gridReducer, hasChanges, isOnServer, loadRows, newRowKey, visibleRows, type GridAction, type GridRow, type TypeActionValue } from './editableRows.ts';
import type { Form } from './formFields.tsx';
import { DEFAULT_GRID_PAGE_SIZE, GRID_PAGE_SIZES, clampPage, pageSlice } from './listState.ts';
import { Pager } from './Pager.tsx';
import { kitTexts as texts } from './texts.ts';

/** The grid's rows and their reducer (see editableRows.ts). */
export function useEditableRows<T>(initial: readonly { id: number; data: T }[] = []): [GridRow<T>[], Dispatch<GridAction<T>>] {
  return useReducer(gridReducer<T>, initial, loadRows<T>);
}

export interface EditableGridProps<T extends FormikValues> {
  /** Section title, also the table's accessible name. */
  title: string;
  rows: readonly GridRow<T>[];
  dispatch: Dispatch<GridAction<T>>;
  columns: readonly Column<T>[];
  /** Add / edit / delete offered (the viewer's level). */
  editable: boolean;
  /** New rows offered (the viewer holds the grid's create level); default true. */
  canAdd?: boolean;
  /** Deleting a row the server has offered (the viewer holds the grid's delete level); default true. A row not sent yet can always be dropped. */
  canDelete?: boolean;
  /** Data of a new row. */
  newRow(): T;
  /** yup schema of a row (the dialog's validation). */
  rowSchema: AnyObjectSchema;
  /** The row dialog's fields, bound to its form. */
  renderFields(form: Form<T>, context: { isNew: boolean }): ReactNode;
  /** Dialog titles. */
  addTitle?: string;
  editTitle?: string;
  /**
   * Grids that send each row at once: called on the dialog's confirm; resolve the server's id (the
   * row is then 'saved': id kept, marked 2, as role permissions want), 'replaced' when the caller
   * loaded the server's rows itself (nothing left pending), or null to keep the dialog open.
   */
  onCommitRow?(row: GridRow<T>, data: T): Promise<{ id: number; data?: T } | 'replaced' | null>;
  /** Grids that delete at once: called after the confirmation for rows the server has; resolve true when deleted. */
  onRemoveRow?(row: GridRow<T>): Promise<boolean>;
  /** Grids that send on confirm (user permissions): the confirm button sends every pending change. */
  onSend?(changes: ReturnType<typeof changesToSend<T>>): Promise<boolean>;
  sendLabel?: string;
  pageSizes?: readonly number[];
  defaultPageSize?: number;
  /** Hides the edit button (rows only added and deleted, like role users). */
  noEdit?: boolean;
  testId?: string;
}

const useStyles = makeStyles({
  card: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    overflow: 'hidden',
  },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingBottom: tokens.spacingVerticalM },
});

const markerLabel: Partial<Record<TypeActionValue, string>> = { [TypeAction.NEW_SAVED]: 'Nouveau', [TypeAction.MODIFIED]: 'Modifié' };

/**
 * An editable grid inside a form: add and edit in a row dialog, delete, the seeds' typeAction
 * markers; either each row sent at once (`onCommitRow` / `onRemoveRow`) or all on the grid's
 * confirm (`onSend`). Pages of 5 by default (5/10/20).
 */
export function EditableGrid<T extends FormikValues>(props: EditableGridProps<T>) {
  const { title, rows, dispatch, columns, editable, onSend, onCommitRow, onRemoveRow, canAdd = true, canDelete = true } = props;
  const styles = useStyles();
  const pageSizes = props.pageSizes ?? GRID_PAGE_SIZES;
  const [pageSize, setPageSize] = useState(props.defaultPageSize ?? DEFAULT_GRID_PAGE_SIZE);
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<{ key: string; isNew: boolean } | null>(null);
  const [deleting, setDeleting] = useState<GridRow<T> | null>(null);
  const [sending, setSending] = useState(false);

  // A draft (its dialog open, not ready to send) is not drawn behind the dialog.
  const shown = visibleRows(rows).filter((row) => !(row.typeAction === TypeAction.NEW_UNSAVED && row.readyToSend === false));
  const currentPage = clampPage(page, shown.length, pageSize);
  const pageRows = pageSlice(shown, currentPage, pageSize);
  const editingRow = editing ? rows.find((row) => row.key === editing.key) : undefined;

  const gridColumns = useMemo<Column<GridRow<T>>[]>(() => {
    const dataColumns = columns.map(({ title, ...column }) => ({
      ...column,
      sortKey: undefined,
      cell: (row: GridRow<T>) => column.cell(row.data),
      title: title && ((row: GridRow<T>) => title(row.data)),
    }));
    if (!onSend) return dataColumns;
    const marker: Column<GridRow<T>> = {
      id: 'marker',
      header: '',
      width: '90px',
      cell: (row) => {
        const label = row.typeAction !== undefined && row.readyToSend !== false ? markerLabel[row.typeAction] : undefined;
        return label ? (
          <Badge appearance="tint" color={row.typeAction === TypeAction.NEW_SAVED ? 'success' : 'warning'}>
            {label}
          </Badge>
        ) : null;
      },
    };
    return [...dataColumns, marker];
  }, [columns, onSend]);

  const add = () => {
    const key = newRowKey();
    dispatch({ type: 'add', key, data: props.newRow() });
    setEditing({ key, isNew: true });
  };

  const buttons: RowButton<GridRow<T>>[] = editable
    ? [
        ...(props.noEdit ? [] : [{ id: 'edit', label: texts.edit, icon: <Edit20Regular />, onClick: (row: GridRow<T>) => setEditing({ key: row.key, isNew: false }) }]),
        {
          id: 'delete',
          label: texts.delete,
          icon: <Delete20Regular />,
          hidden: (row: GridRow<T>) => !canDelete && isOnServer(row),
          onClick: (row: GridRow<T>) => {
            if (onRemoveRow && isOnServer(row)) setDeleting(row);
            else dispatch({ type: 'remove', key: row.key });
          },
        },
      ]
    : [];

  const closeDialog = () => {
    dispatch({ type: 'discardUnsaved' });
    setEditing(null);
  };

  const send = async () => {
    if (!onSend) return;
    setSending(true);
    try {
      await onSend(changesToSend(rows));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.card} data-testid={props.testId} role="region" aria-label={title}>
      <div className={styles.header}>
        <h2 className={styles.title}>{title}</h2>
        {editable && (
          <div className={styles.actions}>
            {canAdd && (
              <Button icon={<Add20Regular />} onClick={add}>
                {texts.add}
              </Button>
            )}
            {onSend && (
              <Button
                appearance="primary"
                icon={sending ? <Spinner size="tiny" /> : <Checkmark20Regular />}
                disabled={sending || !hasChanges(rows)}
                onClick={() => void send()}
              >
                {props.sendLabel ?? texts.confirm}
              </Button>
            )}
          </div>
        )}
      </div>
      <DataTable
        label={title}
        columns={gridColumns}
        rows={pageRows}
        rowKey={(row) => row.key}
        rowButtons={buttons}
        onRowClick={editable && !props.noEdit ? (row) => setEditing({ key: row.key, isNew: false }) : undefined}
      />
      <Pager page={currentPage} pageSize={pageSize} count={shown.length} pageSizes={pageSizes} onPage={setPage} onPageSize={(size) => (setPageSize(size), setPage(0))} />
      <Dialog open={editingRow !== undefined} onOpenChange={(_, data) => !data.open && closeDialog()}>
        <DialogSurface>
          {editingRow && editing && (
            <RowDialog
              key={editingRow.key}
              title={editing.isNew ? (props.addTitle ?? texts.add) : (props.editTitle ?? texts.edit)}
              row={editingRow}
              isNew={editing.isNew}
              schema={props.rowSchema}
              renderFields={props.renderFields}
              onCancel={closeDialog}
              onConfirm={async (data) => {
                if (onCommitRow) {
                  const saved = await onCommitRow(editingRow, data);
                  if (!saved) return false;
                  if (saved === 'replaced') dispatch({ type: 'discardUnsaved' });
                  else {
                    dispatch({ type: 'commit', key: editingRow.key, data });
                    dispatch({ type: 'saved', key: editingRow.key, id: saved.id, data: saved.data });
                  }
                } else {
                  dispatch({ type: 'commit', key: editingRow.key, data });
                }
                setEditing(null);
                return true;
              }}
            />
          )}
        </DialogSurface>
      </Dialog>
      {onRemoveRow && (
        <ConfirmDeleteDialog
          open={deleting !== null}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            if (deleting && (await onRemoveRow(deleting))) dispatch({ type: 'purge', key: deleting.key });
          }}
        />
      )}
    </div>
  );
}

function RowDialog<T extends FormikValues>({
  title,
  row,
  isNew,
  schema,
  renderFields,
  onCancel,
  onConfirm,
}: {
  title: string;
  row: GridRow<T>;
  isNew: boolean;
  schema: AnyObjectSchema;
  renderFields: EditableGridProps<T>['renderFields'];
  onCancel(): void;
  onConfirm(data: T): Promise<boolean>;
}) {
  const styles = useStyles();
  const form = useFormik<T>({
    initialValues: row.data,
    validationSchema: schema,
    validateOnMount: true,
    onSubmit: async (values) => {
      await onConfirm(values);
    },
  });
  return (
    <form
      onSubmit={(event) => {
        event.stopPropagation();
        form.handleSubmit(event);
      }}
      noValidate
    >
      <DialogBody>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent className={styles.fields}>{renderFields(form, { isNew })}</DialogContent>
        <DialogActions>
          <Button appearance="secondary" onClick={onCancel} disabled={form.isSubmitting}>
            {texts.cancel}
          </Button>
          <Button appearance="primary" type="submit" disabled={form.isSubmitting || !form.isValid} icon={form.isSubmitting ? <Spinner size="tiny" /> : undefined}>
            {texts.confirm}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
