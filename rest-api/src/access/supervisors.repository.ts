/** The supervisors' SQL; no decisions (those are in supervisors.rules.ts). */
import { AGENT_USER_TYPE_ID, SUPERVISOR_ROLE_ID } from '@console/schema';
import type { Executor } from '../db/db.ts';
import { replaceSet } from '../db/sets.ts';

const SUPERVISOR_AGENTS = { table: 'supervisor_agents', ownerColumn: 'supervisor_id', memberColumn: 'agent_id' };

export function loadAssignments(db: Executor, supervisorId: number) {
  return db.query<Record<string, unknown>>(
    `select sa.supervisor_id as "SupervisorId", sa.agent_id as "AgentCcId",
            json_build_object('userId', u.user_id, 'firstName', u.first_name, 'lastName', u.last_name,
                              'email', u.email, 'phoneNumber', u.phone_number) as agent
       from supervisor_agents sa join users u on u.user_id = sa.agent_id
      where sa.supervisor_id = $1
      order by u.last_name, u.first_name, u.user_id`,
    [supervisorId],
  );
}

export async function userExists(db: Executor, userId: number): Promise<boolean> {
  const [found] = await db.query('select 1 from users where user_id = $1', [userId]);
  return found !== undefined;
}

/** Every (supervisor, agent) pair, by agent id. */
export const loadAllPairs = (db: Executor) =>
  db.query('select supervisor_id as "SupervisorId", agent_id as "AgentCcId" from supervisor_agents order by agent_id');

/** Whether the user holds the supervisor role, the user locked; undefined when unknown. */
export async function lockSupervisor(tx: Executor, userId: number): Promise<{ supervisor: boolean } | undefined> {
  const [supervisor] = await tx.query<{ supervisor: boolean }>(
    `select exists (select 1 from user_roles where user_id = u.user_id and role_id = $2) as supervisor
       from users u where u.user_id = $1 for update`,
    [userId, SUPERVISOR_ROLE_ID],
  );
  return supervisor;
}

/** Which of the users are call-centre agents. */
export async function agentsAmong(tx: Executor, userIds: readonly number[]): Promise<Set<number>> {
  const rows = await tx.query<{ user_id: number }>('select user_id from users where user_id = any($1::int[]) and user_type_id = $2', [
    userIds,
    AGENT_USER_TYPE_ID,
  ]);
  return new Set(rows.map((row) => row.user_id));
}

/** Whether one of the agents belongs to another supervisor. */
export async function agentsTakenElsewhere(tx: Executor, agentIds: readonly number[], supervisorId: number): Promise<boolean> {
  const taken = await tx.query('select 1 from supervisor_agents where agent_id = any($1::int[]) and supervisor_id <> $2', [agentIds, supervisorId]);
  return taken.length > 0;
}

export const replaceAgents = (tx: Executor, supervisorId: number, agentIds: readonly number[]) => replaceSet(tx, SUPERVISOR_AGENTS, supervisorId, agentIds);
