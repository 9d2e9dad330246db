import { Field, Input } from '@fluentui/react-components';
import { filterCoordinateInput, type CoordinateKind } from './rules.ts';

/**
 * A latitude or longitude input taking only the seeds' format (optional minus, integer 0–90 or
 * 0–180, up to 6 decimals): a keystroke that would make anything else is ignored.
 */
export function CoordinateInput({
  kind,
  label,
  value,
  onChange,
  onBlur,
  disabled,
  required,
  error,
  name,
}: {
  kind: CoordinateKind;
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  disabled?: boolean;
  required?: boolean;
  error?: string;
  name?: string;
}) {
  return (
    <Field label={label} required={required} validationMessage={error} validationState={error ? 'error' : 'none'} hint={kind === 'latitude' ? 'De -90 à 90, 6 décimales au plus' : 'De -180 à 180, 6 décimales au plus'}>
      <Input
        name={name ?? kind}
        inputMode="decimal"
        value={value}
        disabled={disabled}
        onChange={(_, data) => onChange(filterCoordinateInput(value, data.value, kind))}
        onBlur={onBlur}
      />
    </Field>
  );
}
