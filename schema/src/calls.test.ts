import { describe, expect, it } from 'vitest';
import { assignmentDateRange, CallMessages, callResponseErrors, isAssignmentCallable, qualificationFields, ResponseType, type CallResponseDraft } from './calls.ts';

const draft = (fields: Partial<CallResponseDraft>): CallResponseDraft => ({
  assignmentResponseTypeId: ResponseType.NO_NEED,
  assignmentResponseTypeDetailId: null,
  callbackDate: null,
  rectifNumber: null,
  comment: '',
  ...fields,
});

describe('call qualification rules shared by the console and rest-api', () => {
  it('asks a callback date for type 3, a number for type 4, a detail for 5 and 6; a chosen detail hides date and number', () => {
    expect(qualificationFields(ResponseType.CALL_BACK, false)).toEqual(['callbackDate']);
    expect(qualificationFields(ResponseType.WRONG_NUMBER, false)).toEqual(['rectifNumber']);
    expect(qualificationFields(ResponseType.REFUSED, false)).toEqual(['detail']);
    expect(qualificationFields(ResponseType.NOT_REACHED, true)).toEqual(['detail']);
    expect(qualificationFields(ResponseType.CALL_BACK, true)).toEqual([]);
    expect(qualificationFields(ResponseType.ORDER_PLACED, false)).toEqual([]);
    expect(qualificationFields(null, false)).toEqual([]);
  });

  it('calls today and later always, a past day only after a response of type 3, 6 or 7', () => {
    const today = '2026-03-10';
    expect(isAssignmentCallable('2026-03-10', today, null)).toBe(true);
    expect(isAssignmentCallable('2026-03-12', today, ResponseType.REFUSED)).toBe(true);
    expect(isAssignmentCallable('2026-03-09', today, null)).toBe(false);
    const callableTypes = Object.values(ResponseType).filter((type) => isAssignmentCallable('2026-03-09', today, type));
    expect(callableTypes).toEqual([3, 6, 7]);
  });

  it('offers the dates from 7 days back to 5 ahead, across months and years', () => {
    expect(assignmentDateRange('2026-03-10')).toEqual({ minDate: '2026-03-03', maxDate: '2026-03-15' });
    expect(assignmentDateRange('2026-12-30')).toEqual({ minDate: '2026-12-23', maxDate: '2027-01-04' });
    expect(assignmentDateRange('2026-03-02')).toEqual({ minDate: '2026-02-23', maxDate: '2026-03-07' });
  });

  it('names the missing or faulty fields of a response', () => {
    const today = '2026-03-10';
    expect(callResponseErrors(draft({}), today)).toEqual({});
    expect(callResponseErrors(draft({ assignmentResponseTypeId: null }), today)).toEqual({ assignmentResponseTypeId: CallMessages.required });
    expect(callResponseErrors(draft({ assignmentResponseTypeId: ResponseType.REFUSED }), today)).toEqual({ assignmentResponseTypeDetailId: CallMessages.required });
    expect(callResponseErrors(draft({ assignmentResponseTypeId: ResponseType.CALL_BACK }), today)).toEqual({ callbackDate: CallMessages.required });
    expect(callResponseErrors(draft({ assignmentResponseTypeId: ResponseType.CALL_BACK, callbackDate: '2026-03-09' }), today)).toEqual({
      callbackDate: CallMessages.callbackInPast,
    });
    expect(callResponseErrors(draft({ assignmentResponseTypeId: ResponseType.CALL_BACK, callbackDate: today }), today)).toEqual({});
    expect(callResponseErrors(draft({ assignmentResponseTypeId: ResponseType.WRONG_NUMBER, rectifNumber: '  ' }), today)).toEqual({ rectifNumber: CallMessages.required });
    expect(callResponseErrors(draft({ assignmentResponseTypeId: ResponseType.NOT_REACHED, assignmentResponseTypeDetailId: 6 }), today)).toEqual({});
  });

  it('refuses a comment over 44 characters with the seed text', () => {
    expect(callResponseErrors(draft({ comment: 'x'.repeat(44) }), '2026-03-10')).toEqual({});
    expect(callResponseErrors(draft({ comment: 'x'.repeat(45) }), '2026-03-10')).toEqual({ comment: 'vous ne pouvez pas dépasser 44 caractères' });
  });
});
