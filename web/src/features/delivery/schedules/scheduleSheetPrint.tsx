/** The round sheet's chunk: loaded by `usePrintSchedule` when a sheet prints. */
import './scheduleSheet.css';
import type { ScheduleDetailFieldsFragment } from '../../../generated/graphql.ts';
import { preparePrintRoot } from '../../../kit/printRoot.tsx';
import { ScheduleSheet } from './ScheduleSheet.tsx';

/** Renders the sheet into the print root; false when another print took its place meanwhile. */
export function prepareScheduleSheet(schedule: ScheduleDetailFieldsFragment): Promise<boolean> {
  return preparePrintRoot(<ScheduleSheet schedule={schedule} />, {
    id: 'schedule-print-root',
    className: 'ss-root',
    kind: 'scheduleSheet',
    ready: async () => {
      // The page's fonts, before the print takes its picture (absent under a test DOM).
      if (typeof document.fonts?.load === 'function') await document.fonts.ready;
    },
  });
}
