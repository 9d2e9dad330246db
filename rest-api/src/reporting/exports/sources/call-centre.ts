/**
 * What the call centre's exports share: an assignment `ua` with its agent `ag`, the agent's supervisor `sv` (an agent
 * has at most one, supervisor_agents) and its customer `c` (`u` its account), and the agent and supervisor filters.
 */
import type { ExportFilters } from '@console/schema';
import type { SqlParams } from '../../../db/sql.ts';
import { CUSTOMER_NAME_SQL } from '../../../orders/order-lists.repository.ts';

/** A user's full name, `alias` being the users row. */
export const personName = (alias: string) => `${alias}.first_name || ' ' || ${alias}.last_name`;

/** The columns every row of an assignment shows: its agent, supervisor and customer. */
export const ASSIGNMENT_PEOPLE_COLUMNS = `${personName('ag')} as agent, ${personName('sv')} as supervisor, c.code as "customerCode",
       ${CUSTOMER_NAME_SQL} as "customerName", u.phone_number as "phoneNumber"`;

/** The joins behind ASSIGNMENT_PEOPLE_COLUMNS, from `ua`. */
export const ASSIGNMENT_PEOPLE_JOINS = `join users ag on ag.user_id = ua.agent_id
  left join supervisor_agents sa on sa.agent_id = ua.agent_id
  left join users sv on sv.user_id = sa.supervisor_id
  join customers c on c.customer_id = ua.customer_id
  left join users u on u.user_id = c.user_id`;

/** The columns' headers, in the same order. */
export const ASSIGNMENT_PEOPLE_HEADERS = [
  { header: 'Agent', key: 'agent', width: 20 },
  { header: 'Superviseur', key: 'supervisor', width: 20 },
  { header: 'Code client', key: 'customerCode', width: 12 },
  { header: 'Client', key: 'customerName', width: 28 },
  { header: 'Téléphone', key: 'phoneNumber', width: 14 },
] as const;

/** The agent and supervisor filters on an assignment `ua` joined to `sa`. */
export function agentConditions(filters: ExportFilters, params: SqlParams): string[] {
  const where: string[] = [];
  if (filters.agentId !== undefined) where.push(`ua.agent_id = ${params.add(filters.agentId)}`);
  if (filters.supervisorId !== undefined) where.push(`sa.supervisor_id = ${params.add(filters.supervisorId)}`);
  return where;
}
