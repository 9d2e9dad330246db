/**
 * The call-centre exports' choices: the agents (user type 6) and supervisors (role 11) the filters offer, all of them
 * (seed 002: those dropdowns take 100000000), and the years the TSP report offers (schema/src/call-reports.ts tspYears).
 */
import { AGENT_USER_TYPE_ID, SUPERVISOR_ROLE_ID, businessClock, businessDateOf, tspYears } from '@console/schema';
import type { Executor } from '../../db/db.ts';

export interface PersonChoice {
  userId: number;
  firstName: string;
  lastName: string;
}

export interface CallCentreChoices {
  agents: PersonChoice[];
  supervisors: PersonChoice[];
  tspYears: number[];
}

const PERSON_COLUMNS = 'u.user_id as "userId", u.first_name as "firstName", u.last_name as "lastName"';
const BY_NAME = 'order by u.last_name, u.first_name, u.user_id';

/**
 * The first business day holding call assignments or orders (each the earliest on its index), or null: where the TSP
 * years start.
 */
async function firstDataDay(db: Executor): Promise<string | null> {
  const [first] = await db.query<{ firstAssignment: string | null; firstOrder: Date | string | null }>(
    `select (select to_char(min(assignment_date), 'YYYY-MM-DD') from user_assignments_agent_cc) as "firstAssignment",
            (select min(confirmed_at) from orders) as "firstOrder"`,
  );
  const days = [first?.firstAssignment ?? null, first?.firstOrder ? businessDateOf(new Date(first.firstOrder)) : null].filter((day): day is string => day !== null);
  return days.sort()[0] ?? null;
}

export async function loadCallCentreChoices(db: Executor, now: Date = new Date()): Promise<CallCentreChoices> {
  // Inactive agents and supervisors too: past calls are theirs.
  const agents = await db.query<PersonChoice>(`select ${PERSON_COLUMNS} from users u where u.user_type_id = ${AGENT_USER_TYPE_ID} ${BY_NAME}`);
  const supervisors = await db.query<PersonChoice>(
    `select ${PERSON_COLUMNS} from users u where exists (select 1 from user_roles r where r.user_id = u.user_id and r.role_id = ${SUPERVISOR_ROLE_ID}) ${BY_NAME}`,
  );
  return { agents, supervisors, tspYears: tspYears(await firstDataDay(db), businessClock(now).date) };
}
