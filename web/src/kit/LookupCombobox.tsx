import type { TypedDocumentNode } from '@apollo/client';
import { skipToken, useQuery } from '@apollo/client/react';
import { Combobox, Field, Option as FluentOption, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useRef, useState } from 'react';
import { queryOptions, type Option, type OptionsSource } from './options.ts';
import { kitTexts as texts } from './texts.ts';

/** The seeds' lookup debounce. */
const LOOKUP_DEBOUNCE_MS = 500;
/** Searching starts from this many characters. */
const LOOKUP_MIN_CHARS = 1;

/** A paged GraphQL query searched by keyword. Build it with `lookupSource`. */
export type LookupSource = OptionsSource<string>;

/**
 * A lookup over any query: `variables` receives the typed keyword (already debounced, at least one
 * character); `read` turns the answer into options.
 * e.g. lookupSource(UsersDocument, (d) => d.users.items.map(...), (keyword) => ({ keyword, take: 20 }))
 */
export function lookupSource<TData, TVariables extends Record<string, unknown>>(
  query: TypedDocumentNode<TData, TVariables>,
  read: (data: TData) => Option[],
  variables: (keyword: string) => TVariables | null,
): LookupSource {
  return queryOptions<TData, TVariables, string>(query, read, variables);
}

/** A value that follows `value` once it stayed unchanged for `delay` ms. */
function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

export interface LookupComboboxProps {
  source: LookupSource;
  /** The chosen option, or null. Its label is what the box shows. */
  value: Option | null;
  onChange(option: Option | null): void;
  label?: string;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  /** Shown under the box (a form's field error). */
  validationMessage?: string;
  onBlur?(): void;
  /** Test id of the input. */
  testId?: string;
  /** Extra options hidden from the list (already chosen elsewhere). */
  exclude?: ReadonlySet<string>;
}

const useStyles = makeStyles({
  combobox: { minWidth: '220px' },
  option: { display: 'flex', flexDirection: 'column' },
  detail: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  hint: { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`, color: tokens.colorNeutralForeground3 },
});

/** A Fluent Combobox searching from the first character, debounced 500 ms, over a paged query. */
export function LookupCombobox({ source, value, onChange, label, placeholder, required, disabled, validationMessage, onBlur, testId, exclude }: LookupComboboxProps) {
  const styles = useStyles();
  const [text, setText] = useState(value?.label ?? '');
  const [typing, setTyping] = useState(false);
  const [open, setOpen] = useState(false);
  const typingRef = useRef(false);
  typingRef.current = typing;
  useEffect(() => {
    // Typing over a chosen value makes Fluent clear the choice: keep what is being typed.
    if (!value && typingRef.current) return;
    setText(value?.label ?? '');
    setTyping(false);
  }, [value?.value, value?.label]);

  const keyword = useDebounced(typing ? text.trim() : '', LOOKUP_DEBOUNCE_MS);
  const variables = keyword.length >= LOOKUP_MIN_CHARS ? source.variables(keyword) : null;
  const { data, loading } = useQuery(source.query, variables === null ? skipToken : { variables, fetchPolicy: 'cache-first' });
  const options = useMemo(
    () => (data && variables !== null ? source.read(data).filter((option) => !exclude?.has(option.value)) : []),
    // Keyed on whether there is a search, not on the variables object rebuilt at every render.
    [data, source, variables === null, exclude],
  );
  const pending = typing && text.trim() !== keyword;

  const combobox = (
    <Combobox
      className={styles.combobox}
      freeform
      clearable
      placeholder={placeholder ?? texts.lookupHint}
      expandIcon={{ 'aria-label': texts.openList(label) }}
      disabled={disabled}
      value={text}
      open={open}
      onOpenChange={(_, data) => setOpen(data.open)}
      selectedOptions={value ? [value.value] : []}
      data-testid={testId}
      onChange={(event) => {
        setText(event.target.value);
        setTyping(true);
        // Typing, pasting or autofill: show the results as they come.
        setOpen(event.target.value !== '');
        if (event.target.value === '' && value) onChange(null);
      }}
      onOptionSelect={(_, data) => {
        if (!data.optionValue) {
          onChange(null);
          return;
        }
        const chosen = options.find((option) => option.value === data.optionValue);
        if (chosen) onChange(chosen);
        setTyping(false);
      }}
      onBlur={() => {
        // Text typed but nothing picked: show the chosen value again.
        setTyping(false);
        setText(value?.label ?? '');
        onBlur?.();
      }}
    >
      {options.map((option) => (
        <FluentOption key={option.value} value={option.value} text={option.label}>
          {option.detail ? (
            <span className={styles.option}>
              <span>{option.label}</span>
              <span className={styles.detail}>{option.detail}</span>
            </span>
          ) : (
            option.label
          )}
        </FluentOption>
      ))}
      {options.length === 0 && (
        <div className={styles.hint} role="status">
          {loading || pending ? <Spinner size="extra-tiny" label={texts.loading} /> : keyword.length >= LOOKUP_MIN_CHARS ? texts.lookupNone : texts.lookupHint}
        </div>
      )}
    </Combobox>
  );

  if (!label && !validationMessage) return combobox;
  return (
    <Field label={label} required={required} validationMessage={validationMessage} validationState={validationMessage ? 'error' : 'none'}>
      {combobox}
    </Field>
  );
}
