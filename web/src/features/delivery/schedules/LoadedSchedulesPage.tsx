import { SchedulesPage } from './SchedulesPage.tsx';

/** /schedules/loaded: the live schedules. */
export default function LoadedSchedulesPage() {
  return <SchedulesPage kind="LOADED" />;
}
