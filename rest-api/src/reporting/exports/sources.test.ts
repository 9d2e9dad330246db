import { describe, expect, it } from 'vitest';
import { businessClock, OrderStatus, ResponseType, REVENUE_STATUSES, type ExportFilters, type ExportKindName } from '@console/schema';
import { DemoUser, testApiSuite } from '../../http/testing.ts';
import { checkedFilters } from './export-filters.ts';
import { EXPORT_SOURCES, type ExportColumn } from './export-sources.ts';
import { cellValue } from './export-writer.ts';

type Row = Record<string, unknown>;
/** The kinds read from one statement (the others, a report's few computed rows). */
type QueryKind = Exclude<ExportKindName, 'REPORT_RECAP' | 'REPORT_PERFORMANCE'>;

const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** What a cell of the column holds: what its format or labels expect, or what else it is. */
function cellKind(column: ExportColumn, value: unknown): string {
  // A date or an instant as the database gives it (a Date, or the text of a day or of an instant), read as the writer reads it.
  if (column.format === 'dateTime') return cellValue(column, value) instanceof Date ? 'instant' : `not an instant: ${String(value)}`;
  if (column.format === 'date') return cellValue(column, value) instanceof Date ? 'day' : `not a day: ${String(value)}`;
  if (column.format) return typeof value === 'number' ? 'number' : `not a number: ${typeof value} ${String(value)}`;
  if (column.labels) return column.labels[String(value)] === undefined ? `no label for ${String(value)}` : 'labelled';
  if (column.text) return typeof value === 'string' || typeof value === 'number' ? 'text' : `not a text: ${typeof value}`;
  return typeof value === 'string' ? 'text' : `not a text: ${typeof value}`;
}

function expectedKind(column: ExportColumn): string {
  if (column.format === 'date') return 'day';
  if (column.format === 'dateTime') return 'instant';
  if (column.format) return 'number';
  return column.labels ? 'labelled' : 'text';
}

describe('export sources on the demo data', () => {
  const suite = testApiSuite();
  const db = () => suite.api.db;
  const today = businessClock().date;
  // The demo orders span the last 90 days.
  const range = { dateType: 1, dateFrom: addDays(today, -100), dateTo: today };

  /** The rows of a kind for filters as a job stores them (checkedFilters first, as the routes do). */
  async function read(kind: QueryKind, given: ExportFilters = {}): Promise<Row[]> {
    const checked = checkedFilters(kind, given);
    expect(checked).not.toHaveProperty('errors');
    const query = EXPORT_SOURCES[kind].query('filters' in checked ? checked.filters : {});
    return db().query<Row>(query.sql, query.params);
  }

  /** Some rows, each with exactly the columns' keys; numbers as numbers, days as days, every code with its label. */
  function expectShaped(kind: ExportKindName, rows: readonly Row[]) {
    const { columns } = EXPORT_SOURCES[kind];
    expect(rows.length, kind).toBeGreaterThan(0);
    const keys = columns.map((column) => column.key).sort();
    expect([...new Set(rows.map((row) => Object.keys(row).sort().join(', ')))], kind).toEqual([keys.join(', ')]);
    for (const column of columns) {
      const kinds = new Set(rows.filter((row) => row[column.key] !== null).map((row) => cellKind(column, row[column.key])));
      expect([...kinds].filter((found) => found !== expectedKind(column)), `${kind}.${column.key}`).toEqual([]);
    }
    // Every value given makes a cell (a number, a day, a label): none is lost on the way to the file.
    const lost = rows.flatMap((row) => columns.filter((column) => row[column.key] !== null && cellValue(column, row[column.key]) === null).map((column) => column.key));
    expect([...new Set(lost)], kind).toEqual([]);
  }

  const column = (rows: readonly Row[], key: string) => rows.map((row) => row[key]);
  const distinct = (rows: readonly Row[], key: string) => [...new Set(column(rows, key))];
  const count = async (sql: string, params: unknown[] = []) => (await db().query<{ n: number }>(`select count(*)::int as n from ${sql}`, params))[0]!.n;

  /** An order of the range (not an open basket) with its warehouse, channel, customer's sector and origin. */
  async function someOrder() {
    const [order] = await db().query<{ code: string; warehouseId: number; channelId: number; sectorId: number; originId: number; warehouse: string }>(
      `select o.code, o.warehouse_id as "warehouseId", o.channel_id as "channelId", c.sector_id as "sectorId", c.origin_id as "originId", w.localisation as warehouse
         from orders o join customers c on c.customer_id = o.customer_id join warehouses w on w.warehouse_id = o.warehouse_id
        where o.order_status_id <> 1 and o.confirmed_at >= now() - interval '60 days' and c.sector_id is not null and o.channel_id is not null
        order by o.order_id limit 1`,
    );
    expect(order).toBeDefined();
    return order!;
  }

  it('orders: one row per order of the range, open baskets left out, the revenue report\u2019s orders among them; a warehouse narrows them', async () => {
    const rows = await read('ORDERS', range);
    expectShaped('ORDERS', rows);
    expect(rows.filter((row) => row.orderStatusId === 1)).toEqual([]);
    expect(new Set(column(rows, 'code')).size).toBe(rows.length);
    // The same date type and range as the revenue report, which counts the orders making revenue.
    const response = await suite.as(DemoUser.ADMIN)({ method: 'GET', url: `/api/reporting/revenue?dateType=1&dateFrom=${range.dateFrom}&dateTo=${range.dateTo}&take=1` });
    expect(response.statusCode, response.body).toBe(200);
    const revenue = response.json<{ totals: { orders: number; totalAmountTTC: number } }>();
    const making = rows.filter((row) => REVENUE_STATUSES.includes(Number(row.orderStatusId)));
    expect(making).toHaveLength(revenue.totals.orders);
    expect(Math.round(making.reduce((sum, row) => sum + Number(row.totalAmountTTC) * 100, 0))).toBe(Math.round(revenue.totals.totalAmountTTC * 100));
    // HT − remise − escompte + logistique + TVA + timbre = TTC on every row.
    const gaps = rows.filter(
      (row) => Math.abs(Number(row.totalAmountHT) - Number(row.totalDiscount) - Number(row.totalEscompte) + Number(row.totalRebates) + Number(row.totalTva) + Number(row.totalTimbre) - Number(row.totalAmountTTC)) > 0.01,
    );
    expect(gaps).toEqual([]);

    const order = await someOrder();
    const inWarehouse = await read('ORDERS', { ...range, warehouseId: order.warehouseId });
    expect(inWarehouse.length).toBeGreaterThan(0);
    expect(inWarehouse.length).toBeLessThan(rows.length);
    expect(distinct(inWarehouse, 'warehouse')).toEqual([order.warehouse]);
    expect(column(inWarehouse, 'code')).toEqual(column(rows.filter((row) => row.warehouse === order.warehouse), 'code'));
  });

  it('orders: every date type reads, with every filter at once', async () => {
    const order = await someOrder();
    const all = { warehouseId: order.warehouseId, channelId: order.channelId, sectorId: order.sectorId, customerOriginId: order.originId };
    const narrowed = await read('ORDERS', { ...range, ...all });
    expect(column(narrowed, 'code')).toContain(order.code);
    for (const dateType of [1, 2, 3, 4, 5, 6]) {
      const rows = await read('ORDERS', { ...range, dateType, ...all });
      expect(rows.filter((row) => row.orderStatusId === 1), `date type ${dateType}`).toEqual([]);
    }
    // The desired delivery date, a day: the orders wanted in the range, by that day.
    const desired = await read('ORDERS', { ...range, dateType: 3 });
    const days = column(desired, 'desiredDeliveryDate').map(String);
    expect(days.length).toBeGreaterThan(0);
    expect(days.filter((day) => day < range.dateFrom || day > range.dateTo)).toEqual([]);
    expect(days).toEqual([...days].sort());
  });

  it('articles by order: every line of the same orders, the non-gift ones as many as each order\u2019s lines; a channel narrows them', async () => {
    const orders = await read('ORDERS', range);
    const lines = await read('ARTICLES_BY_ORDER', range);
    expectShaped('ARTICLES_BY_ORDER', lines);
    const ordered = new Map<string, number>();
    for (const line of lines) if (line.isGift === false) ordered.set(String(line.orderCode), (ordered.get(String(line.orderCode)) ?? 0) + 1);
    expect(Object.fromEntries(ordered)).toEqual(Object.fromEntries(orders.filter((row) => Number(row.linesCount) > 0).map((row) => [row.code, row.linesCount])));
    expect(distinct(lines, 'orderCode')).toEqual(column(orders.filter((row) => Number(row.linesCount) > 0), 'code'));

    const order = await someOrder();
    const inChannel = await read('ARTICLES_BY_ORDER', { ...range, channelId: order.channelId });
    const channelOrders = await read('ORDERS', { ...range, channelId: order.channelId });
    expect(inChannel.length).toBeGreaterThan(0);
    expect(inChannel.length).toBeLessThan(lines.length);
    expect(distinct(inChannel, 'orderCode')).toEqual(column(channelOrders.filter((row) => Number(row.linesCount) > 0), 'code'));

    const all = { warehouseId: order.warehouseId, channelId: order.channelId, sectorId: order.sectorId, customerOriginId: order.originId };
    for (const dateType of [1, 2, 3, 4, 5, 6]) await read('ARTICLES_BY_ORDER', { ...range, dateType, ...all });
    expect(distinct(await read('ARTICLES_BY_ORDER', { ...range, ...all }), 'orderCode')).toContain(order.code);
  });

  it('articles: every article with its stock over the warehouses; the list\u2019s filters narrow them, all at once too', async () => {
    const rows = await read('ARTICLES');
    expectShaped('ARTICLES', rows);
    expect(rows).toHaveLength(await count('articles'));
    const [stocked] = await db().query<{ articleId: number; quantity: number }>(
      'select article_id as "articleId", sum(quantity)::float8 as quantity from article_stocks group by article_id order by article_id limit 1',
    );
    expect(rows.find((row) => row.articleId === stocked!.articleId)?.availableStockQuantity).toBe(stocked!.quantity);
    // Confirmed orders hold quantities in the demo.
    expect(rows.filter((row) => Number(row.quantityInSales) > 0).length).toBeGreaterThan(0);

    const [brand] = await db().query<{ id: number; name: string; n: number }>(
      'select b.brand_id as id, b.name, count(*)::int as n from articles a join brands b on b.brand_id = a.brand_id group by b.brand_id order by n desc, b.brand_id limit 1',
    );
    const ofBrand = await read('ARTICLES', { brandId: brand!.id });
    expect(ofBrand).toHaveLength(brand!.n);
    expect(ofBrand.length).toBeLessThan(rows.length);
    expect(distinct(ofBrand, 'brand')).toEqual([brand!.name]);

    const active = await read('ARTICLES', { articleStatus: 1 });
    const inactive = await read('ARTICLES', { articleStatus: 0 });
    expect(distinct(active, 'active')).toEqual([true]);
    expect(distinct(inactive, 'active')).toEqual([false]);
    expect(active.length + inactive.length).toBe(rows.length);

    const sample = rows[Math.floor(rows.length / 2)]!;
    expect(column(await read('ARTICLES', { keyword: ` ${String(sample.code).toLowerCase()} ` }), 'articleId')).toContain(sample.articleId);
    expect(await read('ARTICLES', { keyword: '%_no such article_%' })).toEqual([]);

    const [held] = await db().query<{ channelId: number }>(
      `select o.channel_id as "channelId" from orders o where o.order_status_id in (2, 3, 4) and o.channel_id is not null
        group by o.channel_id order by count(*) desc limit 1`,
    );
    const ofChannel = await read('ARTICLES', { channelId: held!.channelId });
    const inSales = (list: readonly Row[]) => list.reduce((sum, row) => sum + Number(row.quantityInSales), 0);
    expect(inSales(ofChannel)).toBeGreaterThan(0);
    expect(inSales(ofChannel)).toBeLessThan(inSales(rows));

    const [article] = await db().query<{ code: string; familyId: number; subFamilyId: number; brandId: number; active: boolean }>(
      `select code, family_id as "familyId", sub_family_id as "subFamilyId", brand_id as "brandId", active from articles
        where family_id is not null and sub_family_id is not null and brand_id is not null order by article_id limit 1`,
    );
    const narrowed = await read('ARTICLES', {
      keyword: article!.code,
      articleStatus: article!.active ? 1 : 0,
      familyId: article!.familyId,
      subFamilyId: article!.subFamilyId,
      brandId: article!.brandId,
      channelId: held!.channelId,
    });
    expect(column(narrowed, 'code')).toContain(article!.code);
  });

  it('brands and partners: every one, by id, the brand with its partner', async () => {
    const brands = await read('BRANDS');
    expectShaped('BRANDS', brands);
    expect(brands).toHaveLength(await count('brands'));
    expect(column(brands, 'brandId')).toEqual(column(brands, 'brandId').toSorted((a, b) => Number(a) - Number(b)));
    expect(brands.filter((row) => row.partner !== null).length).toBeGreaterThan(0);
    const partners = await read('PARTNERS');
    expectShaped('PARTNERS', partners);
    expect(partners).toHaveLength(await count('partners'));
  });

  it('users: the staff only, with their roles; the type, a role and the keyword narrow them, all at once too', async () => {
    const rows = await read('USERS');
    expectShaped('USERS', rows);
    expect(rows).toHaveLength(await count('users where user_type_id <> 3'));
    const [admin] = await db().query<{ email: string; roles: string }>(
      `select u.email, string_agg(r.name, ', ' order by r.name) as roles from users u join user_roles ur on ur.user_id = u.user_id join roles r on r.role_id = ur.role_id
        where u.user_id = $1 group by u.email`,
      [DemoUser.ADMIN],
    );
    expect(rows.find((row) => row.userId === DemoUser.ADMIN)?.roles).toBe(admin!.roles);

    const [agent] = await db().query<{ userTypeId: number; typeName: string; roleId: number; email: string }>(
      `select u.user_type_id as "userTypeId", ut.name as "typeName", ur.role_id as "roleId", u.email
         from users u join user_types ut on ut.user_type_id = u.user_type_id join user_roles ur on ur.user_id = u.user_id
        where u.user_id = $1 order by ur.role_id limit 1`,
      [DemoUser.AGENT],
    );
    const ofType = await read('USERS', { userTypeId: agent!.userTypeId });
    expect(ofType.length).toBeGreaterThan(0);
    expect(ofType.length).toBeLessThan(rows.length);
    expect(distinct(ofType, 'userType')).toEqual([agent!.typeName]);
    const withRole = await read('USERS', { roleId: agent!.roleId });
    expect(column(withRole, 'userId')).toEqual(
      (await db().query<{ id: number }>('select u.user_id as id from users u join user_roles ur on ur.user_id = u.user_id where ur.role_id = $1 and u.user_type_id <> 3 order by u.user_id', [agent!.roleId])).map((user) => user.id),
    );
    expect(column(await read('USERS', { keyword: agent!.email.toUpperCase() }), 'userId')).toEqual([DemoUser.AGENT]);
    expect(column(await read('USERS', { keyword: agent!.email, userTypeId: agent!.userTypeId, roleId: agent!.roleId }), 'userId')).toEqual([DemoUser.AGENT]);
    // Customer accounts are not in it, even when their type is asked for.
    expect(await read('USERS', { userTypeId: 3 })).toEqual([]);
  });

  it('stock: the warehouse\u2019s stock rows, one per article, by code; the warehouse is required', async () => {
    const [warehouse] = await db().query<{ id: number; rows: number; quantity: number }>(
      'select warehouse_id as id, count(*)::int as rows, sum(quantity)::float8 as quantity from article_stocks group by warehouse_id order by warehouse_id limit 1',
    );
    const rows = await read('STOCK', { warehouseId: warehouse!.id });
    expectShaped('STOCK', rows);
    expect(rows).toHaveLength(warehouse!.rows);
    expect(rows.length).toBeLessThan(await count('article_stocks'));
    expect(rows.reduce((sum, row) => sum + Number(row.quantity), 0)).toBe(warehouse!.quantity);
    expect(column(rows, 'code')).toEqual(column(rows, 'code').toSorted());
    expect(new Set(column(rows, 'code')).size).toBe(rows.length);
    expect(() => EXPORT_SOURCES.STOCK.query({})).toThrow();
  });

  it('promotions: one row per article criterion entry, one for a promotion naming none, with its channels', async () => {
    const rows = await read('PROMOTIONS');
    expectShaped('PROMOTIONS', rows);
    const [expected] = await db().query<{ n: number }>(
      `select sum(greatest(a.n, 1))::int as n
         from promotions p left join (select promotion_id, count(*)::int as n from promotion_articles group by promotion_id) a on a.promotion_id = p.promotion_id`,
    );
    expect(rows).toHaveLength(expected!.n);
    expect(distinct(rows, 'promotionId')).toHaveLength(await count('promotions'));
    const [named] = await db().query<{ id: number; title: string; channels: string }>(
      `select p.promotion_id as id, min(pa.title) as title,
              (select string_agg(ch.code, ', ' order by ch.code) from promotion_channels x join channels ch on ch.channel_id = x.channel_id where x.promotion_id = p.promotion_id) as channels
         from promotions p join promotion_articles pa on pa.promotion_id = p.promotion_id group by p.promotion_id order by p.promotion_id limit 1`,
    );
    const ofNamed = rows.filter((row) => row.promotionId === named!.id);
    expect(column(ofNamed, 'articleCode')).toContain(named!.title);
    expect(distinct(ofNamed, 'channels')).toEqual([named!.channels]);
  });

  it('reads every kind the same through the cursor the export runs', async () => {
    const order = await someOrder();
    const filters: Record<QueryKind, ExportFilters> = {
      ORDERS: range,
      CUSTOMERS: {},
      ARTICLES_BY_ORDER: range,
      ARTICLES: {},
      BRANDS: {},
      PARTNERS: {},
      USERS: {},
      CALLS: { dateFrom: range.dateFrom, dateTo: range.dateTo },
      TSP: { month: Number(today.slice(5, 7)), day: Number(today.slice(8, 10)), year: Number(today.slice(0, 4)), monthdays: 26 },
      CALL_RESULTS: { dateFrom: range.dateFrom, dateTo: range.dateTo },
      STOCK: { warehouseId: order.warehouseId },
      PROMOTIONS: {},
      CALLS_3CX: { dateFrom: range.dateFrom, dateTo: range.dateTo },
      REPORT_REVENUE: range,
      REPORT_COLLECTION: { date: today },
    };
    for (const [kind, given] of Object.entries(filters) as [QueryKind, ExportFilters][]) {
      const rows = await read(kind, given);
      const query = EXPORT_SOURCES[kind].query(given);
      const batched: Row[] = [];
      await db().readInBatches<Row>(query.sql, query.params, 500, async (batch) => {
        batched.push(...batch);
      });
      expect(batched, kind).toEqual(rows);
    }
  });
  /**
   * The call centre in April 2031, away from the demo's days: agent « Alpha » (the demo supervisor's, extension 901)
   * and agent « Beta » (no supervisor, 902), three customers; Alpha's order from a call makes revenue, Beta's was
   * cancelled. Inserted once for the call-centre tests below.
   */
  let fixtures: Promise<{ alpha: number; beta: number; customers: { id: number; code: string }[] }> | undefined;
  const callCentre = () => (fixtures ??= insertCallCentre());
  async function insertCallCentre() {
    const agent = async (lastName: string, extension: string) =>
      (
        await db().query<{ id: number }>(
          `insert into users (first_name, last_name, email, password_hash, user_type_id, extension) values ('Agent', $1, $2, 'x', 6, $3) returning user_id as id`,
          [lastName, `agent.${lastName.toLowerCase()}@fixture.ma`, extension],
        )
      )[0]!.id;
    const alpha = await agent('Alpha', '901');
    const beta = await agent('Beta', '902');
    await db().query('insert into supervisor_agents (supervisor_id, agent_id) values ($1, $2)', [DemoUser.SUPERVISOR, alpha]);
    const customers = await db().query<{ id: number; code: string; userId: number }>(
      'select c.customer_id as id, c.code, c.user_id as "userId" from customers c where c.deleted_at is null and c.user_id is not null order by c.customer_id limit 4',
    );
    // Customers 1 and 4 share a number: a call from it is the lowest customer id's.
    await db().query(`update users set phone_number = '0661000001' where user_id = any($1::int[])`, [[customers[0]!.userId, customers[3]!.userId]]);
    const assign = async (agentId: number, customerId: number, day: string) =>
      (
        await db().query<{ id: number }>(
          'insert into user_assignments_agent_cc (agent_id, customer_id, assignment_date) values ($1, $2, $3) returning user_assignment_agent_cc_id as id',
          [agentId, customerId, day],
        )
      )[0]!.id;
    const order = async (code: string, customerId: number, status: number, amount: number) =>
      (
        await db().query<{ id: number }>(
          `insert into orders (code, counter, customer_id, order_status_id, total_amount_ttc, confirmed_at) values ($1, 1, $2, $3, $4, '2031-04-01T11:00:00Z') returning order_id as id`,
          [code, customerId, status, amount],
        )
      )[0]!.id;
    const respond = async (assignmentId: number, customerId: number, type: number, at: string, extra: { orderId?: number; callbackDate?: string; comment?: string } = {}) => {
      const [response] = await db().query<{ id: number }>(
        `insert into assignment_responses (user_assignment_agent_cc_id, customer_id, assignment_response_type_id, order_id, callback_date, comment, created_at)
         values ($1, $2, $3, $4, $5, $6, $7) returning assignment_response_id as id`,
        [assignmentId, customerId, type, extra.orderId ?? null, extra.callbackDate ?? null, extra.comment ?? '', at],
      );
      await db().query('update user_assignments_agent_cc set contacted = true, last_response_id = $2 where user_assignment_agent_cc_id = $1', [assignmentId, response!.id]);
    };
    const [first, second, third] = customers;
    await respond(await assign(alpha, first!.id, '2031-04-01'), first!.id, ResponseType.ORDER_PLACED, '2031-04-01T10:00:00Z', {
      orderId: await order('FIX-TSP-1', first!.id, OrderStatus.CONFIRMED, 150.5),
    });
    await respond(await assign(alpha, second!.id, '2031-04-02'), second!.id, ResponseType.CALL_BACK, '2031-04-02T15:00:00Z', { callbackDate: '2031-04-05', comment: '=rappel' });
    await respond(await assign(beta, third!.id, '2031-04-01'), third!.id, ResponseType.ORDER_PLACED, '2031-04-01T12:00:00Z', {
      orderId: await order('FIX-TSP-2', third!.id, OrderStatus.CANCELLED, 99),
    });
    // After the TSP's day 10, and in May: counted by neither.
    await assign(alpha, first!.id, '2031-04-20');
    await assign(beta, first!.id, '2031-05-01');
    return { alpha, beta, customers };
  }

  const april = { dateFrom: '2031-04-01', dateTo: '2031-04-30' };

  it('calls: the assignments of the days with their last response; the agent and the supervisor narrow them', async () => {
    const { alpha, beta, customers } = await callCentre();
    const rows = await read('CALLS', april);
    expectShaped('CALLS', rows);
    expect(rows.map((row) => [row.assignmentDate, row.agent, row.customerCode, row.contacted, row.responseType])).toEqual([
      ['2031-04-01', 'Agent Alpha', customers[0]!.code, true, 'Commande passée'],
      ['2031-04-01', 'Agent Beta', customers[2]!.code, true, 'Commande passée'],
      ['2031-04-02', 'Agent Alpha', customers[1]!.code, true, 'Rappeler'],
      ['2031-04-20', 'Agent Alpha', customers[0]!.code, false, null],
    ]);
    expect(rows[0]).toMatchObject({ supervisor: expect.any(String), orderCode: 'FIX-TSP-1' });
    expect(rows[1]!.supervisor).toBeNull();
    expect(rows[2]).toMatchObject({ callbackDate: '2031-04-05', comment: '=rappel' });
    const callCell = cellValue(EXPORT_SOURCES.CALLS.columns.find((column) => column.key === 'comment')!, rows[2]!.comment);
    expect(callCell).toBe("'=rappel");
    expect(column(await read('CALLS', { ...april, agentId: beta }), 'customerCode')).toEqual([customers[2]!.code]);
    expect(distinct(await read('CALLS', { ...april, supervisorId: DemoUser.SUPERVISOR }), 'agent')).toEqual(['Agent Alpha']);
    expect(await read('CALLS', { ...april, agentId: alpha, supervisorId: DemoUser.SUPERVISOR })).toHaveLength(3);
  });

  it('TSP: per agent then in total, the month through its day, revenue as the reports count it, averaged and projected', async () => {
    await callCentre();
    const rows = await read('TSP', { month: 4, day: 10, year: 2031, monthdays: 26 });
    expectShaped('TSP', rows);
    const figures = (row: Row) => [row.agent, row.assignments, row.contacted, row.unanswered, row[`responses${ResponseType.ORDER_PLACED}`], row[`responses${ResponseType.CALL_BACK}`], row.orders, row.revenue];
    expect(rows.map(figures)).toEqual([
      ['Agent Alpha', 2, 2, 0, 1, 1, 1, 150.5],
      // Beta's order was cancelled: no revenue, as in every report (REVENUE_STATUSES).
      ['Agent Beta', 1, 1, 0, 1, 0, 0, 0],
      ['Total', 3, 3, 0, 2, 1, 1, 150.5],
    ]);
    // 150.50 DH over 10 days counted, 26 working days: 15.05 a day, 391.30 at the month's end.
    expect(rows[0]).toMatchObject({ ordersPerDay: 0.1, revenuePerDay: 15.05, projectedOrders: 2.6, projectedRevenue: 391.3 });
    expect(rows[2]).toMatchObject({ revenuePerDay: 15.05, projectedRevenue: 391.3, supervisor: null });
    // Through the 20th, Alpha's assignment of the 20th is counted, not answered.
    const later = await read('TSP', { month: 4, day: 20, year: 2031, monthdays: 26 });
    expect(later.map(figures)[0]).toEqual(['Agent Alpha', 3, 2, 1, 1, 1, 1, 150.5]);
    // A month without any assignment: the total alone, at zero.
    expect((await read('TSP', { month: 2, day: 28, year: 2031, monthdays: 20 })).map(figures)).toEqual([['Total', 0, 0, 0, 0, 0, 0, 0]]);
  });

  it('call results: every response of the days (Morocco), with its order; the agent and the supervisor narrow them', async () => {
    const { beta } = await callCentre();
    const rows = await read('CALL_RESULTS', { dateFrom: '2031-04-01', dateTo: '2031-04-02' });
    expectShaped('CALL_RESULTS', rows);
    expect(rows.map((row) => [row.agent, row.responseType, row.orderCode, row.orderAmount])).toEqual([
      ['Agent Alpha', 'Commande passée', 'FIX-TSP-1', 150.5],
      ['Agent Beta', 'Commande passée', 'FIX-TSP-2', 99],
      ['Agent Alpha', 'Rappeler', null, null],
    ]);
    expect(rows[0]!.respondedAt).toEqual(new Date('2031-04-01T10:00:00Z'));
    expect(column(await read('CALL_RESULTS', { dateFrom: '2031-04-02', dateTo: '2031-04-02' }), 'responseType')).toEqual(['Rappeler']);
    expect(column(await read('CALL_RESULTS', { ...april, agentId: beta }), 'orderCode')).toEqual(['FIX-TSP-2']);
    expect(distinct(await read('CALL_RESULTS', { ...april, supervisorId: DemoUser.SUPERVISOR }), 'agent')).toEqual(['Agent Alpha']);
  });

  it('3CX: the calls of the Morocco days as the call log shows them, matched to agent and customer; state, agent and keyword narrow them', async () => {
    const { alpha, customers } = await callCentre();
    await db().query(
      `insert into call_records (history_id, started_at, answered_at, ended_at, duration_seconds, caller_id, destination, extension, external_number)
       values ('fix-1', '2031-04-01T09:00:00Z', '2031-04-01T09:00:05Z', '2031-04-01T09:02:10Z', 125, 'Agent Alpha (901)', '0661000001', '901', moroccan_phone('0661000001')),
              -- 23:30 UTC is 00:30 on 2 April in Casablanca (UTC+1): a call of the 2nd.
              ('fix-2', '2031-04-01T23:30:00Z', null, null, 0, '12', '902', '902', null),
              ('fix-3', '2031-04-02T08:00:00Z', '2031-04-02T08:00:02Z', '2031-04-02T09:15:05Z', 4505, '+212 661 000 001', 'Agent Beta (902)', '902', moroccan_phone('+212661000001'))`,
    );
    const days = { dateFrom: '2031-04-01', dateTo: '2031-04-02' };
    const rows = await read('CALLS_3CX', days);
    expectShaped('CALLS_3CX', rows);
    const columns = EXPORT_SOURCES.CALLS_3CX.columns;
    const shown = (row: Row) => columns.map((entry) => cellValue(entry, row[entry.key]));
    expect(shown(rows[0]!)).toEqual([
      new Date('2031-04-01T10:00:00Z'),
      'Agent Alpha (901)',
      '06 61 00 00 01',
      'Sortant',
      'Oui',
      '02:05',
      125,
      '901',
      'Agent Alpha',
      customers[0]!.code,
      expect.any(String),
    ]);
    expect(shown(rows[1]!).slice(1, 8)).toEqual(['Numéro privée', '902', 'Entrant', 'Non', '00:00', 0, '902']);
    expect(shown(rows[2]!).slice(1, 7)).toEqual(['06 61 00 00 01', 'Agent Beta (902)', 'Entrant', 'Oui', '75:05', 4505]);
    // The lowest customer id of the two sharing the number.
    expect(rows[2]!.customerCode).toBe(customers[0]!.code);

    expect(await read('CALLS_3CX', { dateFrom: '2031-04-01', dateTo: '2031-04-01' })).toHaveLength(1);
    expect(column(await read('CALLS_3CX', { ...days, callState: 'OnlyUnanswered' }), 'callerId')).toEqual(['12']);
    expect(await read('CALLS_3CX', { ...days, callState: 'OnlyAnswered' })).toHaveLength(2);
    expect(await read('CALLS_3CX', { ...days, callState: 'All' })).toHaveLength(3);
    expect(column(await read('CALLS_3CX', { ...days, agentId: alpha }), 'callerId')).toEqual(['Agent Alpha (901)']);
    expect(column(await read('CALLS_3CX', { ...days, keyword: 'beta' }), 'extension')).toEqual(['902', '902']);
    expect(await read('CALLS_3CX', { ...days, keyword: '%_none_%' })).toEqual([]);
  });
});
