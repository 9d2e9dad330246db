/**
 * Orders' shared vocabulary and rules (seed 001 sections 3, 4, 5, 9; seed 002 channel parameters): status ids,
 * the allowed status transitions, the delivery-date window, the minimum basket and the amount a payment mode
 * collects. rest-api enforces them (an integrator can call it directly); the console applies the same functions
 * to offer only what the server will accept. Pure: the caller passes the clock in.
 */
import { formatMoney } from './format.ts';

/** Order status ids (seed 001 section 3). */
export const OrderStatus = {
  DRAFT: 1,
  CONFIRMED: 2,
  DISPATCHED: 3,
  INVOICED: 4,
  DELIVERED: 5,
  RETURNED: 6,
  CANCELLED: 7,
  VALIDATED: 8,
} as const;

export const ORDER_STATUS_LABELS: Readonly<Record<number, string>> = {
  1: 'Panier ouvert',
  2: 'Confirmée',
  3: 'Dispatchée',
  4: 'Facturée',
  5: 'Livrée',
  6: 'Retournée',
  7: 'Annulée',
  8: 'Validée',
};

/** Preparation status ids; null counts as 1 (seed 001 section 3). */
export const PreparationStatus = { NOT_STARTED: 1, IN_PROGRESS: 2, PREPARED: 3, PARTIALLY_PREPARED: 4 } as const;

/** Delivery modes: 1 pickup (Retrait), 2 delivery (Livraison). The point of sale sends 2, the counter 1. */
export const DeliveryMode = { PICKUP: 1, DELIVERY: 2 } as const;

/** Payment modes: cash is 100 (seed 001 section 9); the card terminal's id is ours. */
export const PaymentModeId = { CASH: 100, CARD: 101 } as const;

/** Unit codes of order lines and how lists show them. */
export const UNIT_CODE_LABELS: Readonly<Record<string, string>> = { UNITE: 'Pce', CAISSE: 'Cse' };

/** Catalogue page size and the quantity choices' ceiling (seed 001 section 9). */
export const CATALOG_PAGE_SIZE = 9;
export const MAX_LINE_QUANTITY = 9999;

/** The legal stamp-duty rate on cash payments at the time of writing (percent); rest-api reads STAMP_DUTY_PERCENT. */
export const DEFAULT_STAMP_DUTY_PERCENT = 0.25;

/**
 * Who may move an order from one status to another. Confirmation (1 → 2) goes through the confirm operation
 * only, which also reserves the stock; 2 → 1 is the reopen operation only (canReopenOrder: the order editor sets
 * a confirmed order back to an open basket and gives its stock back); the others are the lists', dispatch's and
 * delivery's actions.
 */
const ORDER_STATUS_TRANSITIONS: Readonly<Record<number, readonly number[]>> = {
  [OrderStatus.DRAFT]: [OrderStatus.CONFIRMED, OrderStatus.CANCELLED],
  [OrderStatus.CONFIRMED]: [OrderStatus.DRAFT, OrderStatus.DISPATCHED, OrderStatus.DELIVERED, OrderStatus.RETURNED, OrderStatus.CANCELLED],
  [OrderStatus.DISPATCHED]: [OrderStatus.CONFIRMED, OrderStatus.INVOICED, OrderStatus.DELIVERED, OrderStatus.RETURNED, OrderStatus.CANCELLED],
  [OrderStatus.INVOICED]: [OrderStatus.DELIVERED, OrderStatus.RETURNED],
  [OrderStatus.DELIVERED]: [OrderStatus.VALIDATED, OrderStatus.RETURNED],
  [OrderStatus.RETURNED]: [],
  [OrderStatus.CANCELLED]: [],
  [OrderStatus.VALIDATED]: [],
};

export function canMoveOrder(from: number, to: number): boolean {
  return ORDER_STATUS_TRANSITIONS[from]?.includes(to) ?? false;
}

/** Lines, quantities and prices can change only while the order is a draft (an open basket). */
export function isOrderEditable(statusId: number): boolean {
  return statusId === OrderStatus.DRAFT;
}

/**
 * The order editor's « Modifier la commande » (seed 001 "Order editor save flow": an edit sets a draft status, a
 * confirmation confirms again): a confirmed order (2) whose preparation has not started (1 or null) may go back to
 * an open basket. Once preparation starts, dispatched or later, the goods are being handled: no.
 */
export function canReopenOrder(order: { orderStatusId: number; preparationStatus: number | null }): boolean {
  return (
    order.orderStatusId === OrderStatus.CONFIRMED &&
    (order.preparationStatus ?? PreparationStatus.NOT_STARTED) === PreparationStatus.NOT_STARTED &&
    canMoveOrder(order.orderStatusId, OrderStatus.DRAFT)
  );
}

/** Why an order cannot be reopened; null when it can. */
export function reopenRefusal(order: { orderStatusId: number; preparationStatus: number | null }): string | null {
  if (canReopenOrder(order)) return null;
  if (order.orderStatusId !== OrderStatus.CONFIRMED) return OrderMessages.reopenRefusedForStatus(ORDER_STATUS_LABELS[order.orderStatusId] ?? String(order.orderStatusId));
  return OrderMessages.reopenRefusedPreparation;
}

/** YYYY-MM-DD and HH:mm, in the distributor's time zone. */
export interface LocalClock {
  date: string;
  time: string;
}

/** What the delivery-date window needs of a channel's parameters (seed 002). */
export interface DeliveryWindowParameters {
  /** HH:mm; past it, one more day is added. */
  cutOff: string;
  /** Business days from the first possible day to the earliest and the latest date. */
  deliveryFrom: number;
  deliveryTo: number;
}

export interface DeliveryWindow {
  /** YYYY-MM-DD, inclusive; never a Sunday. */
  minDate: string;
  maxDate: string;
}

function parseDay(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

function formatDay(day: Date): string {
  return day.toISOString().slice(0, 10);
}

function addDays(day: Date, days: number): Date {
  return new Date(day.getTime() + days * 86_400_000);
}

export function isSunday(date: string): boolean {
  return parseDay(date).getUTCDay() === 0;
}

/** The first business day (Monday to Saturday) on or after `day`. */
function businessDayFrom(day: Date): Date {
  return day.getUTCDay() === 0 ? addDays(day, 1) : day;
}

/** `count` business days after `day` (Sundays skipped), `day` itself moved off a Sunday when count is 0. */
function addBusinessDays(day: Date, count: number): Date {
  let current = businessDayFrom(day);
  for (let left = count; left > 0; left -= 1) current = businessDayFrom(addDays(current, 1));
  return current;
}

/**
 * The desired delivery dates the point of sale offers (seed 001 section 5): counted in business days from today,
 * one more day when the time is past the cut-off or today is a Sunday, Sundays skipped, never before today.
 */
export function deliveryDateWindow(now: LocalClock, parameters: DeliveryWindowParameters): DeliveryWindow {
  const today = parseDay(now.date);
  const late = now.time > parameters.cutOff || today.getUTCDay() === 0;
  const start = late ? addDays(today, 1) : today;
  const from = Math.max(0, Math.min(parameters.deliveryFrom, parameters.deliveryTo));
  const to = Math.max(0, parameters.deliveryTo);
  return { minDate: formatDay(addBusinessDays(start, from)), maxDate: formatDay(addBusinessDays(start, to)) };
}

/** Whether a desired delivery date is one the window offers: inside it and not a Sunday. */
export function isDeliveryDateAllowed(date: string, window: DeliveryWindow): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= window.minDate && date <= window.maxDate && !isSunday(date);
}

/** The basket total (TTC, DH) reaches the channel's minimum basket; no minimum (0) always does. */
export function reachesMinimumBasket(totalTTC: number, minBasket: number): boolean {
  return minBasket <= 0 || totalTTC >= minBasket;
}

/** An order's totals in DH (seed 001 section 3): HT − discount − early payment + logistics cost + VAT + stamp duty = TTC. */
export interface OrderTotals {
  totalAmountHT: number;
  totalDiscount: number;
  totalEscompte: number;
  totalRebates: number;
  totalTva: number;
  totalAmountTTC: number;
  totalTimbre: number;
}

/** Stamp duty on a cash payment of `totalTTC` (DH, rounded to the cent); card payments pay none. */
export function stampDuty(totalTTC: number, paymentModeId: number | null, ratePercent: number): number {
  if (paymentModeId !== PaymentModeId.CASH) return 0;
  return Math.round(totalTTC * ratePercent) / 100;
}

/** What a payment mode collects for an order (seed 001 section 9): cash the TTC, card the TTC minus stamp duty. */
export function amountToCollect(order: { totalAmountTTC: number; totalTimbre: number }, paymentModeId: number): number {
  if (paymentModeId === PaymentModeId.CASH) return order.totalAmountTTC;
  return Math.round((order.totalAmountTTC - order.totalTimbre) * 100) / 100;
}

/** Quantity choices of a line (seed 001 section 5): from the minimum, by the step, below 10000. */
export function quantityChoices(minimumToOrder: number, quantityStep: number): number[] {
  const first = Math.max(1, Math.floor(minimumToOrder) || 1);
  const step = Math.max(1, Math.floor(quantityStep) || 1);
  const choices: number[] = [];
  for (let quantity = first; quantity <= MAX_LINE_QUANTITY; quantity += step) choices.push(quantity);
  return choices;
}

/** Channel parameters' form rules (seed 002 section 5), keyed by field; empty when valid. */
export function channelParameterErrors(parameters: { deliveryFrom: number; deliveryTo: number; minBasket: number }): Record<string, string> {
  const errors: Record<string, string> = {};
  if (parameters.deliveryFrom < 0) errors.deliveryFrom = OrderMessages.notNegative;
  if (parameters.deliveryTo < 0) errors.deliveryTo = OrderMessages.notNegative;
  if (!errors.deliveryFrom && !errors.deliveryTo && parameters.deliveryFrom > parameters.deliveryTo) errors.deliveryFrom = OrderMessages.deliveryNumbersError;
  if (!(parameters.minBasket > 0)) errors.minBasket = OrderMessages.minBasketError;
  return errors;
}

/** The order lists' bulk actions (seed 001 section 4): each sets its target status. */
export type OrderListAction = 'cancel' | 'return' | 'collect';

export const ORDER_LIST_ACTION_TARGETS: Readonly<Record<OrderListAction, number>> = {
  cancel: OrderStatus.CANCELLED,
  return: OrderStatus.RETURNED,
  collect: OrderStatus.DELIVERED,
};

/** What the list actions' rules read of an order. */
export interface OrderActionFacts {
  orderStatusId: number;
  /** Null counts as 1 (not started). */
  preparationStatus: number | null;
  /** 1 pickup (take-away), 2 delivery. */
  deliveryModeId: number;
}

const isPrepared = (preparationStatus: number | null) =>
  preparationStatus === PreparationStatus.PREPARED || preparationStatus === PreparationStatus.PARTIALLY_PREPARED;

/**
 * The status sets the seeds leave unnamed (seed 001 section 4), chosen from the statuses' meanings:
 * - cancel: only a confirmed order (2, awaiting planning) whose goods are not prepared yet (preparation 3 or 4);
 * - return: a confirmed, dispatched or invoiced order (2, 3, 4), never a delivered one;
 * - collect: a take-away order once confirmed and prepared (2 with preparation 3 or 4): the customer takes it at
 *   the counter; a delivery order once dispatched or invoiced (3, 4): the driver brought the money back.
 * Null when allowed, else the French reason the per-row report shows.
 */
export function orderActionRefusal(action: OrderListAction, order: OrderActionFacts): string | null {
  const status = order.orderStatusId;
  const label = ORDER_STATUS_LABELS[status] ?? String(status);
  switch (action) {
    case 'cancel':
      if (status !== OrderStatus.CONFIRMED) return OrderMessages.actionRefusedForStatus('annulée', label);
      if (isPrepared(order.preparationStatus)) return OrderMessages.alreadyPrepared;
      return null;
    case 'return':
      if (status !== OrderStatus.CONFIRMED && status !== OrderStatus.DISPATCHED && status !== OrderStatus.INVOICED) {
        return OrderMessages.actionRefusedForStatus('retournée', label);
      }
      return null;
    case 'collect':
      if (order.deliveryModeId === DeliveryMode.PICKUP) {
        if (status !== OrderStatus.CONFIRMED) return OrderMessages.actionRefusedForStatus('encaissée', label);
        if (!isPrepared(order.preparationStatus)) return OrderMessages.notPreparedYet;
        return null;
      }
      if (status !== OrderStatus.DISPATCHED && status !== OrderStatus.INVOICED) return OrderMessages.actionRefusedForStatus('encaissée', label);
      return null;
  }
}

/** The preparation voucher prints while the order is still to prepare or on its way: confirmed or dispatched. */
export function canPrintPreparationVoucher(orderStatusId: number): boolean {
  return orderStatusId === OrderStatus.CONFIRMED || orderStatusId === OrderStatus.DISPATCHED;
}

/** The customer receipts (French, Arabic) print for any order past the open basket and not cancelled. */
export function canPrintReceipt(orderStatusId: number): boolean {
  return orderStatusId !== OrderStatus.DRAFT && orderStatusId !== OrderStatus.CANCELLED;
}

/** The all-orders list changes a delivery date (and cancels) only while the order awaits planning (seed 001 section 9: status 2). */
export function canChangeDeliveryDate(orderStatusId: number): boolean {
  return orderStatusId === OrderStatus.CONFIRMED;
}

/**
 * The all-orders list's new delivery date (seed 001 section 5): non-empty, changed, not before today, not a Sunday.
 * Null when acceptable, else the French reason.
 */
export function deliveryDateChangeError(order: { orderStatusId: number; desiredDeliveryDate: string | null }, date: string, today: string): string | null {
  if (!canChangeDeliveryDate(order.orderStatusId)) return OrderMessages.deliveryDateLocked;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return OrderMessages.deliveryDateRequired;
  if (date === order.desiredDeliveryDate) return OrderMessages.deliveryDateUnchanged;
  if (date < today) return OrderMessages.deliveryDateBeforeToday;
  if (isSunday(date)) return OrderMessages.deliveryDateSunday;
  return null;
}

/** Orders the warehouse prepares: confirmed, dispatched or invoiced (a round may be invoiced before it is loaded). */
export const PREPARABLE_ORDER_STATUSES: readonly number[] = [OrderStatus.CONFIRMED, OrderStatus.DISPATCHED, OrderStatus.INVOICED];

/** Preparation (ours; seed 002 shows only its statuses): warehouse staff start a preparable order not started yet. */
export function canStartPreparation(order: { orderStatusId: number; preparationStatus: number | null }): boolean {
  return PREPARABLE_ORDER_STATUSES.includes(order.orderStatusId)
    && (order.preparationStatus ?? PreparationStatus.NOT_STARTED) === PreparationStatus.NOT_STARTED;
}

/** Prepared quantities are saved, and the preparation finished, only while it is in progress. */
export function canRecordPreparation(order: { orderStatusId: number; preparationStatus: number | null }): boolean {
  return PREPARABLE_ORDER_STATUSES.includes(order.orderStatusId) && order.preparationStatus === PreparationStatus.IN_PROGRESS;
}

/** A prepared quantity is a whole number from 0 to the line's quantity. */
export function preparedQuantityError(quantity: number, quantityPrepared: number): string | null {
  if (!Number.isInteger(quantityPrepared) || quantityPrepared < 0) return OrderMessages.preparedNotNegative;
  if (quantityPrepared > quantity) return OrderMessages.preparedAboveOrdered(quantity);
  return null;
}

/** Finishing: 3 Préparée when every line has its whole quantity, else 4 Préparée partiellement. */
export function preparationOutcome(lines: readonly { quantity: number; quantityPrepared: number | null }[]): number {
  const complete = lines.every((line) => (line.quantityPrepared ?? 0) >= line.quantity);
  return complete ? PreparationStatus.PREPARED : PreparationStatus.PARTIALLY_PREPARED;
}

export const PREPARATION_STATUS_LABELS: Readonly<Record<number, string>> = {
  1: 'Pas encore',
  2: 'En cours',
  3: 'Préparée',
  4: 'Préparée partiellement',
};

/** Delivery status of a delivery order (seed 001 section 3); null counts as 1. */
export const DELIVERY_STATUS_LABELS: Readonly<Record<number, string>> = { 1: 'En cours', 2: 'Retournée', 3: 'Livrée' };

/** How many copies of the customer receipt one print gives (seed 001 section 9: up to 3). */
export const MAX_RECEIPT_COPIES = 3;

/** The order lists' page size (seed 001 section 9). */
export const ORDER_LIST_PAGE_SIZE = 50;

/** The order lists' largest page (rest-api clamps a larger take). */
export const ORDER_LIST_MAX_TAKE = 200;

/** The French texts of the point of sale, the order editor and the channel parameters. */
export const OrderMessages = {
  /** Seed 001 section 8: a tile whose minimum is not below the stock, and a save answered 202. */
  quantityUnavailable: "Quantité demandée n'est pas disponible",
  /** Seed 001 section 8: a confirmation answered 406. */
  stockUnavailable: 'La quantitée demandée n\'est pas disponible en stock',
  available: (count: number) => `${count} disponibles`,
  /** Seed 002 section 5. */
  deliveryNumbersError: 'De J+ doit être inferieur de A J+',
  minBasketError: 'Minimum de panier doit être superieur de 0',
  notNegative: 'La valeur doit être supérieure ou égale à 0',
  /** Ours: the seeds do not word these refusals. */
  minimumBasketNotReached: (minBasket: number) => `Le minimum de panier (${formatMoney(minBasket)}) n'est pas atteint`,
  deliveryDateOutsideWindow: (minDate: string, maxDate: string) => `La date de livraison doit être entre le ${minDate} et le ${maxDate}, hors dimanche`,
  notEditable: "La commande n'est plus modifiable",
  transitionRefused: (from: string, to: string) => `Une commande « ${from} » ne peut pas passer à « ${to} »`,
  customerRequired: 'Veuillez choisir un client',
  priceAboveZero: 'Le prix doit être supérieur à 0',
  quantityAboveZero: 'La quantité doit être supérieure à 0',
  /** Seed 001 section 5: the order lists' alerts. */
  noOrderSelected: 'Merci de selectionner une commande !',
  invalidSelection: 'Erreur de traitement, Merci de vérifier les commandes sélectionnées !',
  /** Ours: the per-row reasons of a bulk action and the other refusals the seeds do not word. */
  actionRefusedForStatus: (done: string, status: string) => `Une commande « ${status} » ne peut pas être ${done}`,
  alreadyPrepared: 'Commande déjà préparée : elle ne peut plus être annulée',
  notPreparedYet: "Commande pas encore préparée : elle ne peut pas être encaissée",
  orderNotFound: 'Commande introuvable',
  deliveryDateLocked: 'La date de livraison ne change que pour une commande confirmée',
  deliveryDateRequired: 'Veuillez choisir une date de livraison',
  deliveryDateUnchanged: 'La date de livraison est inchangée',
  deliveryDateBeforeToday: "La date de livraison ne peut pas être avant aujourd'hui",
  deliveryDateSunday: 'Pas de livraison le dimanche',
  preparationNotStartable: 'Cette commande ne peut pas être mise en préparation',
  preparationNotInProgress: "La préparation de cette commande n'est pas en cours",
  preparedNotNegative: 'La quantité préparée doit être un entier positif ou nul',
  preparedAboveOrdered: (quantity: number) => `La quantité préparée ne peut pas dépasser ${quantity}`,
  /** Ours: the order editor's reopen (canReopenOrder). */
  reopenRefusedForStatus: (status: string) => `Une commande « ${status} » ne peut pas être modifiée : seule une commande confirmée peut repasser en panier ouvert`,
  reopenRefusedPreparation: 'La préparation de cette commande a commencé : elle ne peut plus être modifiée',
} as const;
