import { skipToken, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { OrdersToPrepareDocument } from '../../../generated/graphql.ts';
import { clampPage, upstreamPage } from '../../../kit/listState.ts';

export const PREPARATION_PAGE_SIZES = [10, 20, 50] as const;

/**
 * The orders to prepare in a warehouse (oldest desired date first, the server's order), paged. `refetch` asks
 * again: after a finish, and for live updates when another user changes an order.
 */
export function useOrdersToPrepare(warehouseId: number | null) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PREPARATION_PAGE_SIZES[0]);
  const query = useQuery(
    OrdersToPrepareDocument,
    warehouseId === null ? skipToken : { variables: { warehouseId, page: upstreamPage(page), take: pageSize }, fetchPolicy: 'cache-and-network' },
  );
  const list = (query.data ?? query.previousData)?.ordersToPrepare;
  const count = list?.count ?? 0;
  // A finished order leaves the list: its last page may empty out, so step back to the last page left.
  useEffect(() => {
    if (list && page > 0 && clampPage(page, count, pageSize) !== page) setPage(clampPage(page, count, pageSize));
  }, [list, page, count, pageSize]);
  const { refetch } = query;
  const refresh = useCallback(() => {
    if (warehouseId !== null) void refetch();
  }, [refetch, warehouseId]);
  return {
    rows: list?.items ?? [],
    count,
    countIsLowerBound: list?.countIsLowerBound ?? false,
    loading: query.loading,
    error: query.error,
    page,
    pageSize,
    setPage,
    setPageSize(size: number) {
      setPageSize(size);
      setPage(0);
    },
    /** Back to the first page (another warehouse chosen). */
    reset: () => setPage(0),
    refetch: refresh,
  };
}
