/**
 * Call assignments and their qualification (seed 001 sections 3, 4, 5, 9): response types, which fields each
 * type asks for, which past-day assignments may still be called, the assignment list's date range. rest-api
 * enforces them; the console's call dialog applies the same functions.
 */
import { Limits } from './limits.ts';
import { maxLengthMessage } from './messages.ts';

/**
 * Response types (assignmentResponseTypeId). The seeds fix 3 (callback date), 4 (rectified number), 5 and 6
 * (a detail list) and 7 (not answered); the names and 1, 2 are ours.
 */
export const ResponseType = {
  ORDER_PLACED: 1,
  NO_NEED: 2,
  CALL_BACK: 3,
  WRONG_NUMBER: 4,
  REFUSED: 5,
  NOT_REACHED: 6,
  NOT_ANSWERED: 7,
} as const;

/** Response types that allow calling an assignment of a past day (seed 001 section 4). */
const PAST_DAY_CALLABLE_TYPES: readonly number[] = [ResponseType.CALL_BACK, ResponseType.NOT_REACHED, ResponseType.NOT_ANSWERED];

/** The assignment list's dates: from 7 days back to 5 ahead (seed 001 section 9); it fetches up to 1000. */
export const ASSIGNMENT_DAYS_BACK = 7;
export const ASSIGNMENT_DAYS_AHEAD = 5;
export const ASSIGNMENT_LIST_LIMIT = 1000;

export type QualificationField = 'callbackDate' | 'rectifNumber' | 'detail';

/** The fields the qualification form shows for a response type; choosing a detail hides date and number. */
export function qualificationFields(responseTypeId: number | null, detailChosen: boolean): QualificationField[] {
  const fields: QualificationField[] = [];
  if (responseTypeId === ResponseType.REFUSED || responseTypeId === ResponseType.NOT_REACHED) fields.push('detail');
  if (detailChosen) return fields;
  if (responseTypeId === ResponseType.CALL_BACK) fields.push('callbackDate');
  if (responseTypeId === ResponseType.WRONG_NUMBER) fields.push('rectifNumber');
  return fields;
}

/**
 * Whether an assignment of `assignmentDate` can be called on `today` (both YYYY-MM-DD): today's and later ones
 * always; a past day's only when its last response is of type 3, 6 or 7.
 */
export function isAssignmentCallable(assignmentDate: string, today: string, lastResponseTypeId: number | null): boolean {
  if (assignmentDate >= today) return true;
  return lastResponseTypeId !== null && PAST_DAY_CALLABLE_TYPES.includes(lastResponseTypeId);
}

/** The dates the assignment list offers around `today`, inclusive. */
export function assignmentDateRange(today: string): { minDate: string; maxDate: string } {
  const day = new Date(`${today}T00:00:00Z`).getTime();
  const at = (offset: number) => new Date(day + offset * 86_400_000).toISOString().slice(0, 10);
  return { minDate: at(-ASSIGNMENT_DAYS_BACK), maxDate: at(ASSIGNMENT_DAYS_AHEAD) };
}

export interface CallResponseDraft {
  assignmentResponseTypeId: number | null;
  assignmentResponseTypeDetailId: number | null;
  callbackDate: string | null;
  rectifNumber: string | null;
  comment: string;
}

/** The qualification form's errors, keyed by field; empty when it can be sent. */
export function callResponseErrors(draft: CallResponseDraft, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (draft.assignmentResponseTypeId === null) errors.assignmentResponseTypeId = CallMessages.required;
  const fields = qualificationFields(draft.assignmentResponseTypeId, draft.assignmentResponseTypeDetailId !== null);
  if (fields.includes('detail') && draft.assignmentResponseTypeDetailId === null) errors.assignmentResponseTypeDetailId = CallMessages.required;
  if (fields.includes('callbackDate')) {
    if (!draft.callbackDate) errors.callbackDate = CallMessages.required;
    else if (draft.callbackDate < today) errors.callbackDate = CallMessages.callbackInPast;
  }
  if (fields.includes('rectifNumber') && !draft.rectifNumber?.trim()) errors.rectifNumber = CallMessages.required;
  if (draft.comment.length > Limits.comment) errors.comment = CallMessages.commentTooLong;
  return errors;
}

export const CallMessages = {
  required: 'Champ requis',
  /** Seed 002's dictionary text for the 44-character comment limit. */
  commentTooLong: maxLengthMessage(Limits.comment),
  callbackInPast: 'La date de rappel ne peut pas être passée',
  notCallable: 'Cette affectation ne peut plus être appelée',
  notYours: "Cette affectation n'est pas la vôtre",
} as const;
