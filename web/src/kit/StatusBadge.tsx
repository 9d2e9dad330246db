import { Badge, makeStyles, shorthands, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

/** What a status means to the user; each meaning has one colour across the console ('planned': set up, not started yet, blue). */
export type StatusTone = 'pending' | 'validated' | 'active' | 'inactive' | 'attention' | 'prospect' | 'planned';

type BadgeColor = 'warning' | 'brand' | 'success' | 'danger' | 'informative' | 'subtle';

/** The one mapping from meaning to colour. */
export const STATUS_TONE_COLORS: Readonly<Record<StatusTone, BadgeColor>> = {
  pending: 'warning',
  validated: 'brand',
  active: 'success',
  inactive: 'danger',
  attention: 'subtle',
  prospect: 'informative',
  // Blue, which Fluent's badges lack (the brand is orange here): the badge's own class paints it.
  planned: 'informative',
};

const useStyles = makeStyles({
  planned: { backgroundColor: tokens.colorPaletteBlueBackground2, color: tokens.colorPaletteBlueForeground2, ...shorthands.borderColor(tokens.colorPaletteBlueBorderActive) },
});

/** A status shown as a tinted badge in its tone's colour (lists, detail pages, dialogs). */
export function StatusBadge({ tone, children, testId }: { tone: StatusTone; children: ReactNode; testId?: string }) {
  const styles = useStyles();
  return (
    <Badge appearance="tint" color={STATUS_TONE_COLORS[tone]} className={tone === 'planned' ? styles.planned : undefined} data-testid={testId}>
      {children}
    </Badge>
  );
}
