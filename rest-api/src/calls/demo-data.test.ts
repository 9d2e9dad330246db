import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSIGNMENT_DAYS_AHEAD, ASSIGNMENT_DAYS_BACK, businessClock, isAssignmentCallable, ResponseType } from '@console/schema';
import type { Db } from '../db/db.ts';
import { DB_HOOK_TIMEOUT, openDemoDb } from '../db/testing.ts';
import { DEMO_AGENT_USER_ID, demoAssignments } from './demo-data.ts';

describe('calls demo data', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDemoDb();
  }, DB_HOOK_TIMEOUT);
  afterAll(() => db?.close());

  it('is the same on every load and never assigns a customer twice to an agent on a day', () => {
    const customers = Array.from({ length: 300 }, (_, index) => index + 1);
    const plan = demoAssignments([2, 40, 41], customers);
    expect(demoAssignments([2, 40, 41], customers)).toEqual(plan);
    expect(new Set(plan.map((row) => `${row.agentId}/${row.customerId}/${row.offset}`)).size).toBe(plan.length);
    expect([...new Set(plan.filter((row) => row.offset > 0).map((row) => row.response === null))]).toEqual([true]);
  });

  it('gives agent@demo.ma 25 customers today and fewer on each other offered day, and five other agents 12 today', async () => {
    const rows = await db.query<{ agent: number; day: number; count: number }>(
      `select agent_id as agent, assignment_date - $1::date as day, count(*)::int as count
         from user_assignments_agent_cc group by agent_id, assignment_date order by agent_id, assignment_date`,
      [businessClock().date],
    );
    const demoAgent = rows.filter((row) => row.agent === DEMO_AGENT_USER_ID);
    expect(demoAgent.map((row) => row.day)).toEqual(Array.from({ length: ASSIGNMENT_DAYS_BACK + ASSIGNMENT_DAYS_AHEAD + 1 }, (_, index) => index - ASSIGNMENT_DAYS_BACK));
    expect(demoAgent.find((row) => row.day === 0)?.count).toBe(25);
    expect([...new Set(demoAgent.filter((row) => row.day !== 0).map((row) => row.count < 25 && row.count >= 4))]).toEqual([true]);
    const othersToday = rows.filter((row) => row.agent !== DEMO_AGENT_USER_ID && row.day === 0);
    expect(othersToday.map((row) => row.count)).toEqual([12, 12, 12, 12, 12]);
  });

  it('answers past calls with every response type, so some past rows are callable and some not', async () => {
    const today = businessClock().date;
    const rows = await db.query<{ date: string; type: number | null; detailType: number | null; contacted: boolean; callback: string | null }>(
      `select to_char(a.assignment_date, 'YYYY-MM-DD') as date, r.assignment_response_type_id as type, a.contacted,
              (select d.assignment_response_type_id from assignment_response_type_details d where d.assignment_response_type_detail_id = r.assignment_response_type_detail_id) as "detailType",
              to_char(r.callback_date, 'YYYY-MM-DD') as callback
         from user_assignments_agent_cc a left join assignment_responses r on r.assignment_response_id = a.last_response_id
        where a.agent_id = $1`,
      [DEMO_AGENT_USER_ID],
    );
    const past = rows.filter((row) => row.date < today);
    expect(new Set(past.map((row) => row.type))).toEqual(new Set([null, 1, 2, 3, 4, 5, 6, 7]));
    expect(past.some((row) => isAssignmentCallable(row.date, today, row.type))).toBe(true);
    expect(past.some((row) => !isAssignmentCallable(row.date, today, row.type))).toBe(true);
    expect([...new Set(rows.map((row) => row.contacted === (row.type !== null)))]).toEqual([true]);
    expect([...new Set(rows.filter((row) => row.type === ResponseType.REFUSED || row.type === ResponseType.NOT_REACHED).map((row) => row.detailType === row.type))]).toEqual([true]);
    expect([...new Set(rows.filter((row) => row.type === ResponseType.CALL_BACK).map((row) => row.callback !== null && row.callback > row.date))]).toEqual([true]);
    const answeredToday = rows.filter((row) => row.date === today && row.type !== null);
    expect(answeredToday).toHaveLength(5);
    expect([...new Set(rows.filter((row) => row.date > today).map((row) => row.type === null))]).toEqual([true]);
  });
});
