import { skipToken, useQuery } from '@apollo/client/react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useState } from 'react';
import { OrderHistoryDocument } from '../../generated/graphql.ts';
import { DataTable } from '../../kit/DataTable.tsx';
import { formatDate } from '../../kit/dates.ts';
import { formatMoney } from '../../kit/money.ts';
import { Pager } from '../../kit/Pager.tsx';

const PAGE_SIZES = [5, 10, 20] as const;

/** A customer's orders, newest first (seed 001: the order history dialog). */
export function OrderHistoryDialog({ customerId, open, onClose }: { customerId: number; open: boolean; onClose: () => void }) {
  const [page, setPage] = useState(0);
  const [take, setTake] = useState<number>(PAGE_SIZES[0]);
  const { data, loading } = useQuery(OrderHistoryDocument, open ? { variables: { customerId, page: page + 1, take } } : skipToken);
  return (
    <Dialog open={open} onOpenChange={(_, state) => !state.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Historique des commandes</DialogTitle>
          <DialogContent>
            <DataTable
              label="Historique des commandes"
              loading={loading}
              rows={data?.orderHistory.items ?? []}
              rowKey={(row) => row.orderId}
              columns={[
                { id: 'code', header: 'Commande', cell: (row) => row.code },
                { id: 'date', header: 'Date', cell: (row) => formatDate(row.createdAt), width: '110px' },
                { id: 'status', header: 'Statut', cell: (row) => row.orderStatusName },
                { id: 'total', header: 'Total TTC', cell: (row) => formatMoney(row.totalAmountTTC), align: 'end', width: '120px' },
              ]}
            />
            <Pager page={page} pageSize={take} count={data?.orderHistory.count ?? 0} pageSizes={PAGE_SIZES} onPage={setPage} onPageSize={(size) => { setTake(size); setPage(0); }} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Fermer</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
