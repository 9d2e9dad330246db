import { useQuery } from '@apollo/client/react';
import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Dialog } from '../../../kit/Dialog.tsx';
import { CheckmarkCircle20Regular, ArrowUndo20Regular, Print20Regular } from '@fluentui/react-icons';
import { Level, ScheduleStatus, canInvoiceSchedule, canReprintSchedule, deliveryOutcomeRefusal } from '@console/schema';
import { useState } from 'react';
import { InvoiceScheduleDocument, ScheduleDetailDocument, type ScheduleDetailFieldsFragment, type ScheduleOrderFieldsFragment } from '../../../generated/graphql.ts';
import { useConfirm } from '../../../kit/ConfirmDialog.tsx';
import { DataTable, type Column } from '../../../kit/DataTable.tsx';
import { formatDate } from '../../../kit/dates.ts';
import { errorMessages } from '../../../kit/errors.ts';
import { formatMoney, formatWeight } from '../../../kit/money.ts';
import { useAccess } from '../../../kit/useAccess.ts';
import { useAppMutation } from '../../../kit/useAppMutation.ts';
import { DeliveryOutcomeDialog, type OutcomeRequest } from './DeliveryOutcomeDialog.tsx';
import { deliveryManText, slotText, vehicleText } from './scheduleFormat.ts';
import { ScheduleOrderDot, ScheduleStatusBadge } from './ScheduleStatus.tsx';
import { usePrintSchedule } from './usePrintSchedule.ts';
import { scheduleTexts as texts } from './texts.ts';

const useStyles = makeStyles({
  // Within a 1280 px screen, with the dialog's own margins.
  surface: { width: '100%', maxWidth: '1160px' },
  summary: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalXS, marginBottom: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground2 },
  outcome: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

export interface ScheduleOrdersDialogProps {
  /** The schedule shown; null closes the dialog. */
  scheduleId: number | null;
  /** The screen's permission: invoicing and ending deliveries need its level 4. */
  permission: number;
  /** The live (loaded) version shows the schedule's code. */
  live: boolean;
  statusLabels: Readonly<Record<number, string>>;
  onClose(): void;
}

/**
 * A schedule's orders (seed 002): status dot, id, code, customer, phone, weight, TTC; « Facturer » on an open
 * schedule (1 → 2, then the round sheet prints), « Réimprimer » on a ready one; and ours, the end of each order's
 * delivery (« Livrée » with the payment mode, « Retournée » with a reason).
 */
export function ScheduleOrdersDialog({ scheduleId, onClose, ...props }: ScheduleOrdersDialogProps) {
  const styles = useStyles();
  return (
    <Dialog open={scheduleId !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface} aria-describedby={undefined}>
        {scheduleId !== null && <ScheduleOrders scheduleId={scheduleId} onClose={onClose} {...props} />}
      </DialogSurface>
    </Dialog>
  );
}

function ScheduleOrders({ scheduleId, permission, live, statusLabels, onClose }: Omit<ScheduleOrdersDialogProps, 'scheduleId'> & { scheduleId: number }) {
  const styles = useStyles();
  const { data, loading, error } = useQuery(ScheduleDetailDocument, { variables: { scheduleId }, fetchPolicy: 'cache-and-network' });
  const schedule = data?.schedule;
  const mayEdit = useAccess({ permissions: [permission], levels: [Level.EDIT] });
  const invoice = useAppMutation(InvoiceScheduleDocument, { result: (answer) => answer.invoiceSchedule });
  const print = usePrintSchedule();
  const { confirm, dialog } = useConfirm();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<OutcomeRequest | null>(null);

  const runInvoice = async (current: ScheduleDetailFieldsFragment) => {
    if (!(await confirm({ message: texts.invoiceConfirm(current.code), confirmLabel: texts.invoice }))) return;
    setBusy(true);
    const answer = await invoice.run({ scheduleId: current.scheduleId });
    const invoiced = answer.ok ? answer.data.invoiceSchedule.schedule : null;
    if (invoiced) await print(invoiced);
    setBusy(false);
  };
  const reprint = async (current: ScheduleDetailFieldsFragment) => {
    setBusy(true);
    await print(current);
    setBusy(false);
  };

  const columns: Column<ScheduleOrderFieldsFragment>[] = [
    { id: 'dot', header: '', cell: (order) => <ScheduleOrderDot statusId={order.scheduleOrderStatusId} />, title: (order) => texts.orderStatus[order.scheduleOrderStatusId] ?? '', width: '40px' },
    { id: 'id', header: texts.id, cell: (order) => order.orderId, width: '72px' },
    { id: 'code', header: texts.orderCode, cell: (order) => order.code, width: '150px' },
    { id: 'customer', header: texts.customer, cell: (order) => order.customerName, minWidth: 160 },
    { id: 'phone', header: texts.phone, cell: (order) => order.customerPhone ?? '', width: '130px' },
    { id: 'weight', header: texts.weight, cell: (order) => formatWeight(order.weight), width: '110px', align: 'end' },
    { id: 'totalTTC', header: texts.totalTTC, cell: (order) => formatMoney(order.totalAmountTTC), width: '130px', align: 'end' },
    ...(schedule && mayEdit
      ? [{ id: 'delivery', header: texts.delivery, cell: (order: ScheduleOrderFieldsFragment) => <OutcomeCell schedule={schedule} order={order} onAsk={setOutcome} />, title: (order: ScheduleOrderFieldsFragment) => outcomeText(order), width: '230px' }]
      : []),
  ];

  return (
    <DialogBody>
      <DialogTitle>{live && schedule ? texts.dialogTitleWithCode(schedule.code) : texts.dialogTitle}</DialogTitle>
      <DialogContent>
        {error && (
          <MessageBar intent="error">
            <MessageBarBody>{errorMessages(error).join(' ')}</MessageBarBody>
          </MessageBar>
        )}
        {!schedule && loading && <Spinner />}
        {!schedule && !loading && !error && (
          <MessageBar intent="warning">
            <MessageBarBody>{texts.notFound}</MessageBarBody>
          </MessageBar>
        )}
        {schedule && (
          <>
            <div className={styles.summary} data-testid="schedule-summary">
              <ScheduleStatusBadge statusId={live ? schedule.scheduleStatusId : schedule.provisionalStatusId} labels={statusLabels} />
              <Text>{vehicleText(schedule.vehicle)}</Text>
              <Text className={styles.muted}>{deliveryManText(schedule.vehicle)}</Text>
              <Text>
                {formatDate(schedule.operationDate)} {slotText(schedule.deliverySlot)}
              </Text>
            </div>
            <DataTable label={texts.dialogTitle} columns={columns} rows={schedule.orders} rowKey={(order) => order.scheduleOrderId} loading={loading} emptyText={texts.noOrders} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        {schedule && mayEdit && canInvoiceSchedule(schedule.scheduleStatusId) && (
          <Button appearance="primary" icon={<Print20Regular />} disabled={busy} onClick={() => void runInvoice(schedule)}>
            {texts.invoice}
          </Button>
        )}
        {schedule && canReprintSchedule(schedule.scheduleStatusId) && (
          <Button icon={<Print20Regular />} disabled={busy} onClick={() => void reprint(schedule)}>
            {texts.reprint}
          </Button>
        )}
        <Button onClick={onClose}>{texts.close}</Button>
      </DialogActions>
      {dialog}
      <DeliveryOutcomeDialog request={outcome} onClose={() => setOutcome(null)} />
    </DialogBody>
  );
}

function outcomeText(order: ScheduleOrderFieldsFragment): string {
  const status = texts.orderStatus[order.scheduleOrderStatusId] ?? '';
  return order.returnReason ? `${status} : ${order.returnReason}` : status;
}

/** « Livrée » / « Retournée » while the order's delivery can end, else how it ended. */
function OutcomeCell({ schedule, order, onAsk }: { schedule: ScheduleDetailFieldsFragment; order: ScheduleOrderFieldsFragment; onAsk(request: OutcomeRequest): void }) {
  const styles = useStyles();
  if (deliveryOutcomeRefusal(schedule, order) !== null) return <Text className={styles.muted}>{schedule.scheduleStatusId === ScheduleStatus.OPEN ? '' : outcomeText(order)}</Text>;
  return (
    <div className={styles.outcome}>
      <Button size="small" icon={<CheckmarkCircle20Regular />} aria-label={texts.deliveredLabel(order.code)} onClick={() => onAsk({ scheduleId: schedule.scheduleId, order, outcome: 'DELIVERED' })}>
        {texts.delivered}
      </Button>
      <Button size="small" icon={<ArrowUndo20Regular />} aria-label={texts.returnedLabel(order.code)} onClick={() => onAsk({ scheduleId: schedule.scheduleId, order, outcome: 'RETURNED' })}>
        {texts.returned}
      </Button>
    </div>
  );
}
