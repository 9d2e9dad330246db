/**
 * Call assignments of the demo agents (user type 6: agent@demo.ma and the first five generated agents) from 7 days
 * back to 5 ahead of the day the data is loaded (Morocco date): agent@demo.ma has 25 customers today, the others 12,
 * fewer on other days. Past days' calls are answered with every response type, some left unanswered, so the list
 * shows callable past rows (types 3, 6, 7) and others not; a few of today's are answered too. Deterministic.
 * Needs access.v1, access-admin.v1, customers.v1, orders.v1 and calls-reference.v1.
 */
import { AGENT_USER_TYPE_ID, ASSIGNMENT_DAYS_AHEAD, ASSIGNMENT_DAYS_BACK, businessClock, ResponseType } from '@console/schema';
import type { Executor } from '../db/db.ts';
import type { DemoData } from '../db/demo-data.ts';
import { SeededRandom } from '../db/random.ts';

export const DEMO_AGENT_USER_ID = 2;
const OTHER_AGENTS = 5;

/** Customers per day: today, then by distance from today. */
const perDay = (agentId: number, offset: number) => {
  const today = agentId === DEMO_AGENT_USER_ID ? 25 : 12;
  return offset === 0 ? today : Math.max(4, Math.round(today * 0.6) - Math.abs(offset));
};

export interface DemoResponse {
  typeId: number;
  detailId: number | null;
  callbackOffset: number | null;
  rectifNumber: string | null;
  comment: string;
}

export interface DemoAssignment {
  agentId: number;
  customerId: number;
  /** Days from the load day. */
  offset: number;
  response: DemoResponse | null;
}

const comments = ['', '', 'Rappeler après 15h', 'Demande le catalogue', 'Gérant absent', 'Client fidèle', 'Attend la promotion'];
const refusalDetails = [1, 2, 3, 4];
const notReachedDetails = [5, 6, 7, 8, 9];

function demoResponse(random: SeededRandom): DemoResponse {
  const typeId = random.pick([1, 1, 2, 3, 3, 4, 5, 6, 6, 7, 7]);
  return {
    typeId,
    detailId: typeId === ResponseType.REFUSED ? random.pick(refusalDetails) : typeId === ResponseType.NOT_REACHED ? random.pick(notReachedDetails) : null,
    callbackOffset: typeId === ResponseType.CALL_BACK ? random.int(1, 3) : null,
    rectifNumber: typeId === ResponseType.WRONG_NUMBER ? `06${String(random.int(10_000_000, 99_999_999))}` : null,
    comment: typeId === ResponseType.NOT_ANSWERED ? '' : random.pick(comments),
  };
}

/** The assignments of the agents over the offered days, each agent's customers taken in turn from the list. */
export function demoAssignments(agentIds: readonly number[], customerIds: readonly number[]): DemoAssignment[] {
  const random = new SeededRandom(23);
  return agentIds.flatMap((agentId, agentIndex) => {
    let next = agentIndex * 211;
    return Array.from({ length: ASSIGNMENT_DAYS_BACK + ASSIGNMENT_DAYS_AHEAD + 1 }, (_, day) => day - ASSIGNMENT_DAYS_BACK).flatMap((offset) =>
      Array.from({ length: perDay(agentId, offset) }, (_, index): DemoAssignment => {
        const customerId = customerIds[next++ % customerIds.length];
        const answered = offset < 0 ? random.next() < 0.8 : offset === 0 && index % 5 === 1;
        return { agentId, customerId, offset, response: answered ? demoResponse(random) : null };
      }),
    );
  });
}

async function load(tx: Executor) {
  const agents = await tx.query<{ id: number }>(
    `(select user_id as id from users where user_id = $1 and user_type_id = $2)
     union all
     (select user_id from users where user_type_id = $2 and active and user_id <> $1 order by user_id limit $3)`,
    [DEMO_AGENT_USER_ID, AGENT_USER_TYPE_ID, OTHER_AGENTS],
  );
  // Customers with orders taken by a call-centre agent first: the agents' order history shows something.
  const customers = await tx.query<{ id: number }>(
    `select c.customer_id as id from customers c where c.deleted_at is null
      order by exists (select 1 from orders o join users u on u.user_id = o.created_by where o.customer_id = c.customer_id and u.user_type_id = 6) desc,
               c.customer_id`,
  );
  if (agents.length === 0 || customers.length === 0) return;
  const assignments = demoAssignments(agents.map((agent) => agent.id), customers.map((customer) => customer.id));
  const today = businessClock().date;
  const inserted = await tx.query<{ id: number; agent: number; customer: number; offset: number }>(
    `insert into user_assignments_agent_cc (agent_id, customer_id, assignment_date)
     select p.agent, p.customer, $4::date + p.day from unnest($1::int[], $2::int[], $3::int[]) as p(agent, customer, day)
     on conflict do nothing
     returning user_assignment_agent_cc_id as id, agent_id as agent, customer_id as customer, assignment_date - $4::date as offset`,
    [assignments.map((row) => row.agentId), assignments.map((row) => row.customerId), assignments.map((row) => row.offset), today],
  );
  const ids = new Map(inserted.map((row) => [`${row.agent}/${row.customer}/${row.offset}`, row.id]));
  const answered = assignments.flatMap((row) => {
    const id = ids.get(`${row.agentId}/${row.customerId}/${row.offset}`);
    return row.response && id !== undefined ? [{ ...row, id, response: row.response }] : [];
  });
  if (answered.length === 0) return;
  const column = <T>(read: (row: (typeof answered)[number]) => T) => answered.map(read);
  // Past days' calls at 10:00 Morocco time; today's an hour before the load.
  await tx.query(
    `with responses as (
       insert into assignment_responses (user_assignment_agent_cc_id, customer_id, assignment_response_type_id, assignment_response_type_detail_id,
                                         callback_date, rectif_number, comment, created_by, created_at)
       select p.id, p.customer, p.type, p.detail, $10::date + p.day + p.callback, p.rectif, p.comment, p.agent,
              case when p.day < 0 then (($10::date + p.day) + time '10:00') at time zone 'Africa/Casablanca' else now() - interval '1 hour' end
         from unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::int[], $6::int[], $7::text[], $8::text[], $9::int[])
              as p(id, customer, type, detail, day, callback, rectif, comment, agent)
       returning assignment_response_id, user_assignment_agent_cc_id)
     update user_assignments_agent_cc a set contacted = true, last_response_id = r.assignment_response_id
       from responses r where r.user_assignment_agent_cc_id = a.user_assignment_agent_cc_id`,
    [
      column((row) => row.id),
      column((row) => row.customerId),
      column((row) => row.response.typeId),
      column((row) => row.response.detailId),
      column((row) => row.offset),
      column((row) => row.response.callbackOffset),
      column((row) => row.response.rectifNumber),
      column((row) => row.response.comment),
      column((row) => row.agentId),
      today,
    ],
  );
}

export const callsDemoData: DemoData = { name: 'calls.v1', load };
