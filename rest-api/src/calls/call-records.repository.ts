/** The call log's SQL (call_records, migration 028): storing 3CX's records once, and reading a window of them. */
import { CUSTOMER_USER_TYPE_ID, type CallState, type InstantRange } from '@console/schema';
import type { Executor } from '../db/db.ts';
import { SqlParams, escapeLike } from '../db/sql.ts';
import type { CallRecordInput } from './cdr.ts';

/** Stores the records in one statement; one already stored (same 3CX history id) is left as it is. Answers how many were new. */
export async function insertCallRecords(db: Executor, records: readonly CallRecordInput[]): Promise<number> {
  if (records.length === 0) return 0;
  const column = <T>(read: (record: CallRecordInput) => T) => records.map(read);
  const rows = await db.query<{ call_record_id: string }>(
    `insert into call_records (history_id, started_at, answered_at, ended_at, duration_seconds, caller_id, destination, extension, external_number, reason_terminated)
     select * from unnest($1::text[], $2::timestamptz[], $3::timestamptz[], $4::timestamptz[], $5::int[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[])
     on conflict (history_id) do nothing
     returning call_record_id`,
    [
      column((record) => record.historyId),
      column((record) => record.startedAt.toISOString()),
      column((record) => record.answeredAt?.toISOString() ?? null),
      column((record) => record.endedAt?.toISOString() ?? null),
      column((record) => record.durationSeconds),
      column((record) => record.callerId),
      column((record) => record.destination),
      column((record) => record.extension),
      column((record) => record.externalNumber),
      column((record) => record.reasonTerminated),
    ],
  );
  return rows.length;
}

/** Which calls: a window of instants, answered or not, a search, one agent's. */
export interface CallFilter {
  window: InstantRange;
  state: CallState;
  /** Words the caller, destination, agent or customer contains. */
  search?: string;
  agentId?: number;
}

export interface CallLogRow {
  callRecordId: number;
  startedAt: string;
  answered: boolean;
  durationSeconds: number;
  callerId: string;
  destination: string;
  extension: string | null;
  agent: { userId: number; name: string } | null;
  customer: { customerId: number; code: string; name: string } | null;
}

/** The agent of a call `cr`: the user holding its extension. */
export const CALL_AGENT_JOIN = 'left join users agent on agent.extension = cr.extension';

/**
 * The customer of a call `cr`: the lowest-numbered customer whose phone number normalises to the outside party's
 * (index users_moroccan_phone). `offset 0` keeps the number's few
 * customers a subquery read first on that index, then sorted: without it, « order by customer_id limit 1 » led
 * PostgreSQL to walk every customer in id order, 170 ms a call at 1M customers. Joined to the rows read only.
 */
export const CALL_CUSTOMER_JOIN = `left join lateral (
    select matched.customer_id, matched.code, matched.name
      from (select c.customer_id, c.code, cu.first_name || ' ' || cu.last_name as name
              from users cu join customers c on c.user_id = cu.user_id
             where cr.external_number is not null and moroccan_phone(cu.phone_number) = cr.external_number and cu.user_type_id = ${CUSTOMER_USER_TYPE_ID}
            offset 0) matched
     order by matched.customer_id limit 1) customer on true`;

/**
 * The conditions on a call `cr` joined to its agent (CALL_AGENT_JOIN) for `filter`, their values added to `params`. The
 * search reads customers by their own search text (trigram index, migration 019), then calls by their numbers: it needs
 * no customer joined first, so the log pages its calls before matching them.
 */
export function callConditions(filter: CallFilter, params: SqlParams): string[] {
  const where = [`cr.started_at >= ${params.add(filter.window.start.toISOString())}`, `cr.started_at < ${params.add(filter.window.end.toISOString())}`];
  if (filter.state === 'OnlyAnswered') where.push('cr.answered_at is not null');
  if (filter.state === 'OnlyUnanswered') where.push('cr.answered_at is null');
  if (filter.agentId !== undefined) where.push(`agent.user_id = ${params.add(filter.agentId)}`);
  if (filter.search) {
    const pattern = params.add(`%${escapeLike(filter.search)}%`);
    const digits = filter.search.replace(/\D/g, '');
    // A number typed as the screen shows it (« 06 61 23 ») matches the stored digits too.
    const numberMatch = digits.length >= 3 ? ` or regexp_replace(cr.caller_id || ' ' || cr.destination, '\\D', '', 'g') like ${params.add(`%${digits}%`)}` : '';
    where.push(
      `(cr.caller_id ilike ${pattern} or cr.destination ilike ${pattern} or agent.first_name || ' ' || agent.last_name ilike ${pattern}
        or cr.external_number in (select moroccan_phone(u.phone_number) from customers c join users u on u.user_id = c.user_id
                                   where c.deleted_at is null and c.search ilike ${pattern})${numberMatch})`,
    );
  }
  return where;
}

/** The newest calls of the filter first, at most `rows`. */
export function listCallLogRows(db: Executor, filter: CallFilter & { rows: number }): Promise<CallLogRow[]> {
  const params = new SqlParams();
  const where = callConditions(filter, params);
  return db.query<CallLogRow>(
    `select cr.call_record_id::int as "callRecordId", cr.started_at as "startedAt", cr.answered_at is not null as answered,
            cr.duration_seconds as "durationSeconds", cr.caller_id as "callerId", cr.destination, cr.extension,
            case when agent.user_id is null then null
                 else json_build_object('userId', agent.user_id, 'name', agent.first_name || ' ' || agent.last_name) end as agent,
            case when customer.customer_id is null then null
                 else json_build_object('customerId', customer.customer_id, 'code', customer.code, 'name', customer.name) end as customer
       from (select cr.call_record_id from call_records cr ${CALL_AGENT_JOIN}
              where ${where.join(' and ')}
              order by cr.started_at desc, cr.call_record_id desc
              limit ${params.add(filter.rows)}) page
       join call_records cr on cr.call_record_id = page.call_record_id
       ${CALL_AGENT_JOIN}
       ${CALL_CUSTOMER_JOIN}
      order by cr.started_at desc, cr.call_record_id desc`,
    params.values,
  );
}
