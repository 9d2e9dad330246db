/** The supervisors' agent assignment rules, as pure functions. */
import { Messages } from '@console/schema';
import { INVALID_VALUE } from '../http/validation.ts';
import { AdminMessages } from './messages.ts';

/** A row of the supervisor's agent grid (the seeds' spelling). */
export interface SupervisorAgentPair {
  SupervisorId?: number;
  AgentCcId: number;
}

/**
 * The supervisor whose agents a batch replaces: the query parameter, else the rows' SupervisorId; every row naming
 * one must name that supervisor.
 */
export function batchSupervisor(querySupervisorId: number | undefined, rows: readonly SupervisorAgentPair[]): { supervisorId: number } | { errors: Record<string, string> } {
  const supervisorId = querySupervisorId ?? rows.find((row) => row.SupervisorId !== undefined)?.SupervisorId;
  if (supervisorId === undefined) return { errors: { supervisorId: Messages.requiredField } };
  const wrongSupervisor = rows.findIndex((row) => row.SupervisorId !== undefined && row.SupervisorId !== supervisorId);
  if (wrongSupervisor >= 0) return { errors: { [`${wrongSupervisor}.SupervisorId`]: INVALID_VALUE } };
  return { supervisorId };
}

/** The first row whose user is not a call-centre agent, as a field error; null when all are. */
export function nonAgentErrors(agentIds: readonly number[], agents: ReadonlySet<number>): Record<string, string> | null {
  const notAgent = agentIds.findIndex((id) => !agents.has(id));
  return notAgent >= 0 ? { [`${notAgent}.AgentCcId`]: AdminMessages.notAnAgent } : null;
}
