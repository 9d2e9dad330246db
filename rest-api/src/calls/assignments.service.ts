/** Call assignments and responses: the caller's kind and the facts are read, the rules decide, one transaction per write. */
import { businessClock, CallMessages } from '@console/schema';
import type { Db } from '../db/db.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import { assignmentDateErrors, decideResponse, listedAgentId, mayHandle, withCallable, type ResponseBody } from './assignments.rules.ts';
import { insertResponse, isAgent, listAssignmentRows, loadAssignment, lockResponseFacts } from './assignments.repository.ts';

export interface AssignmentQuery {
  take?: number;
  page?: number;
  dateAssignment?: string;
  assignmentResponseTypeId?: number;
  assignmentReponseTypeDetailId?: number;
  agentCcId?: number;
}

export async function listAssignments(db: Db, callerId: number, query: AssignmentQuery) {
  const today = businessClock().date;
  const date = query.dateAssignment ?? today;
  const errors = assignmentDateErrors(date, today);
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  const agentId = listedAgentId({ userId: callerId, isAgent: await isAgent(db, callerId) }, query.agentCcId);
  const page = await listAssignmentRows(db, {
    date,
    agentId,
    responseTypeId: query.assignmentResponseTypeId,
    responseTypeDetailId: query.assignmentReponseTypeDetailId,
    take: query.take,
    page: query.page,
  });
  return { ...page, collection: page.collection.map((row) => withCallable(row, today)) };
}

/** One assignment; an agent reads their own only (403). */
export async function getAssignment(db: Db, callerId: number, assignmentId: number) {
  const row = await loadAssignment(db, assignmentId);
  if (!row) throw notFound();
  if (!mayHandle({ userId: callerId, isAgent: await isAgent(db, callerId) }, row.agentId)) throw forbidden(CallMessages.notYours);
  return withCallable(row, businessClock().date);
}

/** Records a call's outcome: the response, the assignment contacted and pointing at it, in one transaction. */
export function respond(db: Db, callerId: number, body: ResponseBody) {
  return db.transaction(async (tx) => {
    const facts = await lockResponseFacts(tx, body.userAssignmentAgentCcId, body.assignmentResponseTypeId, body.assignmentResponseTypeDetailId ?? null);
    const today = businessClock().date;
    const decision = decideResponse(body, facts, { userId: callerId, isAgent: await isAgent(tx, callerId) }, today);
    if ('errors' in decision) throw badRequest(decision.errors);
    if ('refusal' in decision) {
      if (decision.refusal === 'notFound') throw notFound();
      throw decision.refusal === 'forbidden' ? forbidden(decision.message) : conflict(decision.message);
    }
    await insertResponse(tx, decision.write, callerId);
    const row = await loadAssignment(tx, body.userAssignmentAgentCcId);
    if (!row) throw notFound();
    return withCallable(row, today);
  });
}
