/** The point of sale's reads of customers and of their channel's parameters (seed 001 "Customer"; seed 002). */
import { PaymentModeId } from '@console/schema';
import type { Executor } from '../db/db.ts';

/** A channel's ordering parameters, as the point of sale and the order rules read them. */
export interface ChannelParametersRow {
  channelId: number;
  channelCode: string;
  channelName: string;
  ctrlStock: boolean;
  /** HH:mm. */
  cutOff: string;
  deliveryFrom: number;
  deliveryTo: number;
  minBasket: number;
  allowModifPrice: boolean;
  earlyPaymentPercent: number;
  logisticsCost: number;
}

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

/**
 * A channel's parameters as JSON, `ch` being the channel and `p` its channel_parameters row (left-joined): a
 * channel without a row answers the column defaults of migration 013 (pos-customers.test.ts holds them equal).
 */
const CHANNEL_JSON = `json_build_object(
  'channelId', ch.channel_id, 'channelCode', ch.code, 'channelName', ch.name,
  'ctrlStock', coalesce(p.ctrl_stock, false), 'cutOff', to_char(coalesce(p.cut_off, '16:00'), 'HH24:MI'),
  'deliveryFrom', coalesce(p.delivery_from, 1), 'deliveryTo', coalesce(p.delivery_to, 5),
  'minBasket', coalesce(p.min_basket, 0)::float8, 'allowModifPrice', coalesce(p.allow_modif_price, false),
  'earlyPaymentPercent', coalesce(p.early_payment_percent, 0)::float8, 'logisticsCost', coalesce(p.logistics_cost, 0)::float8)`;

/** The live customers of the ids, in the ids' order, as the point of sale shows them. */
export async function loadPosCustomers(db: Executor, customerIds: readonly number[]): Promise<PosCustomerRow[]> {
  return db.query<PosCustomerRow>(
    `select c.customer_id as "customerId", c.code,
            coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), nullif(c.contact_name, ''), c.code) as name,
            u.phone_number as "phoneNumber", nullif(c.contact_name, '') as "contactName",
            (select ${CHANNEL_JSON} from channels ch left join channel_parameters p on p.channel_id = ch.channel_id
              where ch.channel_id = c.channel_id) as channel,
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
