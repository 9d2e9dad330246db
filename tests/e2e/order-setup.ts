import { expect, type APIRequestContext } from '@playwright/test';
import { gql } from './api.ts';

/** A demo customer fit for an order: a channel, a warehouse, no open basket. */
export interface OrderCustomer {
  customerId: number;
  code: string;
  name: string;
  warehouseId: number;
  warehouseName: string | null;
}

export interface CatalogArticle {
  articleId: number;
  code: string;
  stockQuantity: number | null;
  outOfStock: boolean;
  minimumToOrder: number;
  quantityStep: number;
  unitPriceTTC: number;
}

export interface PlacedOrder {
  orderId: number;
  code: string;
  customer: OrderCustomer;
  /** The catalogue articles of the lines, in line order. */
  articles: CatalogArticle[];
  totalAmountTTC: number;
  totalTimbre: number;
  desiredDeliveryDate: string;
  orderStatusId: number;
  orderLines: { orderLineId: number; articleId: number; articleCode: string; description: string; quantity: number; isGift: boolean }[];
}

export interface PlaceOptions {
  /** 1 take-away, 2 delivery (the default). */
  deliveryModeId?: 1 | 2;
  /** Only customers of this warehouse. */
  warehouseId?: number;
  /** Articles in the basket (1 unless given). */
  articles?: number;
  /** Each line is aimed at this amount (DH, 300 unless given): every demo channel's minimum basket is at most 200 DH. */
  lineAimDH?: number;
  /** The quantity each line is aimed at instead of `lineAimDH` (e.g. a weight); null passes the article over. */
  aimQuantity?: (article: CatalogArticle) => number | null;
  /** Bounds of a line's quantity (1 and 9999 unless given). */
  minimumQuantity?: number;
  maximumQuantity?: number;
  /** The stock must also cover one more step of each line (a later edit raises it). */
  spareStep?: boolean;
  /** The payment mode of the confirmation; cash when the customer has it, else their first, unless given. */
  paymentModeId?: number;
}

/** Every demo channel's minimum basket is 100 or 200 DH; a demo promotion can take a price down to 0. */
const MINIMUM_BASKET_DH = 200;
const CUSTOMER_TRIES = 400;
const ORDER_FIELDS = 'orderId code totalAmountTTC totalTimbre desiredDeliveryDate orderStatusId orderLines{orderLineId articleId articleCode description quantity isGift}';

interface SaveAnswer {
  ok: boolean;
  errors: unknown[];
  order: { orderId: number; totalAmountTTC: number } | null;
}
const SAVE_FIELDS = 'ok errors{field message} order{orderId totalAmountTTC}';

/**
 * Places confirmed orders (status 2) as the call centre does, each for its own fresh demo customer taken in turn
 * from `firstCustomerId`: every spec starts from its own range, so parallel workers never share a customer.
 */
export function orderPlacer(firstCustomerId: number) {
  let nextCustomerId = firstCustomerId;

  /** The next demo customer (of `warehouseId` when given) with a channel, a warehouse and no open basket. */
  async function freeCustomer(request: APIRequestContext, warehouseId?: number): Promise<OrderCustomer> {
    for (let tries = 0; tries < CUSTOMER_TRIES; tries++) {
      const customerId = nextCustomerId++;
      const { posCustomer, draftOrder } = await gql<{
        posCustomer: (Omit<OrderCustomer, 'warehouseId'> & { warehouseId: number | null; channel: { channelId: number } | null }) | null;
        draftOrder: { orderId: number } | null;
      }>(request, 'query($c:Int!){posCustomer(customerId:$c){customerId code name warehouseId warehouseName channel{channelId}} draftOrder(customerId:$c){orderId}}', { c: customerId });
      if (!posCustomer || posCustomer.warehouseId === null || !posCustomer.channel || draftOrder) continue;
      if (warehouseId !== undefined && posCustomer.warehouseId !== warehouseId) continue;
      const { customerId: id, code, name, warehouseName } = posCustomer;
      return { customerId: id, code, name, warehouseName, warehouseId: posCustomer.warehouseId };
    }
    throw new Error(`no free demo customer${warehouseId === undefined ? '' : ` in warehouse ${warehouseId}`}`);
  }

  async function place(request: APIRequestContext, options: PlaceOptions = {}): Promise<PlacedOrder> {
    const { deliveryModeId = 2, articles: wanted = 1 } = options;
    const customer = await freeCustomer(request, options.warehouseId);
    const { posCatalog } = await gql<{ posCatalog: { items: CatalogArticle[] } }>(
      request,
      'query($c:Int!,$d:Int){posCatalog(customerId:$c,page:1,deliveryModeId:$d){items{articleId code stockQuantity outOfStock minimumToOrder quantityStep unitPriceTTC}}}',
      { c: customer.customerId, d: deliveryModeId },
    );
    const candidates = posCatalog.items.flatMap((article) => {
      const quantity = lineQuantity(article, options);
      return quantity === null ? [] : [{ article, quantity }];
    });
    // Lines are added until the basket has its articles and reaches the minimum once priced; a line that leaves it
    // short (a promotion's price) gives way to the next candidate.
    const chosen: typeof candidates = [];
    let orderId: number | null = null;
    let total = 0;
    for (const candidate of candidates) {
      if (chosen.length === wanted) chosen.pop();
      chosen.push(candidate);
      const lines = chosen.map(({ article, quantity }) => ({ articleId: article.articleId, quantity }));
      const saved: SaveAnswer =
        orderId === null
          ? (await gql<{ createOrder: SaveAnswer }>(request, `mutation($i:CreateOrderInput!){createOrder(input:$i){${SAVE_FIELDS}}}`, { i: { customerId: customer.customerId, deliveryModeId, lines } })).createOrder
          : (await gql<{ updateOrder: SaveAnswer }>(request, `mutation($o:Int!,$i:UpdateOrderInput!){updateOrder(orderId:$o,input:$i){${SAVE_FIELDS}}}`, { o: orderId, i: { lines } })).updateOrder;
      expect(saved.ok, JSON.stringify(saved.errors)).toBe(true);
      orderId = saved.order!.orderId;
      total = saved.order!.totalAmountTTC;
      if (chosen.length === wanted && total >= MINIMUM_BASKET_DH) break;
    }
    expect(chosen.length === wanted && total >= MINIMUM_BASKET_DH, `${wanted} article(s) in stock reaching ${MINIMUM_BASKET_DH} DH for customer ${customer.customerId}`).toBe(true);
    const { deliveryOptions, paymentModes } = await gql<{ deliveryOptions: { desiredDeliveryDate: string; deliverySlotId: number | null }; paymentModes: { paymentModeId: number }[] }>(
      request,
      'query($c:Int!){deliveryOptions(customerId:$c){desiredDeliveryDate deliverySlotId} paymentModes(customerId:$c){paymentModeId}}',
      { c: customer.customerId },
    );
    const paymentModeId = options.paymentModeId ?? (paymentModes.some((mode) => mode.paymentModeId === 100) ? 100 : paymentModes[0]!.paymentModeId);
    const { confirmOrder } = await gql<{ confirmOrder: { ok: boolean; confirmed: boolean; errors: unknown[]; order: Omit<PlacedOrder, 'customer' | 'articles'> | null } }>(
      request,
      `mutation($o:Int!,$i:ConfirmOrderInput!){confirmOrder(orderId:$o,input:$i){ok confirmed errors{field message} order{${ORDER_FIELDS}}}}`,
      { o: orderId, i: { paymentModeId, desiredDeliveryDate: deliveryOptions.desiredDeliveryDate, deliverySlotId: deliveryOptions.deliverySlotId } },
    );
    expect(confirmOrder.ok && confirmOrder.confirmed, JSON.stringify(confirmOrder.errors)).toBe(true);
    const order = confirmOrder.order!;
    return { ...order, customer, articles: chosen.map(({ article }) => article) };
  }

  return { freeCustomer, place };
}

/** The quantity of `article` worth the line's aim, from its minimum by its step, within the bounds; null when it cannot be had. */
function lineQuantity(article: CatalogArticle, options: PlaceOptions): number | null {
  if (article.outOfStock || article.unitPriceTTC <= 0) return null;
  const step = Math.max(1, article.quantityStep);
  const aimed = options.aimQuantity ? options.aimQuantity(article) : Math.ceil((options.lineAimDH ?? 300) / article.unitPriceTTC);
  if (aimed === null) return null;
  const wanted = Math.max(options.minimumQuantity ?? 1, aimed);
  const quantity = article.minimumToOrder + Math.max(0, Math.ceil((wanted - article.minimumToOrder) / step)) * step;
  const needed = quantity + (options.spareStep ? step : 0);
  if (quantity > (options.maximumQuantity ?? 9999) || (article.stockQuantity !== null && article.stockQuantity < needed)) return null;
  return quantity;
}

/** Prepares the whole order as the warehouse does: started, every line prepared, finished (preparation 3). */
export async function prepareInFull(request: APIRequestContext, order: Pick<PlacedOrder, 'orderId' | 'orderLines'>) {
  const { startOrderPreparation } = await gql<{ startOrderPreparation: { ok: boolean; errors: unknown[] } }>(request, 'mutation($o:Int!){startOrderPreparation(orderId:$o){ok errors{field message}}}', { o: order.orderId });
  expect(startOrderPreparation.ok, JSON.stringify(startOrderPreparation.errors)).toBe(true);
  const lines = order.orderLines.map((line) => ({ orderLineId: line.orderLineId, quantityPrepared: line.quantity }));
  const { saveOrderPreparation } = await gql<{ saveOrderPreparation: { ok: boolean; errors: unknown[]; order: { preparationStatus: number } | null } }>(
    request,
    'mutation($o:Int!,$l:[PreparedLineInput!]!){saveOrderPreparation(orderId:$o,lines:$l,finish:true){ok errors{field message} order{orderId preparationStatus}}}',
    { o: order.orderId, l: lines },
  );
  expect(saveOrderPreparation.ok, JSON.stringify(saveOrderPreparation.errors)).toBe(true);
  expect(saveOrderPreparation.order?.preparationStatus).toBe(3);
}
