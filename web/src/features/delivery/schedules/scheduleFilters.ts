import { ScheduleVehicleOptionsDocument, ScheduleWarehousesDocument } from '../../../generated/graphql.ts';
import { intFilter, keywordFilter, type ListFilter, type ListQueryArgs } from '../../../kit/ListPage.tsx';
import { queryOptions, toOptions } from '../../../kit/options.ts';
import { scheduleTexts as texts } from './texts.ts';

export const warehouseOptions = queryOptions(ScheduleWarehousesDocument, (data) =>
  toOptions(data.deliveryWarehouses, (warehouse) => warehouse.warehouseId, (warehouse) => warehouse.localisation || warehouse.code),
);

/** The vehicles of the chosen warehouse (all without one). */
const vehicleOptions = queryOptions(
  ScheduleVehicleOptionsDocument,
  (data) => toOptions(data.vehicles.items, (vehicle) => vehicle.vehicleId, (vehicle) => `${vehicle.code} – ${vehicle.matriculation}`),
  (filters) => ({ warehouseId: filters.warehouseId ? Number(filters.warehouseId) : null }),
);

const statusOptions = (labels: Readonly<Record<number, string>>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The loaded and provisional lists' filters (seed 002): order code (the search box), warehouse, vehicle, operation date, status. */
export function scheduleFilters(labels: Readonly<Record<number, string>>): ListFilter[] {
  return [
    { key: 'warehouseId', label: texts.warehouse, source: warehouseOptions, clears: ['vehicleId'] },
    { key: 'vehicleId', label: texts.vehicle, source: vehicleOptions },
    { key: 'operationDate', label: texts.operationDate, input: 'date' },
    { key: 'statusId', label: texts.status, options: statusOptions(labels) },
  ];
}

/** The warehouse screen's filters (seed 002): operation date, status, the warehouse's slots. */
export function warehouseScheduleFilters(labels: Readonly<Record<number, string>>, slots: ListFilter['source']): ListFilter[] {
  return [
    { key: 'operationDate', label: texts.operationDate, input: 'date' },
    { key: 'statusId', label: texts.status, options: statusOptions(labels) },
    { key: 'deliverySlotId', label: texts.slot, source: slots },
  ];
}

/** The filters as the queries take them. */
export function scheduleFilterVariables({ filters }: ListQueryArgs) {
  return {
    orderCode: keywordFilter(filters),
    warehouseId: intFilter(filters, 'warehouseId'),
    vehicleId: intFilter(filters, 'vehicleId'),
    operationDate: filters.operationDate || null,
    statusId: intFilter(filters, 'statusId'),
    deliverySlotId: intFilter(filters, 'deliverySlotId'),
  };
}
