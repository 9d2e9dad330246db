import { ResponseType, qualificationFields, type CallResponseDraft, type QualificationField } from '@console/schema';
import type { AssignmentResponseInput } from '../../generated/graphql.ts';

/** The qualification form's values, as typed (ids as text, '' = nothing chosen). */
export interface CallFormValues {
  assignmentResponseTypeId: string;
  assignmentResponseTypeDetailId: string;
  callbackDate: string;
  rectifNumber: string;
  comment: string;
}

export const EMPTY_CALL_FORM: CallFormValues = {
  assignmentResponseTypeId: '',
  assignmentResponseTypeDetailId: '',
  callbackDate: '',
  rectifNumber: '',
  comment: '',
};

/** The server's field names the form shows under its fields. */
export const CALL_FORM_FIELDS = ['assignmentResponseTypeId', 'assignmentResponseTypeDetailId', 'callbackDate', 'rectifNumber', 'comment'] as const;

const idOrNull = (text: string): number | null => (text === '' ? null : Number(text));

/** The fields shown for the values: those of the chosen type, date and number hidden once a detail is chosen. */
export function shownFields(values: CallFormValues): QualificationField[] {
  return qualificationFields(idOrNull(values.assignmentResponseTypeId), values.assignmentResponseTypeDetailId !== '');
}

/** The values as the shared rules read them; a hidden field counts as empty. */
export function toDraft(values: CallFormValues): CallResponseDraft {
  const fields = shownFields(values);
  return {
    assignmentResponseTypeId: idOrNull(values.assignmentResponseTypeId),
    assignmentResponseTypeDetailId: fields.includes('detail') ? idOrNull(values.assignmentResponseTypeDetailId) : null,
    callbackDate: fields.includes('callbackDate') && values.callbackDate !== '' ? values.callbackDate : null,
    rectifNumber: fields.includes('rectifNumber') && values.rectifNumber.trim() !== '' ? values.rectifNumber.trim() : null,
    comment: values.comment,
  };
}

/** What 'Enregistrer' sends for a qualified call: only the fields its type shows. */
export function answeredInput(userAssignmentAgentCcId: number, values: CallFormValues): AssignmentResponseInput {
  const draft = toDraft(values);
  return {
    userAssignmentAgentCcId,
    assignmentResponseTypeId: draft.assignmentResponseTypeId ?? ResponseType.NOT_ANSWERED,
    assignmentResponseTypeDetailId: draft.assignmentResponseTypeDetailId,
    callbackDate: draft.callbackDate,
    rectifNumber: draft.rectifNumber,
    comment: draft.comment,
  };
}

/** 'Pas de réponse' (seed 001 call flow): type 7, no detail, no date, an empty comment. */
export function notAnsweredInput(userAssignmentAgentCcId: number): AssignmentResponseInput {
  return {
    userAssignmentAgentCcId,
    assignmentResponseTypeId: ResponseType.NOT_ANSWERED,
    assignmentResponseTypeDetailId: null,
    callbackDate: null,
    rectifNumber: null,
    comment: '',
  };
}

/** The types a qualified call offers: every one but 'not answered', which has its own button. */
export function qualificationTypes<T extends { assignmentResponseTypeId: number }>(types: readonly T[]): T[] {
  return types.filter((type) => type.assignmentResponseTypeId !== ResponseType.NOT_ANSWERED);
}

/** The point of sale for the called customer; it records 'Commande passée' for the assignment on confirmation. */
export function takeOrderPath(customerId: number, userAssignmentAgentCcId: number): string {
  return `/orders/pos?${new URLSearchParams({ customerId: String(customerId), assignmentId: String(userAssignmentAgentCcId) }).toString()}`;
}

/** Whether a date (YYYY-MM-DD) lies in the list's range, bounds included. */
export function isInRange(date: string, range: { minDate: string; maxDate: string }): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= range.minDate && date <= range.maxDate;
}
