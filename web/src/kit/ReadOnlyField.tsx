import { Field, Input } from '@fluentui/react-components';

/** A value shown as a read-only input, outside any form (an article's ERP fields, a customer's code). */
export function ReadOnlyField({ label, value, testId, dir, lang }: { label: string; value: string | number | null | undefined; testId?: string; dir?: 'rtl' | 'ltr'; lang?: string }) {
  return (
    <Field label={label}>
      <Input readOnly value={value === null || value === undefined ? '' : String(value)} data-testid={testId} dir={dir} lang={lang} />
    </Field>
  );
}
