/** Vehicles: one transaction per write, reading the facts, asking the rules, writing. */
import { DeliveryMessages, heldWarehouse, Permission, type GrantedPermission } from '@console/schema';
import type { Db, Executor } from '../db/db.ts';
import { deleteOrRefuse } from '../http/crud.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import { requireExisting } from '../http/references.ts';
import { userWarehouse } from '../orders/order-lists.repository.ts';
import { preparationReadScope } from '../orders/preparation.rules.ts';
import { DispatchRestMessages } from './messages.ts';
import { insertVehicle, isActiveDeliveryMan, listVehicles, loadVehicle, updateVehicle as updateVehicleRow, type VehicleQuery } from './fleet.repository.ts';
import type { VehicleBody } from './fleet.schemas.ts';
import { decideVehicle } from './vehicles.rules.ts';

/** The vehicles (21), the dispatch map (14) and the schedules (22) span the warehouses; warehouse schedules (40) alone do not. */
const VEHICLE_READS_SPAN = { permissions: [Permission.VEHICLES, Permission.DISPATCH, Permission.SCHEDULES] };

/** A page of vehicles; a warehouse-bound caller (heldWarehouse) gets their warehouse's, 403 for another asked. */
export async function vehiclePage(db: Db, query: VehicleQuery, caller: { userId: number; granted: readonly GrantedPermission[] }) {
  const held = heldWarehouse(caller.granted, VEHICLE_READS_SPAN, await userWarehouse(db, caller.userId));
  const scope = preparationReadScope(held, query.warehouseId, DispatchRestMessages.otherWarehouseVehicles);
  if ('message' in scope) throw forbidden(scope.message);
  return listVehicles(db, { ...query, warehouseId: scope.warehouseId });
}

export async function getVehicle(db: Db, vehicleId: number) {
  const vehicle = await loadVehicle(db, vehicleId);
  if (!vehicle) throw notFound();
  return vehicle;
}

async function decide(tx: Executor, body: VehicleBody) {
  const deliveryManActive = body.deliveryManId ? await isActiveDeliveryMan(tx, body.deliveryManId) : false;
  const decision = decideVehicle(body, deliveryManActive);
  if ('errors' in decision) throw badRequest(decision.errors);
  await requireExisting(tx, { warehouseId: { table: 'warehouses', column: 'warehouse_id', id: decision.write.warehouseId } });
  return decision.write;
}

/** A code or matriculation already taken answers 409 (the unique keys, see http/database-errors.ts). */
export function createVehicle(db: Db, body: VehicleBody) {
  return db.transaction(async (tx) => loadVehicle(tx, await insertVehicle(tx, await decide(tx, body))));
}

export function updateVehicle(db: Db, vehicleId: number, body: VehicleBody) {
  return db.transaction(async (tx) => {
    if (!(await updateVehicleRow(tx, vehicleId, await decide(tx, body)))) throw notFound();
    return loadVehicle(tx, vehicleId);
  });
}

/** A vehicle with schedules stays (409): deactivating it is what the planner wants. */
export function deleteVehicle(db: Db, vehicleId: number) {
  return deleteOrRefuse(db, { table: 'vehicles', idColumn: 'vehicle_id', id: vehicleId }, [
    { sql: 'select 1 from schedules where vehicle_id = $1', message: DeliveryMessages.vehicleInUse },
  ]);
}
