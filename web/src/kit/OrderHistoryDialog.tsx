import { useQuery } from '@apollo/client/react';
import { Button, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody, makeStyles } from '@fluentui/react-components';
import { Dialog } from './Dialog.tsx';
import { ORDER_STATUS_LABELS } from '@console/schema';
import { useState } from 'react';
import { OrderHistoryDocument, type OrderHistoryQuery } from '../generated/graphql.ts';
import { DataTable, type Column } from './DataTable.tsx';
import { formatDate } from './dates.ts';
import { errorMessages } from './errors.ts';
import { formatMoney } from './money.ts';
import { Pager } from './Pager.tsx';

type OrderRow = OrderHistoryQuery['orderHistory']['items'][number];

const PAGE_SIZES = [5, 10, 20] as const;

const useStyles = makeStyles({ surface: { maxWidth: '760px', width: '100%' } });

const columns: Column<OrderRow>[] = [
  { id: 'code', header: 'Code', cell: (order) => order.code, minWidth: 140 },
  { id: 'date', header: 'Date', cell: (order) => formatDate(order.confirmedAt ?? order.createdAt), width: '100px' },
  { id: 'status', header: 'Statut', cell: (order) => ORDER_STATUS_LABELS[order.orderStatusId] ?? order.orderStatusName, width: '130px' },
  { id: 'total', header: 'Total TTC', cell: (order) => formatMoney(order.totalAmountTTC), width: '130px', align: 'end' },
];

/**
 * The order history dialog (seed 001): a customer's orders, newest first; an agent sees only theirs (the server
 * filters). In the kit because the calls' assignments and the point of sale both open it.
 */
export function OrderHistoryDialog({ customerId, open, onClose }: { customerId: number; open: boolean; onClose: () => void }) {
  const styles = useStyles();
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface} aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>Historique des commandes</DialogTitle>
          <DialogContent>{open && <HistoryTable customerId={customerId} />}</DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Fermer</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

function HistoryTable({ customerId }: { customerId: number }) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[1]);
  const { data, previousData, loading, error } = useQuery(OrderHistoryDocument, {
    variables: { customerId, page: page + 1, take: pageSize },
    fetchPolicy: 'cache-and-network',
  });
  const history = (data ?? previousData)?.orderHistory;
  return (
    <>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{errorMessages(error).join(' ')}</MessageBarBody>
        </MessageBar>
      )}
      <DataTable label="Historique des commandes" columns={columns} rows={history?.items ?? []} rowKey={(order) => order.orderId} loading={loading} emptyText="Aucune commande" />
      <Pager
        page={page}
        pageSize={pageSize}
        count={history?.count ?? 0}
        countIsLowerBound={history?.countIsLowerBound}
        pageSizes={PAGE_SIZES}
        onPage={setPage}
        onPageSize={(size) => {
          setPageSize(size);
          setPage(0);
        }}
        disabled={loading}
      />
    </>
  );
}
