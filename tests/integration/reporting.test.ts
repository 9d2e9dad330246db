import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { businessClock, ReportingMessages, SPREADSHEET_FORMATS } from '@console/schema';
import { START_EXPORT, exportedWorkbook } from './export-jobs.ts';
import { arrives } from './live.ts';
import { demo, startStack, type Stack } from './stack.ts';

const RECAP = `query($date: String!) { dailyRecap(date: $date) { totalDeliveredOrders totalCashDeliveredOrders totalCashAmountDeliveredOrders totalCanceledOrders rounds { code } } }`;
const LIST = `query($filter: OrderListFilter!, $page: Int!) { orders(filter: $filter, page: $page, take: 200) { items { orderId totalAmountTTC } count } }`;
const PERFORMANCE = `query($from: String!, $to: String!) { performanceReport(from: $from, to: $to) { current { caAmount ordersNumber } cards { figure value changePercent orders { statusIds dateType dateFrom dateTo } } } }`;
const REVENUE = `query($from: String!, $to: String!) { revenueReport(dateType: 1, dateFrom: $from, dateTo: $to, page: 1, take: 5) { count items { code } totals { orders totalAmountTTC } } }`;
const CLOSE = `mutation($date: String!, $collectorId: Int!, $amount: Float!) { closeTill(date: $date, collectorId: $collectorId, cashHandedOver: $amount) { ok errors { field message } collector { closed cashHandedOver } } }`;
const CANCEL = `mutation($orderIds: [Int!]!) { runOrderAction(input: { action: CANCEL, orderIds: $orderIds }) { done } }`;
const VIEWER = `{ viewer { userId } }`;

const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const cents = (amounts: readonly number[]) => Math.round(amounts.reduce((sum, amount) => sum + amount * 100, 0));

interface ListRow {
  orderId: number;
  totalAmountTTC: number;
}

/** The reports through the gateway on the demo data (issue 27): the same figures wherever they appear, live. */
describe('reports through the gateway', () => {
  let stack: Stack;
  let admin: string;
  const today = businessClock().date;
  beforeAll(async () => {
    stack = await startStack({ backend: 'pglite' });
    admin = await stack.signIn(demo.admin.email, demo.admin.password);
  });
  afterAll(() => stack?.close());

  const query = async <T>(text: string, variables: Record<string, unknown>, token = admin) => {
    const answer = await stack.graphql<T>(text, variables, { token });
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return answer.data!;
  };
  const listed = async (filter: Record<string, unknown>) => {
    const rows: ListRow[] = [];
    for (let page = 1; ; page += 1) {
      const { orders } = await query<{ orders: { items: ListRow[]; count: number } }>(LIST, { filter, page });
      rows.push(...orders.items);
      if (rows.length >= orders.count || orders.items.length === 0) return rows;
    }
  };

  it('gives the recap\u2019s delivered cash as the sum of the day\u2019s delivered cash orders of the order list', async () => {
    for (const date of [today, addDays(today, -1)]) {
      const { dailyRecap } = await query<{ dailyRecap: { totalCashDeliveredOrders: number; totalCashAmountDeliveredOrders: number; totalDeliveredOrders: number } }>(RECAP, { date });
      const cash = await listed({ statusIds: [5, 8], paymentModeId: 100, dateType: 2, dateFrom: date, dateTo: date });
      expect(dailyRecap.totalDeliveredOrders, date).toBeGreaterThan(0);
      expect(cash.length, date).toBe(dailyRecap.totalCashDeliveredOrders);
      expect(cents(cash.map((row) => row.totalAmountTTC)), date).toBe(Math.round(dailyRecap.totalCashAmountDeliveredOrders * 100));
    }
  });

  it('gives the dashboard\u2019s ordered revenue as the revenue report\u2019s total over the same range', async () => {
    const range = { from: addDays(today, -6), to: today };
    const { performanceReport } = await query<{ performanceReport: { current: { caAmount: number; ordersNumber: number }; cards: { figure: string; value: number }[] } }>(PERFORMANCE, range);
    const { revenueReport } = await query<{ revenueReport: { count: number; items: unknown[]; totals: { orders: number; totalAmountTTC: number } } }>(REVENUE, range);
    expect(performanceReport.current.caAmount).toBeGreaterThan(0);
    expect(Math.round(revenueReport.totals.totalAmountTTC * 100)).toBe(Math.round(performanceReport.current.caAmount * 100));
    expect(revenueReport.totals.orders).toBe(performanceReport.current.ordersNumber);
    expect(revenueReport.items).toHaveLength(5);
    expect(performanceReport.cards.find((card) => card.figure === 'CA_AMOUNT')?.value).toBe(performanceReport.current.caAmount);
  });

  it('exports the revenue report as an .xlsx job: every row, number and date cells, under the report’s permission', async () => {
    const filters = { dateType: 1, dateFrom: addDays(today, -6), dateTo: today };
    const { job, sheet } = await exportedWorkbook(stack, admin, 'REPORT_REVENUE', filters);
    const { revenueReport } = await query<{ revenueReport: { count: number } }>(REVENUE, { from: filters.dateFrom, to: filters.dateTo });
    expect(job).toMatchObject({ fileName: 'chiffre-affaires.xlsx', rowsWritten: revenueReport.count });
    const headerRow = 3 + job.filterLines.length;
    expect(sheet.rowCount - headerRow).toBe(revenueReport.count);
    const headers = (sheet.getRow(headerRow).values as unknown[]).slice(1);
    const row = sheet.getRow(headerRow + 1);
    expect(row.getCell(headers.indexOf('Total TTC') + 1).value).toEqual(expect.any(Number));
    expect(row.getCell(headers.indexOf('Date') + 1).value).toBeInstanceOf(Date);
    const preparer = await stack.signIn(demo.preparer.email, demo.preparer.password);
    const refused = await stack.graphql(START_EXPORT, { kind: 'REPORT_REVENUE', filters }, { token: preparer });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('exports the dashboard with each card in its unit: counts as integers, amounts in DH, lines per order as a decimal', async () => {
    const range = { from: addDays(today, -6), to: today };
    const { job, sheet } = await exportedWorkbook(stack, admin, 'REPORT_PERFORMANCE', { dateFrom: range.from, dateTo: range.to });
    const { performanceReport } = await query<{ performanceReport: { cards: { figure: string; value: number }[] } }>(PERFORMANCE, range);
    const headerRow = 3 + job.filterLines.length;
    const valueFormats = new Map<unknown, string>();
    sheet.eachRow((row, number) => {
      if (number > headerRow) valueFormats.set(row.getCell(1).value, row.getCell(2).numFmt);
    });
    expect(valueFormats.size).toBe(performanceReport.cards.length);
    expect(valueFormats.get('Nombre de commandes')).toBe(SPREADSHEET_FORMATS.integer);
    expect(valueFormats.get('Commandes annulées')).toBe(SPREADSHEET_FORMATS.integer);
    expect(valueFormats.get("Chiffre d'affaires commandé")).toBe(SPREADSHEET_FORMATS.money);
    expect(valueFormats.get('Lignes par commande')).toBe(SPREADSHEET_FORMATS.decimal);
    const orders = sheet.getRow(headerRow + 2);
    expect(orders.getCell(1).value).toBe('Nombre de commandes');
    expect(orders.getCell(2).value).toBe(performanceReport.cards.find((card) => card.figure === 'ORDERS')?.value);
  });

  it('answers a bad till amount with French field errors as data, and a bad date as BAD_USER_INPUT', async () => {
    const cashier = await stack.signIn(demo.cashier.email, demo.cashier.password);
    const { viewer } = await query<{ viewer: { userId: number } }>(VIEWER, {}, cashier);
    const { closeTill } = await query<{ closeTill: { ok: boolean; errors: { field: string; message: string }[] } }>(CLOSE, { date: today, collectorId: viewer.userId, amount: -5 }, cashier);
    expect(closeTill).toEqual({ ok: false, errors: [{ field: 'cashHandedOver', message: ReportingMessages.amountNotNegative }], collector: null });
    const closed = await query<{ closeTill: { ok: boolean; collector: { closed: boolean; cashHandedOver: number } } }>(CLOSE, { date: today, collectorId: viewer.userId, amount: 120.5 }, cashier);
    expect(closed.closeTill).toMatchObject({ ok: true, collector: { closed: true, cashHandedOver: 120.5 } });
    const bad = await stack.graphql(RECAP, { date: '31/12/2026' }, { token: admin });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', serverMessages: [ReportingMessages.invalidDate] });
  });

  it('pushes reportChanges to an open dashboard when an order is cancelled elsewhere, and its cancelled card moves', async () => {
    const range = { from: today, to: addDays(today, 1) };
    const before = (await query<{ performanceReport: { cards: { figure: string; value: number }[] } }>(PERFORMANCE, range)).performanceReport;
    const client = createClient({ url: `${stack.url.replace('http:', 'ws:')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${admin}` }, retryAttempts: 0 });
    const received: unknown[] = [];
    const listeners = new Set<() => void>();
    const subscribed = new Promise<void>((resolve) => {
      client.on('connected', () => resolve());
    });
    client.subscribe({ query: 'subscription { reportChanges { at warehouseIds } }' }, {
      next: (result) => {
        received.push(result.data);
        for (const listener of listeners) listener();
      },
      error: () => undefined,
      complete: () => undefined,
    });
    try {
      await subscribed;
      const { orders } = await query<{ orders: { items: ListRow[] } }>(LIST, { filter: { statusId: 2, preparationStatus: 1, deliveryModeId: 2 }, page: 1 });
      // The subscription is registered once the first event can reach it: cancel until one arrives (each cancel is real).
      let done = 0;
      for (const order of orders.items) {
        done += (await query<{ runOrderAction: { done: number } }>(CANCEL, { orderIds: [order.orderId] })).runOrderAction.done;
        if (await arrives(listeners, () => received.length > 0, 1000)) break;
      }
      expect(received.length).toBeGreaterThan(0);
      const after = (await query<{ performanceReport: { cards: { figure: string; value: number }[] } }>(PERFORMANCE, range)).performanceReport;
      const cancelled = (cards: { figure: string; value: number }[]) => cards.find((card) => card.figure === 'CANCELED_ORDERS')!.value;
      expect(cancelled(after.cards)).toBe(cancelled(before.cards) + done);
    } finally {
      await client.dispose();
    }
  });
});
