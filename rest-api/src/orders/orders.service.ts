/**
 * The orders' operations (seed 001 point of sale and order editor): each one transaction that reads through the
 * repository, asks the rules, prices with the promotions engine and writes. A save answers 202 instead of 200
 * when a line asks more than the stock; a confirmation reserves the stock or changes nothing (406).
 */
import {
  AGENT_USER_TYPE_ID,
  businessClock,
  canMoveOrder,
  DeliveryMode,
  heldWarehouse,
  isOrderEditable,
  ORDER_READS_SPAN,
  ORDER_STATUS_LABELS,
  OrderMessages,
  OrderStatus,
  seesWarehouse,
  type GrantedPermission,
} from '@console/schema';
import { recordOrderPlaced } from '../calls/order-placed.repository.ts';
import type { Db, Executor } from '../db/db.ts';
import { pageWindow } from '../db/paging.ts';
import { isUniqueViolation } from '../db/sql.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../http/errors.ts';
import type { EnginePromotion } from '../promotions/pricing/types.ts';
import { activePromotions } from '../promotions/pricing.repository.ts';
import { priceWithPromotions } from '../promotions/pricing.service.ts';
import { OrderRestMessages } from './messages.ts';
import { userWarehouse } from './order-lists.repository.ts';
import {
  draftOf,
  insertOrder,
  listOrders,
  loadArticleFacts,
  loadOrder,
  loadOrderingFacts,
  loadRequestedLines,
  lockOrder,
  markConfirmed,
  replaceOrderLines,
  setOrderStatus,
  slotWarehouse,
  takeStock,
  updateOrderRow,
  userTypeOf,
  type LockedOrder,
  type StoredOrder,
} from './orders.repository.ts';
import {
  availableQuantities,
  confirmErrors,
  lineErrors,
  orderFigures,
  orderLineRows,
  requestedLines,
  stockDemands,
  typedPrices,
  type ConfirmRequest,
  type LineRequest,
  type OrderingFacts,
} from './orders.rules.ts';

/** The settings the orders' operations read from the configuration. */
export interface OrderSettings {
  stampDutyPercent: number;
}

/** Today's stored promotions, read on the pool before an operation's transaction (their queries run in parallel). */
const todaysPromotions = (db: Db) => activePromotions(db, businessClock().date);

/** An order as the API answers it: lines with availableQuantity, the stock itself left out. */
export function presentOrder({ orderLines, ...order }: StoredOrder) {
  const available = availableQuantities(orderLines, order.orderStatusId);
  return {
    ...order,
    orderLines: orderLines.map(({ stockQuantity: _stock, ...line }, index) => ({ ...line, availableQuantity: available[index] ?? null })),
  };
}

export type OrderAnswer = ReturnType<typeof presentOrder>;

/** A save's answer: 202 when a line asks more than the stock (the order is saved all the same). */
export interface SavedOrder {
  status: 200 | 202;
  order: OrderAnswer;
}

export async function presentedOrder(db: Executor, orderId: number): Promise<OrderAnswer> {
  const order = await loadOrder(db, orderId);
  if (!order) throw notFound();
  return presentOrder(order);
}

const saved = (order: OrderAnswer): SavedOrder => ({ status: order.orderLines.some((line) => line.availableQuantity !== null) ? 202 : 200, order });

async function orderingFacts(tx: Executor, customerId: number, field: string): Promise<OrderingFacts> {
  const facts = await loadOrderingFacts(tx, customerId);
  if (!facts) throw badRequest({ [field]: OrderRestMessages.unknownCustomer });
  return facts;
}

/**
 * Prices the requested lines (gift lines dropped) with the stored promotions in the customer's context and writes
 * the lines and the figures. 400 keyed `orderLines.<i>.<field>` for a line the rules refuse.
 */
async function priceAndWrite(
  tx: Executor,
  order: { orderId: number; deliveryModeId: number; paymentModeId: number | null },
  facts: OrderingFacts,
  lines: readonly LineRequest[],
  pricing: OrderSettings & { promotions: readonly EnginePromotion[] },
  fields: { desiredDeliveryDate?: string | null; deliverySlotId?: number | null } = {},
) {
  const articles = await loadArticleFacts(tx, lines.map((line) => line.articleId));
  const errors = lineErrors(lines, { allowModifPrice: facts.allowModifPrice, knownArticleIds: new Set(articles.keys()) });
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  const requested = requestedLines(lines);
  const priced = await priceWithPromotions(
    tx,
    { customerId: facts.customerId, channelId: facts.channelId, warehouseId: facts.warehouseId, lines: requested.map(({ articleId, quantity }) => ({ articleId, quantity })) },
    pricing.promotions,
    typedPrices(requested),
  );
  const giftFacts = await loadArticleFacts(tx, priced.lines.filter((line) => line.isGift && !articles.has(line.articleId)).map((line) => line.articleId));
  const allArticles = new Map([...articles, ...giftFacts]);
  const rows = orderLineRows(priced.lines, requested, allArticles);
  await replaceOrderLines(tx, order.orderId, rows);
  const figures = orderFigures(rows, { ...order, orderDiscount: priced.orderDiscount }, facts, allArticles, pricing.stampDutyPercent);
  await updateOrderRow(tx, order.orderId, figures, { paymentModeId: order.paymentModeId, ...fields });
  return { figures, rows };
}

function checkPaymentMode(facts: OrderingFacts, paymentModeId: number | null | undefined) {
  if (paymentModeId !== undefined && paymentModeId !== null && !facts.paymentModeIds.includes(paymentModeId)) {
    throw badRequest({ paymentModeId: OrderRestMessages.paymentModeNotOffered });
  }
}

/** 409 naming the customer's open basket, its id in the body. */
async function draftConflict(db: Executor, customerId: number): Promise<HttpError> {
  const draft = await draftOf(db, customerId);
  return conflict(OrderRestMessages.draftExists(draft?.code ?? ''), draft ? { orderId: draft.orderId } : {});
}

export interface CreateOrderBody {
  customerId: number;
  deliveryModeId?: number | null;
  paymentModeId?: number | null;
  orderLines: LineRequest[];
}

/** A new open basket; 409 when the customer has one already (also when two creates race: the unique index). */
export async function createOrder(db: Db, body: CreateOrderBody, userId: number, settings: OrderSettings): Promise<SavedOrder> {
  const pricing = { ...settings, promotions: await todaysPromotions(db) };
  try {
    return saved(
      await db.transaction(async (tx) => {
        const facts = await orderingFacts(tx, body.customerId, 'customerId');
        if (await draftOf(tx, body.customerId)) throw await draftConflict(tx, body.customerId);
        checkPaymentMode(facts, body.paymentModeId);
        if (requestedLines(body.orderLines).length === 0) throw badRequest({ orderLines: OrderRestMessages.emptyOrder });
        const order = {
          deliveryModeId: body.deliveryModeId ?? DeliveryMode.DELIVERY,
          paymentModeId: body.paymentModeId ?? null,
        };
        const orderId = await insertOrder(tx, { customerId: body.customerId, channelId: facts.channelId, warehouseId: facts.warehouseId, createdBy: userId, ...order });
        await priceAndWrite(tx, { orderId, ...order }, facts, body.orderLines, pricing);
        return presentedOrder(tx, orderId);
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw await draftConflict(db, body.customerId);
    throw error;
  }
}

async function lockedDraft(tx: Executor, orderId: number): Promise<LockedOrder> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw notFound();
  if (!isOrderEditable(order.orderStatusId)) throw conflict(OrderMessages.notEditable);
  return order;
}

export interface UpdateOrderBody {
  orderLines: LineRequest[];
  paymentModeId?: number | null;
  desiredDeliveryDate?: string | null;
  deliverySlotId?: number | null;
}

/** An open basket's save: its lines repriced, its date, slot and payment mode when sent; 409 once it is no draft. */
export async function updateOrder(db: Db, orderId: number, body: UpdateOrderBody, settings: OrderSettings): Promise<SavedOrder> {
  const pricing = { ...settings, promotions: await todaysPromotions(db) };
  return saved(
    await db.transaction(async (tx) => {
      const order = await lockedDraft(tx, orderId);
      const facts = await orderingFacts(tx, order.customerId, 'customerId');
      checkPaymentMode(facts, body.paymentModeId);
      if (body.deliverySlotId !== undefined && body.deliverySlotId !== null && (await slotWarehouse(tx, body.deliverySlotId)) !== order.warehouseId) {
        throw badRequest({ deliverySlotId: OrderRestMessages.slotNotOffered });
      }
      const paymentModeId = body.paymentModeId === undefined ? order.paymentModeId : body.paymentModeId;
      await priceAndWrite(tx, { ...order, paymentModeId }, facts, body.orderLines, pricing, {
        desiredDeliveryDate: body.desiredDeliveryDate,
        deliverySlotId: body.deliverySlotId,
      });
      return presentedOrder(tx, orderId);
    }),
  );
}

export interface ConfirmOrderBody extends ConfirmRequest {
  assignmentId?: number | null;
}

/** The stock could not cover the order: the transaction is rolled back, the order answered as it stands. */
class StockShortage extends Error {}

/** A confirmation's answer: 406 with the order whose lines show availableQuantity when the stock cannot cover it. */
export type ConfirmedOrder = { status: 200; order: OrderAnswer } | { status: 406; order: OrderAnswer };

/**
 * Confirms an open basket in one transaction: locked, repriced, checked (window, slot, payment mode, minimum
 * basket: 400 by field), its stock taken article by article in ascending id order when the channel controls stock
 * (any shortfall rolls everything back: 406), then status 2 and the call's outcome when an assignment is named.
 */
export async function confirmOrder(db: Db, orderId: number, body: ConfirmOrderBody, userId: number, settings: OrderSettings): Promise<ConfirmedOrder> {
  const pricing = { ...settings, promotions: await todaysPromotions(db) };
  try {
    const order = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw notFound();
      if (!canMoveOrder(order.orderStatusId, OrderStatus.CONFIRMED)) {
        throw conflict(OrderMessages.transitionRefused(ORDER_STATUS_LABELS[order.orderStatusId] ?? '', ORDER_STATUS_LABELS[OrderStatus.CONFIRMED] ?? ''));
      }
      const facts = await orderingFacts(tx, order.customerId, 'customerId');
      const lines = await loadRequestedLines(tx, orderId);
      const { figures, rows } = await priceAndWrite(tx, { ...order, paymentModeId: body.paymentModeId }, facts, lines, pricing);
      const errors = confirmErrors(body, {
        now: businessClock(),
        ordering: facts,
        slotWarehouseId: await slotWarehouse(tx, body.deliverySlotId),
        orderWarehouseId: order.warehouseId,
        paidLineCount: lines.length,
        totalAmountTTC: figures.totalAmountTTC,
      });
      if (Object.keys(errors).length > 0) throw badRequest(errors);
      if (facts.ctrlStock && order.warehouseId !== null) {
        for (const demand of stockDemands(rows)) {
          if (!(await takeStock(tx, { ...demand, warehouseId: order.warehouseId }))) throw new StockShortage();
        }
      }
      await markConfirmed(tx, orderId, { ...body, confirmedBy: userId });
      if (body.assignmentId) {
        const userIsAgent = (await userTypeOf(tx, userId)) === AGENT_USER_TYPE_ID;
        await recordOrderPlaced(tx, { assignmentId: body.assignmentId, orderId, customerId: order.customerId, userId, userIsAgent });
      }
      return presentedOrder(tx, orderId);
    });
    return { status: 200, order };
  } catch (error) {
    if (error instanceof StockShortage) return { status: 406, order: await presentedOrder(db, orderId) };
    throw error;
  }
}

/** The point of sale's Cancel: an open basket becomes cancelled (1 → 7); 409 otherwise. */
export async function cancelDraftOrder(db: Db, orderId: number): Promise<OrderAnswer> {
  return db.transaction(async (tx) => {
    await lockedDraft(tx, orderId);
    await setOrderStatus(tx, orderId, OrderStatus.CANCELLED);
    return presentedOrder(tx, orderId);
  });
}

/** The order and its customer (the seed's `{ customer, data }`); 404 for none, 403 for a warehouse-bound caller's other warehouse. */
export async function getOrder(db: Db, orderId: number, caller: { userId: number; granted: readonly GrantedPermission[] }) {
  const order = await presentedOrder(db, orderId);
  if (!seesWarehouse(heldWarehouse(caller.granted, ORDER_READS_SPAN, await userWarehouse(db, caller.userId)), order.warehouseId)) {
    throw forbidden(OrderRestMessages.otherWarehouseOrder);
  }
  return { customer: { customerId: order.customerId, code: order.customerCode, name: order.customerName }, data: order };
}

export interface OrderListQuery {
  customerId?: number;
  statusId?: number;
  excludeStatusId?: number;
  /** Orders this user created or confirmed. */
  agentId?: number;
  page?: number;
  take?: number;
}

export async function listOrderPage(db: Db, query: OrderListQuery) {
  const page = await listOrders(db, { ...query, ownedBy: query.agentId }, pageWindow(query));
  return { ...page, collection: page.collection.map(presentOrder) };
}

/** The order history dialog: a customer's orders; an agent (user type 6) sees only those they created or confirmed. */
export async function orderHistory(db: Db, query: { customerId: number; page?: number; take?: number }, userId: number) {
  const agent = (await userTypeOf(db, userId)) === AGENT_USER_TYPE_ID;
  const page = await listOrders(db, { customerId: query.customerId, ownedBy: agent ? userId : undefined }, pageWindow(query));
  return { ...page, collection: page.collection.map(presentOrder) };
}
