import { Badge } from '@fluentui/react-components';
import type { ReactNode } from 'react';

/** What a status means to the user; each meaning has one colour across the console. */
export type StatusTone = 'pending' | 'validated' | 'active' | 'inactive' | 'attention' | 'prospect';

type BadgeColor = 'warning' | 'brand' | 'success' | 'danger' | 'informative' | 'subtle';

/** The one mapping from meaning to colour. */
export const STATUS_TONE_COLORS: Readonly<Record<StatusTone, BadgeColor>> = {
  pending: 'warning',
  validated: 'brand',
  active: 'success',
  inactive: 'danger',
  attention: 'subtle',
  prospect: 'informative',
};

/** A status shown as a tinted badge in its tone's colour (lists, detail pages, dialogs). */
export function StatusBadge({ tone, children, testId }: { tone: StatusTone; children: ReactNode; testId?: string }) {
  return (
    <Badge appearance="tint" color={STATUS_TONE_COLORS[tone]} data-testid={testId}>
      {children}
    </Badge>
  );
}
