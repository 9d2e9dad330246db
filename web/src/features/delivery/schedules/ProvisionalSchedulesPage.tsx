import { SchedulesPage } from './SchedulesPage.tsx';

/** /schedules/provisional: open or synchronized. */
export default function ProvisionalSchedulesPage() {
  return <SchedulesPage kind="PROVISIONAL" />;
}
