/**
 * Delivery set-up for the dispatch, schedules and board specs: confirmed delivery orders of the Casablanca demo
 * warehouse for fresh customers whose delivery address is where the test wants it (and weighing about what it
 * wants), and schedules made through the dispatch map's own mutation. Each spec passes its own customer range.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { gql } from './api.ts';
import { orderPlacer, type CatalogArticle, type PlacedOrder } from './order-setup.ts';

/** The Casablanca demo warehouse (CAS-AS, Aïn Sebaâ): the demo vehicles CAM-01, CAM-02 and CAM-04 are its. */
const CASABLANCA_WAREHOUSE_ID = 1;

export interface DeliveryOrder extends PlacedOrder {
  /** kg, as the dispatch map reads it. */
  weight: number;
  lat: number;
  lng: number;
}

export interface DeliveryOrderOptions {
  lat: number;
  lng: number;
  /** kg; the order comes close to it (one line of an article weighed in the catalogue). */
  weightKg?: number;
}

interface Address {
  customerAdressId: number;
  adress: string;
  postalCode: string | null;
  isDefault: boolean;
  countryId: number | null;
  regionId: number | null;
  sectorId: number | null;
}

/** A Casablanca address when the customer has none: Casablanca-Settat, Hay Hassani. */
const CASABLANCA_ADDRESS = { adress: '12, rue Ibn Battouta', postalCode: '20200', countryId: 1, regionId: 6, sectorId: 4 };

/** Puts the customer's delivery address (the default one, else a new default) at the point, as the customer form saves it. */
async function placeDeliveryAddress(request: APIRequestContext, customerId: number, point: { lat: number; lng: number }): Promise<void> {
  const { customer } = await gql<{ customer: { addresses: Address[] } | null }>(
    request,
    'query($c:Int!){customer(customerId:$c){addresses{customerAdressId adress postalCode isDefault countryId regionId sectorId}}}',
    { c: customerId },
  );
  const current = customer?.addresses.find((address) => address.isDefault) ?? customer?.addresses[0];
  const change = current
    ? {
        typeAction: 2,
        customerAdressId: current.customerAdressId,
        adress: current.adress,
        postalCode: current.postalCode ?? CASABLANCA_ADDRESS.postalCode,
        countryId: current.countryId ?? CASABLANCA_ADDRESS.countryId,
        regionId: current.regionId ?? CASABLANCA_ADDRESS.regionId,
        sectorId: current.sectorId ?? CASABLANCA_ADDRESS.sectorId,
      }
    : { typeAction: 1, ...CASABLANCA_ADDRESS };
  const { saveCustomerAddresses } = await gql<{ saveCustomerAddresses: { ok: boolean; errors: unknown[] } }>(
    request,
    'mutation($c:Int!,$a:[CustomerAddressChange!]!){saveCustomerAddresses(customerId:$c,changes:$a){ok errors{field message}}}',
    { c: customerId, a: [{ ...change, isDefault: true, latitude: String(point.lat), longitude: String(point.lng) }] },
  );
  expect(saveCustomerAddresses.ok, JSON.stringify(saveCustomerAddresses.errors)).toBe(true);
}

/** The catalogue's gross weights (kg) by article, read once per placer. */
async function articleWeights(request: APIRequestContext): Promise<Map<number, number>> {
  const { articles } = await gql<{ articles: { items: { articleId: number; grossWeight: number | null }[] } }>(
    request,
    'query{articles(page:1,take:1000,active:true){items{articleId grossWeight}}}',
  );
  return new Map(articles.items.flatMap((article) => (article.grossWeight && article.grossWeight > 0 ? [[article.articleId, article.grossWeight] as const] : [])));
}

/**
 * Places confirmed delivery orders (status 2) in the Casablanca warehouse, each for the next fresh demo customer
 * from `firstCustomerId` (the spec's range: dispatch 1800–2099, schedules 2100–2399, board 2400–2599), its delivery
 * address at the point given.
 */
export function deliveryOrderPlacer(firstCustomerId: number) {
  const placer = orderPlacer(firstCustomerId);
  let weights: Promise<Map<number, number>> | undefined;

  async function place(request: APIRequestContext, options: DeliveryOrderOptions): Promise<DeliveryOrder> {
    const { weightKg } = options;
    const known = weightKg === undefined ? undefined : await (weights ??= articleWeights(request));
    const aimQuantity = known && weightKg !== undefined
      ? (article: CatalogArticle) => {
          const weight = known.get(article.articleId);
          return weight ? Math.max(1, Math.round(weightKg / weight)) : null;
        }
      : undefined;
    const order = await placer.place(request, { deliveryModeId: 2, warehouseId: CASABLANCA_WAREHOUSE_ID, ...(aimQuantity ? { aimQuantity } : {}) });
    await placeDeliveryAddress(request, order.customer.customerId, options);
    const { order: read } = await gql<{ order: { sumArticleWeight: number } | null }>(request, 'query($o:Int!){order(orderId:$o){sumArticleWeight}}', { o: order.orderId });
    return { ...order, weight: read?.sumArticleWeight ?? 0, lat: options.lat, lng: options.lng };
  }

  return { place, freeCustomer: placer.freeCustomer };
}

export interface CreatedSchedule {
  scheduleId: number;
  code: string;
  orderIds: number[];
}

export interface ScheduleOptions {
  orderIds: number[];
  /** The vehicle; else the active vehicle of this code (CAM-01 unless given) of the warehouse. */
  vehicleId?: number;
  vehicleCode?: string;
  warehouseId?: number;
  /** YYYY-MM-DD, not before today; the first order's desired date unless given. */
  operationDate?: string;
  /** The warehouse's first slot unless given. */
  deliverySlotId?: number;
}

/** The vehicle's id, looked up by its code in the warehouse. */
async function vehicleIdOf(request: APIRequestContext, code: string, warehouseId = CASABLANCA_WAREHOUSE_ID): Promise<number> {
  const { vehicles } = await gql<{ vehicles: { items: { vehicleId: number; code: string }[] } }>(
    request,
    'query($k:String,$w:Int){vehicles(page:1,take:50,keyword:$k,warehouseId:$w){items{vehicleId code}}}',
    { k: code, w: warehouseId },
  );
  const vehicle = vehicles.items.find((item) => item.code === code);
  expect(vehicle, `vehicle ${code} in warehouse ${warehouseId}`).toBeDefined();
  return vehicle!.vehicleId;
}

/** A schedule made as the dispatch map makes it (assignDispatch): its orders dispatched (2 → 3). */
export async function createSchedule(request: APIRequestContext, options: ScheduleOptions): Promise<CreatedSchedule> {
  const warehouseId = options.warehouseId ?? CASABLANCA_WAREHOUSE_ID;
  const vehicleId = options.vehicleId ?? (await vehicleIdOf(request, options.vehicleCode ?? 'CAM-01', warehouseId));
  const { order } = await gql<{ order: { desiredDeliveryDate: string | null; customerId: number } | null }>(
    request,
    'query($o:Int!){order(orderId:$o){desiredDeliveryDate customerId}}',
    { o: options.orderIds[0] },
  );
  const operationDate = options.operationDate ?? order?.desiredDeliveryDate ?? '';
  const deliverySlotId = options.deliverySlotId ?? (await firstSlot(request, order?.customerId ?? 0));
  const { assignDispatch } = await gql<{ assignDispatch: { ok: boolean; errors: unknown[]; schedule: { scheduleId: number; code: string; orders: { orderId: number }[] } | null } }>(
    request,
    'mutation($i:DispatchAssignmentInput!){assignDispatch(input:$i){ok errors{field message} schedule{scheduleId code orders{orderId}}}}',
    { i: { warehouseId, vehicleId, operationDate, deliverySlotId, orderIds: options.orderIds } },
  );
  expect(assignDispatch.ok, JSON.stringify(assignDispatch.errors)).toBe(true);
  const schedule = assignDispatch.schedule!;
  return { scheduleId: schedule.scheduleId, code: schedule.code, orderIds: schedule.orders.map((item) => item.orderId) };
}

/** The customer's warehouse's first slot, as the point of sale offers it. */
async function firstSlot(request: APIRequestContext, customerId: number): Promise<number> {
  const { deliveryOptions } = await gql<{ deliveryOptions: { slots: { deliverySlotId: number }[] } }>(
    request,
    'query($c:Int!){deliveryOptions(customerId:$c){slots{deliverySlotId}}}',
    { c: customerId },
  );
  const [slot] = deliveryOptions.slots;
  expect(slot, `a delivery slot for customer ${customerId}`).toBeDefined();
  return slot!.deliverySlotId;
}
