import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { Button, Caption1, MessageBar, MessageBarActions, MessageBarBody, Text, Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Call20Regular, Checkmark20Regular, Dismiss20Regular, Edit20Regular } from '@fluentui/react-icons';
import { Level, OrderMessages, Permission, canReopenOrder, isDeliveryDateAllowed, isOrderEditable } from '@console/schema';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  PosCancelDraftOrderDocument,
  PosConfirmOrderDocument,
  PosDeliveryOptionsDocument,
  PosPaymentModesDocument,
  PosReopenOrderDocument,
  type PosCancelDraftOrderMutation,
  type PosReopenOrderMutation,
} from '../../generated/graphql.ts';
import { useAssignmentsDialog } from '../../kit/assignmentsDialog.ts';
import { Section } from '../../kit/DetailLayout.tsx';
import { useConfirm } from '../../kit/ConfirmDialog.tsx';
import { errorMessages } from '../../kit/errors.ts';
import { formatMoney } from '../../kit/money.ts';
import { useToasts } from '../../kit/toasts.tsx';
import { useAccess } from '../../kit/useAccess.ts';
import { useAppMutation, type FieldErrors } from '../../kit/useAppMutation.ts';
import { useDocumentTitle } from '../../kit/useDocumentTitle.ts';
import { CatalogPanel } from './CatalogPanel.tsx';
import { CustomerPanel, type PosCustomer } from './CustomerPanel.tsx';
import { DeliveryFields, type DeliveryValues } from './DeliveryFields.tsx';
import { OrderLines } from './OrderLines.tsx';
import { canConfirm, changeLine, inBasket, minimumAvailable, removeLine, toggleArticle, totalRows, type BasketLine, type PosArticle, type PosOrder } from './basket.ts';
import { saveStatus } from './posRequest.ts';
import { posTexts as texts } from './posTexts.ts';
import { usePosBasket } from './usePosBasket.ts';

/** The confirmation's fields whose errors show under them; others are toasts. */
const CONFIRM_FIELDS = ['paymentModeId', 'desiredDeliveryDate', 'deliverySlotId'];
const cancelResult = (data: PosCancelDraftOrderMutation) => data.cancelDraftOrder;
const reopenResult = (data: PosReopenOrderMutation) => data.reopenOrder;

const TOTAL_LABELS: Readonly<Record<string, string>> = {
  totalHT: texts.totalHT,
  discount: texts.discount,
  orderDiscount: texts.orderDiscount,
  escompte: texts.escompte,
  logistics: texts.logistics,
  tva: texts.tva,
  stamp: texts.stamp,
  totalTTC: texts.totalTTC,
};

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  title: { flex: 1 },
  status: { color: tokens.colorNeutralForeground3 },
  // Both sides share the width: neither ever pushes the page sideways at 1280 px.
  layout: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  side: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  totals: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', rowGap: tokens.spacingVerticalXXS, columnGap: tokens.spacingHorizontalL },
  amount: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  strong: { fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalM },
});

export interface OrderWorkspaceProps {
  title: string;
  customer: PosCustomer | null;
  /** The customer's open basket, or the order the editor opened. */
  order: PosOrder | null;
  /** The point of sale chooses the customer; the editor's order has its own. */
  onChooseCustomer?(customerId: number | null): void;
  /** The call this order answers (from the calls page). */
  assignmentId?: number;
  /** The editor waits for a pause in the changes before saving; the point of sale saves each click. */
  debounceMs: number;
  /** The order was confirmed, cancelled or reopened: the point of sale starts afresh, the editor reloads it. */
  onDone(): void;
}

/** The point of sale's and the order editor's screen: customer, lines, totals, delivery and the catalogue side by side. */
export function OrderWorkspace({ title, customer, order, onChooseCustomer, assignmentId, debounceMs, onDone }: OrderWorkspaceProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const toasts = useToasts();
  const { confirm, dialog } = useConfirm();
  useDocumentTitle(title);
  const customerId = customer?.customerId ?? null;
  const channel = customer?.channel ?? null;
  const allowModifPrice = channel?.allowModifPrice ?? false;
  const ctrlStock = channel?.ctrlStock ?? false;

  const [delivery, setDelivery] = useState<DeliveryValues>({
    deliveryDate: order?.desiredDeliveryDate ?? '',
    deliverySlotId: order?.deliverySlotId ?? null,
    paymentModeId: order?.paymentModeId ?? customer?.paymentModeId ?? null,
  });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const basket = usePosBasket({ customerId, order, allowModifPrice, debounceMs, paymentModeId: delivery.paymentModeId });
  const { state } = basket;
  const saved = state.saved;
  const readOnly = customer === null || (saved !== null && !isOrderEditable(saved.orderStatusId));
  const lines = state.lines;
  const selected = useMemo(() => new Set(lines.filter((line) => !line.isGift).map((line) => line.articleId)), [lines]);

  const options = useQuery(PosDeliveryOptionsDocument, customerId === null ? skipToken : { variables: { customerId }, fetchPolicy: 'network-only' });
  const paymentModes = useQuery(PosPaymentModesDocument, customerId === null ? skipToken : { variables: { customerId } });
  const deliveryOptions = options.data?.deliveryOptions ?? null;
  useEffect(() => {
    if (!deliveryOptions || readOnly) return;
    // An open basket saved days ago may hold a date that has passed: offer the first date instead.
    const offered = { minDate: deliveryOptions.minDate, maxDate: deliveryOptions.maxDate };
    setDelivery((current) => ({
      ...current,
      deliveryDate: isDeliveryDateAllowed(current.deliveryDate, offered) ? current.deliveryDate : deliveryOptions.desiredDeliveryDate,
      deliverySlotId: current.deliverySlotId ?? deliveryOptions.deliverySlotId ?? null,
    }));
  }, [deliveryOptions, readOnly]);

  const [confirmOrder, confirming] = useMutation(PosConfirmOrderDocument);
  const cancelling = useAppMutation(PosCancelDraftOrderDocument, { result: cancelResult });
  const reopening = useAppMutation(PosReopenOrderDocument, { result: reopenResult });
  const busy = state.request !== null || state.dirty || confirming.loading || cancelling.loading || reopening.loading;
  // The editor's write access (rest-api's too): whoever reopens an order saves and confirms it again.
  const mayEdit = useAccess({ permissions: [Permission.POINT_OF_SALE, Permission.ORDERS], levels: [Level.CREATE] });
  const dateWindow = deliveryOptions ? { minDate: deliveryOptions.minDate, maxDate: deliveryOptions.maxDate } : null;
  const confirmable =
    !readOnly && !busy && lines.length > 0 && canConfirm({ customerId, orderId: saved?.orderId ?? null, ...delivery }, dateWindow);

  const changeDelivery = (change: Partial<DeliveryValues>) => {
    setDelivery((current) => ({ ...current, ...change }));
    setFieldErrors({});
  };

  const toggle = (article: PosArticle) => {
    if (customer === null) {
      toasts.error(OrderMessages.customerRequired);
      return;
    }
    if (!inBasket(lines, article.articleId) && !minimumAvailable(article, ctrlStock)) {
      toasts.error(OrderMessages.quantityUnavailable);
      return;
    }
    basket.change(toggleArticle(lines, article));
  };

  const changePrice = async (line: BasketLine, price: number) => {
    const accepted = await confirm({ title: texts.priceChangeTitle, message: texts.priceChange(line.articleCode, price) });
    if (accepted) basket.change(changeLine(lines, line.articleId, { unitPrice: price, priceChanged: true }));
    return accepted;
  };

  const cancel = async () => {
    if (saved === null) {
      onDone();
      return;
    }
    if (!(await confirm({ message: texts.cancelMessage, confirmLabel: texts.cancel, cancelLabel: texts.keepOrder }))) return;
    if ((await cancelling.run({ orderId: saved.orderId })).ok) onDone();
  };

  const confirmNow = async () => {
    if (saved === null || delivery.paymentModeId === null || delivery.deliverySlotId === null) return;
    let answer;
    try {
      const { data } = await confirmOrder({
        variables: {
          orderId: saved.orderId,
          input: { paymentModeId: delivery.paymentModeId, desiredDeliveryDate: delivery.deliveryDate, deliverySlotId: delivery.deliverySlotId, assignmentId },
        },
      });
      answer = data?.confirmOrder;
    } catch (error) {
      errorMessages(error).forEach(toasts.error);
      return;
    }
    if (!answer) return;
    if (!answer.ok) {
      const errors: FieldErrors = {};
      for (const { field, message } of answer.errors) {
        if (CONFIRM_FIELDS.includes(field)) errors[field] ??= message;
        else toasts.error(message);
      }
      setFieldErrors(errors);
      return;
    }
    if (!answer.confirmed) {
      // Seed 001 section 8 (406): the lines say how many are available.
      toasts.error(OrderMessages.stockUnavailable);
      if (answer.order) basket.load(answer.order);
      return;
    }
    toasts.success();
    if (answer.order) basket.load(answer.order);
    onDone();
  };

  /** « Modifier la commande »: a confirmed order not yet in preparation goes back to an open basket, then is confirmed again. */
  const reopen = async () => {
    if (saved === null) return;
    if (!(await confirm({ title: texts.reopenTitle, message: texts.reopenMessage, confirmLabel: texts.reopen, cancelLabel: texts.keepConfirmed }))) return;
    if ((await reopening.run({ orderId: saved.orderId })).ok) onDone();
  };

  // « Mes appels »: the agent's assignments over the point of sale (or the calls page when no dialog is provided).
  const AssignmentsDialog = useAssignmentsDialog();
  const [assignmentsOpen, setAssignmentsOpen] = useState(false);
  const canCall = useAccess({ permissions: [Permission.CALLS] });
  const editable = saved === null || isOrderEditable(saved.orderStatusId);
  const status = !editable && saved ? saved.orderStatusName : lines.length > 0 || saved ? (saveStatus(state) === 'modified' ? texts.modified : texts.saved) : null;

  return (
    <section className={styles.page}>
      <div className={styles.header}>
        <Title2 as="h1" className={styles.title}>
          {title}
        </Title2>
        {status && (
          <Text className={styles.status} role="status" data-testid="pos-save-status">
            {status}
          </Text>
        )}
        {canCall && (
          <Button icon={<Call20Regular />} onClick={() => (AssignmentsDialog ? setAssignmentsOpen(true) : void navigate('/calls'))}>
            {texts.myCalls}
          </Button>
        )}
        {AssignmentsDialog && assignmentsOpen && (
          <Suspense fallback={null}>
            <AssignmentsDialog open onClose={() => setAssignmentsOpen(false)} />
          </Suspense>
        )}
      </div>
      {!editable && saved && (
        <MessageBar intent="info">
          {mayEdit && canReopenOrder(saved) ? (
            <>
              <MessageBarBody>{texts.reopenNote(saved.orderStatusName)}</MessageBarBody>
              <MessageBarActions>
                <Button appearance="primary" icon={<Edit20Regular />} disabled={busy} onClick={() => void reopen()}>
                  {texts.reopen}
                </Button>
              </MessageBarActions>
            </>
          ) : (
            <MessageBarBody>{texts.readOnly(saved.orderStatusName)}</MessageBarBody>
          )}
        </MessageBar>
      )}
      <div className={styles.layout} data-testid="pos-layout">
        <div className={styles.side} data-testid="pos-left">
          <Section>
            <CustomerPanel customer={customer} onChoose={onChooseCustomer} />
          </Section>
          <Section title={texts.lines} flush>
            <OrderLines
              lines={lines}
              readOnly={readOnly}
              allowModifPrice={allowModifPrice}
              onQuantity={(articleId, quantity) => basket.change(changeLine(lines, articleId, { quantity }))}
              onPrice={changePrice}
              onRemove={(articleId) => basket.change(removeLine(lines, articleId))}
            />
          </Section>
          {saved && (
            <Section title={texts.totals}>
              <div className={styles.totals} data-testid="pos-totals">
                {totalRows(saved).map((row) => (
                  <div key={row.id} style={{ display: 'contents' }} data-testid={`total-${row.id}`}>
                    <Caption1 className={row.id === 'totalTTC' ? styles.strong : undefined}>{TOTAL_LABELS[row.id]}</Caption1>
                    <Text className={mergeClasses(styles.amount, row.id === 'totalTTC' && styles.strong)}>{formatMoney(row.amount)}</Text>
                  </div>
                ))}
              </div>
            </Section>
          )}
          {customer && (
            <Section>
              <DeliveryFields
                values={delivery}
                onChange={changeDelivery}
                options={deliveryOptions}
                paymentModes={paymentModes.data?.paymentModes ?? []}
                errors={fieldErrors}
                readOnly={readOnly}
              />
              <div className={styles.actions}>
                <Button icon={<Dismiss20Regular />} disabled={readOnly || busy || (saved === null && lines.length === 0)} onClick={() => void cancel()}>
                  {texts.cancel}
                </Button>
                <Button appearance="primary" icon={<Checkmark20Regular />} disabled={!confirmable} onClick={() => void confirmNow()}>
                  {texts.confirm}
                </Button>
              </div>
            </Section>
          )}
        </div>
        <div className={styles.side} data-testid="pos-right">
          <Section title={texts.catalog}>
            <CatalogPanel customerId={customerId} ctrlStock={ctrlStock} selected={selected} readOnly={readOnly} onToggle={toggle} />
          </Section>
        </div>
      </div>
      {dialog}
    </section>
  );
}
