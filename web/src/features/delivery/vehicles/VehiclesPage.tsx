import { Level, Permission } from '@console/schema';
import { DeleteVehicleDocument, VehicleListDocument, VehicleWarehousesDocument, type VehicleListQuery } from '../../../generated/graphql.ts';
import type { Column } from '../../../kit/DataTable.tsx';
import { formatDate } from '../../../kit/dates.ts';
import { ListPage, intFilter, keywordFilter, type ListFilter } from '../../../kit/ListPage.tsx';
import { formatNumber } from '../../../kit/money.ts';
import { queryOptions } from '../../../kit/options.ts';
import { kitTexts } from '../../../kit/texts.ts';
import { useDeleteMutation } from '../../../kit/useDeleteMutation.ts';
import { personName, warehouseOption } from './vehicleForm.ts';

type VehicleRow = VehicleListQuery['vehicles']['items'][number];

const read = (data: VehicleListQuery) => data.vehicles;
const deleted = (data: { deleteVehicle: boolean }) => data.deleteVehicle;
const evicted = (variables: { vehicleId: number }) => ({ __typename: 'Vehicle', vehicleId: variables.vehicleId });

// Narrow widths: the seed's eleven columns all fit 1280 px beside the open menu (long texts end in '…').
const columns: Column<VehicleRow>[] = [
  { id: 'id', header: 'Id', cell: (vehicle) => vehicle.vehicleId, width: '32px' },
  { id: 'code', header: 'Code', cell: (vehicle) => vehicle.code, minWidth: 64 },
  { id: 'matriculation', header: 'Matricule', cell: (vehicle) => vehicle.matriculation, minWidth: 84 },
  { id: 'brand', header: 'Marque', cell: (vehicle) => vehicle.brand ?? '', minWidth: 64, priority: 2 },
  { id: 'model', header: 'Modèle', cell: (vehicle) => vehicle.model ?? '', minWidth: 64, priority: 3 },
  { id: 'year', header: 'Année', cell: (vehicle) => vehicle.year?.slice(0, 4) ?? '', width: '44px', priority: 4 },
  { id: 'volume', header: 'Volume (m3)', cell: (vehicle) => formatNumber(vehicle.volume), width: '88px', align: 'end' },
  { id: 'weight', header: 'Poids (kg)', cell: (vehicle) => formatNumber(vehicle.weight), width: '72px', align: 'end' },
  { id: 'deliveryMan', header: 'Livreur', cell: (vehicle) => (vehicle.deliveryMan ? personName(vehicle.deliveryMan) : ''), minWidth: 96, priority: 2 },
  { id: 'active', header: 'Actif', cell: (vehicle) => (vehicle.active ? kitTexts.yes : kitTexts.no), width: '40px' },
  { id: 'createdAt', header: 'Créé le', cell: (vehicle) => formatDate(vehicle.createdAt), width: '88px', priority: 3 },
];

const filters: ListFilter[] = [
  { key: 'warehouseId', label: 'Entrepôt', source: queryOptions(VehicleWarehousesDocument, (data) => data.deliveryWarehouses.map(warehouseOption)) },
];

/**
 * /vehicules (permission 21, any level): the vehicles with search and a warehouse filter, 10 a page;
 * new at level 3, a row opens the vehicle at 4, delete at 5 (seed 002).
 */
export default function VehiclesPage() {
  const del = useDeleteMutation(DeleteVehicleDocument, deleted, evicted);
  return (
    <ListPage
      title="Véhicules"
      permission={Permission.VEHICLES}
      query={VehicleListDocument}
      variables={({ page, take, filters: chosen }) => ({ page, take, keyword: keywordFilter(chosen), warehouseId: intFilter(chosen, 'warehouseId') })}
      read={read}
      rowKey={(vehicle) => vehicle.vehicleId}
      columns={columns}
      filters={filters}
      rowHref={(vehicle) => `/vehicules/${vehicle.vehicleId}`}
      openLevels={[Level.EDIT]}
      add={{ href: '/vehicules/new', label: 'Nouveau véhicule' }}
      remove={{ run: (vehicle) => del.remove({ vehicleId: vehicle.vehicleId }) }}
    />
  );
}
