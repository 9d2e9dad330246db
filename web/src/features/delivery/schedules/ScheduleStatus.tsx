import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { SCHEDULE_ORDER_STATUS_COLOURS, SCHEDULE_STATUS_COLOURS, ScheduleOrderStatus } from '@console/schema';
import { StatusBadge, type StatusTone } from '../../../kit/StatusBadge.tsx';
import { scheduleTexts as texts } from './texts.ts';

/** The seed's colours as the console's tones (kit/StatusBadge.tsx gives each tone its colour). */
const COLOUR_TONES: Readonly<Record<string, StatusTone>> = { blue: 'planned', green: 'active', yellow: 'pending', red: 'inactive' };

/** A schedule status (or a provisional one: 1 open blue, 2 synchronized green) with the screen's own labels. */
export function ScheduleStatusBadge({ statusId, labels }: { statusId: number; labels: Readonly<Record<number, string>> }) {
  return (
    <StatusBadge tone={COLOUR_TONES[SCHEDULE_STATUS_COLOURS[statusId] ?? ''] ?? 'attention'} testId="schedule-status">
      {labels[statusId] ?? String(statusId)}
    </StatusBadge>
  );
}

const useStyles = makeStyles({
  dot: { display: 'inline-block', width: '12px', height: '12px', borderRadius: tokens.borderRadiusCircular, verticalAlign: 'middle' },
  yellow: { backgroundColor: tokens.colorPaletteMarigoldBackground3 },
  red: { backgroundColor: tokens.colorPaletteRedBackground3 },
  green: { backgroundColor: tokens.colorPaletteGreenBackground3 },
});

/** An order's delivery status as a dot: 1 in progress yellow, 2 returned red, 3 delivered green (null counts as 1). */
export function ScheduleOrderDot({ statusId }: { statusId: number | null }) {
  const styles = useStyles();
  const status = statusId ?? ScheduleOrderStatus.IN_PROGRESS;
  const colour = SCHEDULE_ORDER_STATUS_COLOURS[status] ?? 'yellow';
  const colours: Readonly<Record<string, string>> = { yellow: styles.yellow, red: styles.red, green: styles.green };
  const label = texts.orderStatus[status] ?? String(status);
  return <span role="img" aria-label={label} title={label} className={mergeClasses(styles.dot, colours[colour])} data-testid="order-dot" data-colour={colour} />;
}
