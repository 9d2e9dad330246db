import { useMutation } from '@apollo/client/react';
import { Body1, Button, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, Spinner } from '@fluentui/react-components';
import { Messages, tillAmountError } from '@console/schema';
import { useState, type FormEvent } from 'react';
import { CloseTillDocument, CollectionReportDocument, type CashCollectorFieldsFragment } from '../../generated/graphql.ts';
import { Dialog } from '../../kit/Dialog.tsx';
import { errorMessages } from '../../kit/errors.ts';
import { useToasts } from '../../kit/toasts.tsx';
import { formatAmount } from './figures.ts';
import { reportTexts } from './texts.ts';

const texts = reportTexts.collection;

/** The amount typed, with a comma or a point (spaces between thousands allowed); null when it is no number. */
export function typedAmount(text: string): number | null {
  const cleaned = text.trim().replace(/[\s\u202f\u00a0]/g, '').replace(',', '.');
  if (cleaned === '' || !/^-?\d*\.?\d+$/.test(cleaned)) return null;
  return Number(cleaned);
}

export interface CloseTillDialogProps {
  date: string;
  collector: CashCollectorFieldsFragment | null;
  onClose(): void;
}

/**
 * A collector's till closed for the day (the cashier's own at the counter, or a delivery man's by a manager): the cash
 * counted. The server's messages show under the field; a failed save keeps what was typed.
 */
export function CloseTillDialog({ date, collector, onClose }: CloseTillDialogProps) {
  return (
    <Dialog open={collector !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface aria-describedby={undefined}>{collector && <CloseTillForm date={date} collector={collector} onClose={onClose} />}</DialogSurface>
    </Dialog>
  );
}

function CloseTillForm({ date, collector, onClose }: { date: string; collector: CashCollectorFieldsFragment; onClose(): void }) {
  const toasts = useToasts();
  const [amount, setAmount] = useState(collector.cashHandedOver === null || collector.cashHandedOver === undefined ? '' : String(collector.cashHandedOver));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [closeTill, { loading }] = useMutation(CloseTillDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const cashHandedOver = typedAmount(amount);
    // The server's rule, checked before sending as well (it answers the same message under the field).
    const refusal = cashHandedOver === null ? (amount.trim() === '' ? texts.amountRequired : texts.amountInvalid) : tillAmountError(cashHandedOver);
    if (cashHandedOver === null || refusal) {
      setFieldError(refusal);
      return;
    }
    try {
      const { data } = await closeTill({
        variables: { date, collectorId: collector.collectorId, cashHandedOver },
        refetchQueries: [CollectionReportDocument],
        awaitRefetchQueries: true,
      });
      const answer = data?.closeTill;
      if (!answer) {
        toasts.error(Messages.serverProblem);
        return;
      }
      if (!answer.ok) {
        const own = answer.errors.find((error) => error.field === 'cashHandedOver');
        setFieldError(own?.message ?? null);
        answer.errors.filter((error) => error !== own).forEach((error) => toasts.error(error.message));
        return;
      }
      toasts.success();
      onClose();
    } catch (failure) {
      errorMessages(failure).forEach(toasts.error);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogBody>
        <DialogTitle>{texts.closeTitle(collector.collectorName)}</DialogTitle>
        <DialogContent>
          <Body1 as="p" data-testid="till-expected">
            {texts.closeExpected(formatAmount(collector.cashExpected))}
          </Body1>
          <Field label={texts.cashCounted} required validationState={fieldError ? 'error' : 'none'} validationMessage={fieldError ?? undefined}>
            <Input
              name="cashHandedOver"
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(_, data) => {
                setAmount(data.value);
                setFieldError(null);
              }}
            />
          </Field>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{texts.cancel}</Button>
          <Button appearance="primary" type="submit" disabled={loading} icon={loading ? <Spinner size="tiny" /> : undefined}>
            {texts.close}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
