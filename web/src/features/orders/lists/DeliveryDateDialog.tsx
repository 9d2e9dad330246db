import { Button, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Dialog } from '../../../kit/Dialog.tsx';
import { deliveryDateChangeError } from '@console/schema';
import { useState } from 'react';
import { ChangeOrderDeliveryDateDocument } from '../../../generated/graphql.ts';
import { formatDate } from '../../../kit/dates.ts';
import { useAppMutation } from '../../../kit/useAppMutation.ts';
import { useBusinessDay } from '../../../kit/useBusinessDay.ts';
import { listTexts as texts } from './texts.ts';

/** What the dialog reads of the order. */
export interface DateChangeOrder {
  orderId: number;
  code: string;
  orderStatusId: number;
  desiredDeliveryDate?: string | null;
}

const FIELDS = ['desiredDeliveryDate'] as const;

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  current: { color: tokens.colorNeutralForeground3 },
});

/**
 * The all-orders list's delivery-date change (seed 001 section 5): not before today (the server's day), never a
 * Sunday, only a changed, non-empty date is sent; the server's refusal shows under the field and the typed date
 * stays. Rendered while open, keyed by the order: each opening starts from the order's date.
 */
export function DeliveryDateDialog({ order, onClose, onSaved }: { order: DateChangeOrder; onClose(): void; onSaved(): void }) {
  const styles = useStyles();
  const today = useBusinessDay();
  const [date, setDate] = useState(order.desiredDeliveryDate ?? '');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | undefined>();
  const change = useAppMutation(ChangeOrderDeliveryDateDocument, { result: (data) => data.changeOrderDeliveryDate, fields: FIELDS });
  const facts = { orderStatusId: order.orderStatusId, desiredDeliveryDate: order.desiredDeliveryDate ?? null };
  const ruleError = today === null ? null : deliveryDateChangeError(facts, date, today);
  const shownError = serverError ?? (touched ? (ruleError ?? undefined) : undefined);

  const save = async () => {
    setTouched(true);
    if (today === null || ruleError !== null) return;
    const outcome = await change.run({ orderId: order.orderId, desiredDeliveryDate: date });
    if (outcome.ok) onSaved();
    else setServerError(outcome.fieldErrors.desiredDeliveryDate);
  };

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && !change.loading && onClose()} modalType="alert">
      <DialogSurface aria-label={texts.dateTitle}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <DialogBody>
            <DialogTitle>{texts.dateTitle}</DialogTitle>
            <DialogContent className={styles.content}>
              <Text className={styles.current}>{texts.currentDate(order.code, formatDate(order.desiredDeliveryDate) || '—')}</Text>
              <Field label={texts.newDate} required validationMessage={shownError} validationState={shownError ? 'error' : 'none'}>
                <Input
                  type="date"
                  name="desiredDeliveryDate"
                  min={today ?? undefined}
                  value={date}
                  onChange={(_, data) => {
                    setDate(data.value);
                    setTouched(true);
                    setServerError(undefined);
                  }}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button disabled={change.loading} onClick={onClose}>
                {texts.close}
              </Button>
              <Button
                appearance="primary"
                type="submit"
                disabled={change.loading || today === null || ruleError !== null}
                icon={change.loading ? <Spinner size="tiny" /> : undefined}
              >
                {texts.save}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
