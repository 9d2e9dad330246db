import { PROVISIONAL_STATUS_LABELS, Permission, SCHEDULE_STATUS_LABELS } from '@console/schema';
import { SchedulesDocument, type ScheduleKind } from '../../../generated/graphql.ts';
import { ListPage } from '../../../kit/ListPage.tsx';
import { scheduleFilterVariables, scheduleFilters } from './scheduleFilters.ts';
import { scheduleColumns, useScheduleRows, type ScheduleRow } from './scheduleList.tsx';
import { scheduleTexts as texts } from './texts.ts';

const VIEWS: Readonly<Record<ScheduleKind, { title: string; labels: Readonly<Record<number, string>>; status(row: ScheduleRow): number }>> = {
  LOADED: { title: texts.loadedTitle, labels: SCHEDULE_STATUS_LABELS, status: (row) => row.scheduleStatusId },
  PROVISIONAL: { title: texts.provisionalTitle, labels: PROVISIONAL_STATUS_LABELS, status: (row) => row.provisionalStatusId },
};

/**
 * The loaded (live) and provisional schedules (seed 002, permission 22): search by order code, warehouse, vehicle,
 * operation date and status; a row opens its orders; delete (level 5) while open and not synchronized.
 */
export function SchedulesPage({ kind }: { kind: ScheduleKind }) {
  const view = VIEWS[kind];
  const rows = useScheduleRows({ permission: Permission.SCHEDULES, live: kind === 'LOADED', statusLabels: view.labels });
  return (
    <>
      <ListPage
        title={view.title}
        permission={Permission.SCHEDULES}
        query={SchedulesDocument}
        variables={(args) => {
          const { orderCode, warehouseId, vehicleId, operationDate, statusId } = scheduleFilterVariables(args);
          return { page: args.page, take: args.take, filter: { kind, orderCode, warehouseId, vehicleId, operationDate, statusId } };
        }}
        read={(data) => data.schedules}
        columns={scheduleColumns(view.status, view.labels)}
        search={{ placeholder: texts.searchOrder }}
        filters={scheduleFilters(view.labels)}
        {...rows.listProps}
      />
      {rows.dialogs}
    </>
  );
}
