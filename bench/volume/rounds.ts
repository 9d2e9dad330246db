/**
 * Delivery rounds and call assignments of bench/seed-volume.ts, set-based.
 *
 * Rounds: every delivery order past dispatch (dispatched, invoiced, delivered, returned, validated) is in one
 * schedule of its warehouse, desired date and slot, on one of the warehouse's vehicles, as the dispatch map puts
 * it; the schedule's status follows its orders (dispatched: open; invoiced: ready, synchronized with an invoice
 * number; delivered, returned or validated: closed). Schedule codes are TRN-, the date and the id on 4 digits at
 * least (never cut).
 *
 * Assignments: every call-centre agent calls 25 customers a day over past days before the demo data's window, 85 %
 * answered with every response type (calls demo data's shares).
 */
import { ASSIGNMENT_DAYS_BACK, businessClock, OrderStatus as S, ResponseType, ScheduleStatus } from '@console/schema';
import type { Executor } from '../../rest-api/src/db/db.ts';

/** Vehicles added per warehouse (codes VOL-<warehouse>-<nn>), on top of the demo fleet. */
const VEHICLES_PER_WAREHOUSE = 12;

/** Adds the volume vehicles (idempotent); their ids per warehouse at [(w - 1) * VEHICLES_PER_WAREHOUSE + i + 1]. */
export async function volumeVehicles(tx: Executor): Promise<number[]> {
  await tx.query(
    `insert into vehicles (code, matriculation, brand, model, year, volume, weight, color, warehouse_id, active)
     select 'VOL-' || w.warehouse_id || '-' || lpad(i::text, 2, '0'), (10000 + w.warehouse_id * 100 + i) || '-V-' || w.warehouse_id,
            'Isuzu', 'NPR 75', date '2022-01-01', 18, 3500, '#455A64', w.warehouse_id, true
       from warehouses w cross join generate_series(1, $1::int) as i
     on conflict do nothing`,
    [VEHICLES_PER_WAREHOUSE],
  );
  const rows = await tx.query<{ warehouseId: number; vehicleId: number }>(
    `select warehouse_id as "warehouseId", vehicle_id as "vehicleId" from vehicles where code like 'VOL-%' order by warehouse_id, code`,
  );
  const maxWarehouse = Math.max(0, ...rows.map((row) => row.warehouseId));
  const ids = Array.from({ length: maxWarehouse * VEHICLES_PER_WAREHOUSE }, () => 0);
  for (const [index, row] of rows.entries()) {
    const position = index - rows.findIndex((other) => other.warehouseId === row.warehouseId);
    ids[(row.warehouseId - 1) * VEHICLES_PER_WAREHOUSE + position] = row.vehicleId;
  }
  return ids;
}

const ROUND_KEYS = `
  select o.order_id, o.warehouse_id, o.desired_delivery_date as operation_date, o.delivery_slot_id,
         case o.order_status_id when ${S.DISPATCHED} then ${ScheduleStatus.OPEN} when ${S.INVOICED} then ${ScheduleStatus.READY}
              else ${ScheduleStatus.CLOSED} end as schedule_status_id,
         ($3::int[])[(o.warehouse_id - 1) * ${VEHICLES_PER_WAREHOUSE} + 1 + abs(hashint4(o.order_id)) % ${VEHICLES_PER_WAREHOUSE}] as vehicle_id
    from orders o
   where o.desired_delivery_date >= $1::date and o.desired_delivery_date < $2::date and o.delivery_mode_id = 2 and o.delivery_slot_id is not null
     and o.order_status_id in (${S.DISPATCHED}, ${S.INVOICED}, ${S.DELIVERED}, ${S.RETURNED}, ${S.VALIDATED})
     and not exists (select 1 from schedule_orders so where so.order_id = o.order_id)`;

/**
 * Puts the delivery orders past dispatch desired from `fromDate` to before `toDate` in schedules, creating the schedules
 * missing; date ranges that do not overlap touch different schedules (they can run side by side).
 */
export async function insertRounds(tx: Executor, fromDate: string, toDate: string, vehicles: number[], createdBy: number): Promise<void> {
  await tx.query(
    `with keys as (select distinct warehouse_id, operation_date, delivery_slot_id, schedule_status_id, vehicle_id from (${ROUND_KEYS}) k where k.vehicle_id > 0),
     missing as materialized (
       select k.*, nextval(pg_get_serial_sequence('schedules', 'schedule_id'))::int as schedule_id from keys k
        where not exists (select 1 from schedules s where s.warehouse_id = k.warehouse_id and s.operation_date = k.operation_date
                             and s.delivery_slot_id = k.delivery_slot_id and s.vehicle_id = k.vehicle_id and s.schedule_status_id = k.schedule_status_id)
     ),
     coded as (select m.*, schedule_code(m.operation_date, m.schedule_id) as code from missing m)
     insert into schedules (schedule_id, code, schedule_status_id, vehicle_id, warehouse_id, delivery_slot_id, operation_date, external_id, invoiced_at,
                            created_at, created_by)
     select c.schedule_id, c.code, c.schedule_status_id, c.vehicle_id, c.warehouse_id, c.delivery_slot_id, c.operation_date,
            case when c.schedule_status_id <> ${ScheduleStatus.OPEN} then 'FAC-' || c.code end,
            case when c.schedule_status_id <> ${ScheduleStatus.OPEN} then least(now(), (c.operation_date + time '06:30') at time zone 'Africa/Casablanca') end,
            least(now(), (c.operation_date - 1 + time '17:00') at time zone 'Africa/Casablanca'), $4::int
       from coded c`,
    [fromDate, toDate, vehicles, createdBy],
  );
  await tx.query(
    `with k as (${ROUND_KEYS}),
     placed as (
       select s.schedule_id, k.order_id, row_number() over (partition by s.schedule_id order by k.order_id) as rank
         from k join schedules s on s.warehouse_id = k.warehouse_id and s.operation_date = k.operation_date and s.delivery_slot_id = k.delivery_slot_id
                                and s.vehicle_id = k.vehicle_id and s.schedule_status_id = k.schedule_status_id
     )
     insert into schedule_orders (schedule_id, order_id, position)
     select p.schedule_id, p.order_id,
            least(32767, p.rank - 1 + (select count(*) from schedule_orders so where so.schedule_id = p.schedule_id))::smallint
       from placed p`,
    [fromDate, toDate, vehicles],
  );
}

/** Past days' assignments of every call-centre agent, `days` days back before the demo window; idempotent. */
export async function insertAssignments(tx: Executor, days: number, customerCount: number): Promise<void> {
  if (days <= ASSIGNMENT_DAYS_BACK || customerCount === 0) return;
  const today = businessClock().date;
  await tx.query(
    `insert into user_assignments_agent_cc (agent_id, customer_id, assignment_date, created_at)
     select a.user_id, x.customer_id, d.day::date, (d.day::date - 1 + time '18:00') at time zone 'Africa/Casablanca'
       from generate_series($2::date - $1::int, $2::date - $3::int - 1, interval '1 day') as d(day)
      cross join (select user_id from users where user_type_id = 6 and active) a
      cross join generate_series(1, 25) as slot
       join seed_volume_customers x on x.r = 1 + abs(hashint4(a.user_id * 10007 + (d.day::date - date '2000-01-01') * 31 + slot)) % $4::int
      where extract(isodow from d.day) <> 7
     on conflict do nothing`,
    [days, today, ASSIGNMENT_DAYS_BACK, customerCount],
  );
  const types = [ResponseType.ORDER_PLACED, ResponseType.ORDER_PLACED, ResponseType.NO_NEED, ResponseType.CALL_BACK, ResponseType.CALL_BACK, ResponseType.WRONG_NUMBER,
    ResponseType.REFUSED, ResponseType.NOT_REACHED, ResponseType.NOT_REACHED, ResponseType.NOT_ANSWERED, ResponseType.NOT_ANSWERED];
  await tx.query(
    `with answered as (
       select u.user_assignment_agent_cc_id as id, u.customer_id, u.agent_id, u.assignment_date,
              ($4::int[])[1 + abs(hashint4(u.user_assignment_agent_cc_id)) % cardinality($4::int[])] as type_id
         from user_assignments_agent_cc u
        where u.assignment_date < $2::date - $3::int and u.assignment_date >= $2::date - $1::int and u.last_response_id is null
          and abs(hashint4(u.user_assignment_agent_cc_id + 11)) % 100 < 85
     ),
     responses as (
       insert into assignment_responses (user_assignment_agent_cc_id, customer_id, assignment_response_type_id, assignment_response_type_detail_id,
                                         callback_date, rectif_number, comment, created_by, created_at)
       select a.id, a.customer_id, a.type_id,
              case a.type_id when ${ResponseType.REFUSED} then 1 + a.id % 4 when ${ResponseType.NOT_REACHED} then 5 + a.id % 5 end,
              case when a.type_id = ${ResponseType.CALL_BACK} then a.assignment_date + 1 + a.id % 3 end,
              case when a.type_id = ${ResponseType.WRONG_NUMBER} then '06' || (10000000 + abs(hashint4(a.id)) % 89999999) end,
              case when a.type_id = ${ResponseType.NOT_ANSWERED} then '' else (array['', '', 'Rappeler après 15h', 'Demande le catalogue', 'Gérant absent'])[1 + a.id % 5] end,
              a.agent_id, (a.assignment_date + time '10:00' + make_interval(mins => a.id % 420)) at time zone 'Africa/Casablanca'
         from answered a
       returning assignment_response_id, user_assignment_agent_cc_id
     )
     update user_assignments_agent_cc u set contacted = true, last_response_id = r.assignment_response_id
       from responses r where r.user_assignment_agent_cc_id = u.user_assignment_agent_cc_id`,
    [days, today, ASSIGNMENT_DAYS_BACK, types],
  );
}
