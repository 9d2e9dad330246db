import { useQuery } from '@apollo/client/react';
import { Caption1, Dropdown, Field, Input, MessageBar, MessageBarBody, Option as FluentOption, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Call20Regular, History20Regular } from '@fluentui/react-icons';
import { Level, Permission, assignmentDateRange } from '@console/schema';
import { useState } from 'react';
import {
  CallAgentsDocument,
  CallAssignmentsDocument,
  CallResponseTypeDetailsDocument,
  CallResponseTypesDocument,
  type CallAssignmentFieldsFragment,
} from '../../generated/graphql.ts';
import { DataTable, type Column } from '../../kit/DataTable.tsx';
import { errorMessages } from '../../kit/errors.ts';
import { OrderHistoryDialog } from '../../kit/OrderHistoryDialog.tsx';
import { toOptions, type Option } from '../../kit/options.ts';
import { useAccess } from '../../kit/useAccess.ts';
import { kitTexts } from '../../kit/texts.ts';
import { useBusinessDay } from '../../kit/useBusinessDay.ts';
import { CallDialog } from './CallDialog.tsx';
import { isInRange } from './callForm.ts';
import { callTexts } from './texts.ts';

type Assignment = CallAssignmentFieldsFragment;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  filters: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalL },
  filter: { width: '200px' },
  dropdown: { minWidth: '200px' },
});

const yesNo = (value: boolean) => (value ? callTexts.yes : callTexts.no);

const lastResponse = (assignment: Assignment) => {
  const last = assignment.lastAssignmentResponse;
  if (!last) return '';
  return last.detailName ? `${last.typeName} – ${last.detailName}` : last.typeName;
};

// At 1280 px with the menu open every column fits (dense cells, kit/columnFit.ts); on a narrower screen the agent,
// the contact (shown in the call dialog), then the channel hide.
const baseColumns: Column<Assignment>[] = [
  { id: 'code', header: callTexts.code, cell: (row) => row.customer.code, width: '88px' },
  { id: 'name', header: callTexts.name, cell: (row) => row.customer.name, minWidth: 140 },
  { id: 'phone', header: callTexts.phone, cell: (row) => row.customer.phoneNumber ?? '', width: '120px' },
  { id: 'contact', header: callTexts.contact, cell: (row) => row.customer.contactName ?? '', width: '104px', wrap: true, priority: 3 },
  { id: 'channel', header: callTexts.channel, cell: (row) => row.customer.channelName ?? '', width: '80px', priority: 2 },
  { id: 'lastResponse', header: callTexts.lastResponse, cell: lastResponse, minWidth: 140, wrap: true },
  { id: 'contacted', header: callTexts.contacted, cell: (row) => yesNo(row.contacted), width: '72px' },
  { id: 'callable', header: callTexts.callable, cell: (row) => yesNo(row.callable), width: '80px' },
];
const agentColumn: Column<Assignment> = { id: 'agent', header: callTexts.agent, cell: (row) => row.agentName, width: '120px', wrap: true, priority: 4 };

/** A filter's select with 'Tous' first ('' = no filter). */
function FilterSelect({ label, value, options, onChange, disabled }: { label: string; value: string; options: readonly Option[]; onChange(value: string): void; disabled?: boolean }) {
  const styles = useStyles();
  const all: Option = { value: '', label: callTexts.all };
  const choices = [all, ...options];
  return (
    <Field label={label} className={styles.filter}>
      <Dropdown
        className={styles.dropdown}
        value={choices.find((option) => option.value === value)?.label ?? callTexts.all}
        selectedOptions={[value]}
        disabled={disabled}
        onOptionSelect={(_, data) => onChange(data.optionValue ?? '')}
      >
        {choices.map((option) => (
          <FluentOption key={option.value || 'all'} value={option.value}>
            {option.label}
          </FluentOption>
        ))}
      </Dropdown>
    </Field>
  );
}

/**
 * The call assignments of a day (seed 001 section 3 and the call flow): date from 7 days back to 5 ahead,
 * the last response's type and detail, and for a supervisor the agent; 'Appeler' on a callable row, 'Historique'
 * for the customer's orders. `onTakeOrder` runs before the call dialog opens the point of sale.
 */
export function AssignmentsList({ onTakeOrder }: { onTakeOrder?(): void } = {}) {
  // The server's day, not the browser's: it decides which assignments are today's and callable.
  const today = useBusinessDay();
  if (!today) return <Spinner size="small" label={kitTexts.loading} />;
  return <DayAssignments today={today} onTakeOrder={onTakeOrder} />;
}

function DayAssignments({ today, onTakeOrder }: { today: string; onTakeOrder?(): void }) {
  const styles = useStyles();
  const range = assignmentDateRange(today);
  const [date, setDate] = useState(today);
  const [typeId, setTypeId] = useState('');
  const [detailId, setDetailId] = useState('');
  const [agentId, setAgentId] = useState('');
  const [calling, setCalling] = useState<Assignment | null>(null);
  const [historyOf, setHistoryOf] = useState<number | null>(null);
  // The agents' list is the users administration's: a supervisor or an administrator holds it, an agent does not.
  const canChooseAgent = useAccess({ permissions: [Permission.USERS], levels: [Level.EDIT] });

  const dateValid = isInRange(date, range);
  const types = useQuery(CallResponseTypesDocument, { fetchPolicy: 'cache-first' });
  const details = useQuery(CallResponseTypeDetailsDocument, { variables: { responseTypeId: Number(typeId) }, skip: typeId === '', fetchPolicy: 'cache-first' });
  const agents = useQuery(CallAgentsDocument, { skip: !canChooseAgent, fetchPolicy: 'cache-first' });
  const assignments = useQuery(CallAssignmentsDocument, {
    variables: {
      date,
      responseTypeId: typeId === '' ? null : Number(typeId),
      responseTypeDetailId: detailId === '' ? null : Number(detailId),
      agentId: agentId === '' ? null : Number(agentId),
    },
    skip: !dateValid,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });

  const typeOptions = toOptions(types.data?.assignmentResponseTypes ?? [], (type) => type.assignmentResponseTypeId, (type) => type.name);
  const detailOptions = toOptions(details.data?.assignmentResponseTypeDetails ?? [], (detail) => detail.assignmentResponseTypeDetailId, (detail) => detail.name);
  const agentOptions = toOptions(agents.data?.callCentreAgents ?? [], (agent) => agent.userId, (agent) => `${agent.firstName} ${agent.lastName}`);
  const rows = dateValid ? (assignments.data?.callAssignments ?? []) : [];
  const columns = canChooseAgent ? [...baseColumns, agentColumn] : baseColumns;

  return (
    <div className={styles.root}>
      <div className={styles.filters}>
        <Field
          label={callTexts.date}
          className={styles.filter}
          validationState={dateValid ? 'none' : 'error'}
          validationMessage={dateValid ? undefined : callTexts.dateOutOfRange(range.minDate, range.maxDate)}
        >
          <Input type="date" name="assignmentDate" value={date} min={range.minDate} max={range.maxDate} onChange={(_, data) => setDate(data.value)} />
        </Field>
        <FilterSelect
          label={callTexts.responseType}
          value={typeId}
          options={typeOptions}
          onChange={(value) => {
            setTypeId(value);
            setDetailId('');
          }}
        />
        <FilterSelect label={callTexts.detail} value={detailId} options={detailOptions} onChange={setDetailId} disabled={detailOptions.length === 0} />
        {canChooseAgent && <FilterSelect label={callTexts.agent} value={agentId} options={agentOptions} onChange={setAgentId} />}
      </div>
      {assignments.error && (
        <MessageBar intent="error">
          <MessageBarBody>{errorMessages(assignments.error).join(' ')}</MessageBarBody>
        </MessageBar>
      )}
      <Caption1 aria-live="polite">{callTexts.assignmentsCount(rows.length)}</Caption1>
      <DataTable
        label={callTexts.assignmentsLabel}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.userAssignmentAgentCcId}
        loading={assignments.loading}
        emptyText={callTexts.noAssignments}
        rowButtons={[
          { id: 'history', label: callTexts.history, icon: <History20Regular />, onClick: (row) => setHistoryOf(row.customer.customerId) },
          { id: 'call', label: callTexts.call, icon: <Call20Regular />, onClick: (row) => setCalling(row), disabled: (row) => !row.callable },
        ]}
      />
      <CallDialog assignment={calling} onClose={() => setCalling(null)} onResponded={() => void assignments.refetch()} onTakeOrder={onTakeOrder} />
      <OrderHistoryDialog customerId={historyOf ?? 0} open={historyOf !== null} onClose={() => setHistoryOf(null)} />
    </div>
  );
}
