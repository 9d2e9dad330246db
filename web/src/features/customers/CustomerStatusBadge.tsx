import { StatusBadge } from '../../kit/StatusBadge.tsx';
import { customerStatusTone, statusLabel } from './rules.ts';

/** A customer's status, the same badge on the list and the customer page. */
export function CustomerStatusBadge({ statusId, testId }: { statusId: number | null | undefined; testId?: string }) {
  return (
    <StatusBadge tone={customerStatusTone(statusId)} testId={testId}>
      {statusLabel(statusId)}
    </StatusBadge>
  );
}
