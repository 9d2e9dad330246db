import { Dropdown, Field, Option as FluentOption } from '@fluentui/react-components';
import type { FormikValues } from 'formik';
import { fieldError, type Form } from './formFields.tsx';
import type { Option } from './options.ts';
import { ReadOnlyField, useReadOnlyForm } from './ReadOnlyField.tsx';

/** A multiple select bound to a list of ids as text; the chosen labels as text in a read-only form. */
export function FormMultiSelect<TValues extends FormikValues>({
  form,
  name,
  label,
  options,
  required,
  placeholder,
}: {
  form: Form<TValues>;
  name: keyof TValues & string;
  label: string;
  options: readonly Option[];
  required?: boolean;
  placeholder?: string;
}) {
  const value: unknown = form.values[name];
  const chosen = Array.isArray(value) ? value.map(String) : [];
  const shown = options
    .filter((option) => chosen.includes(option.value))
    .map((option) => option.label)
    .join(', ');
  const error = fieldError(form, name);
  if (useReadOnlyForm()) return <ReadOnlyField label={label} value={shown} />;
  return (
    <Field label={label} required={required} validationMessage={error} validationState={error ? 'error' : 'none'}>
      <Dropdown
        multiselect
        name={name}
        aria-label={label}
        placeholder={placeholder ?? 'Choisir…'}
        value={shown}
        selectedOptions={chosen}
        onOptionSelect={(_, data) => void form.setFieldValue(name, data.selectedOptions)}
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
