import { Field, makeStyles, tokens } from '@fluentui/react-components';
import { createContext, useContext } from 'react';

const useStyles = makeStyles({
  // A value to read, not a control: no box, the body text's colour, selectable, wrapping when long.
  value: {
    display: 'block',
    width: '100%',
    boxSizing: 'border-box',
    minHeight: '32px',
    padding: `${tokens.spacingVerticalXS} 0`,
    border: 'none',
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    background: 'transparent',
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    resize: 'none',
    overflow: 'hidden',
    fieldSizing: 'content',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
    '::placeholder': { color: tokens.colorNeutralForeground3, opacity: 1 },
  },
});

/** What an empty read-only value shows. */
const EMPTY_VALUE = '—';

/**
 * A value shown as text (an article's ERP fields, a customer's code, any field at a read-only
 * level): a read-only text box without a frame, so it reads as text yet keeps its label for
 * screen readers and can be selected and copied. Long values wrap.
 */
export function ReadOnlyField({
  label,
  value,
  testId,
  dir,
  lang,
  required,
  validationMessage,
}: {
  label: string;
  value: string | number | null | undefined;
  testId?: string;
  dir?: 'rtl' | 'ltr';
  lang?: string;
  /** A value that must be there (filled from another field, like a chosen user's e-mail). */
  required?: boolean;
  validationMessage?: string;
}) {
  const styles = useStyles();
  const text = value === null || value === undefined ? '' : String(value);
  return (
    <Field label={label} required={required} validationMessage={validationMessage} validationState={validationMessage ? 'error' : 'none'}>
      {(props) => (
        <textarea
          {...props}
          readOnly
          rows={1}
          value={text}
          placeholder={EMPTY_VALUE}
          className={styles.value}
          data-testid={testId}
          data-read-only-value=""
          dir={dir}
          lang={lang}
        />
      )}
    </Field>
  );
}

/** A form card shown read-only (a locked status, a viewing level): its form fields render as `ReadOnlyField`. */
export const ReadOnlyForm = createContext(false);

/** Whether the surrounding form is read-only. */
export const useReadOnlyForm = () => useContext(ReadOnlyForm);
