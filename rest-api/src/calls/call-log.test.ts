import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { callRangeWindow, normalizeMoroccanPhone, type CallRange } from '@console/schema';
import { DemoUser, testApiSuite } from '../http/testing.ts';
import type { CallLogRow } from './call-records.repository.ts';
import { CDR_FIELD_NAMES, CdrMessages, cdrLine, type CdrFieldName } from './cdr.ts';
import { CallRestMessages } from './messages.ts';

const TOKEN = 'cdr-test-token-0123456789abcdef';


/** A call of a minute ago as 3CX writes it, with a history id of its own. */
let sequence = 0;
function recentCall(values: Partial<Record<CdrFieldName, string>> = {}) {
  sequence += 1;
  const at = new Date(Date.now() - 60_000 - sequence * 1000).toISOString().slice(0, 19).replace('T', ' ').replace(/-/g, '/');
  return cdrLine(
    {
      historyid: `test-${Date.now()}-${sequence}`,
      duration: '00:01:05',
      'time-start': at,
      'time-answered': at,
      'time-end': at,
      'from-no': 'Ext.101',
      'from-dn': '101',
      'from-type': 'Extension',
      'from-dispname': 'Salma Bennani',
      'to-no': '0600000000',
      ...values,
    },
    CDR_FIELD_NAMES,
  );
}

describe('the call log', () => {
  const suite = testApiSuite({ cdrIngestToken: TOKEN, cdrTcp: { port: 0, host: '127.0.0.1' } });
  const agent = suite.as(DemoUser.AGENT);
  const dispatcher = suite.as(DemoUser.DISPATCHER);
  const post = (body: string, token: string | null = TOKEN) =>
    suite.api.app.inject({ method: 'POST', url: '/api/calls/cdr', payload: body, headers: { 'content-type': 'text/plain; charset=utf-8', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  const log = async (query: string, call = agent) => {
    const response = await call({ method: 'GET', url: `/api/calls/log?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: CallLogRow[] }>().data;
  };
  const count = async () => Number((await suite.api.db.query<{ n: string }>('select count(*) as n from call_records'))[0]!.n);

  it('holds 90 days of demo calls for the demo agents, matched to their agent and, by phone, to customers', async () => {
    const rows = await log('dateRangeType=LastNinetyDays&numberOfRows=5000');
    expect(rows.length).toBeGreaterThan(1000);
    const window = callRangeWindow('LastNinetyDays');
    const starts = rows.map((row) => Date.parse(row.startedAt));
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(window.start.getTime());
    expect(Math.max(...starts)).toBeLessThanOrEqual(Date.now());
    expect([...starts].sort((a, b) => b - a)).toEqual(starts);
    expect(new Set(rows.map((row) => row.agent?.name))).toContain('Salma Bennani');
    expect(rows.filter((row) => row.agent === null)).toEqual([]);
    expect(rows.filter((row) => row.customer !== null).length).toBeGreaterThan(rows.length / 2);
    expect(rows.filter((row) => row.callerId.length <= 3).length).toBeGreaterThan(0);
    // A customer's number is matched however the customer's phone is written: the demo's are +212…, 3CX's 0….
    const [matched] = await suite.api.db.query<{ phone: string }>(
      `select u.phone_number as phone from customers c join users u on u.user_id = c.user_id where c.customer_id = $1`,
      [rows.find((row) => row.customer !== null)!.customer!.customerId],
    );
    expect(matched!.phone).toMatch(/^\+212\d{9}$/);
  });

  it('filters by answered state and range, searches, and bounds the rows', async () => {
    const all = await log('dateRangeType=LastThirtyDays&numberOfRows=5000');
    const answered = await log('dateRangeType=LastThirtyDays&numberOfRows=5000&callState=OnlyAnswered');
    const unanswered = await log('dateRangeType=LastThirtyDays&numberOfRows=5000&callState=OnlyUnanswered');
    expect(answered.length).toBeGreaterThan(0);
    expect(unanswered.length).toBeGreaterThan(0);
    expect(answered.length + unanswered.length).toBe(all.length);
    expect(answered.filter((row) => !row.answered)).toEqual([]);
    expect(unanswered.filter((row) => row.answered || row.durationSeconds !== 0)).toEqual([]);

    for (const range of ['Yesterday', 'LastWeek', 'LastMonth'] satisfies CallRange[]) {
      const window = callRangeWindow(range);
      const rows = await log(`dateRangeType=${range}&numberOfRows=5000`);
      const outside = rows.filter((row) => Date.parse(row.startedAt) < window.start.getTime() || Date.parse(row.startedAt) >= window.end.getTime());
      expect(outside, range).toEqual([]);
    }

    expect(await log('dateRangeType=LastThirtyDays')).toHaveLength(300);
    expect(await log('dateRangeType=LastThirtyDays&numberOfRows=-4')).toHaveLength(300);
    expect(await log('dateRangeType=LastThirtyDays&numberOfRows=7')).toHaveLength(7);

    const customer = all.find((row) => row.customer !== null)!.customer!;
    const byName = await log(`dateRangeType=LastThirtyDays&numberOfRows=5000&searchFilter=${encodeURIComponent(customer.name.toUpperCase())}`);
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.filter((row) => !`${row.customer?.name} ${row.agent?.name} ${row.callerId} ${row.destination}`.toLowerCase().includes(customer.name.toLowerCase()))).toEqual([]);
    const number = all.find((row) => /^0\d{9}$/.test(row.destination))!.destination;
    const spaced = number.replace(/(\d{2})(?=\d)/g, '$1 ');
    const byNumber = await log(`dateRangeType=LastThirtyDays&numberOfRows=5000&searchFilter=${encodeURIComponent(spaced)}`);
    expect(byNumber.map((row) => row.destination)).toContain(number);
  });

  it('normalises numbers in SQL (the index that matches customers) exactly as the shared rule does', async () => {
    const written = ['0661234567', '06 61 23 45 67', '+212661234567', '212661234567', '00212 661-234-567', '', '101', '066123456', '06612345678', '+33612345678', 'Ext.101'];
    const rows = await suite.api.db.query<{ raw: string; normalized: string | null }>('select raw, moroccan_phone(raw) as normalized from unnest($1::text[]) as raw', [written]);
    expect(rows.map((row) => row.normalized)).toEqual(written.map(normalizeMoroccanPhone));
  });

  it('refuses what it cannot read with a 400 and the seed’s permission with a 403', async () => {
    expect((await agent({ method: 'GET', url: '/api/calls/log?dateRangeType=Tomorrow' })).statusCode).toBe(400);
    expect((await agent({ method: 'GET', url: '/api/calls/log?callState=Some' })).statusCode).toBe(400);
    expect((await agent({ method: 'GET', url: `/api/calls/log?searchFilter=${'a'.repeat(101)}` })).statusCode).toBe(400);
    expect((await agent({ method: 'GET', url: '/api/calls/log?searchFilter=%00' })).statusCode).toBe(400);
    expect((await dispatcher({ method: 'GET', url: '/api/calls/log' })).statusCode).toBe(403);
    expect((await suite.api.app.inject({ method: 'GET', url: '/api/calls/log' })).statusCode).toBe(401);
  });

  it('stores posted records once, refuses malformed lines alone, and asks for the integration token', async () => {
    const before = await count();
    const first = recentCall({ 'to-no': '0661000001' });
    const second = recentCall({ 'from-no': '0522000002', 'from-dn': '', 'from-type': 'Line', 'from-dispname': '', 'to-no': 'Ext.101', 'to-dn': '101', 'to-type': 'Extension', 'to-dispname': 'Salma Bennani', 'time-answered': '' });
    const response = await post([first, 'not,a,record', second, '', recentCall({ duration: 'long' })].join('\r\n') + '\r\n');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      received: 4,
      stored: 2,
      duplicates: 0,
      refused: [
        { line: 2, reason: CdrMessages.fieldCount(3, CDR_FIELD_NAMES.length) },
        { line: 5, reason: CdrMessages.badDuration('long') },
      ],
    });
    expect(await count()).toBe(before + 2);
    expect((await post(first)).json().data).toMatchObject({ received: 1, stored: 0, duplicates: 1 });
    expect(await count()).toBe(before + 2);

    const today = await log('numberOfRows=5000');
    expect(today.find((row) => row.destination === '0661000001')).toMatchObject({ callerId: 'Salma Bennani (101)', answered: true, durationSeconds: 65, agent: { userId: DemoUser.AGENT } });
    expect(today.find((row) => row.callerId === '0522000002')).toMatchObject({ answered: false, destination: 'Salma Bennani (101)', agent: { userId: DemoUser.AGENT } });

    expect((await post(recentCall(), null)).statusCode).toBe(401);
    expect((await post(recentCall(), 'wrong-token-0123456789abcdefgh')).json()).toMatchObject({ statusCode: 401, message: CallRestMessages.cdrIngestToken });
    // A user's own bearer token is not the integration's.
    expect((await agent({ method: 'POST', url: '/api/calls/cdr', payload: recentCall(), headers: { 'content-type': 'text/plain' } })).statusCode).toBe(401);
    expect(await count()).toBe(before + 2);
  });

  it('keeps a line with a forbidden character from stopping the others', async () => {
    const before = await count();
    const response = await post([recentCall({ 'from-dispname': 'Sal\u0000ma' }), recentCall()].join('\n'));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ stored: 1, refused: [{ line: 1, reason: CdrMessages.invalidText }] });
    expect(await count()).toBe(before + 1);
  });

  it('receives the CDR socket line by line: split writes, a refused line, a duplicate, an overlong line', async () => {
    const before = await count();
    const socket = connect(suite.api.cdrReceiver!.address().port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const good = recentCall({ 'to-no': '0661000002' });
    socket.write(good.slice(0, 20));
    socket.write(`${good.slice(20)}\r\nbroken line\r\n${'x'.repeat(5000)}`);
    socket.write(`${'y'.repeat(100)}\n${good}\n`);
    const last = recentCall({ 'to-no': '0661000003' });
    socket.end(last);
    await new Promise((resolve) => socket.once('close', resolve));
    await expect.poll(count).toBe(before + 2);
    const today = await log('numberOfRows=5000');
    expect(today.filter((row) => row.destination === '0661000002')).toHaveLength(1);
    expect(today.filter((row) => row.destination === '0661000003')).toHaveLength(1);
  });
});

describe('the call log without an integration token', () => {
  const suite = testApiSuite();

  it('keeps the HTTP receiver off and the socket closed', async () => {
    const response = await suite.api.app.inject({ method: 'POST', url: '/api/calls/cdr', payload: 'x', headers: { 'content-type': 'text/plain', authorization: 'Bearer anything-at-all-0123456789' } });
    expect(response.json()).toMatchObject({ statusCode: 403, message: CallRestMessages.cdrIngestOff });
    expect(suite.api.cdrReceiver).toBeNull();
  });
});
