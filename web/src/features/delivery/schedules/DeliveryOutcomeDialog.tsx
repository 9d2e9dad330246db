import { useQuery } from '@apollo/client/react';
import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Option,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Dialog } from '../../../kit/Dialog.tsx';
import { amountToCollect, DeliveryMessages } from '@console/schema';
import { useEffect, useState } from 'react';
import { RecordDeliveryOutcomeDocument, ScheduleReturnReasonsDocument, type DeliveryOutcome, type ScheduleOrderFieldsFragment } from '../../../generated/graphql.ts';
import { formatMoney } from '../../../kit/money.ts';
import { PaymentModeButtons } from '../../../kit/PaymentModeButtons.tsx';
import { useAppMutation, type FieldErrors } from '../../../kit/useAppMutation.ts';
import { scheduleTexts as texts } from './texts.ts';

/** The order whose delivery ends, and how. */
export interface OutcomeRequest {
  scheduleId: number;
  order: ScheduleOrderFieldsFragment;
  outcome: DeliveryOutcome;
}

const FIELDS = ['paymentModeId', 'reasonReturnId'] as const;

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  amountLabel: { color: tokens.colorNeutralForeground3 },
  amount: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * Ours: ends one order's delivery. « Livrée » asks how the customer paid (ESP « نقدا » or TPE) and shows the
 * amount to collect (cash the TTC, card the TTC without stamp duty, as the order lists' collect); « Retournée » asks the return reason. The answer's schedule updates the dialog and the list (cache).
 */
export function DeliveryOutcomeDialog({ request, onClose }: { request: OutcomeRequest | null; onClose(): void }) {
  const styles = useStyles();
  const [paymentModeId, setPaymentModeId] = useState<number | null>(null);
  const [reasonReturnId, setReasonReturnId] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const record = useAppMutation(RecordDeliveryOutcomeDocument, { result: (data) => data.recordDeliveryOutcome, fields: FIELDS });
  const returning = request?.outcome === 'RETURNED';
  const reasons = useQuery(ScheduleReturnReasonsDocument, { skip: !returning });
  // Each opening starts afresh.
  useEffect(() => {
    setPaymentModeId(null);
    setReasonReturnId(null);
    setErrors({});
  }, [request]);

  // A choice answers its field's message.
  const choosePaymentMode = (id: number) => {
    setPaymentModeId(id);
    setErrors(({ paymentModeId: _answered, ...rest }) => rest);
  };
  const chooseReason = (id: number | null) => {
    setReasonReturnId(id);
    if (id !== null) setErrors(({ reasonReturnId: _answered, ...rest }) => rest);
  };

  const confirm = async () => {
    if (!request) return;
    const missing = returning ? (reasonReturnId === null ? { reasonReturnId: DeliveryMessages.returnReasonRequired } : {}) : paymentModeId === null ? { paymentModeId: DeliveryMessages.paymentModeRequired } : {};
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const answer = await record.run({
      input: {
        scheduleId: request.scheduleId,
        orderId: request.order.orderId,
        outcome: request.outcome,
        ...(returning ? { reasonReturnId } : { paymentModeId }),
      },
    });
    if (answer.ok) onClose();
    else setErrors(answer.fieldErrors);
  };

  const reasonItems = reasons.data?.returnReasons.items ?? [];
  const chosenReason = reasonItems.find((reason) => reason.reasonReturnId === reasonReturnId);
  return (
    <Dialog open={request !== null} onOpenChange={(_, data) => !data.open && !record.loading && onClose()} modalType="alert">
      <DialogSurface aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{request ? (returning ? texts.returnTitle(request.order.code) : texts.paymentTitle(request.order.code)) : ''}</DialogTitle>
          <DialogContent className={styles.content}>
            {request && !returning && (
              <>
                <Text>{texts.paymentQuestion}</Text>
                <PaymentModeButtons selected={paymentModeId} onChoose={choosePaymentMode} />
                {errors.paymentModeId && (
                  <Text className={styles.error} role="alert">
                    {errors.paymentModeId}
                  </Text>
                )}
                <Text className={styles.amountLabel}>{texts.amount}</Text>
                <Text className={styles.amount} data-testid="outcome-amount">
                  {formatMoney(paymentModeId === null ? request.order.totalAmountTTC : amountToCollect(request.order, paymentModeId))}
                </Text>
              </>
            )}
            {request && returning && (
              <Field label={texts.returnReason} required validationMessage={errors.reasonReturnId}>
                <Dropdown
                  placeholder={reasons.loading ? '…' : undefined}
                  value={chosenReason?.name ?? ''}
                  selectedOptions={reasonReturnId === null ? [] : [String(reasonReturnId)]}
                  onOptionSelect={(_, data) => chooseReason(data.optionValue ? Number(data.optionValue) : null)}
                >
                  {reasonItems.map((reason) => (
                    <Option key={reason.reasonReturnId} value={String(reason.reasonReturnId)}>
                      {reason.name}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={record.loading}>
              {texts.cancel}
            </Button>
            <Button appearance="primary" onClick={() => void confirm()} disabled={record.loading} icon={record.loading ? <Spinner size="tiny" /> : undefined}>
              {texts.confirm}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
