import { useState } from 'react';
import { DataTable, type Column, type RowButton } from '../../kit/DataTable.tsx';
import { GRID_PAGE_SIZES, clampPage, pageSlice } from '../../kit/listState.ts';
import { Pager } from '../../kit/Pager.tsx';

/** Seed 001 section 9: criteria tables show 10 rows per page, range and gift tables 5. */
export const CRITERIA_PAGE_SIZE = 10;
export const RANGE_PAGE_SIZE = 5;

/** A table over rows held by the editor, paged here (the sub-items are not paged by the server). */
export function LocalTable<TRow>({
  label,
  rows,
  columns,
  rowKey,
  pageSize: initialSize,
  onRowClick,
  rowButtons,
}: {
  label: string;
  rows: readonly TRow[];
  columns: readonly Column<TRow>[];
  rowKey(row: TRow): string;
  pageSize: number;
  onRowClick?(row: TRow): void;
  rowButtons?: readonly RowButton<TRow>[];
}) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(initialSize);
  const current = clampPage(page, rows.length, pageSize);
  return (
    <div>
      <DataTable label={label} columns={columns} rows={pageSlice(rows, current, pageSize)} rowKey={rowKey} onRowClick={onRowClick} rowButtons={rowButtons} />
      <Pager
        page={current}
        pageSize={pageSize}
        count={rows.length}
        pageSizes={GRID_PAGE_SIZES}
        onPage={setPage}
        onPageSize={(size) => {
          setPageSize(size);
          setPage(0);
        }}
      />
    </div>
  );
}
