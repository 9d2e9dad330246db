import { ResponseType } from '@console/schema';
import { describe, expect, it } from 'vitest';
import { EMPTY_CALL_FORM, answeredInput, isInRange, notAnsweredInput, qualificationTypes, shownFields, takeOrderPath, toDraft } from './callForm.ts';

const values = (change: Partial<typeof EMPTY_CALL_FORM>) => ({ ...EMPTY_CALL_FORM, ...change });

describe('the call qualification form', () => {
  it('shows the date for type 3, the number for type 4, the detail for types 5 and 6', () => {
    expect(shownFields(values({ assignmentResponseTypeId: '3' }))).toEqual(['callbackDate']);
    expect(shownFields(values({ assignmentResponseTypeId: '4' }))).toEqual(['rectifNumber']);
    expect(shownFields(values({ assignmentResponseTypeId: '5' }))).toEqual(['detail']);
    expect(shownFields(values({ assignmentResponseTypeId: '6', assignmentResponseTypeDetailId: '7' }))).toEqual(['detail']);
    expect(shownFields(EMPTY_CALL_FORM)).toEqual([]);
  });

  it('sends only the fields the chosen type shows', () => {
    const typed = values({ assignmentResponseTypeId: '3', callbackDate: '2026-11-30', rectifNumber: '0600000000', assignmentResponseTypeDetailId: '', comment: 'Rappeler le matin' });
    expect(answeredInput(12, typed)).toEqual({
      userAssignmentAgentCcId: 12,
      assignmentResponseTypeId: 3,
      assignmentResponseTypeDetailId: null,
      callbackDate: '2026-11-30',
      rectifNumber: null,
      comment: 'Rappeler le matin',
    });
    expect(answeredInput(12, values({ assignmentResponseTypeId: '4', rectifNumber: ' 0611 ', callbackDate: '2026-11-30' }))).toMatchObject({ rectifNumber: '0611', callbackDate: null });
  });

  it('reads the values as the shared rules do: an unchosen type is null, a hidden field empty', () => {
    expect(toDraft(EMPTY_CALL_FORM)).toEqual({ assignmentResponseTypeId: null, assignmentResponseTypeDetailId: null, callbackDate: null, rectifNumber: null, comment: '' });
    expect(toDraft(values({ assignmentResponseTypeId: '2', assignmentResponseTypeDetailId: '8' })).assignmentResponseTypeDetailId).toBeNull();
  });

  it("records 'not answered' as type 7 without detail, date or comment", () => {
    expect(notAnsweredInput(5)).toEqual({
      userAssignmentAgentCcId: 5,
      assignmentResponseTypeId: ResponseType.NOT_ANSWERED,
      assignmentResponseTypeDetailId: null,
      callbackDate: null,
      rectifNumber: null,
      comment: '',
    });
  });

  it("offers every type but 'not answered'", () => {
    const types = [1, 3, 7].map((id) => ({ assignmentResponseTypeId: id }));
    expect(qualificationTypes(types).map((type) => type.assignmentResponseTypeId)).toEqual([1, 3]);
  });

  it('opens the point of sale for the customer and the assignment', () => {
    expect(takeOrderPath(42, 9)).toBe('/orders/pos?customerId=42&assignmentId=9');
  });

  it('accepts a list date inside the range only', () => {
    const range = { minDate: '2026-11-17', maxDate: '2026-11-29' };
    expect(isInRange('2026-11-17', range)).toBe(true);
    expect(isInRange('2026-11-29', range)).toBe(true);
    expect(isInRange('2026-11-16', range)).toBe(false);
    expect(isInRange('2026-11-30', range)).toBe(false);
    expect(isInRange('', range)).toBe(false);
  });
});
