import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import type { FormikValues } from 'formik';
import { fieldError, type Form } from '../../../kit/formFields.tsx';

const useStyles = makeStyles({
  swatch: {
    width: '28px',
    height: '22px',
    padding: 0,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: 'transparent',
    cursor: 'pointer',
  },
});

const HEX = /^#[0-9a-f]{6}$/i;

/** A colour bound to a #RRGGBB text: the hex text, with the browser's picker inside the field, kept in step. */
export function ColourField<TValues extends FormikValues>({ form, name, label }: { form: Form<TValues>; name: keyof TValues & string; label: string }) {
  const styles = useStyles();
  const value = String(form.values[name] ?? '');
  const error = fieldError(form, name);
  const set = (next: string) => void form.setFieldValue(name, next);
  return (
    <Field label={label} validationMessage={error} validationState={error ? 'error' : 'none'}>
      <Input
        name={name}
        value={value}
        maxLength={7}
        onChange={(_, data) => set(data.value)}
        onBlur={form.handleBlur}
        contentBefore={
          // The picker reads only a complete colour: while the text is being typed it keeps black.
          <input
            type="color"
            className={styles.swatch}
            aria-label={`${label} : sélecteur`}
            value={HEX.test(value) ? value.toLowerCase() : '#000000'}
            onChange={(event) => set(event.target.value)}
          />
        }
      />
    </Field>
  );
}
