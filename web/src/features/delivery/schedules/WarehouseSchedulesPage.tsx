import { useQuery } from '@apollo/client/react';
import { Text } from '@fluentui/react-components';
import { Permission, WAREHOUSE_SCHEDULE_STATUS_LABELS } from '@console/schema';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ScheduleViewerDocument, ScheduleWarehousesDocument, WarehouseSchedulesDocument } from '../../../generated/graphql.ts';
import { ListPage } from '../../../kit/ListPage.tsx';
import { queryOptions, toOptions } from '../../../kit/options.ts';
import { scheduleFilterVariables, warehouseOptions, warehouseScheduleFilters } from './scheduleFilters.ts';
import { scheduleColumns, useScheduleRows } from './scheduleList.tsx';
import { slotText } from './scheduleFormat.ts';
import { scheduleTexts as texts } from './texts.ts';

const labels = WAREHOUSE_SCHEDULE_STATUS_LABELS;
const columns = scheduleColumns((row) => row.scheduleStatusId, labels);

/** The slots of the warehouse shown (none until there is one). */
function slotOptions(warehouseId: number | null) {
  return queryOptions(
    ScheduleWarehousesDocument,
    (data) => toOptions(data.deliveryWarehouses.find((warehouse) => warehouse.warehouseId === warehouseId)?.slots ?? [], (slot) => slot.deliverySlotId, slotText),
    () => (warehouseId === null ? null : {}),
  );
}

/**
 * The warehouse's schedules (seed 002, permission 40): the signed-in user's warehouse (a user without one picks
 * it), filtered by operation date, status (2 reads « Facturé ») and slot; the same dialog and delete as the others.
 */
export default function WarehouseSchedulesPage() {
  const viewer = useQuery(ScheduleViewerDocument);
  const own = viewer.data?.viewer.warehouse ?? null;
  const ownId = own?.warehouseId ?? null;
  // ListPage keeps the chosen warehouse in the URL.
  const [params] = useSearchParams();
  const chosenId = Number(params.get('warehouseId')) || null;
  const warehouseId = ownId ?? chosenId;
  const rows = useScheduleRows({ permission: Permission.WAREHOUSE_SCHEDULES, live: true, statusLabels: labels });
  const filters = useMemo(() => {
    const shared = warehouseScheduleFilters(labels, slotOptions(warehouseId));
    return ownId === null ? [{ key: 'warehouseId', label: texts.warehouse, source: warehouseOptions, clears: ['deliverySlotId'] }, ...shared] : shared;
  }, [ownId, warehouseId]);
  if (!viewer.data) return null;
  return (
    <>
      <ListPage
        title={texts.warehouseTitle}
        permission={Permission.WAREHOUSE_SCHEDULES}
        query={WarehouseSchedulesDocument}
        variables={(args) => {
          const { operationDate, statusId, deliverySlotId } = scheduleFilterVariables(args);
          return { page: args.page, take: args.take, warehouseId, operationDate, statusId, deliverySlotId };
        }}
        read={(data) => data.warehouseSchedules}
        columns={columns}
        search={false}
        emptyText={warehouseId === null ? texts.chooseWarehouse : undefined}
        filters={filters}
        toolbar={() => own && <Text data-testid="own-warehouse">{`${texts.warehouse} : ${own.localisation || own.code}`}</Text>}
        {...rows.listProps}
      />
      {rows.dialogs}
    </>
  );
}
