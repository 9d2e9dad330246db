import { PREPARATION_STATUS_LABELS, PreparationStatus } from '@console/schema';
import { StatusBadge, type StatusTone } from '../../../kit/StatusBadge.tsx';

/** Preparation statuses by meaning: not started waits, in progress is under way, prepared is done, partial needs a look. */
const PREPARATION_TONES: Readonly<Record<number, StatusTone>> = {
  [PreparationStatus.NOT_STARTED]: 'attention',
  [PreparationStatus.IN_PROGRESS]: 'prospect',
  [PreparationStatus.PREPARED]: 'active',
  [PreparationStatus.PARTIALLY_PREPARED]: 'pending',
};

/** A preparation status as a badge (« Pas encore », « En cours », …). */
export function PreparationBadge({ status, testId }: { status: number; testId?: string }) {
  return (
    <StatusBadge tone={PREPARATION_TONES[status] ?? 'attention'} testId={testId}>
      {PREPARATION_STATUS_LABELS[status] ?? String(status)}
    </StatusBadge>
  );
}
