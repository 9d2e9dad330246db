/**
 * 90 days of telephone calls for the demo agents (agent@demo.ma and the first five generated agents), through the
 * moment the data is loaded: each agent gets an extension (101, 102…) and, on working days (Monday to Saturday)
 * between 09:00 and 18:00 Morocco time, calls out to customers and receives calls from customers, unknown numbers
 * and withheld ones; about a quarter go unanswered. The records are written as 3CX's CDR lines and read by the same
 * parser as real ones. Deterministic. Needs access.v1, access-admin.v1 and customers.v1.
 */
import { AGENT_USER_TYPE_ID, businessClock, businessDayRange } from '@console/schema';
import type { Executor } from '../db/db.ts';
import type { DemoData } from '../db/demo-data.ts';
import { SeededRandom } from '../db/random.ts';
import { insertCallRecords } from './call-records.repository.ts';
import { CDR_FIELD_NAMES, cdrLine, parseCdrLine, type CallRecordInput, type CdrFieldName } from './cdr.ts';
import { DEMO_AGENT_USER_ID } from './demo-data.ts';

const DAYS = 90;
const OTHER_AGENTS = 5;
const FIRST_EXTENSION = 101;
const HOUR_MS = 3_600_000;

interface DemoAgent {
  userId: number;
  name: string;
  extension: string;
}

/** « 2026/11/27 09:14:03 », as 3CX writes its times (UTC). */
const cdrTime = (at: Date) => at.toISOString().slice(0, 19).replace('T', ' ').replace(/-/g, '/');
const clock = (seconds: number) => [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60].map((part) => String(part).padStart(2, '0')).join(':');
const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The CDR lines of the demo calls, oldest first, none after `now`. */
function demoCdrLines(agents: readonly DemoAgent[], customerPhones: readonly string[], now: Date, order: readonly CdrFieldName[] = CDR_FIELD_NAMES): string[] {
  const random = new SeededRandom(3_000 + agents.length);
  const today = businessClock(now).date;
  const lines: string[] = [];
  let history = 0;
  for (let back = DAYS - 1; back >= 0; back -= 1) {
    const day = shiftDay(today, -back);
    if (new Date(`${day}T00:00:00Z`).getUTCDay() === 0) continue;
    const opening = businessDayRange(day)!.start.getTime() + 9 * HOUR_MS;
    for (const agent of agents) {
      const calls = random.int(agent.userId === DEMO_AGENT_USER_ID ? 14 : 8, agent.userId === DEMO_AGENT_USER_ID ? 26 : 18);
      for (let index = 0; index < calls; index += 1) {
        const startedAt = new Date(opening + random.int(0, 9 * HOUR_MS - 1));
        if (startedAt.getTime() > now.getTime()) continue;
        history += 1;
        const answered = random.next() >= 0.25;
        const talk = answered ? random.int(15, 480) : 0;
        const ring = random.int(5, 30);
        const answeredAt = answered ? new Date(startedAt.getTime() + ring * 1000) : null;
        const endedAt = new Date(startedAt.getTime() + (ring + talk) * 1000);
        const outgoing = random.next() < 0.6;
        const agentSide = { no: `Ext.${agent.extension}`, dn: agent.extension, type: 'Extension', name: agent.name };
        const outsideNumber = outgoing || random.next() < 0.7 ? random.pick(customerPhones) : random.next() < 0.5 ? '' : `05${random.int(22_000_000, 39_999_999)}`;
        const outside = { no: outsideNumber.replace(/^\+212/, '0'), dn: '', type: 'Line', name: '' };
        const [from, to] = outgoing ? [agentSide, outside] : [outside, agentSide];
        lines.push(
          cdrLine(
            {
              historyid: `demo-${history}`,
              callid: `demo-call-${history}`,
              duration: clock(talk),
              'time-start': cdrTime(startedAt),
              'time-answered': answeredAt ? cdrTime(answeredAt) : '',
              'time-end': cdrTime(endedAt),
              'reason-terminated': answered ? (random.next() < 0.5 ? 'TerminatedBySrc' : 'TerminatedByDst') : 'Failed_Cancelled',
              'from-no': from.no,
              'to-no': to.no,
              'from-dn': from.dn,
              'to-dn': to.dn,
              'final-number': to.no,
              'final-dn': to.dn,
              'from-type': from.type,
              'to-type': to.type,
              'final-type': to.type,
              'from-dispname': from.name,
              'to-dispname': to.name,
              'final-dispname': to.name,
            },
            order,
          ),
        );
      }
    }
  }
  return lines;
}

async function load(tx: Executor) {
  const agents = await tx.query<{ userId: number; name: string }>(
    `(select user_id as "userId", first_name || ' ' || last_name as name from users where user_id = $1 and user_type_id = $2)
     union all
     (select user_id, first_name || ' ' || last_name from users where user_type_id = $2 and active and user_id <> $1 order by user_id limit $3)`,
    [DEMO_AGENT_USER_ID, AGENT_USER_TYPE_ID, OTHER_AGENTS],
  );
  const customers = await tx.query<{ phone: string }>(
    `select u.phone_number as phone from customers c join users u on u.user_id = c.user_id
      where c.deleted_at is null and u.phone_number is not null order by c.customer_id limit 400`,
  );
  if (agents.length === 0 || customers.length === 0) return;
  const withExtensions = agents.map((agent, index) => ({ ...agent, extension: String(FIRST_EXTENSION + index) }));
  await tx.query(`update users u set extension = e.extension from unnest($1::int[], $2::text[]) as e(id, extension) where u.user_id = e.id`, [
    withExtensions.map((agent) => agent.userId),
    withExtensions.map((agent) => agent.extension),
  ]);
  const records = demoCdrLines(withExtensions, customers.map((customer) => customer.phone), new Date()).flatMap((line): CallRecordInput[] => {
    const parsed = parseCdrLine(line, CDR_FIELD_NAMES);
    if ('error' in parsed) throw new Error(`demo call record refused: ${parsed.error}`);
    return [parsed.record];
  });
  const BATCH = 2_000;
  for (let start = 0; start < records.length; start += BATCH) await insertCallRecords(tx, records.slice(start, start + BATCH));
}

export const callLogDemoData: DemoData = { name: 'calls-log.v1', load };
