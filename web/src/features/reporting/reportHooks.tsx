import { useSubscription } from '@apollo/client/react';
import { Field, Input, Spinner, makeStyles } from '@fluentui/react-components';
import { useEffect, useRef, type ReactNode } from 'react';
import { ReportChangesDocument } from '../../generated/graphql.ts';
import { useBusinessDay } from '../../kit/useBusinessDay.ts';
import { isDay } from './period.ts';
import { reportTexts as texts } from './texts.ts';

const useStyles = makeStyles({ day: { width: '170px' } });

/**
 * Calls `onChange` whenever the gateway pushes a report change (`reportChanges`: an order confirmed, cancelled,
 * returned, delivered or collected, a till closed, a sync, anywhere): the open report reads again. One
 * subscription per open report, fed by the gateway's Redis fan-out; no polling.
 */
export function useReportChanges(onChange: () => void): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  useSubscription(ReportChangesDocument, { onData: () => latest.current() });
}

/** Renders the report once the server's day (`businessClock`, never the browser's) is known: the pickers' default. */
export function WithBusinessDay({ children }: { children: (today: string) => ReactNode }) {
  const today = useBusinessDay();
  if (!today) return <Spinner label={texts.loading} />;
  return children(today);
}

/** A day picker (YYYY-MM-DD); an emptied or half-typed value is not passed on. */
export function DayField({ label, name, value, onChange }: { label: string; name: string; value: string; onChange(day: string): void }) {
  const styles = useStyles();
  return (
    <Field label={label} className={styles.day}>
      <Input
        type="date"
        name={name}
        value={value}
        onChange={(_, data) => {
          if (isDay(data.value)) onChange(data.value);
        }}
      />
    </Field>
  );
}
