/**
 * The pricing rules in words (markdown), for README.md (kept verbatim, checked by table.test.ts) and the
 * promotions routes' OpenAPI description. They describe engine.ts, eligibility.ts and kinds.ts.
 */

export const PRICING_ELIGIBILITY = [
  'A promotion applies to a sale when all of these hold: it is active; the sale date is within `dateFrom`…`dateTo`',
  '(inclusive); a flash promotion also needs the sale date to be `dateFrom` and the time within `startHour` (inclusive)',
  '…`endHour` (exclusive), an `endHour` at or before `startHour` (both 00:00, say) meaning the whole day; its canal is',
  '4 (all) or the one serving the sale mode (call centre 1 → 1, ambassador 2 → 2, autonomous 3 → 3, store 4 → 5);',
  "the sale's channel is among its channels; its warehouses are none (all) or include the sale's warehouse; its",
  "customer criterion is 0 (all) or its items include the customer's segment (1), region (2), sector (3), category (4)",
  'or account (5). It names an article by its article criterion: 0 every article, 1 partner, 2 brand, 3 any of the',
  "article's categories, 4 the article itself; the first entry naming it gives the article's ranges (with criterion 0,",
  'the first entry). A line is measured by quantity (`discountType` 1) or amount, quantity × unit price (2); a measure',
  'reaches the range with the highest `from` at or below it (above the last `to` it keeps the last range); none',
  'reached, the condition is not met. A value is a percentage of the price (`percentOrAmountDiscount` 1) or DH (2).',
  'Money is counted in cents, rounded half up (a unit price first); nothing goes below 0.',
].join('\n');

export const PRICING_RULES_TABLE = [
  '| kind | what triggers it | what it gives | how it stacks |',
  '| --- | --- | --- | --- |',
  '| 1 LPR | every line of a named article, no condition | `promoValue` off each unit | price promotion: a line takes the one with the largest discount (tie: lowest id) |',
  '| 2 TPR | every line of a named article; with ranges, the quantity reaches the first range\'s `from` | the first range\'s `discountValue` (0: `promoValue`) off each unit, on at most `to` units (`to` ≤ 0: all), the other units at full price; no ranges: as LPR | price promotion |',
  '| 3 PLAN_PANIER | per line, its measure reaches a range; multiLine: the measures of the named lines add up to `promoValue` (0: any purchase) | per range gift, `quantity` × floor(measure / `from`) units (`from` 0: once), at most `maxQuantity`; multiLine: each multiline gift × floor(sum / `promoValue`); one gift line at 0 DH per promotion and gift article, prices unchanged | every applicable one adds its gifts |',
  '| 4 PLAN_PALIER | per line, its measure reaches a range | the range\'s `discountValue` off each unit | price promotion |',
  '| 5 SLOG | per line; with ranges, the line amount reaches a range | off the line total: the range\'s `discountValue` (no ranges: `promoValue`), a percentage of the total or DH once | price promotion |',
  '| 6 QDT | the order total after line discounts reaches a customer range | the range\'s `discountValue` off the order: a percentage of that total or DH | at most one: the largest order discount (tie: lowest id), after the line promotions |',
].join('\n');
