import { Checkbox, Dropdown, Field, Input, Option as FluentOption, Textarea, type InputProps } from '@fluentui/react-components';
import type { FormikValues, useFormik } from 'formik';
import type { Option } from './options.ts';
import { ReadOnlyField, useReadOnlyForm } from './ReadOnlyField.tsx';
import { kitTexts as texts } from './texts.ts';

/** The formik object of a form (what `useFormik` and `useDetailPage().formik` answer). */
export type Form<TValues extends FormikValues> = ReturnType<typeof useFormik<TValues>>;

interface FieldBase<TValues extends FormikValues> {
  form: Form<TValues>;
  name: keyof TValues & string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  hint?: string;
}

/** The message under a field: after the field was left or a submit was tried (server errors come from a submit). */
export function fieldError<TValues extends FormikValues>(form: Form<TValues>, name: keyof TValues & string): string | undefined {
  const error = form.errors[name];
  const shown = Boolean(form.touched[name]) || form.submitCount > 0;
  return shown && typeof error === 'string' ? error : undefined;
}

const validation = (error: string | undefined) => ({ validationMessage: error, validationState: error ? ('error' as const) : ('none' as const) });

const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * A text input bound to a string value (numbers too: convert when sending); text in a read-only form.
 * `arabic`: an Arabic text, typed and shown right to left.
 */
export function FormInput<TValues extends FormikValues>({
  form,
  name,
  label,
  required,
  disabled,
  hint,
  type = 'text',
  autoComplete,
  multiline,
  arabic,
}: FieldBase<TValues> & { type?: InputProps['type']; autoComplete?: string; multiline?: boolean; arabic?: boolean }) {
  const error = fieldError(form, name);
  const value = textOf(form.values[name]);
  const script = arabic ? ({ dir: 'rtl', lang: 'ar' } as const) : {};
  if (useReadOnlyForm()) return <ReadOnlyField label={label} value={value} {...script} />;
  // Always the text as typed (formik's handleChange would turn a number input into a number).
  const onChange = (_event: unknown, data: { value: string }) => void form.setFieldValue(name, data.value);
  return (
    <Field label={label} required={required} hint={hint} {...validation(error)}>
      {multiline ? (
        <Textarea name={name} value={value} disabled={disabled} onChange={onChange} onBlur={form.handleBlur} resize="vertical" {...script} />
      ) : (
        <Input
          name={name}
          type={type}
          value={value}
          disabled={disabled}
          autoComplete={autoComplete}
          onChange={onChange}
          onBlur={form.handleBlur}
          {...script}
        />
      )}
    </Field>
  );
}

/**
 * A select bound to a string value ('' = nothing chosen); its label as text in a read-only form.
 * `onChange` follows a new choice (a choice that clears the fields depending on it).
 */
export function FormSelect<TValues extends FormikValues>({
  form,
  name,
  label,
  required,
  disabled,
  hint,
  options,
  placeholder,
  onChange,
}: FieldBase<TValues> & { options: readonly Option[]; placeholder?: string; onChange?(value: string): void }) {
  const error = fieldError(form, name);
  const value = textOf(form.values[name]);
  const current = options.find((option) => option.value === value);
  if (useReadOnlyForm()) return <ReadOnlyField label={label} value={current?.label} />;
  return (
    <Field label={label} required={required} hint={hint} {...validation(error)}>
      <Dropdown
        name={name}
        disabled={disabled}
        placeholder={placeholder ?? 'Choisir…'}
        value={current?.label ?? ''}
        selectedOptions={value ? [value] : []}
        onOptionSelect={(_, data) => {
          const chosen = data.optionValue ?? '';
          void form.setFieldValue(name, chosen);
          if (chosen !== value) onChange?.(chosen);
        }}
        onBlur={() => void form.setFieldTouched(name, true)}
      >
        {options.map((option) => (
          <FluentOption key={option.value} value={option.value}>
            {option.label}
          </FluentOption>
        ))}
      </Dropdown>
    </Field>
  );
}

/** A checkbox bound to a boolean value; 'Oui' / 'Non' in a read-only form. */
export function FormCheckbox<TValues extends FormikValues>({ form, name, label, disabled }: Omit<FieldBase<TValues>, 'required' | 'hint'>) {
  if (useReadOnlyForm()) return <ReadOnlyField label={label} value={form.values[name] ? texts.yes : texts.no} />;
  return (
    <Checkbox
      name={name}
      label={label}
      disabled={disabled}
      checked={Boolean(form.values[name])}
      onChange={(_, data) => void form.setFieldValue(name, data.checked === true)}
    />
  );
}
