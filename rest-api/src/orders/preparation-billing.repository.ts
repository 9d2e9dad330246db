/** SQL of the billing of a preparation ended short: its lines' facts, the lines' money rewritten. */
import type { Executor } from '../db/db.ts';

export interface BillingLine {
  orderLineId: number;
  articleId: number;
  quantity: number;
  quantityPrepared: number | null;
  unitPrice: number;
  priceChanged: boolean;
  unitCode: string;
  isGift: boolean;
  tvaPercent: number;
  discountedUnitPriceTTC: number;
  promotionId: number | null;
}

/** The order's lines in their order (the requested ones, then the gifts, as the engine wrote them). */
export async function loadBillingLines(tx: Executor, orderId: number): Promise<BillingLine[]> {
  return tx.query<BillingLine>(
    `select order_line_id as "orderLineId", article_id as "articleId", quantity, quantity_prepared as "quantityPrepared",
            unit_price::float8 as "unitPrice", price_changed as "priceChanged", unit_code as "unitCode", is_gift as "isGift",
            tva_percent::float8 as "tvaPercent", discounted_unit_price_ttc::float8 as "discountedUnitPriceTTC", promotion_id as "promotionId"
       from order_lines where order_id = $1 order by position, order_line_id`,
    [orderId],
  );
}

/** A line's money on its billed quantity. */
export interface BilledLineMoney {
  orderLineId: number;
  discountedUnitPriceTTC: number;
  discountAmount: number;
  totalAmountTTC: number;
  promotionId: number | null;
}

/** Rewrites the lines' money (their quantities, ordered and prepared, stay). */
export async function writeBilledLines(tx: Executor, orderId: number, lines: readonly BilledLineMoney[]): Promise<void> {
  if (lines.length === 0) return;
  await tx.query(
    `update order_lines l set discounted_unit_price_ttc = x."discountedUnitPriceTTC", discount_amount = x."discountAmount",
            total_amount_ttc = x."totalAmountTTC", promotion_id = x."promotionId"
       from json_to_recordset($2::json) as x("orderLineId" int, "discountedUnitPriceTTC" numeric, "discountAmount" numeric,
            "totalAmountTTC" numeric, "promotionId" int)
      where l.order_line_id = x."orderLineId" and l.order_id = $1`,
    [orderId, JSON.stringify(lines)],
  );
}
