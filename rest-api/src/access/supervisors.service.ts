/** The supervisors' operations: transactions over the repository, decisions by the rules. */
import type { Db } from '../db/db.ts';
import { isUniqueViolation } from '../db/sql.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { AdminMessages } from './messages.ts';
import { agentsAmong, agentsTakenElsewhere, loadAssignments, lockSupervisor, replaceAgents, userExists } from './supervisors.repository.ts';
import { batchSupervisor, nonAgentErrors, type SupervisorAgentPair } from './supervisors.rules.ts';

/** A supervisor's agents; 404 for an unknown user. */
export async function supervisorAgents(db: Db, supervisorId: number) {
  if (!(await userExists(db, supervisorId))) throw notFound();
  return loadAssignments(db, supervisorId);
}

/** Replaces a supervisor's agents; the rows after the change. */
export async function replaceSupervisorAgents(db: Db, querySupervisorId: number | undefined, rows: readonly SupervisorAgentPair[]) {
  const target = batchSupervisor(querySupervisorId, rows);
  if ('errors' in target) throw badRequest(target.errors);
  const { supervisorId } = target;
  const agentIds = rows.map((row) => row.AgentCcId);
  try {
    return await db.transaction(async (tx) => {
      const supervisor = await lockSupervisor(tx, supervisorId);
      if (!supervisor) throw notFound();
      if (!supervisor.supervisor) throw badRequest({ supervisorId: AdminMessages.notASupervisor });
      const errors = nonAgentErrors(agentIds, await agentsAmong(tx, agentIds));
      if (errors) throw badRequest(errors);
      if (await agentsTakenElsewhere(tx, agentIds, supervisorId)) throw conflict(AdminMessages.agentTaken);
      await replaceAgents(tx, supervisorId, agentIds);
      return loadAssignments(tx, supervisorId);
    });
  } catch (error) {
    // Another supervisor took the agent between the check and the insert.
    if (isUniqueViolation(error)) throw conflict(AdminMessages.agentTaken);
    throw error;
  }
}
