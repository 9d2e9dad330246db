import { useQuery } from '@apollo/client/react';
import {
  Badge,
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Dialog } from '../../kit/Dialog.tsx';
import { billedLine, ORDER_STATUS_LABELS, UNIT_CODE_LABELS } from '@console/schema';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  CustomerOrderLinesDocument,
  CustomerOrdersHeaderDocument,
  CustomerOrdersListDocument,
  type CustomerOrderLinesQuery,
  type CustomerOrderRowFieldsFragment,
} from '../../generated/graphql.ts';
import { DataTable, type Column } from '../../kit/DataTable.tsx';
import { DetailLayout, Section } from '../../kit/DetailLayout.tsx';
import { formatDate } from '../../kit/dates.ts';
import { errorMessages } from '../../kit/errors.ts';
import { formatMoney, formatNumber } from '../../kit/money.ts';
import { Pager } from '../../kit/Pager.tsx';
import { ReadOnlyField } from '../../kit/ReadOnlyField.tsx';

type OrderRow = CustomerOrderRowFieldsFragment;
type ShownOrder = NonNullable<CustomerOrderLinesQuery['order']>;
/** A line with the order's preparation status: once it has ended, the line is billed on what was prepared. */
type OrderLineRow = ShownOrder['orderLines'][number] & { preparationStatus: number };

const PAGE_SIZES = [5, 10, 20, 50] as const;

const useStyles = makeStyles({
  header: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: tokens.spacingHorizontalXL },
  // The lines' eight columns within a 1280 px screen, with the dialog's own margins.
  surface: { maxWidth: '1060px', width: '100%' },
  total: { display: 'flex', justifyContent: 'flex-end', paddingTop: tokens.spacingVerticalM },
});

const columns: Column<OrderRow>[] = [
  { id: 'code', header: 'Code', cell: (order) => order.code, minWidth: 150 },
  { id: 'createdAt', header: 'Créée le', cell: (order) => formatDate(order.createdAt), width: '100px' },
  { id: 'confirmedAt', header: 'Confirmée le', cell: (order) => formatDate(order.confirmedAt), width: '110px' },
  { id: 'status', header: 'Statut', cell: (order) => ORDER_STATUS_LABELS[order.orderStatusId] ?? order.orderStatusName, width: '130px' },
  { id: 'delivery', header: 'Livraison', cell: (order) => formatDate(order.desiredDeliveryDate), width: '110px' },
  { id: 'total', header: 'Total TTC', cell: (order) => formatMoney(order.totalAmountTTC), width: '140px', align: 'end' },
];

/** The billed quantity, and the ordered one beside it when the preparation ended short (« 1 sur 24 »). */
function billedQuantity(line: OrderLineRow): string {
  const { billedQuantity: billed } = billedLine(line, line.preparationStatus);
  return billed === line.quantity ? formatNumber(billed) : `${formatNumber(billed)} sur ${formatNumber(line.quantity)}`;
}

const lineColumns: Column<OrderLineRow>[] = [
  { id: 'article', header: 'Article', cell: (line) => line.articleCode, width: '100px' },
  { id: 'description', header: 'Désignation', cell: (line) => line.description, minWidth: 200, wrap: true },
  { id: 'quantity', header: 'Quantité', cell: billedQuantity, width: '96px', align: 'end' },
  { id: 'unit', header: 'Unité', cell: (line) => UNIT_CODE_LABELS[line.unitCode] ?? line.unitCode, width: '64px' },
  { id: 'unitPrice', header: 'Prix unitaire', cell: (line) => formatMoney(line.unitPrice), width: '110px', align: 'end' },
  {
    id: 'gift',
    header: 'Cadeau',
    cell: (line) =>
      line.isGift ? (
        <Badge appearance="tint" color="success">
          Cadeau
        </Badge>
      ) : (
        ''
      ),
    title: (line) => (line.isGift ? 'Cadeau' : ''),
    width: '72px',
  },
  { id: 'discount', header: 'Remise', cell: (line) => formatMoney(line.discountAmount), width: '100px', align: 'end' },
  { id: 'total', header: 'Total TTC', cell: (line) => formatMoney(line.totalAmountTTC), width: '110px', align: 'end' },
];

/** /orders/customer/:id (seed 001): the customer (name, phone, channel) and their orders but open baskets; a row shows its lines. */
export default function CustomerOrdersPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const customerId = Number(useParams().id);
  const validId = Number.isInteger(customerId) && customerId > 0;
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[1]);
  const [openOrder, setOpenOrder] = useState<number | null>(null);
  const header = useQuery(CustomerOrdersHeaderDocument, { variables: { customerId }, skip: !validId });
  const orders = useQuery(CustomerOrdersListDocument, {
    variables: { customerId, page: page + 1, take: pageSize },
    skip: !validId,
    fetchPolicy: 'cache-and-network',
  });
  const customer = header.data?.posCustomer;
  const list = (orders.data ?? orders.previousData)?.customerOrders;
  const failure = !validId ? ['Client introuvable'] : header.error || orders.error ? errorMessages(header.error ?? orders.error) : null;

  return (
    <DetailLayout
      title={customer ? `Commandes de ${customer.name}` : 'Commandes du client'}
      documentTitle={customer ? `Commandes ${customer.code}` : undefined}
      onBack={() => void navigate(-1)}
      loading={header.loading}
      error={failure}
    >
      {customer && (
        <Section>
          <div className={styles.header} data-testid="customer-header">
            <ReadOnlyField label="Client" value={`${customer.name} (${customer.code})`} />
            <ReadOnlyField label="Téléphone" value={customer.phoneNumber ?? undefined} />
            <ReadOnlyField label="Canal" value={customer.channel?.channelName} />
          </div>
        </Section>
      )}
      {validId && (
        <Section title="Commandes" flush>
          <DataTable
            label="Commandes du client"
            columns={columns}
            rows={list?.items ?? []}
            rowKey={(order) => order.orderId}
            loading={orders.loading}
            onRowClick={(order) => setOpenOrder(order.orderId)}
            emptyText="Aucune commande"
          />
          <Pager
            page={page}
            pageSize={pageSize}
            count={list?.count ?? 0}
            countIsLowerBound={list?.countIsLowerBound}
            pageSizes={PAGE_SIZES}
            onPage={setPage}
            onPageSize={(size) => {
              setPageSize(size);
              setPage(0);
            }}
            disabled={orders.loading}
          />
        </Section>
      )}
      <Dialog open={openOrder !== null} onOpenChange={(_, data) => !data.open && setOpenOrder(null)}>
        <DialogSurface className={styles.surface} aria-describedby={undefined}>
          {openOrder !== null && <OrderLines orderId={openOrder} onClose={() => setOpenOrder(null)} />}
        </DialogSurface>
      </Dialog>
    </DetailLayout>
  );
}

/** An order's lines (each with its discount: unit price × billed quantity − discount = total) and its total in DH. */
function OrderLines({ orderId, onClose }: { orderId: number; onClose(): void }) {
  const styles = useStyles();
  const { data, loading, error } = useQuery(CustomerOrderLinesDocument, { variables: { orderId } });
  const order = data?.order;
  return (
    <DialogBody>
      <DialogTitle>{order ? `Commande ${order.code}` : 'Commande'}</DialogTitle>
      <DialogContent>
        {error && (
          <MessageBar intent="error">
            <MessageBarBody>{errorMessages(error).join(' ')}</MessageBarBody>
          </MessageBar>
        )}
        {loading && !order ? (
          <Spinner label="Chargement…" />
        ) : (
          <>
            <DataTable
              label="Lignes de la commande"
              columns={lineColumns}
              rows={(order?.orderLines ?? []).map((line) => ({ ...line, preparationStatus: order?.preparationStatus ?? 1 }))}
              rowKey={(line) => line.orderLineId}
            />
            {order && (
              <div className={styles.total}>
                <Subtitle2 data-testid="order-total">Total TTC : {formatMoney(order.totalAmountTTC)}</Subtitle2>
              </div>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fermer</Button>
      </DialogActions>
    </DialogBody>
  );
}
