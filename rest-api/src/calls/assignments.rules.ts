/**
 * Call assignments (seed 001 sections 4 and 9): whose list a caller sees, which dates it offers, whether a row
 * can be called, and what a call response writes. Pure: the facts come from assignments.repository.ts.
 */
import { assignmentDateRange, CallMessages, callResponseErrors, isAssignmentCallable, Messages, qualificationFields, ResponseType } from '@console/schema';
import { CallRestMessages } from './messages.ts';

/** An agent (user type 6) sees their own assignments only; anyone else everyone's, or the requested agent's. */
export function listedAgentId(caller: { userId: number; isAgent: boolean }, requestedAgentId: number | undefined): number | undefined {
  return caller.isAgent ? caller.userId : requestedAgentId;
}

/** Whether the caller may read or answer an agent's assignment: an agent their own only, anyone else any. */
export function mayHandle(caller: { userId: number; isAgent: boolean }, agentId: number): boolean {
  return !caller.isAgent || agentId === caller.userId;
}

/** The field error of a list date outside the offered range (7 days back to 5 ahead of `today`), if any. */
export function assignmentDateErrors(date: string, today: string): Record<string, string> {
  const { minDate, maxDate } = assignmentDateRange(today);
  return date < minDate || date > maxDate ? { dateAssignment: CallRestMessages.dateOutOfRange(minDate, maxDate) } : {};
}

interface AssignmentRow {
  assignmentDate: string;
  lastAssignmentResponse: { assignmentResponseTypeId: number } | null;
}

/** A row with `callable` (isAssignmentCallable on `today`). */
export function withCallable<Row extends AssignmentRow>(row: Row, today: string): Row & { callable: boolean } {
  return { ...row, callable: isAssignmentCallable(row.assignmentDate, today, row.lastAssignmentResponse?.assignmentResponseTypeId ?? null) };
}

export interface ResponseBody {
  userAssignmentAgentCcId: number;
  customerId?: number | null;
  assignmentResponseTypeId: number;
  assignmentResponseTypeDetailId?: number | null;
  callbackDate?: string | null;
  rectifNumber?: string | null;
  comment?: string | null;
}

export interface ResponseFacts {
  assignment: { agentId: number; customerId: number; assignmentDate: string; lastResponseTypeId: number | null } | undefined;
  typeExists: boolean;
  /** The response type of the body's detail; null without a detail or for an unknown one. */
  detailTypeId: number | null;
}

export interface ResponseWrite {
  userAssignmentAgentCcId: number;
  customerId: number;
  assignmentResponseTypeId: number;
  assignmentResponseTypeDetailId: number | null;
  callbackDate: string | null;
  rectifNumber: string | null;
  comment: string;
}

export type ResponseDecision =
  | { write: ResponseWrite }
  | { errors: Record<string, string> }
  | { refusal: 'notFound' }
  | { refusal: 'forbidden' | 'conflict'; message: string };

/**
 * What a call response writes, or why not: 404 without the assignment, 403 for an agent's call on another's,
 * field errors (callResponseErrors, and a type, detail or customer that does not fit), 409 when the assignment
 * can no longer be called. Fields the type does not ask for are not stored; "not answered" (7) stores no comment.
 */
export function decideResponse(body: ResponseBody, facts: ResponseFacts, caller: { userId: number; isAgent: boolean }, today: string): ResponseDecision {
  const { assignment } = facts;
  if (!assignment) return { refusal: 'notFound' };
  if (!mayHandle(caller, assignment.agentId)) return { refusal: 'forbidden', message: CallMessages.notYours };

  const typeId = body.assignmentResponseTypeId;
  const detailAsked = qualificationFields(typeId, false).includes('detail');
  const detailId = detailAsked ? (body.assignmentResponseTypeDetailId ?? null) : null;
  const draft = {
    assignmentResponseTypeId: typeId,
    assignmentResponseTypeDetailId: detailId,
    callbackDate: body.callbackDate ?? null,
    rectifNumber: body.rectifNumber ?? null,
    comment: typeId === ResponseType.NOT_ANSWERED ? '' : (body.comment ?? ''),
  };
  const errors = callResponseErrors(draft, today);
  if (!facts.typeExists) errors.assignmentResponseTypeId = Messages.invalidValue;
  if (detailId !== null && facts.detailTypeId !== typeId) errors.assignmentResponseTypeDetailId = Messages.invalidValue;
  if (body.customerId != null && body.customerId !== assignment.customerId) errors.customerId = CallRestMessages.notThisCustomer;
  if (Object.keys(errors).length > 0) return { errors };

  if (!isAssignmentCallable(assignment.assignmentDate, today, assignment.lastResponseTypeId)) {
    return { refusal: 'conflict', message: CallMessages.notCallable };
  }
  const fields = qualificationFields(typeId, detailId !== null);
  return {
    write: {
      userAssignmentAgentCcId: body.userAssignmentAgentCcId,
      customerId: assignment.customerId,
      assignmentResponseTypeId: typeId,
      assignmentResponseTypeDetailId: detailId,
      callbackDate: fields.includes('callbackDate') ? draft.callbackDate : null,
      rectifNumber: fields.includes('rectifNumber') ? (draft.rectifNumber?.trim() ?? null) : null,
      comment: draft.comment,
    },
  };
}
