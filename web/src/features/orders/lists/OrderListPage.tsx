import { useMutation } from '@apollo/client/react';
import { Button } from '@fluentui/react-components';
import { ArrowUndo20Regular, CalendarEdit20Regular, DismissCircle20Regular, Edit20Regular, Money20Regular } from '@fluentui/react-icons';
import {
  Level,
  Messages,
  ORDER_STATUS_LABELS,
  REPORT_DATE_TYPE_LABELS,
  isReportDateType,
  Permission,
  OrderMessages,
  canChangeDeliveryDate,
  canReopenOrder,
  hasAccess,
  isOrderEditable,
  orderActionRefusal,
  type OrderListAction,
} from '@console/schema';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { OrderListDocument, RunOrderActionDocument, type OrderListFilter, type OrderListQuery } from '../../../generated/graphql.ts';
import type { Column } from '../../../kit/DataTable.tsx';
import { errorMessages } from '../../../kit/errors.ts';
import { ListPage, intFilter, type ListFilter, type ListRowAction } from '../../../kit/ListPage.tsx';
import { useConfirm } from '../../../kit/ConfirmDialog.tsx';
import { useToasts } from '../../../kit/toasts.tsx';
import { useGranted } from '../../../kit/useAccess.ts';
import { useOrderChanges } from '../useOrderChanges.ts';
import { ActionReportDialog, type ActionReport } from './ActionReportDialog.tsx';
import type { OrderRow } from './columns.tsx';
import { DeliveryDateDialog } from './DeliveryDateDialog.tsx';
import { API_ACTIONS, planOrderAction, type ActionPlan } from './orderActions.ts';
import { PaymentDialog } from './PaymentDialog.tsx';
import { ACTION_TEXTS, listTexts as texts } from './texts.ts';

/** A toolbar button: a bulk action on the selected orders, or the delivery-date change of one. */
export type OrderToolbarAction = OrderListAction | 'deliveryDate';
/** A row button: collect the row's order (with its payment mode), or open it in the order editor. */
export type OrderRowActionId = 'collect' | 'edit';

/** One order list, as data: the three lists are this page with three configurations (listConfigs.ts). */
export interface OrderListConfig {
  title: string;
  permission: number;
  /** What the list always asks besides its filters (delivery mode, open baskets left out). */
  scope: Pick<OrderListFilter, 'deliveryModeId' | 'excludeOpenBaskets'>;
  filters: readonly ListFilter[];
  columns: readonly Column<OrderRow>[];
  toolbar: readonly OrderToolbarAction[];
  rowActions: readonly OrderRowActionId[];
  pageSize: number;
  /** Reads the statuses and the date range a link sets (the dashboard's cards: `?statusIds=7&dateType=5&dateFrom=…&dateTo=…`). */
  linked?: boolean;
}

export interface OrderListPageProps {
  config: OrderListConfig;
  /** The order dialog a row click opens (features/orders/documents/); rows are not clickable without it. */
  orderDialog?(orderId: number, onClose: () => void): ReactNode;
  /** More row buttons (the print menu of features/orders/documents/), before collect and edit. */
  extraRowActions?: readonly ListRowAction<OrderRow>[];
}

/** A live list waits this long after an order change for more to come, then asks for its page once. */
const LIVE_REFRESH_DELAY_MS = 150;

const TOOLBAR_ICONS: Readonly<Record<OrderToolbarAction, ReactElement>> = {
  cancel: <DismissCircle20Regular />,
  return: <ArrowUndo20Regular />,
  collect: <Money20Regular />,
  deliveryDate: <CalendarEdit20Regular />,
};

const read = (data: OrderListQuery) => data.orders;
const rowKey = (row: OrderRow) => row.orderId;

/** The list's filter values as the query's `OrderListFilter`. */
function listFilter(scope: OrderListConfig['scope'], values: Readonly<Record<string, string>>): OrderListFilter {
  const date = (key: string) => values[key] ?? null;
  return {
    ...scope,
    orderId: intFilter(values, 'orderId'),
    customerId: intFilter(values, 'customerId'),
    statusId: intFilter(values, 'statusId'),
    preparationStatus: intFilter(values, 'preparationStatus'),
    warehouseId: intFilter(values, 'warehouseId'),
    desiredDeliveryDate: date('desiredDeliveryDate'),
    orderDate: date('orderDate'),
    deliverySlotId: intFilter(values, 'deliverySlotId'),
    deliveryStatus: intFilter(values, 'deliveryStatus'),
    statusIds: values.statusIds ? values.statusIds.split(',').map(Number).filter(Number.isInteger) : null,
    dateType: intFilter(values, 'dateType'),
    dateFrom: date('dateFrom'),
    dateTo: date('dateTo'),
  };
}

/** The filters a link sets (OrderListFilter's statusIds, dateType, dateFrom, dateTo), said in words above the list. */
const LINKED_FILTERS = {
  keys: ['statusIds', 'dateType', 'dateFrom', 'dateTo'],
  describe: (values: Readonly<Record<string, string>>): string | null => {
    const statuses = (values.statusIds ?? '').split(',').filter(Boolean).map((id) => ORDER_STATUS_LABELS[Number(id)] ?? id);
    const dateType = Number(values.dateType);
    const range = isReportDateType(dateType) && values.dateFrom && values.dateTo ? { label: REPORT_DATE_TYPE_LABELS[dateType], from: values.dateFrom, to: values.dateTo } : null;
    return statuses.length === 0 && !range ? null : texts.linkedFilters(statuses, range);
  },
};

/** A counter bumped at most once per `delay` ms however many times `bump` is called meanwhile. */
function useDebouncedCounter(delay: number): [number, () => void] {
  const [count, setCount] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const bump = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      setCount((current) => current + 1);
    }, delay);
  }, [delay]);
  return [count, bump];
}

/**
 * An order list (seed 001 sections 2, 4, 5): filters, checkboxes, the toolbar's bulk actions with the seed's alerts,
 * a confirmation that counts what the rules allow, then the server's per-order report; collect with its payment
 * mode; the delivery-date change; live: any order change refreshes the page shown.
 */
export function OrderListPage({ config, orderDialog, extraRowActions = [] }: OrderListPageProps) {
  const navigate = useNavigate();
  const toasts = useToasts();
  const granted = useGranted();
  const mayAct = hasAccess(granted, { permissions: [config.permission], levels: [Level.EDIT] });
  // The order editor's own access (its route and its writes): without it the edit button would lead nowhere.
  const mayOpenEditor = hasAccess(granted, { permissions: [Permission.ORDERS], levels: [Level.CREATE] });
  const { confirm, dialog: confirmDialog } = useConfirm();
  const [runAction] = useMutation(RunOrderActionDocument);
  const [report, setReport] = useState<ActionReport | null>(null);
  const [collecting, setCollecting] = useState<{ plan: Extract<ActionPlan<OrderRow>, { kind: 'ready' }>; done(): void } | null>(null);
  const [dateOrder, setDateOrder] = useState<OrderRow | null>(null);
  const [openOrderId, setOpenOrderId] = useState<number | null>(null);

  const [refreshKey, refresh] = useDebouncedCounter(LIVE_REFRESH_DELAY_MS);
  useOrderChanges(refresh);

  /** Sends the action for every selected order (the server decides each); one order answers with a toast, more with the report. */
  const send = async (action: OrderListAction, orderIds: number[], paymentModeId?: number): Promise<boolean> => {
    try {
      const { data } = await runAction({ variables: { input: { action: API_ACTIONS[action], orderIds, paymentModeId } } });
      const answer = data?.runOrderAction;
      if (!answer) {
        toasts.error(Messages.serverProblem);
        return false;
      }
      if (!answer.ok) {
        answer.errors.forEach((error) => toasts.error(error.message));
        return false;
      }
      const single = orderIds.length === 1 ? answer.results[0] : undefined;
      if (!single) setReport({ action, answer });
      else if (single.ok) toasts.success();
      else toasts.error(single.reason ?? Messages.serverProblem);
      return true;
    } catch (error) {
      errorMessages(error).forEach(toasts.error);
      return false;
    } finally {
      refresh();
    }
  };

  const start = async (action: OrderListAction, selected: readonly OrderRow[], done: () => void) => {
    const plan = planOrderAction(action, selected);
    if (plan.kind === 'noSelection') return toasts.error(OrderMessages.noOrderSelected);
    if (plan.kind === 'invalid') return toasts.error(OrderMessages.invalidSelection);
    if (action === 'collect') return setCollecting({ plan, done });
    const words = ACTION_TEXTS[action];
    const only = plan.orderIds.length === 1 ? plan.allowed[0] : undefined;
    const confirmed = await confirm({
      title: words.title,
      message: (
        <>
          <p>{only ? texts.confirmOne(only.code, words.verb) : texts.willBeDone(plan.allowed.length, words)}</p>
          {plan.refused.length > 0 && <p>{texts.rulesRefuse(plan.refused.length)}</p>}
        </>
      ),
      confirmLabel: words.confirm,
      cancelLabel: texts.close,
    });
    if (confirmed && (await send(action, plan.orderIds))) done();
  };

  const changeDate = (selected: readonly OrderRow[]) => {
    const [only] = selected;
    if (!only) toasts.error(OrderMessages.noOrderSelected);
    else if (selected.length > 1) toasts.error(texts.oneOrderForDate);
    else if (!canChangeDeliveryDate(only.orderStatusId)) toasts.error(OrderMessages.invalidSelection);
    else setDateOrder(only);
  };

  const ownRowActions: Record<OrderRowActionId, ListRowAction<OrderRow>> = {
    collect: {
      id: 'collect',
      label: texts.collectRow,
      icon: <Money20Regular />,
      levels: [Level.EDIT],
      disabled: (row) => orderActionRefusal('collect', row) !== null,
      onClick: (row) => void start('collect', [row], () => undefined),
    },
    edit: {
      id: 'edit',
      label: texts.editRow,
      icon: <Edit20Regular />,
      levels: [Level.EDIT],
      // An open basket opens editable; a confirmed order not yet in preparation is reopened from the editor.
      hidden: () => !mayOpenEditor,
      disabled: (row) => !isOrderEditable(row.orderStatusId) && !canReopenOrder(row),
      onClick: (row) => navigate(`/orders/catalog/${row.orderId}`),
    },
  };
  const collect = useMemo(() => collecting && { allowed: collecting.plan.allowed, refusedCount: collecting.plan.refused.length }, [collecting]);

  return (
    <>
      <ListPage
        title={config.title}
        permission={config.permission}
        query={OrderListDocument}
        variables={({ page, take, filters }) => ({ page, take, filter: listFilter(config.scope, filters) })}
        read={read}
        rowKey={rowKey}
        columns={config.columns}
        search={false}
        filters={config.filters}
        linkedFilters={config.linked ? LINKED_FILTERS : undefined}
        selectable
        defaultPageSize={config.pageSize}
        onRowClick={orderDialog ? (row) => setOpenOrderId(row.orderId) : undefined}
        rowActions={[...extraRowActions, ...config.rowActions.map((id) => ownRowActions[id])]}
        refreshKey={refreshKey}
        emptyText={texts.noOrders}
        toolbar={({ rows, selected, clearSelection }) => {
          if (!mayAct) return null;
          const chosen = rows.filter((row) => selected.has(row.orderId));
          return config.toolbar.map((action) => (
            <Button
              key={action}
              icon={TOOLBAR_ICONS[action]}
              data-testid={`toolbar-${action}`}
              onClick={() => (action === 'deliveryDate' ? changeDate(chosen) : void start(action, chosen, clearSelection))}
            >
              {action === 'deliveryDate' ? texts.changeDeliveryDate : ACTION_TEXTS[action].button}
            </Button>
          ));
        }}
      />
      {confirmDialog}
      <ActionReportDialog report={report} onClose={() => setReport(null)} />
      <PaymentDialog
        collect={collect}
        onClose={() => setCollecting(null)}
        onConfirm={async (paymentModeId) => {
          if (!collecting) return;
          const sent = await send('collect', collecting.plan.orderIds, paymentModeId);
          if (!sent) return;
          collecting.done();
          setCollecting(null);
        }}
      />
      {dateOrder && (
        <DeliveryDateDialog
          key={dateOrder.orderId}
          order={dateOrder}
          onClose={() => setDateOrder(null)}
          onSaved={() => {
            setDateOrder(null);
            refresh();
          }}
        />
      )}
      {openOrderId !== null && orderDialog?.(openOrderId, () => setOpenOrderId(null))}
    </>
  );
}
