/**
 * Delivery's shared vocabulary and rules (seed 002: dispatch, vehicles, schedules, the preparation board):
 * the dispatch geometry (point in polygon, marker colours, summaries, vehicle capacity), the schedule statuses
 * and what each allows, and the end of a delivery. The dispatch map applies them in both its views (Google Maps
 * and the plan view); rest-api enforces the schedule rules. Pure: the caller passes the clock in.
 */
import { Messages } from './messages.ts';
import { OrderStatus } from './orders.ts';

/** Seed 002 section 9: the map's default view. */
export const MAP_DEFAULT_ZOOM = 10;
export const MAP_DEFAULT_CENTER = { lat: 33.57, lng: -7.59 } as const;

/** A point on the map: latitude and longitude in degrees. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** A drawn polygon: its vertices in order (closing edge implied), at least 3. */
export type GeoPolygon = readonly GeoPoint[];

/**
 * Whether a point lies inside a polygon (ray casting on lat/lng as plane coordinates: the areas drawn are a few
 * kilometres wide, where the curvature does not matter). A point exactly on an edge counts as inside.
 */
export function pointInPolygon(point: GeoPoint, polygon: GeoPolygon): boolean {
  if (polygon.length < 3) return false;
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i];
    const b = polygon[j];
    if (onSegment(point, a, b)) return true;
    const crosses = a.lat > point.lat !== b.lat > point.lat
      && point.lng < ((b.lng - a.lng) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lng;
    if (crosses) inside = !inside;
  }
  return inside;
}

function onSegment(p: GeoPoint, a: GeoPoint, b: GeoPoint): boolean {
  const cross = (b.lng - a.lng) * (p.lat - a.lat) - (b.lat - a.lat) * (p.lng - a.lng);
  if (Math.abs(cross) > 1e-12) return false;
  return p.lat >= Math.min(a.lat, b.lat) && p.lat <= Math.max(a.lat, b.lat)
    && p.lng >= Math.min(a.lng, b.lng) && p.lng <= Math.max(a.lng, b.lng);
}

/** Seed 002 sections 4 and 9: marker colour by a customer's total weight (kg). */
const MARKER_WEIGHT_THRESHOLDS = [200, 500, 1500] as const;
export type MarkerColour = 'green' | 'blue' | 'red' | 'black';

/** 0–200 kg green, over 200–500 blue, over 500–1500 red, above black. */
export function markerColour(weightKg: number): MarkerColour {
  const [low, mid, high] = MARKER_WEIGHT_THRESHOLDS;
  if (weightKg <= low) return 'green';
  if (weightKg <= mid) return 'blue';
  if (weightKg <= high) return 'red';
  return 'black';
}

/** An order as the dispatch map places it. */
export interface DispatchOrder {
  orderId: number;
  code: string;
  customerId: number;
  customerCode: string;
  customerName: string;
  /** YYYY-MM-DD. */
  desiredDeliveryDate: string;
  /** kg. */
  weight: number;
  /** m³. */
  volume: number;
  /** The customer's delivery address. */
  lat: number;
  lng: number;
}

/** One marker per customer, with its orders. */
export interface CustomerMarker {
  customerId: number;
  customerCode: string;
  customerName: string;
  position: GeoPoint;
  orders: readonly DispatchOrder[];
  weight: number;
  colour: MarkerColour;
  /** The earliest desired date is before the operation date: the map uses its other icon set (seed 002 section 4). */
  late: boolean;
}

/** Groups orders by customer (the first order's position), in the orders' order. */
export function customerMarkers(orders: readonly DispatchOrder[], operationDate: string | null): CustomerMarker[] {
  const byCustomer = new Map<number, DispatchOrder[]>();
  for (const order of orders) {
    const list = byCustomer.get(order.customerId);
    if (list) list.push(order);
    else byCustomer.set(order.customerId, [order]);
  }
  return [...byCustomer.values()].map((list) => {
    const [first] = list;
    const weight = roundTo(list.reduce((sum, order) => sum + order.weight, 0), 3);
    const earliest = list.reduce((min, order) => (order.desiredDeliveryDate < min ? order.desiredDeliveryDate : min), first.desiredDeliveryDate);
    return {
      customerId: first.customerId,
      customerCode: first.customerCode,
      customerName: first.customerName,
      position: { lat: first.lat, lng: first.lng },
      orders: list,
      weight,
      colour: markerColour(weight),
      late: operationDate !== null && earliest < operationDate,
    };
  });
}

/** A polygon drawn for a vehicle. */
export interface DispatchArea {
  areaId: string;
  vehicleId: number;
  polygon: GeoPolygon;
}

/**
 * Which vehicle each order goes to: an order inside one of the areas is assigned to that area's vehicle (the
 * first drawn wins when areas overlap). Editing an area is calling this again; deleting one frees its orders.
 */
export function assignOrders(orders: readonly DispatchOrder[], areas: readonly DispatchArea[]): Map<number, { vehicleId: number; areaId: string }> {
  const assigned = new Map<number, { vehicleId: number; areaId: string }>();
  for (const order of orders) {
    const area = areas.find((candidate) => pointInPolygon({ lat: order.lat, lng: order.lng }, candidate.polygon));
    if (area) assigned.set(order.orderId, { vehicleId: area.vehicleId, areaId: area.areaId });
  }
  return assigned;
}

/** Seed 002: the summary list (orders, customers, m³, kg). */
export interface DispatchSummary {
  orders: number;
  customers: number;
  volume: number;
  weight: number;
}

export function dispatchSummary(orders: readonly Pick<DispatchOrder, 'customerId' | 'weight' | 'volume'>[]): DispatchSummary {
  return {
    orders: orders.length,
    customers: new Set(orders.map((order) => order.customerId)).size,
    volume: roundTo(orders.reduce((sum, order) => sum + order.volume, 0), 3),
    weight: roundTo(orders.reduce((sum, order) => sum + order.weight, 0), 3),
  };
}

/** Ours: a vehicle's load against its capacity while drawing (the gauge). Ratios are 0..n (1 = full). */
export interface CapacityLoad {
  weightRatio: number;
  volumeRatio: number;
  overWeight: boolean;
  overVolume: boolean;
  over: boolean;
}

export function capacityLoad(load: { weight: number; volume: number }, capacity: { weight: number; volume: number }): CapacityLoad {
  // Loads are sums of orders' figures: to the gram and the litre (3 decimals), so 0.1 + 0.2 fills 0.3 exactly.
  const ratio = (used: number, limit: number) => (limit > 0 ? roundTo(used, 3) / limit : used > 0 ? Infinity : 0);
  const weightRatio = ratio(load.weight, capacity.weight);
  const volumeRatio = ratio(load.volume, capacity.volume);
  return { weightRatio, volumeRatio, overWeight: weightRatio > 1, overVolume: volumeRatio > 1, over: weightRatio > 1 || volumeRatio > 1 };
}

/**
 * Seed 002 section 5: warehouse, date from and date to required; to not before from ('Date should not be
 * before {date}', the date shown DD-MM-YYYY). Field errors, empty when valid. Dates YYYY-MM-DD.
 */
export function dispatchConfigurationErrors(value: { warehouseId: number | null; dateFrom: string; dateTo: string }): Record<string, string> {
  const errors: Record<string, string> = {};
  if (value.warehouseId === null) errors.warehouseId = DeliveryMessages.required;
  if (!value.dateFrom) errors.dateFrom = DeliveryMessages.required;
  if (!value.dateTo) errors.dateTo = DeliveryMessages.required;
  else if (value.dateFrom && value.dateTo < value.dateFrom) errors.dateTo = DeliveryMessages.dateNotBefore(displayDate(value.dateFrom));
  return errors;
}

/** An assignment's operation date: a calendar day (YYYY-MM-DD), not before today (Morocco's day). */
export function operationDateError(operationDate: string, today: string): string | null {
  if (!operationDate) return DeliveryMessages.required;
  if (!isCalendarDay(operationDate)) return Messages.invalidValue;
  if (operationDate < today) return DeliveryMessages.dateNotBefore(displayDate(today));
  return null;
}

/** YYYY-MM-DD naming a day that exists (not 2031-02-29). */
function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Schedule status ids (seed 002 section 3) and how screens name them. */
export const ScheduleStatus = { OPEN: 1, READY: 2, IN_PROGRESS: 3, CLOSED: 4 } as const;

export const SCHEDULE_STATUS_LABELS: Readonly<Record<number, string>> = { 1: 'Ouvert', 2: 'Prêt', 3: 'En cours', 4: 'Clôturé' };
/** The warehouse schedule screen calls 2 « Facturé » (seed 002 section 3). */
export const WAREHOUSE_SCHEDULE_STATUS_LABELS: Readonly<Record<number, string>> = { ...SCHEDULE_STATUS_LABELS, 2: 'Facturé' };
export const SCHEDULE_STATUS_COLOURS: Readonly<Record<number, string>> = { 1: 'blue', 2: 'green', 3: 'yellow', 4: 'red' };

/** Provisional schedules show whether they were synchronized: 1 open, 2 synchronized (seed 002 section 3). */
export const PROVISIONAL_STATUS_LABELS: Readonly<Record<number, string>> = { 1: 'Ouvert', 2: 'Synchronisé' };


/** Schedule-order status ids (seed 002 section 3): the order's delivery status. Null counts as 1. */
export const ScheduleOrderStatus = { IN_PROGRESS: 1, RETURNED: 2, DELIVERED: 3 } as const;
export const SCHEDULE_ORDER_STATUS_COLOURS: Readonly<Record<number, string>> = { 1: 'yellow', 2: 'red', 3: 'green' };

/** Seed 002 section 4: delete only while open and not synchronized. */
export function canDeleteSchedule(schedule: { scheduleStatusId: number; synchronized: boolean }): boolean {
  return schedule.scheduleStatusId === ScheduleStatus.OPEN && !schedule.synchronized;
}

/** Seed 002: status 1 shows « Facturer » (1 → 2, then print); status 2 shows « Réimprimer » only. */
export function canInvoiceSchedule(scheduleStatusId: number): boolean {
  return scheduleStatusId === ScheduleStatus.OPEN;
}

export function canReprintSchedule(scheduleStatusId: number): boolean {
  return scheduleStatusId === ScheduleStatus.READY;
}


export type DeliveryOutcome = 'delivered' | 'returned';

/**
 * Ours (the seeds do not show how a delivery ends): once a schedule is invoiced (2) or under way (3), each of its
 * orders still on its way (invoiced, delivery status in progress) is marked delivered (→ 5 LIVRE, with the payment
 * mode collected) or returned (→ 6 RETOURNE, with a return reason). Null when allowed, else the French reason.
 */
export function deliveryOutcomeRefusal(
  schedule: { scheduleStatusId: number },
  order: { orderStatusId: number; scheduleOrderStatusId: number | null },
): string | null {
  // An ended delivery says so first: sent again once its schedule has closed, it is not about invoicing.
  if ((order.scheduleOrderStatusId ?? ScheduleOrderStatus.IN_PROGRESS) !== ScheduleOrderStatus.IN_PROGRESS) return DeliveryMessages.deliveryAlreadyEnded;
  if (schedule.scheduleStatusId !== ScheduleStatus.READY && schedule.scheduleStatusId !== ScheduleStatus.IN_PROGRESS) {
    return DeliveryMessages.scheduleNotInvoiced;
  }
  if (order.orderStatusId !== OrderStatus.INVOICED) return DeliveryMessages.deliveryAlreadyEnded;
  return null;
}

/** The schedule's status once its orders' delivery statuses are known: 4 when none is in progress, else 3. */
export function scheduleStatusAfterOutcome(scheduleOrderStatusIds: readonly (number | null)[]): number {
  const open = scheduleOrderStatusIds.some((status) => (status ?? ScheduleOrderStatus.IN_PROGRESS) === ScheduleOrderStatus.IN_PROGRESS);
  return open ? ScheduleStatus.IN_PROGRESS : ScheduleStatus.CLOSED;
}

/** Preparation board (seed 002): the three columns, their titles in French and Arabic; refresh 5000 ms. */
export const PREPARATION_BOARD_POLL_MS = 5000;
/** Each column shows at most this many counters, oldest first (a board read across a room). */
export const PREPARATION_BOARD_COLUMN_LIMIT = 60;
export type BoardLanguage = 'fr' | 'ar';
export const PREPARATION_BOARD_TITLES: Readonly<Record<BoardLanguage, { idle: string; inPreparation: string; prepared: string; offline: string; title: string }>> = {
  fr: { title: 'Préparation des commandes', idle: 'En attente', inPreparation: 'En préparation', prepared: 'Prêtes', offline: 'Connexion perdue, reconnexion…' },
  ar: { title: 'تحضير الطلبيات', idle: 'في الانتظار', inPreparation: 'قيد التحضير', prepared: 'جاهزة', offline: 'انقطع الاتصال، جارٍ إعادة الاتصال…' },
};

/** Vehicles (seed 002 section 3): the default colour and the list's default page size. */
export const DEFAULT_VEHICLE_COLOUR = '#000000';

/** The French texts of delivery. */
export const DeliveryMessages = {
  required: Messages.requiredField,
  /** Seed 002 section 5. */
  dateNotBefore: (date: string) => `Date should not be before ${date}`,
  /** Ours. */
  vehicleRequired: 'Veuillez choisir un véhicule',
  slotRequired: 'Veuillez choisir un créneau',
  noOrderInArea: 'Aucune commande dans les zones de ce véhicule',
  overCapacity: 'Le chargement dépasse la capacité du véhicule',
  ordersNoLongerConfirmed: "Certaines commandes ne sont plus à planifier : rechargez la carte",
  vehicleInactive: "Ce véhicule n'est pas actif",
  scheduleNotDeletable: 'Seul un planning ouvert et non synchronisé peut être supprimé',
  scheduleNotInvoiceable: 'Seul un planning ouvert peut être facturé',
  scheduleNotInvoiced: "Le planning doit être facturé avant de livrer ses commandes",
  deliveryAlreadyEnded: 'Cette commande est déjà livrée ou retournée',
  returnReasonRequired: 'Veuillez choisir un motif de retour',
  paymentModeRequired: 'Veuillez choisir un mode de paiement',
  vehicleInUse: 'Ce véhicule a des plannings : désactivez-le plutôt',
  returnReasonInUse: 'Ce motif est utilisé par des commandes retournées',
  colourInvalid: 'Couleur au format #RRGGBB',
  positive: 'La valeur doit être supérieure à 0',
};

function displayDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}-${month}-${year}`;
}

function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
