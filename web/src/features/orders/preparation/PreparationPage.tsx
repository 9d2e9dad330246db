import { useQuery } from '@apollo/client/react';
import { useOrderChanges } from '../useOrderChanges.ts';
import { Caption1, Dropdown, Label, MessageBar, MessageBarBody, Option, Spinner, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { Level, Permission } from '@console/schema';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PreparationViewerDocument, PreparationWarehousesDocument, type PreparationOrderFieldsFragment } from '../../../generated/graphql.ts';
import { DataTable, type Column } from '../../../kit/DataTable.tsx';
import { Section } from '../../../kit/DetailLayout.tsx';
import { formatDate } from '../../../kit/dates.ts';
import { errorMessages } from '../../../kit/errors.ts';
import { Pager } from '../../../kit/Pager.tsx';
import { at } from '../../../kit/screens.ts';
import { kitTexts } from '../../../kit/texts.ts';
import { useAccess } from '../../../kit/useAccess.ts';
import { useDocumentTitle } from '../../../kit/useDocumentTitle.ts';
import { PreparationStatusBadge, preparationStatusLabel } from '../OrderStatusBadges.tsx';
import { PreparationPanel, slotText } from './PreparationPanel.tsx';
import { preparationTexts as texts } from './preparationTexts.ts';
import { PREPARATION_PAGE_SIZES, useOrdersToPrepare } from './useOrdersToPrepare.ts';

type OrderRow = PreparationOrderFieldsFragment;

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL, flexWrap: 'wrap', minHeight: '40px' },
  title: { flex: 1 },
  picker: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  warehouse: { minWidth: '240px' },
  // The list keeps a fixed share, the order takes the rest: both fit 1280 px without scrolling sideways.
  layout: { display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 4fr)', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  // The chosen order stays in view while the list scrolls (the shell's <main> scrolls).
  sticky: { position: 'sticky', top: tokens.spacingVerticalM },
  stacked: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  secondary: { color: tokens.colorNeutralForeground3 },
});

const columns: Column<OrderRow>[] = [
  {
    id: 'order',
    header: texts.order,
    cell: (order) => <OrderCell primary={order.code} secondary={order.customerName} />,
    title: (order) => `${order.code} – ${order.customerName}`,
    minWidth: 120,
  },
  {
    id: 'desired',
    header: texts.desiredDelivery,
    cell: (order) => <OrderCell primary={formatDate(order.desiredDeliveryDate)} secondary={slotText(order.deliverySlot)} />,
    title: (order) => `${formatDate(order.desiredDeliveryDate)} ${slotText(order.deliverySlot)}`,
    width: '88px',
  },
  { id: 'lines', header: texts.lineCount, cell: (order) => order.orderLines.length, width: '48px', align: 'end', priority: 2 },
  {
    id: 'status',
    header: texts.preparation,
    cell: (order) => <PreparationStatusBadge status={order.preparationStatus} />,
    title: (order) => preparationStatusLabel(order.preparationStatus),
    width: '96px',
  },
];

/** Two lines in a cell: the code or date, and the customer or slot under it. */
function OrderCell({ primary, secondary }: { primary: string; secondary: string }) {
  const styles = useStyles();
  return (
    <span className={styles.stacked}>
      <Text>{primary}</Text>
      <Caption1 className={styles.secondary}>{secondary}</Caption1>
    </span>
  );
}

/** A positive integer of the query string, or null. */
function idParam(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * `/romeo/preparation` (ours; the seeds show preparation statuses but no screen that moves them): the orders to
 * prepare in the user's warehouse, oldest desired date first; the chosen order's lines, start, prepared
 * quantities, save and finish. A user without a warehouse (an administrator) chooses one, kept in the URL.
 */
export default function PreparationPage() {
  const styles = useStyles();
  useDocumentTitle(texts.title);
  const canAct = useAccess(at(Permission.WAREHOUSE_SCHEDULES, Level.EDIT));
  const viewer = useQuery(PreparationViewerDocument);
  const own = viewer.data?.viewer.warehouse ?? null;
  const [params, setParams] = useSearchParams();
  const warehouseId = viewer.data ? (own?.warehouseId ?? idParam(params.get('warehouseId'))) : null;
  const [orderId, setOrderId] = useState<number | null>(null);
  const orders = useOrdersToPrepare(warehouseId);
  // Another preparer, the point of sale or a list changed an order of this warehouse: the list follows.
  useOrderChanges((event) => {
    if (warehouseId !== null && event.warehouseIds.includes(warehouseId)) orders.refetch();
  });
  const failure = viewer.error ?? orders.error;

  const chooseWarehouse = (id: number) => {
    setParams({ warehouseId: String(id) });
    setOrderId(null);
    orders.reset();
  };

  return (
    <section className={styles.page}>
      <div className={styles.header}>
        <Title2 as="h1" className={styles.title}>
          {texts.title}
        </Title2>
        {own ? (
          <Text data-testid="own-warehouse">
            {texts.warehouse} : {own.localisation ?? own.code ?? own.warehouseId}
          </Text>
        ) : (
          viewer.data && <WarehousePicker value={warehouseId} onChange={chooseWarehouse} />
        )}
      </div>
      {failure && (
        <MessageBar intent="error">
          <MessageBarBody>{errorMessages(failure).join(' ')}</MessageBarBody>
        </MessageBar>
      )}
      {viewer.loading ? (
        <Spinner label={kitTexts.loading} />
      ) : warehouseId === null ? (
        viewer.data && (
          <MessageBar intent="info">
            <MessageBarBody>{texts.chooseWarehouseFirst}</MessageBarBody>
          </MessageBar>
        )
      ) : (
        <div className={styles.layout}>
          <Section title={texts.ordersToPrepare} flush testId="orders-to-prepare">
            <DataTable
              label={texts.ordersToPrepare}
              columns={columns}
              rows={orders.rows}
              rowKey={(order) => order.orderId}
              loading={orders.loading}
              onRowClick={(order) => setOrderId(order.orderId)}
              activeKey={orderId}
              emptyText={texts.noOrders}
            />
            <Pager
              page={orders.page}
              pageSize={orders.pageSize}
              count={orders.count}
              countIsLowerBound={orders.countIsLowerBound}
              pageSizes={PREPARATION_PAGE_SIZES}
              onPage={orders.setPage}
              onPageSize={orders.setPageSize}
              disabled={orders.loading}
            />
          </Section>
          <div className={styles.sticky}>
            <PreparationPanel
              orderId={orderId}
              canAct={canAct}
              onFinished={() => {
                // The finished order leaves the list.
                setOrderId(null);
                orders.refetch();
              }}
            />
          </div>
        </div>
      )}
    </section>
  );
}

/** The warehouse of a user who has none of their own. */
function WarehousePicker({ value, onChange }: { value: number | null; onChange(warehouseId: number): void }) {
  const styles = useStyles();
  const labelId = useId();
  const { data } = useQuery(PreparationWarehousesDocument);
  const warehouses = data?.customerWarehouses ?? [];
  const labelOf = (warehouse: (typeof warehouses)[number]) => warehouse.localisation ?? warehouse.code ?? String(warehouse.warehouseId);
  const chosen = warehouses.find((warehouse) => warehouse.warehouseId === value);
  return (
    <div className={styles.picker}>
      <Label id={labelId}>{texts.warehouse}</Label>
      <Dropdown
        className={styles.warehouse}
        aria-labelledby={labelId}
        placeholder={texts.chooseWarehouse}
        value={chosen ? labelOf(chosen) : ''}
        selectedOptions={value === null ? [] : [String(value)]}
        onOptionSelect={(_, option) => option.optionValue && onChange(Number(option.optionValue))}
      >
        {warehouses.map((warehouse) => (
          <Option key={warehouse.warehouseId} value={String(warehouse.warehouseId)}>
            {labelOf(warehouse)}
          </Option>
        ))}
      </Dropdown>
    </div>
  );
}
