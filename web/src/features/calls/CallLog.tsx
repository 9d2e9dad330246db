import { useQuery } from '@apollo/client/react';
import { Button, Caption1, Dropdown, Field, Input, MessageBar, MessageBarBody, Option as FluentOption, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwise20Regular, ArrowDownload20Regular, CallInbound16Regular, CallOutbound16Regular, Cart20Regular, Person20Regular } from '@fluentui/react-icons';
import {
  CALL_RANGES,
  CALL_RANGE_LABELS,
  CALL_STATES,
  CALL_STATE_LABELS,
  DEFAULT_CALL_LOG_ROWS,
  Level,
  MAX_CALL_LOG_ROWS,
  PRIVATE_NUMBER_LABEL,
  Permission,
  callDirection,
  callLogRowCount,
  callRangeDays,
  formatCallDuration,
  formatCallNumber,
  isCallRange,
  isCallState,
  shownCaller,
  type CallRange,
  type CallState,
} from '@console/schema';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CallLogDocument, type CallLogQuery } from '../../generated/graphql.ts';
import { DataTable, type Column } from '../../kit/DataTable.tsx';
import { formatDateTime } from '../../kit/dates.ts';
import { errorMessages } from '../../kit/errors.ts';
import { ExportProgress } from '../../kit/ExportProgress.tsx';
import { useExportJob } from '../../kit/exportJob.ts';
import { SearchBox } from '../../kit/ListPage.tsx';
import { useAccess } from '../../kit/useAccess.ts';
import { useBusinessDay } from '../../kit/useBusinessDay.ts';
import { callTexts } from './texts.ts';

type CallRow = CallLogQuery['callLog'][number];

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  filters: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL },
  dropdown: { minWidth: '190px' },
  rows: { width: '120px' },
  direction: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  private: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
  unanswered: { color: tokens.colorPaletteRedForeground1 },
});

function Direction({ callerId }: { callerId: string }) {
  const styles = useStyles();
  const outgoing = callDirection(callerId) === 'OUTGOING';
  return (
    <span className={styles.direction}>
      {outgoing ? <CallOutbound16Regular /> : <CallInbound16Regular />}
      {outgoing ? callTexts.outgoing : callTexts.incoming}
    </span>
  );
}

function Caller({ callerId }: { callerId: string }) {
  const styles = useStyles();
  const shown = shownCaller(callerId);
  return <span className={shown === PRIVATE_NUMBER_LABEL ? styles.private : undefined}>{shown}</span>;
}

function Answered({ answered }: { answered: boolean }) {
  const styles = useStyles();
  return <span className={answered ? undefined : styles.unanswered}>{answered ? callTexts.yes : callTexts.no}</span>;
}

// Fits 1280 px with the menu open; on a narrower screen the agent, then the direction hide (the caller tells it).
const columns: Column<CallRow>[] = [
  { id: 'direction', header: callTexts.direction, cell: (row) => <Direction callerId={row.callerId} />, width: '96px', priority: 2 },
  { id: 'caller', header: callTexts.caller, cell: (row) => <Caller callerId={row.callerId} />, title: (row) => shownCaller(row.callerId), minWidth: 150 },
  { id: 'destination', header: callTexts.destination, cell: (row) => formatCallNumber(row.destination), minWidth: 150 },
  { id: 'duration', header: callTexts.duration, cell: (row) => formatCallDuration(row.durationSeconds), width: '72px', align: 'end' },
  { id: 'answered', header: callTexts.answeredColumn, cell: (row) => <Answered answered={row.answered} />, width: '80px' },
  { id: 'startedAt', header: callTexts.callTime, cell: (row) => formatDateTime(row.startedAt), width: '136px' },
  { id: 'customer', header: callTexts.customer, cell: (row) => (row.customer ? `${row.customer.name} (${row.customer.code})` : ''), minWidth: 160, wrap: true },
  { id: 'agent', header: callTexts.agent, cell: (row) => row.agent?.name ?? '', width: '130px', wrap: true, priority: 3 },
];

function Choice<T extends string>({ label, value, values, labels, onChange }: { label: string; value: T; values: readonly T[]; labels: Readonly<Record<T, string>>; onChange(value: string): void }) {
  const styles = useStyles();
  return (
    <Field label={label}>
      <Dropdown className={styles.dropdown} value={labels[value]} selectedOptions={[value]} onOptionSelect={(_, data) => onChange(data.optionValue ?? value)}>
        {values.map((option) => (
          <FluentOption key={option} value={option}>
            {labels[option]}
          </FluentOption>
        ))}
      </Dropdown>
    </Field>
  );
}

/** The number of rows: applied on Enter or when left, coerced as the seed says (never negative, an integer). */
function RowsInput({ value, onApply }: { value: number; onApply(value: number): void }) {
  const styles = useStyles();
  const [text, setText] = useState(String(value));
  const apply = () => {
    const rows = callLogRowCount(text);
    setText(String(rows));
    onApply(rows);
  };
  return (
    <Field label={callTexts.rows}>
      <Input
        className={styles.rows}
        type="number"
        name="numberOfRows"
        min={1}
        max={MAX_CALL_LOG_ROWS}
        step={1}
        value={text}
        onChange={(_, data) => setText(data.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply();
        }}
      />
    </Field>
  );
}

/**
 * The telephone call log (seed 002 « Journal des appels », permission 23): search, range, call state and number of
 * rows; a matched customer opens on a click, « Prendre la commande » opens the point of sale for them.
 */
export function CallLog() {
  const styles = useStyles();
  const navigate = useNavigate();
  const [range, setRange] = useState<CallRange>('Today');
  const [state, setState] = useState<CallState>('All');
  const [rows, setRows] = useState(DEFAULT_CALL_LOG_ROWS);
  const [search, setSearch] = useState('');
  const canOpenCustomer = useAccess({ permissions: [Permission.CUSTOMERS], levels: [Level.EDIT] });
  const canTakeOrder = useAccess({ permissions: [Permission.POINT_OF_SALE], levels: [Level.CREATE] });
  const canExport = useAccess({ permissions: [Permission.CALLS], levels: [Level.EXPORT] });
  const today = useBusinessDay();
  const exportJob = useExportJob();
  const exporting = exportJob.starting || exportJob.running;
  // The export centre's 3CX export (3Cx.xlsx, written by rest-api) with the log's filters: its range as days.
  const exportExcel = (businessDay: string) => {
    const { first, last } = callRangeDays(range, businessDay);
    void exportJob.start('CALLS_3CX', { dateFrom: first, dateTo: last, callState: state, ...(search === '' ? {} : { keyword: search }) });
  };

  const calls = useQuery(CallLogDocument, {
    variables: { dateRangeType: range, callState: state, numberOfRows: rows, searchFilter: search === '' ? null : search },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const shown = calls.data?.callLog ?? [];
  const openCustomer = (row: CallRow) => {
    if (row.customer) void navigate(`/customers/${row.customer.customerId}`);
  };

  return (
    <div className={styles.root}>
      <div className={styles.filters} role="search">
        <SearchBox value={search} placeholder="Numéro, client, agent…" onSearch={setSearch} />
        <Choice label={callTexts.range} value={range} values={CALL_RANGES} labels={CALL_RANGE_LABELS} onChange={(value) => isCallRange(value) && setRange(value)} />
        <Choice label={callTexts.state} value={state} values={CALL_STATES} labels={CALL_STATE_LABELS} onChange={(value) => isCallState(value) && setState(value)} />
        <RowsInput value={rows} onApply={setRows} />
        <Button icon={<ArrowClockwise20Regular />} onClick={() => void calls.refetch()}>
          {callTexts.refresh}
        </Button>
        {canExport && (
          <Button icon={<ArrowDownload20Regular />} disabled={exporting || today === null} onClick={() => today && exportExcel(today)}>
            {callTexts.exportExcel}
          </Button>
        )}
        {canExport && <ExportProgress job={exportJob.job} onCancel={() => void exportJob.cancel()} />}
      </div>
      {calls.error && (
        <MessageBar intent="error">
          <MessageBarBody>{errorMessages(calls.error).join(' ')}</MessageBarBody>
        </MessageBar>
      )}
      <Caption1 aria-live="polite">{callTexts.callsCount(shown.length, rows)}</Caption1>
      <DataTable
        label={callTexts.callLogLabel}
        columns={columns}
        rows={shown}
        rowKey={(row) => row.callRecordId}
        loading={calls.loading}
        emptyText={callTexts.noCalls}
        onRowClick={canOpenCustomer ? openCustomer : undefined}
        rowButtons={[
          ...(canOpenCustomer ? [{ id: 'open', label: callTexts.openCustomer, icon: <Person20Regular />, onClick: openCustomer, disabled: (row: CallRow) => row.customer === null }] : []),
          ...(canTakeOrder
            ? [
                {
                  id: 'take-order',
                  label: callTexts.takeOrder,
                  icon: <Cart20Regular />,
                  onClick: (row: CallRow) => {
                    if (row.customer) void navigate(`/orders/pos?customerId=${row.customer.customerId}`);
                  },
                  disabled: (row: CallRow) => row.customer === null,
                },
              ]
            : []),
        ]}
      />
    </div>
  );
}
