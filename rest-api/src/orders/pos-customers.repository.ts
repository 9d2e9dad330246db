/** The point of sale's reads of customers and of their channel's parameters (seed 001 "Customer"; seed 002). */
import { PaymentModeId } from '@console/schema';
import type { Executor } from '../db/db.ts';
import { CHANNEL_SETTINGS_COLUMNS, type ChannelParametersRow } from '../settings/channel-parameters.repository.ts';

export interface PosCustomerRow {
  customerId: number;
  code: string;
  name: string;
  phoneNumber: string | null;
  contactName: string | null;
  channel: ChannelParametersRow | null;
  warehouseId: number | null;
  warehouseName: string | null;
  paymentModeId: number | null;
}

/** The live customers of the ids, in the ids' order, as the point of sale shows them. */
export async function loadPosCustomers(db: Executor, customerIds: readonly number[]): Promise<PosCustomerRow[]> {
  return db.query<PosCustomerRow>(
    `select c.customer_id as "customerId", c.code,
            coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), nullif(c.contact_name, ''), c.code) as name,
            u.phone_number as "phoneNumber", nullif(c.contact_name, '') as "contactName",
            (select row_to_json(s) from (select ${CHANNEL_SETTINGS_COLUMNS} from channel_settings s where s.channel_id = c.channel_id) s) as channel,
            c.warehouse_id as "warehouseId", w.localisation as "warehouseName",
            (select cpm.payment_mode_id from customer_payment_modes cpm where cpm.customer_id = c.customer_id
              order by cpm.payment_mode_id = $2 desc, cpm.payment_mode_id limit 1) as "paymentModeId"
       from unnest($1::int[]) with ordinality as k(id, position)
       join customers c on c.customer_id = k.id and c.deleted_at is null
       join users u on u.user_id = c.user_id
       left join warehouses w on w.warehouse_id = c.warehouse_id
      order by k.position`,
    [customerIds, PaymentModeId.CASH],
  );
}
