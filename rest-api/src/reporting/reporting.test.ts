import { describe, expect, it } from 'vitest';
import { businessClock, businessDayRange, ReportingMessages } from '@console/schema';
import { DemoUser, testApiSuite } from '../http/testing.ts';
import { ReportingRestMessages } from './messages.ts';

const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const json = { 'content-type': 'application/json' };

interface Recap {
  totalConfirmedOrders: number;
  totalAmountConfirmedOrders: number;
  totalCanceledOrders: number;
  totalReturnedOrders: number;
  totalDeliveredOrders: number;
  totalAmountDeliveredOrders: number;
  totalCashAmountDeliveredOrders: number;
  totalTPEAmountDeliveredOrders: number;
  rounds: { code: string; ordersCount: number; cashExpected: number; cashCollected: number; cashDifference: number }[];
  lastSync: { ranAt: string; ranByName: string } | null;
}
interface Collector {
  collectorId: number;
  orders: number;
  cashExpected: number;
  cashHandedOver: number | null;
  cashDifference: number | null;
  closed: boolean;
}
interface ListRow {
  orderId: number;
  totalAmountTTC: number;
}

describe('reports on the demo data', () => {
  const suite = testApiSuite();
  const admin = suite.as(DemoUser.ADMIN);
  const get = async <T>(url: string, call = admin) => {
    const response = await call({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const today = businessClock().date;

  /** Every row of the all-orders list for these filters (pages of 200). */
  const allRows = async (query: string) => {
    const rows: ListRow[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await get<{ collection: ListRow[]; count: number }>(`/api/orders/list?${query}&take=200&page=${page}`);
      rows.push(...answer.collection);
      if (rows.length >= answer.count || answer.collection.length === 0) return rows;
    }
  };
  const cents = (rows: readonly ListRow[]) => Math.round(rows.reduce((sum, row) => sum + row.totalAmountTTC * 100, 0));

  it('gives today and yesterday non-empty recaps, whose delivered cash is the sum of that day\u2019s delivered cash orders of the order list', async () => {
    for (const date of [today, addDays(today, -1)]) {
      const { data: recap } = await get<{ data: Recap }>(`/api/reporting/daily-recap?date=${date}`);
      expect(recap.totalConfirmedOrders + recap.totalDeliveredOrders + recap.totalCanceledOrders, date).toBeGreaterThan(0);
      const cash = await allRows(`statusIds=5&statusIds=8&paymentModeId=100&dateType=2&dateFrom=${date}&dateTo=${date}`);
      expect(Math.round(recap.totalCashAmountDeliveredOrders * 100), date).toBe(cents(cash));
      const delivered = await allRows(`statusIds=5&statusIds=8&dateType=2&dateFrom=${date}&dateTo=${date}`);
      expect(recap.totalDeliveredOrders, date).toBe(delivered.length);
      const confirmed = await allRows(`statusIds=2&statusIds=3&statusIds=4&statusIds=5&statusIds=8&dateType=1&dateFrom=${date}&dateTo=${date}`);
      expect(Math.round(recap.totalAmountConfirmedOrders * 100), date).toBe(cents(confirmed));
    }
    const { data: yesterday } = await get<{ data: Recap }>(`/api/reporting/daily-recap?date=${addDays(today, -1)}`);
    expect(yesterday.rounds.map((round) => round.ordersCount)).toContain(3);
  });

  it('gives the dashboard\u2019s ordered revenue as the revenue report\u2019s total over the same range, and each card the list filter of its orders', async () => {
    const from = `${addDays(today, -30)}`;
    const { data: dashboard } = await get<{ data: { current: { caAmount: number; ordersNumber: number }; cards: { figure: string; value: number; series: { value: number }[]; orders: { statusIds: number[]; dateType: number; dateFrom: string; dateTo: string } }[] } }>(
      `/api/reporting/performance?dateFrom=${from}&dateTo=${today}`,
    );
    const revenue = await get<{ count: number; totals: { orders: number; totalAmountTTC: number }; byWarehouse: { totalAmountTTC: number }[] }>(
      `/api/reporting/revenue?dateType=1&dateFrom=${from}&dateTo=${today}&take=1`,
    );
    expect(dashboard.current.caAmount).toBeGreaterThan(0);
    const [{ lines }] = await suite.api.db.query<{ lines: number }>(
      `select count(*)::int as lines from order_lines l join orders o on o.order_id = l.order_id
        where not l.is_gift and o.order_status_id in (2, 3, 4, 5, 8) and o.confirmed_at >= $1 and o.confirmed_at < $2`,
      [businessDayRange(from)!.start, businessDayRange(today)!.end],
    );
    expect(dashboard.cards.find((card) => card.figure === 'LINES')?.value).toBe(lines);
    expect(Math.round(revenue.totals.totalAmountTTC * 100)).toBe(Math.round(dashboard.current.caAmount * 100));
    expect(revenue.totals.orders).toBe(dashboard.current.ordersNumber);
    expect(Math.round(revenue.byWarehouse.reduce((sum, row) => sum + row.totalAmountTTC * 100, 0))).toBe(Math.round(revenue.totals.totalAmountTTC * 100));
    expect(dashboard.cards.map((card) => card.figure)).toEqual([
      'LINES', 'ORDERS', 'CANCELED_ORDERS', 'CA_AVERAGE', 'CA_AMOUNT', 'CANCELED_CA_AMOUNT', 'RETURNED_ORDERS', 'RETURNED_CA_AMOUNT', 'LINES_AVERAGE_PER_ORDER', 'DELIVERED_CA_AMOUNT',
    ]);
    const cancelled = dashboard.cards.find((card) => card.figure === 'CANCELED_ORDERS')!;
    expect(cancelled.series).toHaveLength(31);
    expect(cancelled.series.reduce((sum, point) => sum + point.value, 0)).toBe(cancelled.value);
    const { orders } = cancelled;
    const behind = await get<{ count: number }>(`/api/orders/list?statusIds=${orders.statusIds.join('&statusIds=')}&dateType=${orders.dateType}&dateFrom=${orders.dateFrom}&dateTo=${orders.dateTo}&take=1`);
    expect(behind.count).toBe(cancelled.value);
  });

  it('shows every component of each revenue row, subtotal and total: HT − remise − escompte + logistique + TVA + timbre = TTC', async () => {
    interface Amounts { totalAmountHT: number; totalDiscount: number; totalEscompte: number; totalRebates: number; totalTva: number; totalTimbre: number; totalAmountTTC: number }
    const from = addDays(today, -30);
    const revenue = await get<{ collection: (Amounts & { code: string })[]; totals: Amounts & { label: string }; byWarehouse: (Amounts & { label: string })[]; byChannel: (Amounts & { label: string })[]; byPaymentMode: (Amounts & { label: string })[] }>(
      `/api/reporting/revenue?dateType=1&dateFrom=${from}&dateTo=${today}&take=200`,
    );
    const sums = [...revenue.collection.map((row) => ({ ...row, label: row.code })), revenue.totals, ...revenue.byWarehouse, ...revenue.byChannel, ...revenue.byPaymentMode];
    expect(revenue.collection).toHaveLength(200);
    expect(sums.filter((row) => row.totalRebates > 0).length).toBeGreaterThan(0);
    expect(sums.filter((row) => row.totalEscompte > 0).length).toBeGreaterThan(0);
    const gaps = sums
      .map((row) => ({ label: row.label, gap: row.totalAmountHT - row.totalDiscount - row.totalEscompte + row.totalRebates + row.totalTva + row.totalTimbre - row.totalAmountTTC }))
      .filter(({ gap }) => Math.abs(gap) > 0.01);
    expect(gaps).toEqual([]);
  });

  it('dates a cancellation, a counter collection and a close of the till on their day; the cashier closes their own till only', async () => {
    const [cashier] = await suite.api.db.query<{ id: number }>(`select user_id as id from users where email = 'caisse@demo.ma'`);
    const asCashier = suite.as(cashier!.id);
    const [toCancel] = await suite.api.db.query<{ id: number }>('select order_id as id from orders where order_status_id = 2 and preparation_status = 1 order by order_id limit 1');
    // A take-away order prepared and waiting at the counter (the demo's confirmed ones are not prepared yet).
    const [toCollect] = await suite.api.db.query<{ id: number }>(
      `update orders set preparation_status = 3 where order_id = (select min(order_id) from orders where order_status_id = 2 and delivery_mode_id = 1 and order_id <> $1)
       returning order_id as id`,
      [toCancel!.id],
    );
    const before = (await get<{ data: Recap }>(`/api/reporting/daily-recap?date=${today}`)).data;
    const act = async (action: string, orderId: number, paymentModeId?: number) => {
      const response = await asCashier({ method: 'POST', url: '/api/orders/status/bulk', headers: json, payload: JSON.stringify({ action, orderIds: [orderId], ...(paymentModeId ? { paymentModeId } : {}) }) });
      expect(response.json().done, response.body).toBe(1);
    };
    await act('cancel', toCancel!.id);
    await act('collect', toCollect!.id, 100);
    const after = (await get<{ data: Recap }>(`/api/reporting/daily-recap?date=${today}`)).data;
    expect(after.totalCanceledOrders).toBe(before.totalCanceledOrders + 1);
    expect(after.totalDeliveredOrders).toBe(before.totalDeliveredOrders + 1);
    const [collected] = await suite.api.db.query<{ ttc: number; by: number }>('select total_amount_ttc::float8 as ttc, collected_by as by from orders where order_id = $1', [toCollect!.id]);
    expect(collected!.by).toBe(cashier!.id);
    expect(Math.round(after.totalCashAmountDeliveredOrders * 100)).toBe(Math.round((before.totalCashAmountDeliveredOrders + collected!.ttc) * 100));

    const report = await get<{ collectors: Collector[]; totalCashAmountDeliveredOrders: number }>(`/api/reporting/collection?date=${today}`, asCashier);
    const own = report.collectors.find((row) => row.collectorId === cashier!.id)!;
    expect(own).toMatchObject({ orders: 1, cashExpected: collected!.ttc, closed: false, cashHandedOver: null });
    expect(report.totalCashAmountDeliveredOrders).toBe(after.totalCashAmountDeliveredOrders);

    const close = (body: object, call = asCashier) => call({ method: 'POST', url: '/api/reporting/collection/till-closes', headers: json, payload: JSON.stringify(body) });
    const closed = await close({ date: today, collectorId: cashier!.id, cashHandedOver: collected!.ttc - 10 });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toMatchObject({ closed: true, cashHandedOver: collected!.ttc - 10, cashDifference: -10 });
    const other = report.collectors.find((row) => row.collectorId !== cashier!.id);
    expect(other).toBeDefined();
    const refused = await close({ date: today, collectorId: other!.collectorId, cashHandedOver: 0 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ReportingRestMessages.otherTill);
    expect((await close({ date: today, collectorId: other!.collectorId, cashHandedOver: 0 }, admin)).statusCode).toBe(200);
    expect((await close({ date: addDays(today, 1), collectorId: cashier!.id, cashHandedOver: -1.005 })).json().message).toEqual({
      date: ReportingRestMessages.futureTill,
      cashHandedOver: ReportingMessages.amountNotNegative,
    });
  });

  it('synchronizes idempotently, recording who ran it', async () => {
    const sync = () => admin({ method: 'POST', url: '/api/reporting/daily-recap/synchronize', headers: json, payload: JSON.stringify({ date: today }) });
    const first = (await sync()).json<{ data: Recap }>().data;
    const second = (await sync()).json<{ data: Recap }>().data;
    expect(second.lastSync?.ranByName).toBe('Youssef El Amrani');
    expect({ ...second, lastSync: null }).toEqual({ ...first, lastSync: null });
    const [{ count }] = await suite.api.db.query<{ count: number }>(`select count(*)::int as count from report_syncs where report = 'recap' and business_date = $1::date`, [today]);
    expect(count).toBe(1);
  });

  it('counts an order on the Morocco day it was confirmed in, across the switch to UTC+0 of 15 February 2026', async () => {
    const [order] = await suite.api.db.query<{ id: number }>('select order_id as id from orders where order_status_id = 2 order by order_id limit 1');
    // 23:30 UTC on the 14th is 00:30 on the 15th in Morocco (UTC+1 until 03:00 that night).
    await suite.api.db.query(`update orders set confirmed_at = '2026-02-14T23:30:00Z' where order_id = $1`, [order!.id]);
    const recapOf = async (date: string) => (await get<{ data: Recap }>(`/api/reporting/daily-recap?date=${date}`)).data.totalConfirmedOrders;
    expect(await recapOf('2026-02-15')).toBe(1);
    expect(await recapOf('2026-02-14')).toBe(0);
    expect(businessDayRange('2026-02-15')?.end.toISOString()).toBe('2026-02-16T00:00:00.000Z');
  });

  it('answers bad input with French 400s keyed by field, never a 5xx', async () => {
    const message = async (url: string) => {
      const response = await admin({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      return response.json().message;
    };
    expect(await message('/api/reporting/daily-recap?date=2026-02-30')).toEqual({ date: ReportingMessages.invalidDate });
    expect(await message('/api/reporting/collection?date=hier')).toEqual({ date: ReportingMessages.invalidDate });
    expect(await message(`/api/reporting/revenue?dateType=9&dateFrom=${today}&dateTo=${today}`)).toEqual({ dateType: ReportingMessages.invalidDateType });
    expect(await message(`/api/reporting/revenue?dateType=1&dateFrom=${today}&dateTo=${addDays(today, -2)}`)).toEqual({ dateTo: ReportingMessages.fromAfterTo });
    expect(await message('/api/reporting/performance?dateFrom=2020-01-01&dateTo=2026-01-01')).toEqual({ dateTo: ReportingMessages.rangeTooLong });
    expect(await message('/api/reporting/orders/recap?dateFrom=x&dateTo=2026-01-01T10:00')).toEqual({ dateFrom: ReportingMessages.invalidInstant, dateTo: ReportingMessages.invalidInstant });
    expect(await message(`/api/orders/list?dateType=1&dateFrom=${today}`)).toEqual({ dateType: ReportingMessages.dateRangeIncomplete });
  });

  it('guards each report with its permission: 41 at 3 or 4 for the recap, 15 for revenue, 41 or 15 for collection, 29 for the dashboard', async () => {
    const status = async (userId: number, url: string) => (await suite.as(userId)({ method: 'GET', url })).statusCode;
    const range = `dateFrom=${today}&dateTo=${today}`;
    expect(await status(DemoUser.SUPERVISOR, `/api/reporting/daily-recap?date=${today}`)).toBe(403);
    expect(await status(DemoUser.SUPERVISOR, `/api/reporting/revenue?dateType=1&${range}`)).toBe(200);
    expect(await status(DemoUser.SUPERVISOR, `/api/reporting/collection?date=${today}`)).toBe(200);
    expect(await status(DemoUser.SUPERVISOR, `/api/reporting/performance?${range}`)).toBe(200);
    expect(await status(DemoUser.NOBODY, `/api/reporting/collection?date=${today}`)).toBe(403);
    expect(await status(DemoUser.NOBODY, `/api/reporting/performance?${range}`)).toBe(403);
  });
});
