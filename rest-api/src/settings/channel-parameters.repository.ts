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

/** A channel never saved has no row: its parameters are the columns' defaults (migration 013), repeated here. */
const COLUMNS = `ch.channel_id as "channelId", ch.code as "channelCode", ch.name as "channelName",
  coalesce(p.ctrl_stock, false) as "ctrlStock", to_char(coalesce(p.cut_off, time '16:00'), 'HH24:MI') as "cutOff",
  coalesce(p.delivery_from, 1) as "deliveryFrom", coalesce(p.delivery_to, 5) as "deliveryTo",
  coalesce(p.min_basket, 0)::float8 as "minBasket", coalesce(p.allow_modif_price, false) as "allowModifPrice"`;

const FROM = 'channels ch left join channel_parameters p on p.channel_id = ch.channel_id';

export function listChannelParameters(db: Executor): Promise<ChannelParametersRow[]> {
  return db.query<ChannelParametersRow>(`select ${COLUMNS} from ${FROM} order by ch.channel_id`);
}

export async function loadChannelParameters(db: Executor, channelId: number): Promise<ChannelParametersRow | undefined> {
  const [row] = await db.query<ChannelParametersRow>(`select ${COLUMNS} from ${FROM} where ch.channel_id = $1`, [channelId]);
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
