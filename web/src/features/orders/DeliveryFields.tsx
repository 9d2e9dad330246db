import { Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import type { PosDeliveryOptionsQuery, PosPaymentModesQuery } from '../../generated/graphql.ts';
import type { FieldErrors } from '../../kit/useAppMutation.ts';
import { deliveryDateMessage } from './basket.ts';
import { posTexts as texts } from './posTexts.ts';

export interface DeliveryValues {
  deliveryDate: string;
  deliverySlotId: number | null;
  paymentModeId: number | null;
}

const useStyles = makeStyles({
  root: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: tokens.spacingHorizontalM, alignItems: 'start' },
});

/** The desired delivery date (inside the window, never a Sunday), the slot and the payment mode. */
export function DeliveryFields({
  values,
  onChange,
  options,
  paymentModes,
  errors,
  readOnly,
}: {
  values: DeliveryValues;
  onChange(change: Partial<DeliveryValues>): void;
  options: PosDeliveryOptionsQuery['deliveryOptions'] | null;
  paymentModes: PosPaymentModesQuery['paymentModes'];
  errors: FieldErrors;
  readOnly: boolean;
}) {
  const styles = useStyles();
  const dateWindow = options ? { minDate: options.minDate, maxDate: options.maxDate } : null;
  const dateMessage = errors.desiredDeliveryDate ?? deliveryDateMessage(values.deliveryDate, dateWindow);
  return (
    <div className={styles.root} data-testid="pos-delivery">
      <Field label={texts.deliveryDate} required validationMessage={dateMessage ?? undefined} validationState={dateMessage ? 'error' : 'none'}>
        <Input
          type="date"
          name="desiredDeliveryDate"
          min={options?.minDate}
          max={options?.maxDate}
          value={values.deliveryDate}
          disabled={readOnly || !options}
          onChange={(_, data) => onChange({ deliveryDate: data.value })}
        />
      </Field>
      <Field label={texts.slot} required validationMessage={errors.deliverySlotId} validationState={errors.deliverySlotId ? 'error' : 'none'}>
        <Select
          name="deliverySlotId"
          value={values.deliverySlotId === null ? '' : String(values.deliverySlotId)}
          disabled={readOnly || !options}
          onChange={(_, data) => onChange({ deliverySlotId: data.value ? Number(data.value) : null })}
        >
          <option value="">{texts.choose}</option>
          {(options?.slots ?? []).map((slot) => (
            <option key={slot.deliverySlotId} value={slot.deliverySlotId}>
              {slot.startHour} – {slot.endHour}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={texts.paymentMode} required validationMessage={errors.paymentModeId} validationState={errors.paymentModeId ? 'error' : 'none'}>
        <Select
          name="paymentModeId"
          value={values.paymentModeId === null ? '' : String(values.paymentModeId)}
          disabled={readOnly}
          onChange={(_, data) => onChange({ paymentModeId: data.value ? Number(data.value) : null })}
        >
          <option value="">{texts.choose}</option>
          {paymentModes.map((mode) => (
            <option key={mode.paymentModeId} value={mode.paymentModeId}>
              {mode.title}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
