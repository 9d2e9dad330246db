/** The fleet's SQL (warehouses with their slots, delivery men, vehicles); no decisions (vehicles.rules.ts). `v` is vehicles. */
import { DELIVERY_MAN_USER_TYPE_ID } from '@console/schema';
import type { Executor } from '../db/db.ts';
import { listPage } from '../db/paging.ts';
import { SqlParams } from '../db/sql.ts';
import type { ListQuery } from '../http/lists.ts';
import type { VehicleWrite } from './vehicles.rules.ts';

/** Every warehouse (at most 1000, the seed's drop-down) with its delivery slots by start hour. */
export function listDeliveryWarehouses(db: Executor) {
  return db.query(
    `select w.warehouse_id as "warehouseId", w.code, w.localisation, w.description, w.description_ar as "descriptionAr", w.phone,
            w.latitude::float8 as latitude, w.longitude::float8 as longitude,
            coalesce((select json_agg(json_build_object('deliverySlotId', s.delivery_slot_id, 'warehouseId', s.warehouse_id,
                                                        'startHour', to_char(s.start_hour, 'HH24:MI'), 'endHour', to_char(s.end_hour, 'HH24:MI'))
                                      order by s.start_hour, s.delivery_slot_id)
                        from delivery_slots s where s.warehouse_id = w.warehouse_id), '[]'::json) as slots
       from warehouses w order by w.warehouse_id limit 1000`,
  );
}

export interface DeliveryMenQuery {
  take?: number;
  active?: boolean;
}

/** Users of the delivery-man type by name; only the active ones unless `active` is false. */
export function listDeliveryMen(db: Executor, query: DeliveryMenQuery) {
  return db.query<{ userId: number; firstName: string; lastName: string }>(
    `select user_id as "userId", first_name as "firstName", last_name as "lastName" from users
      where user_type_id = $1 and ($2::boolean is null or active = $2)
      order by first_name, last_name, user_id limit $3`,
    [DELIVERY_MAN_USER_TYPE_ID, query.active ?? true, query.take ?? 1000],
  );
}

/** Whether the user is an active delivery man (the only ones a vehicle may name). */
export async function isActiveDeliveryMan(db: Executor, userId: number): Promise<boolean> {
  const rows = await db.query('select 1 from users where user_id = $1 and user_type_id = $2 and active', [userId, DELIVERY_MAN_USER_TYPE_ID]);
  return rows.length > 0;
}

const VEHICLE_COLUMNS = `v.vehicle_id as "vehicleId", v.code, v.matriculation, v.brand, v.model, to_char(v.year, 'YYYY-MM-DD') as year,
  v.volume::float8 as volume, v.weight::float8 as weight, v.delivery_man_id as "deliveryManId",
  (select json_build_object('userId', u.user_id, 'firstName', u.first_name, 'lastName', u.last_name) from users u where u.user_id = v.delivery_man_id) as "deliveryMan",
  v.color, v.warehouse_id as "warehouseId", v.active, v.created_at as "createdAt"`;

export interface VehicleQuery extends ListQuery {
  warehouseId?: number;
  active?: boolean;
}

export function listVehicles(db: Executor, query: VehicleQuery) {
  const params = new SqlParams();
  const where = [
    ...(query.warehouseId === undefined ? [] : [`v.warehouse_id = ${params.add(query.warehouseId)}`]),
    ...(query.active === undefined ? [] : [`v.active = ${params.add(query.active)}`]),
  ];
  return listPage(
    db,
    {
      select: VEHICLE_COLUMNS,
      from: 'vehicles v',
      where,
      params,
      keywordColumns: ['v.code', 'v.matriculation', 'v.brand', 'v.model'],
      sortable: { vehicleId: 'v.vehicle_id', code: 'v.code', matriculation: 'v.matriculation', createdAt: 'v.created_at' },
      defaultSort: 'vehicleId',
      tieBreaker: 'v.vehicle_id',
    },
    query,
  );
}

export async function loadVehicle(db: Executor, vehicleId: number): Promise<Record<string, unknown> | undefined> {
  const [row] = await db.query<Record<string, unknown>>(`select ${VEHICLE_COLUMNS} from vehicles v where v.vehicle_id = $1`, [vehicleId]);
  return row;
}

const writeValues = (write: VehicleWrite) => [
  write.code,
  write.matriculation,
  write.brand,
  write.model,
  write.year,
  write.volume,
  write.weight,
  write.deliveryManId,
  write.color,
  write.warehouseId,
  write.active,
];

export async function insertVehicle(tx: Executor, write: VehicleWrite): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into vehicles (code, matriculation, brand, model, year, volume, weight, delivery_man_id, color, warehouse_id, active)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning vehicle_id as id`,
    writeValues(write),
  );
  return row.id;
}

/** False when unknown. */
export async function updateVehicle(tx: Executor, vehicleId: number, write: VehicleWrite): Promise<boolean> {
  const rows = await tx.query(
    `update vehicles set code = $2, matriculation = $3, brand = $4, model = $5, year = $6, volume = $7, weight = $8,
            delivery_man_id = $9, color = $10, warehouse_id = $11, active = $12
      where vehicle_id = $1 returning 1`,
    [vehicleId, ...writeValues(write)],
  );
  return rows.length > 0;
}
