import { Delete20Regular } from '@fluentui/react-icons';
import { Level, canDeleteSchedule } from '@console/schema';
import { useCallback, useState, type ReactNode } from 'react';
import { DeleteScheduleDocument, type ScheduleFieldsFragment } from '../../../generated/graphql.ts';
import { useConfirm } from '../../../kit/ConfirmDialog.tsx';
import type { Column } from '../../../kit/DataTable.tsx';
import type { ListRowAction } from '../../../kit/ListPage.tsx';
import { formatDate } from '../../../kit/dates.ts';
import { formatMoney, formatWeight } from '../../../kit/money.ts';
import { kitTexts } from '../../../kit/texts.ts';
import { useDeleteMutation } from '../../../kit/useDeleteMutation.ts';
import { deliveryManText, slotText, vehicleText } from './scheduleFormat.ts';
import { ScheduleOrdersDialog } from './ScheduleOrdersDialog.tsx';
import { ScheduleStatusBadge } from './ScheduleStatus.tsx';
import { scheduleTexts as texts } from './texts.ts';

export type ScheduleRow = ScheduleFieldsFragment;

/**
 * The schedules' table (seed 002): code, vehicle, delivery man, date, slot, orders, weight, TTC and the status of the
 * screen. At 1280 px beside the menu the slot, then the weight, give way first.
 */
export function scheduleColumns(status: (row: ScheduleRow) => number, labels: Readonly<Record<number, string>>): Column<ScheduleRow>[] {
  return [
    { id: 'code', header: texts.code, cell: (row) => row.code, width: '150px' },
    { id: 'vehicle', header: texts.vehicle, cell: (row) => vehicleText(row.vehicle), minWidth: 130, wrap: true },
    { id: 'deliveryMan', header: texts.deliveryMan, cell: (row) => deliveryManText(row.vehicle), minWidth: 100, wrap: true, priority: 2 },
    { id: 'operationDate', header: texts.operationDate, cell: (row) => formatDate(row.operationDate), width: '95px' },
    { id: 'slot', header: texts.slot, cell: (row) => slotText(row.deliverySlot), width: '100px', priority: 4 },
    { id: 'orderCount', header: texts.orderCount, cell: (row) => row.orderCount, width: '95px', align: 'end' },
    { id: 'weight', header: texts.weight, cell: (row) => formatWeight(row.weight), width: '95px', align: 'end', priority: 3 },
    { id: 'totalTTC', header: texts.totalTTC, cell: (row) => formatMoney(row.totalAmountTTC), width: '110px', align: 'end' },
    { id: 'status', header: texts.status, cell: (row) => <ScheduleStatusBadge statusId={status(row)} labels={labels} />, title: (row) => labels[status(row)] ?? '', width: '95px' },
  ];
}

/**
 * What the three schedule lists share: the row opens the schedule's orders dialog, delete (level 5, open and not
 * synchronized) asks first and reloads the list. `live` dialogs show the schedule's code.
 */
export function useScheduleRows({ permission, live, statusLabels }: { permission: number; live: boolean; statusLabels: Readonly<Record<number, string>> }): {
  /** Spread into the ListPage. */
  listProps: {
    rowKey(row: ScheduleRow): number;
    onRowClick(row: ScheduleRow): void;
    openLevels: readonly number[];
    rowActions: ListRowAction<ScheduleRow>[];
    refreshKey: number;
  };
  dialogs: ReactNode;
} {
  const [openId, setOpenId] = useState<number | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const { confirm, dialog } = useConfirm();
  const evicted = useCallback((variables: { scheduleId: number }) => ({ __typename: 'Schedule', scheduleId: variables.scheduleId }), []);
  const { remove } = useDeleteMutation(DeleteScheduleDocument, (data) => data.deleteSchedule, evicted);
  const deleteSchedule = async (row: ScheduleRow) => {
    const confirmed = await confirm({ title: texts.deleteTitle, message: texts.deleteMessage(row.code), confirmLabel: kitTexts.delete });
    if (confirmed && (await remove({ scheduleId: row.scheduleId }))) setRefreshKey((key) => key + 1);
  };
  return {
    listProps: {
      rowKey: (row) => row.scheduleId,
      onRowClick: (row) => setOpenId(row.scheduleId),
      // Anyone holding the screen's permission opens a schedule's orders.
      openLevels: [],
      rowActions: [
        {
          id: 'delete',
          label: kitTexts.delete,
          icon: <Delete20Regular />,
          levels: [Level.DELETE],
          hidden: (row) => !canDeleteSchedule(row),
          onClick: (row) => void deleteSchedule(row),
        },
      ],
      refreshKey,
    },
    dialogs: (
      <>
        {dialog}
        <ScheduleOrdersDialog scheduleId={openId} permission={permission} live={live} statusLabels={statusLabels} onClose={() => setOpenId(null)} />
      </>
    ),
  };
}
