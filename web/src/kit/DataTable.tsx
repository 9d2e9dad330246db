import {
  Button,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableCellLayout,
  TableHeader,
  TableHeaderCell,
  TableRow,
  TableSelectionCell,
  Tooltip,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { SELECTION_WIDTH, actionsWidth, drawnWidth, fitColumns, shownMinWidth } from './columnFit.ts';
import type { SortState } from './listState.ts';
import { kitTexts as texts } from './texts.ts';

/** One column of a table. */
export interface Column<TRow> {
  /** Stable id (also the test id of its cells: `cell-<id>`). */
  id: string;
  header: ReactNode;
  cell(row: TRow): ReactNode;
  /** The server's sort key: the header becomes a sort button. */
  sortKey?: string;
  align?: 'start' | 'end' | 'center';
  /** CSS width, e.g. '80px' or '20%'. */
  width?: string;
  /** Pixels a column without a pixel `width` needs at least (160 unless given). */
  minWidth?: number;
  /**
   * 1 (default): always shown. 2, 3, …: hidden when the table is too narrow even with dense cells,
   * the highest number first, so a list fits a narrow screen without scrolling sideways.
   */
  priority?: number;
  /** Long text wraps onto several lines instead of being cut with '…'. */
  wrap?: boolean;
  /** The text shown on hover of a cut cell, for cells that are not plain text. */
  title?(row: TRow): string;
}

/** A button at the end of a row (already filtered by access by the caller). */
interface RowButtonBase<TRow> {
  id: string;
  label: string;
  /** Hidden for some rows. */
  hidden?(row: TRow): boolean;
  disabled?(row: TRow): boolean;
}

/** A row's icon button (its label as tooltip and accessible name). */
export interface RowIconButton<TRow> extends RowButtonBase<TRow> {
  icon: ReactElement;
  onClick(row: TRow): void;
}

/** A row's own control drawn in the button's place (a menu of choices): small and subtle like the buttons. */
export interface RowCustomButton<TRow> extends RowButtonBase<TRow> {
  render(row: TRow, disabled: boolean): ReactElement;
}

export type RowButton<TRow> = RowIconButton<TRow> | RowCustomButton<TRow>;

export interface DataTableProps<TRow> {
  /** Accessible name of the table. */
  label: string;
  columns: readonly Column<TRow>[];
  rows: readonly TRow[];
  rowKey(row: TRow): string | number;
  loading?: boolean;
  /** Row click; absent when the viewer may not open rows. */
  onRowClick?(row: TRow): void;
  rowButtons?: readonly RowButton<TRow>[];
  sort?: SortState | null;
  onSort?(key: string): void;
  /** Row checkboxes with a select-all header (over the rows shown). */
  selection?: {
    selected: ReadonlySet<string | number>;
    onChange(next: Set<string | number>): void;
    /** Accessible name of a row's checkbox ('Sélectionner la ligne' unless given). */
    label?(row: TRow): string;
    disabled?: boolean;
  };
  /** Text of an empty table: « Aucune ligne » by default. */
  emptyText?: string;
  /** The row the screen shows beside the table (a master–detail screen): highlighted, `aria-current`. */
  activeKey?: string | number | null;
}

const useStyles = makeStyles({
  wrapper: { position: 'relative', overflowX: 'auto' },
  hidden: { display: 'none' },
  // The row buttons stay in view when a very narrow screen scrolls the table sideways.
  actions: {
    position: 'sticky',
    right: 0,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: `-1px 0 0 ${tokens.colorNeutralStroke2}`,
  },
  clickable: { cursor: 'pointer' },
  empty: { textAlign: 'center', color: tokens.colorNeutralForeground3, padding: `${tokens.spacingVerticalXXL} 0` },
  end: { textAlign: 'end', justifyContent: 'flex-end' },
  center: { textAlign: 'center', justifyContent: 'center' },
  buttons: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalXS },
  custom: { display: 'inline-flex' },
  overlay: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: 'rgba(255, 255, 255, 0.6)',
  },
  // Headers wrap onto two lines rather than widen their column.
  header: { fontWeight: tokens.fontWeightSemibold, whiteSpace: 'normal', lineHeight: tokens.lineHeightBase200 },
  // Columns that do not fit at the standard size: smaller text and padding (columnFit.ts).
  dense: {
    fontSize: tokens.fontSizeBase200,
    '& th, & td': { paddingLeft: tokens.spacingHorizontalXS, paddingRight: tokens.spacingHorizontalXS },
  },
});

/** The width of an element, followed as it resizes (0 until measured). */
function useWidth(ref: { current: HTMLElement | null }): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** A cell's hover text: the column's own, or the cell itself when it is plain text. */
function hoverText<TRow>(column: Column<TRow>, row: TRow, content: ReactNode): string | undefined {
  if (column.title) return column.title(row);
  return typeof content === 'string' || typeof content === 'number' ? String(content) : undefined;
}

/**
 * A table: headers (sortable ones are buttons), optional checkboxes, row click, row buttons,
 * « Aucune ligne », a loading veil. Columns that do not fit turn the cells dense (smaller text and
 * padding), then columns of priority 2+ hide as the table narrows further; long text
 * is cut with '…' and shown whole on hover.
 */
export function DataTable<TRow>({ label, columns, rows, rowKey, loading, onRowClick, rowButtons = [], sort, onSort, selection, emptyText, activeKey }: DataTableProps<TRow>) {
  const styles = useStyles();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const available = useWidth(wrapperRef);
  const reserved = (dense: boolean) => (selection ? SELECTION_WIDTH : 0) + actionsWidth(rowButtons.length, dense);
  const { dense, hidden } = fitColumns(columns, available, reserved);
  const hiddenClass = (column: Column<TRow>) => (hidden.has(column.id) ? styles.hidden : undefined);
  const keys = rows.map(rowKey);
  const selectedShown = selection ? keys.filter((key) => selection.selected.has(key)).length : 0;
  const allState = selectedShown === 0 ? false : selectedShown === keys.length ? true : 'mixed';
  const alignClass = (align: Column<TRow>['align']) => (align === 'end' ? styles.end : align === 'center' ? styles.center : undefined);
  const span = columns.length + (selection ? 1 : 0) + (rowButtons.length > 0 ? 1 : 0);

  const toggleAll = () => {
    if (!selection || selection.disabled) return;
    const next = new Set(selection.selected);
    if (allState === true) keys.forEach((key) => next.delete(key));
    else keys.forEach((key) => next.add(key));
    selection.onChange(next);
  };
  const toggle = (key: string | number) => {
    if (!selection || selection.disabled) return;
    const next = new Set(selection.selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    selection.onChange(next);
  };
  const open = (row: TRow) => (event: MouseEvent | KeyboardEvent) => {
    if ('key' in event && event.key !== 'Enter') return;
    onRowClick?.(row);
  };

  return (
    <div className={styles.wrapper} ref={wrapperRef} aria-busy={loading || undefined}>
      <Table
        aria-label={label}
        aria-busy={loading || undefined}
        size="small"
        className={dense ? styles.dense : undefined}
        data-dense={dense || undefined}
        data-hidden-columns={[...hidden].join(' ') || undefined}
        style={{ minWidth: `${shownMinWidth(columns, hidden, reserved(dense), dense)}px` }}
      >
        <TableHeader>
          <TableRow>
            {selection && (
              <TableSelectionCell
                checked={allState}
                onClick={toggleAll}
                checkboxIndicator={{ 'aria-label': texts.selectAll, disabled: rows.length === 0 || selection.disabled }}
              />
            )}
            {columns.map((column) => {
              const direction = sort && column.sortKey && sort.key === column.sortKey ? (sort.descending ? 'descending' : 'ascending') : undefined;
              return (
                <TableHeaderCell
                  key={column.id}
                  className={mergeClasses(styles.header, alignClass(column.align), hiddenClass(column))}
                  // The header's text sits in an inner flex box (a button when sortable): aligned like the column's cells.
                  button={{ className: alignClass(column.align) }}
                  title={typeof column.header === 'string' ? column.header : undefined}
                  style={column.width ? { width: drawnWidth(column.width, dense) } : undefined}
                  sortable={Boolean(column.sortKey && onSort)}
                  sortDirection={direction}
                  onClick={column.sortKey && onSort ? () => onSort(column.sortKey!) : undefined}
                  aria-sort={direction ?? (column.sortKey && onSort ? 'none' : undefined)}
                >
                  {column.header}
                </TableHeaderCell>
              );
            })}
            {rowButtons.length > 0 && (
              <TableHeaderCell className={mergeClasses(styles.header, styles.end, styles.actions)} button={{ className: styles.end }} style={{ width: `${actionsWidth(rowButtons.length, dense)}px`, boxSizing: 'border-box' }}>
                {texts.actions}
              </TableHeaderCell>
            )}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 && !loading && (
            <TableRow>
              <TableCell colSpan={span} className={styles.empty}>
                {emptyText ?? texts.noRows}
              </TableCell>
            </TableRow>
          )}
          {rows.length === 0 && loading && (
            <TableRow>
              <TableCell colSpan={span} className={styles.empty}>
                <Spinner size="small" label={texts.loading} />
              </TableCell>
            </TableRow>
          )}
          {rows.map((row, index) => {
            const key = keys[index]!;
            return (
              <TableRow
                key={key}
                data-testid="table-row"
                className={onRowClick ? styles.clickable : undefined}
                onClick={onRowClick ? open(row) : undefined}
                onKeyDown={onRowClick ? open(row) : undefined}
                tabIndex={onRowClick ? 0 : undefined}
                aria-selected={selection ? selection.selected.has(key) : undefined}
                appearance={activeKey === key ? 'brand' : undefined}
                aria-current={activeKey === key || undefined}
              >
                {selection && (
                  <TableSelectionCell
                    checked={selection.selected.has(key)}
                    onClick={(event) => {
                      event.stopPropagation();
                      toggle(key);
                    }}
                    checkboxIndicator={{ 'aria-label': selection.label?.(row) ?? texts.selectRow, disabled: selection.disabled }}
                  />
                )}
                {columns.map((column) => {
                  const content = column.cell(row);
                  return (
                    <TableCell key={column.id} className={mergeClasses(alignClass(column.align), hiddenClass(column))} data-testid={`cell-${column.id}`} title={hoverText(column, row, content)}>
                      <TableCellLayout className={alignClass(column.align)} truncate={!column.wrap}>
                        {content}
                      </TableCellLayout>
                    </TableCell>
                  );
                })}
                {rowButtons.length > 0 && (
                  <TableCell className={styles.actions}>
                    <div className={styles.buttons}>
                      {rowButtons
                        .filter((button) => !button.hidden?.(row))
                        .map((button) =>
                          'render' in button ? (
                            // Clicks inside the control are its own, not the row's.
                            <span key={button.id} className={styles.custom} onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
                              {button.render(row, button.disabled?.(row) ?? false)}
                            </span>
                          ) : (
                          <Tooltip key={button.id} content={button.label} relationship="label">
                            <Button
                              appearance="subtle"
                              size="small"
                              icon={button.icon}
                              disabled={button.disabled?.(row)}
                              data-testid={`row-${button.id}`}
                              onClick={(event) => {
                                event.stopPropagation();
                                button.onClick(row);
                              }}
                              onKeyDown={(event) => event.stopPropagation()}
                            />
                          </Tooltip>
                          ),
                        )}
                    </div>
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {loading && rows.length > 0 && (
        <div className={styles.overlay}>
          <Spinner size="small" label={texts.loading} />
        </div>
      )}
    </div>
  );
}
