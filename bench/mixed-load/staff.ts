/**
 * The simulated staff of bench/mixed-load.ts: what each role does in a loop through the gateway (GraphQL, signed
 * in as the demo accounts), every call timed under its operation's name.
 */
import { ORDER_LIST_PAGE_SIZE } from '@console/schema';

export interface OperationStats {
  times: number[];
  errors: number;
  refused: number;
  lastError?: string;
  lastRefusal?: string;
}

/** A business refusal (the answer says no, as designed): counted apart from errors. */
class Refused extends Error {}

export class Recorder {
  readonly operations = new Map<string, OperationStats>();

  private stats(name: string): OperationStats {
    let stats = this.operations.get(name);
    if (!stats) this.operations.set(name, (stats = { times: [], errors: 0, refused: 0 }));
    return stats;
  }

  /** Times `work`; an exception counts as an error (a Refused as a refusal) and gives undefined. */
  async time<T>(name: string, work: () => Promise<T>): Promise<T | undefined> {
    const started = performance.now();
    try {
      const result = await work();
      this.stats(name).times.push(performance.now() - started);
      return result;
    } catch (error) {
      const stats = this.stats(name);
      if (error instanceof Refused) {
        stats.times.push(performance.now() - started);
        stats.refused += 1;
        stats.lastRefusal = error.message.slice(0, 300);
      } else {
        stats.errors += 1;
        stats.lastError = String(error).slice(0, 300);
      }
      return undefined;
    }
  }
}

export type GraphQL = <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;

/** A client signed in with `token`: throws on an HTTP error or GraphQL errors. */
export function graphqlClient(url: string, token: string): GraphQL {
  return async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(60_000),
    });
    const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
    if (response.status !== 200 || body.errors || !body.data) throw new Error(`${response.status} ${JSON.stringify(body.errors ?? body).slice(0, 300)}`);
    return body.data;
  };
}

const ROW = `orderId code customerId customerCode customerName customerPhone warehouseId warehouseName orderStatusId orderStatusName
  preparationStatus deliveryStatus deliveryModeId desiredDeliveryDate deliverySlot { deliverySlotId startHour endHour } paymentModeId
  totalAmountTTC totalTimbre createdAt confirmedAt collectedAt`;
const ORDERS = `query($filter: OrderListFilter!, $page: Int!, $take: Int!) { orders(filter: $filter, page: $page, take: $take) { count items { ${ROW} } } }`;
const POS_CUSTOMERS = `query($keyword: String!) { posCustomers(keyword: $keyword) { customerId code name warehouseId paymentModeId } }`;
const CATALOG = `query($customerId: Int!, $page: Int!, $keyword: String) {
  posCatalog(customerId: $customerId, page: $page, keyword: $keyword, deliveryModeId: 2) {
    count items { articleId code descriptionLong stockQuantity outOfStock minimumToOrder quantityStep unitPriceTTC unitPromotionPriceTTC inPromo }
  }
}`;
const OPTIONS = `query($customerId: Int!) { deliveryOptions(customerId: $customerId) { desiredDeliveryDate deliverySlotId } }`;
const CREATE = `mutation($input: CreateOrderInput!) { createOrder(input: $input) { ok errors { field message } order { orderId code } } }`;
const CONFIRM = `mutation($orderId: Int!, $input: ConfirmOrderInput!) { confirmOrder(orderId: $orderId, input: $input) { ok confirmed errors { field message } } }`;
const ACTION = `mutation($input: OrderActionInput!) { runOrderAction(input: $input) { ok done refused errors { message } } }`;
const CUSTOMERS = `query($keyword: String, $page: Int!, $statusId: Int) { customers(page: $page, take: 10, keyword: $keyword, customerStatusId: $statusId) {
  count items { customerId code firstName lastName phoneNumber customerStatusId channel { code } warehouse { localisation } sector { name } origin { name } createdAt } } }`;
const USERS = `query($page: Int!, $keyword: String) { users(page: $page, take: 10, keyword: $keyword) { count items { userId firstName lastName email phoneNumber userTypeId active roles { roleId name } } } }`;
const DISPATCH = `query($warehouseId: Int!, $dateFrom: String!, $dateTo: String!) { dispatchOrders(warehouseId: $warehouseId, dateFrom: $dateFrom, dateTo: $dateTo) { orderId code } }`;
const SCHEDULES = `query($filter: ScheduleFilter!, $page: Int!) { schedules(filter: $filter, page: $page, take: 10) { count items { scheduleId code scheduleStatusId } } }`;

const NAMES = ['alaoui', 'bennani', 'tazi', 'idrissi', 'fatima', 'mohammed', 'epicerie', 'berrada', 'chraibi', 'lahlou'];

export const random = (below: number) => Math.floor(Math.random() * below);
const pick = <T>(items: readonly T[]): T => items[random(items.length)]!;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export interface Created {
  orderId: number;
  code: string;
  confirmed: boolean;
}

export interface StaffContext {
  recorder: Recorder;
  /** Bulk customers BK0000001..: a code names one. */
  customerCount: number;
  created: Created[];
}

/** The point of sale: find a customer (by a common name, then by code), browse the catalogue, order and confirm. */
export async function agentRound(gql: GraphQL, context: StaffContext): Promise<void> {
  const { recorder } = context;
  await recorder.time('pos: search customer (name)', () => gql(POS_CUSTOMERS, { keyword: pick(NAMES) }));
  const code = `BK${String(1 + random(context.customerCount)).padStart(7, '0')}`;
  const found = await recorder.time('pos: search customer (code)', () => gql<{ posCustomers: { customerId: number; warehouseId: number | null }[] }>(POS_CUSTOMERS, { keyword: code }));
  const customer = found?.posCustomers[0];
  if (!customer) return;
  let articles: { articleId: number; outOfStock: boolean; minimumToOrder: number; quantityStep: number; unitPriceTTC: number; stockQuantity: number | null }[] = [];
  for (const page of [1, 2]) {
    const answer = await recorder.time('pos: catalogue page', () =>
      gql<{ posCatalog: { items: typeof articles } }>(CATALOG, { customerId: customer.customerId, page: page + random(3), keyword: random(4) === 0 ? pick(['huile', 'sucre', 'lait', 'eau']) : null }),
    );
    articles = articles.concat(answer?.posCatalog.items ?? []);
  }
  const options = await recorder.time('pos: delivery options', () => gql<{ deliveryOptions: { desiredDeliveryDate: string; deliverySlotId: number | null } }>(OPTIONS, { customerId: customer.customerId }));
  const chosen = [...new Map(articles.filter((article) => !article.outOfStock && article.unitPriceTTC > 0 && (article.stockQuantity ?? 1000) > 50).map((article) => [article.articleId, article])).values()].slice(0, 3);
  if (chosen.length === 0 || !options?.deliveryOptions.deliverySlotId) return;
  // About 300 DH: above every channel's minimum basket.
  const lines = chosen.map((article) => {
    const wanted = Math.max(article.minimumToOrder, Math.ceil(100 / article.unitPriceTTC));
    const steps = Math.ceil((wanted - article.minimumToOrder) / article.quantityStep);
    return { articleId: article.articleId, quantity: article.minimumToOrder + steps * article.quantityStep };
  });
  const order = await recorder.time('pos: create order', async () => {
    const answer = await gql<{ createOrder: { ok: boolean; errors: unknown[]; order: { orderId: number; code: string } | null } }>(CREATE, {
      input: { customerId: customer.customerId, lines },
    }).catch((error: unknown) => {
      // The customer's open basket (one at most): the agent would resume it.
      throw String(error).includes('panier ouvert') ? new Refused(String(error)) : error;
    });
    if (!answer.createOrder.ok || !answer.createOrder.order) throw new Refused(JSON.stringify(answer.createOrder.errors));
    return answer.createOrder.order;
  });
  if (!order) return;
  const entry: Created = { ...order, confirmed: false };
  context.created.push(entry);
  await recorder.time('pos: confirm order', async () => {
    const answer = await gql<{ confirmOrder: { ok: boolean; confirmed: boolean; errors: unknown[] } }>(CONFIRM, {
      orderId: order.orderId,
      input: { paymentModeId: 100, desiredDeliveryDate: options.deliveryOptions.desiredDeliveryDate, deliverySlotId: options.deliveryOptions.deliverySlotId },
    });
    if (!answer.confirmOrder.confirmed) throw new Refused(JSON.stringify(answer.confirmOrder.errors));
    entry.confirmed = true;
  });
}

/** The counter: take-away list pages, the delivery list's orders back from rounds, one collected. */
export async function cashierRound(gql: GraphQL, context: StaffContext): Promise<void> {
  const { recorder } = context;
  const page = 1 + random(random(4) === 0 ? 40 : 5);
  await recorder.time('cashier: take-away list page', () => gql(ORDERS, { filter: { deliveryModeId: 1, excludeOpenBaskets: true }, page, take: ORDER_LIST_PAGE_SIZE }));
  const back = await recorder.time('cashier: delivery list, dispatched', () =>
    gql<{ orders: { items: { orderId: number }[] } }>(ORDERS, { filter: { deliveryModeId: 2, excludeOpenBaskets: true, statusId: 3 }, page: 1 + random(3), take: ORDER_LIST_PAGE_SIZE }),
  );
  const items = back?.orders.items ?? [];
  if (items.length === 0) return;
  await recorder.time('cashier: collect', async () => {
    const answer = await gql<{ runOrderAction: { done: number; refused: number } }>(ACTION, { input: { action: 'COLLECT', orderIds: [pick(items).orderId], paymentModeId: 100 } });
    if (answer.runOrderAction.done !== 1) throw new Refused('already collected');
  });
}

/** The dispatcher: the dispatch map's orders to plan, the live and provisional schedules. */
export async function dispatcherRound(gql: GraphQL, context: StaffContext, warehouseId: number): Promise<void> {
  const { recorder } = context;
  await recorder.time('dispatch: map orders', () => gql(DISPATCH, { warehouseId, dateFrom: day(0), dateTo: day(3) }));
  await recorder.time('dispatch: schedules page', () =>
    gql(SCHEDULES, { filter: { kind: 'LOADED', warehouseId, ...(random(2) === 0 ? { operationDate: day(-random(30)) } : {}) }, page: 1 + random(3) }),
  );
  await recorder.time('dispatch: provisional schedules', () => gql(SCHEDULES, { filter: { kind: 'PROVISIONAL', warehouseId }, page: 1 }));
}

/** A supervisor on the lists: all orders with a filter, customers with a keyword or a status, users (as admin). */
export async function supervisorRound(gql: GraphQL, admin: GraphQL, context: StaffContext): Promise<void> {
  const { recorder } = context;
  const filters: Record<string, unknown>[] = [{}, { statusId: 1 + random(8) }, { deliveryModeId: 1 + random(2) }, { desiredDeliveryDate: day(random(3)) }, { preparationStatus: 1 + random(4) }];
  await recorder.time('supervisor: orders page', () => gql(ORDERS, { filter: pick(filters), page: 1 + random(random(5) === 0 ? 100 : 5), take: ORDER_LIST_PAGE_SIZE }));
  await recorder.time('supervisor: customers, keyword', () => gql(CUSTOMERS, { keyword: pick(NAMES), page: 1 + random(5) }));
  await recorder.time('supervisor: customers, status', () => gql(CUSTOMERS, { statusId: 1 + random(10), page: 1 + random(20) }));
  await recorder.time('supervisor: users page', () => admin(USERS, { page: 1 + random(5), keyword: random(3) === 0 ? pick(['agent', 'admin', 'livreur']) : null }));
}
