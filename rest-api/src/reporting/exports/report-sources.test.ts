import { describe, expect, it } from 'vitest';
import { businessClock, type ExportFilters, type ExportKindName } from '@console/schema';
import { DemoUser, testApiSuite } from '../../http/testing.ts';
import { checkedFilters } from './export-filters.ts';
import { EXPORT_SOURCES } from './export-sources.ts';
import { cellValue } from './export-writer.ts';

type Row = Record<string, unknown>;

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The report screens' downloads (REPORT_ kinds) against their screens' answers, on the demo data. */
describe('report exports', () => {
  const suite = testApiSuite();
  const today = businessClock().date;
  const range = { dateType: 1, dateFrom: addDays(today, -100), dateTo: today };

  /** The rows of a kind as its job reads them, its filters checked first. */
  async function read(kind: ExportKindName, given: ExportFilters): Promise<Row[]> {
    const checked = checkedFilters(kind, given);
    if (!('filters' in checked)) throw new Error(`${kind}: ${JSON.stringify(checked.errors)}`);
    const source = EXPORT_SOURCES[kind];
    if (!('query' in source)) return source.rows(suite.api.db, checked.filters);
    const query = source.query(checked.filters);
    return suite.api.db.query<Row>(query.sql, query.params);
  }

  /** Every column's value of every row makes a cell: none is lost on the way to the file. */
  function expectCells(kind: ExportKindName, rows: readonly Row[]) {
    expect(rows.length, kind).toBeGreaterThan(0);
    const lost = rows.flatMap((row) => EXPORT_SOURCES[kind].columns.filter((column) => row[column.key] != null && cellValue(column, row[column.key]) === null).map((column) => column.key));
    expect([...new Set(lost)], kind).toEqual([]);
  }

  it('the report screens\u2019 downloads show their screens\u2019 figures, to the centime, every row and not a page', async () => {
    const admin = suite.as(DemoUser.ADMIN);
    const get = async <T>(url: string) => {
      const response = await admin({ method: 'GET', url });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<T>();
    };
    const cents = (rows: readonly Row[], key: string) => Math.round(rows.reduce((sum, row) => sum + Number(row[key] ?? 0) * 100, 0));

    const revenueRows = await read('REPORT_REVENUE', range);
    expectCells('REPORT_REVENUE', revenueRows);
    const revenue = await get<{ count: number; totals: { orders: number; totalAmountTTC: number; totalTva: number } }>(
      `/api/reporting/revenue?dateType=1&dateFrom=${range.dateFrom}&dateTo=${range.dateTo}&take=1`,
    );
    expect(revenueRows.length).toBeGreaterThan(200);
    expect(revenueRows).toHaveLength(revenue.totals.orders);
    expect(cents(revenueRows, 'totalAmountTTC')).toBe(Math.round(revenue.totals.totalAmountTTC * 100));
    expect(cents(revenueRows, 'totalTva')).toBe(Math.round(revenue.totals.totalTva * 100));
    expect(checkedFilters('REPORT_REVENUE', { ...range, dateType: 5 })).toHaveProperty('errors.dateType');

    // The busiest day of deliveries of the range.
    const [busiest] = await suite.api.db.query<{ day: string }>(
      `select to_char(o.collected_at at time zone 'Africa/Casablanca', 'YYYY-MM-DD') as day from orders o
        where o.collected_at is not null group by 1 order by count(*) desc, 1 limit 1`,
    );
    const day = busiest!.day;
    const collectionRows = await read('REPORT_COLLECTION', { date: day });
    expectCells('REPORT_COLLECTION', collectionRows);
    const collection = await get<{ count: number; totalAmountDeliveredOrders: number }>(`/api/reporting/collection?date=${day}&take=1`);
    expect(collectionRows).toHaveLength(collection.count);
    expect(checkedFilters('REPORT_COLLECTION', { date: '2026-02-30' })).toHaveProperty('errors.date');

    const recapRows = await read('REPORT_RECAP', { date: day });
    const recap = await get<{ data: { totalConfirmedOrders: number; totalAmountDeliveredOrders: number; rounds: unknown[] } }>(`/api/reporting/daily-recap?date=${day}`);
    expect(recapRows).toHaveLength(6 + recap.data.rounds.length);
    expect(recapRows[0]).toMatchObject({ label: 'Commandes confirmées', orders: recap.data.totalConfirmedOrders });
    expect(recapRows[3]).toMatchObject({ label: 'Commandes livrées', amount: recap.data.totalAmountDeliveredOrders });

    const performanceRows = await read('REPORT_PERFORMANCE', { dateFrom: range.dateFrom, dateTo: range.dateTo });
    const performance = await get<{ data: { cards: { figure: string; value: number }[] } }>(`/api/reporting/performance?dateFrom=${range.dateFrom}&dateTo=${range.dateTo}`);
    expect(performanceRows.map((row) => row.value)).toEqual(performance.data.cards.map((card) => card.value));
    expect(performanceRows.map((row) => row.format)).toEqual(['integer', 'integer', 'integer', 'money', 'money', 'money', 'integer', 'money', 'decimal', 'money']);
  });

});
