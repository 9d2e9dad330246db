/** The call outcome a confirmed order records (seed 001 "Call flow"): written by the orders service's confirmation. */
import { ResponseType } from '@console/schema';
import type { Executor } from '../db/db.ts';

/**
 * Records 'Commande passée' on the assignment, when it is the confirming user's (or the user is no agent: a
 * supervisor confirming for the agent), and marks it contacted. False when no such assignment: nothing written.
 */
export async function recordOrderPlaced(tx: Executor, call: { assignmentId: number; orderId: number; customerId: number; userId: number; userIsAgent: boolean }): Promise<boolean> {
  const [response] = await tx.query<{ id: number }>(
    `insert into assignment_responses (user_assignment_agent_cc_id, customer_id, assignment_response_type_id, comment, order_id, created_by)
     select a.user_assignment_agent_cc_id, a.customer_id, $5, '', $2, $3
       from user_assignments_agent_cc a
      where a.user_assignment_agent_cc_id = $1 and a.customer_id = $4 and (not $6 or a.agent_id = $3)
     returning assignment_response_id as id`,
    [call.assignmentId, call.orderId, call.userId, call.customerId, ResponseType.ORDER_PLACED, call.userIsAgent],
  );
  if (!response) return false;
  await tx.query('update user_assignments_agent_cc set contacted = true, last_response_id = $2 where user_assignment_agent_cc_id = $1', [call.assignmentId, response.id]);
  return true;
}
