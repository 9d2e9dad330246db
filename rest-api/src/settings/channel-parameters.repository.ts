/** The channel parameters' SQL; no decisions (the rules are schema/src/orders.ts channelParameterErrors). */
import type { Executor } from '../db/db.ts';

export interface ChannelParametersRow {
  channelId: number;
  channelCode: string;
  channelName: string;
  ctrlStock: boolean;
  cutOff: string;
  deliveryFrom: number;
  deliveryTo: number;
  minBasket: number;
  allowModifPrice: boolean;
  /** Set in the database only (no screen shows them): the orders' early-payment discount and logistics cost. */
  earlyPaymentPercent: number;
  logisticsCost: number;
}

export interface ChannelParametersWrite {
  channelId: number;
  ctrlStock: boolean;
  cutOff: string;
  deliveryFrom: number;
  deliveryTo: number;
  minBasket: number;
  /** Absent: kept (false for a channel never saved). */
  allowModifPrice?: boolean;
}

/**
 * A channel's parameters as the API names them, `s` being a row of channel_settings (migration 013: every channel,
 * the column defaults for a channel never saved). The point of sale and the orders read them the same way.
 */
export const CHANNEL_SETTINGS_COLUMNS = `s.channel_id as "channelId", s.channel_code as "channelCode", s.channel_name as "channelName",
  s.ctrl_stock as "ctrlStock", to_char(s.cut_off, 'HH24:MI') as "cutOff", s.delivery_from as "deliveryFrom",
  s.delivery_to as "deliveryTo", s.min_basket::float8 as "minBasket", s.allow_modif_price as "allowModifPrice",
  s.early_payment_percent::float8 as "earlyPaymentPercent", s.logistics_cost::float8 as "logisticsCost"`;

const FROM = 'channel_settings s';

export function listChannelParameters(db: Executor): Promise<ChannelParametersRow[]> {
  return db.query<ChannelParametersRow>(`select ${CHANNEL_SETTINGS_COLUMNS} from ${FROM} order by s.channel_id`);
}

export async function loadChannelParameters(db: Executor, channelId: number): Promise<ChannelParametersRow | undefined> {
  const [row] = await db.query<ChannelParametersRow>(`select ${CHANNEL_SETTINGS_COLUMNS} from ${FROM} where s.channel_id = $1`, [channelId]);
  return row;
}

/** Creates or replaces the channel's row; the caller is recorded as its last editor. */
export async function upsertChannelParameters(tx: Executor, write: ChannelParametersWrite, updatedBy: number): Promise<void> {
  await tx.query(
    `insert into channel_parameters (channel_id, ctrl_stock, cut_off, delivery_from, delivery_to, min_basket, allow_modif_price, updated_by)
     values ($1, $2, $3::time, $4, $5, $6, coalesce($7, false), $8)
     on conflict (channel_id) do update set ctrl_stock = excluded.ctrl_stock, cut_off = excluded.cut_off, delivery_from = excluded.delivery_from,
       delivery_to = excluded.delivery_to, min_basket = excluded.min_basket,
       allow_modif_price = coalesce($7, channel_parameters.allow_modif_price), updated_at = now(), updated_by = excluded.updated_by`,
    [write.channelId, write.ctrlStock, write.cutOff, write.deliveryFrom, write.deliveryTo, write.minBasket, write.allowModifPrice ?? null, updatedBy],
  );
}
