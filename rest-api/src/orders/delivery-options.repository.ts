/** Delivery slots of the warehouses (seed 001 "Warehouse": slots). */
import type { Executor } from '../db/db.ts';

export interface DeliverySlotRow {
  deliverySlotId: number;
  warehouseId: number;
  /** HH:mm. */
  startHour: string;
  endHour: string;
}

/** The warehouse's slots, earliest first. */
export function listDeliverySlots(db: Executor, warehouseId: number): Promise<DeliverySlotRow[]> {
  return db.query<DeliverySlotRow>(
    `select delivery_slot_id as "deliverySlotId", warehouse_id as "warehouseId", to_char(start_hour, 'HH24:MI') as "startHour",
            to_char(end_hour, 'HH24:MI') as "endHour"
       from delivery_slots where warehouse_id = $1 order by start_hour, delivery_slot_id`,
    [warehouseId],
  );
}
