import { describe, expect, it } from 'vitest';
import { CallMessages, Messages, ResponseType } from '@console/schema';
import { assignmentDateErrors, decideResponse, listedAgentId, mayHandle, withCallable, type ResponseBody, type ResponseFacts } from './assignments.rules.ts';

const today = '2026-03-10';
const agent = { userId: 2, isAgent: true };
const supervisor = { userId: 3, isAgent: false };
const facts = (overrides: Partial<NonNullable<ResponseFacts['assignment']>> = {}, more: Partial<ResponseFacts> = {}): ResponseFacts => ({
  assignment: { agentId: 2, customerId: 40, assignmentDate: today, lastResponseTypeId: null, ...overrides },
  typeExists: true,
  detailTypeId: null,
  ...more,
});
const body = (fields: Partial<ResponseBody>): ResponseBody => ({ userAssignmentAgentCcId: 7, assignmentResponseTypeId: ResponseType.NO_NEED, comment: '', ...fields });

describe('call assignment rules', () => {
  it('shows an agent their own list, others everyone’s or the asked agent’s', () => {
    expect(listedAgentId(agent, 9)).toBe(2);
    expect(listedAgentId(supervisor, 9)).toBe(9);
    expect(listedAgentId(supervisor, undefined)).toBeUndefined();
    expect(mayHandle(agent, 2)).toBe(true);
    expect(mayHandle(agent, 9)).toBe(false);
    expect(mayHandle(supervisor, 9)).toBe(true);
  });

  it('offers the dates from 7 days back to 5 ahead', () => {
    expect(assignmentDateErrors('2026-03-03', today)).toEqual({});
    expect(assignmentDateErrors('2026-03-15', today)).toEqual({});
    expect(assignmentDateErrors('2026-03-02', today)).toEqual({ dateAssignment: 'La date doit être entre le 2026-03-03 et le 2026-03-15' });
    expect(Object.keys(assignmentDateErrors('2026-03-16', today))).toEqual(['dateAssignment']);
  });

  it('says whether a row can be called from its date and last response', () => {
    const row = (assignmentDate: string, typeId: number | null) => ({
      assignmentDate,
      lastAssignmentResponse: typeId === null ? null : { assignmentResponseTypeId: typeId },
    });
    expect(withCallable(row('2026-03-09', ResponseType.CALL_BACK), today).callable).toBe(true);
    expect(withCallable(row('2026-03-09', ResponseType.NO_NEED), today).callable).toBe(false);
    expect(withCallable(row('2026-03-09', null), today).callable).toBe(false);
    expect(withCallable(row(today, ResponseType.ORDER_PLACED), today).callable).toBe(true);
  });

  it('writes only the fields the type asks for; "not answered" stores no comment', () => {
    const decision = decideResponse(
      body({ assignmentResponseTypeId: ResponseType.NOT_ANSWERED, comment: 'x', callbackDate: '2026-03-11', assignmentResponseTypeDetailId: 5 }),
      facts(),
      agent,
      today,
    );
    expect(decision).toEqual({
      write: {
        userAssignmentAgentCcId: 7, customerId: 40, assignmentResponseTypeId: 7, assignmentResponseTypeDetailId: null,
        callbackDate: null, rectifNumber: null, comment: '',
      },
    });
    expect(decideResponse(body({ assignmentResponseTypeId: ResponseType.WRONG_NUMBER, rectifNumber: ' 0661 ' }), facts(), agent, today)).toMatchObject({
      write: { rectifNumber: '0661', callbackDate: null },
    });
    expect(decideResponse(body({ assignmentResponseTypeId: ResponseType.NOT_REACHED, assignmentResponseTypeDetailId: 6 }), facts({}, { detailTypeId: 6 }), agent, today)).toMatchObject({
      write: { assignmentResponseTypeDetailId: 6 },
    });
  });

  it('refuses in order: unknown assignment, another agent’s, faulty fields, a past day no longer callable', () => {
    expect(decideResponse(body({}), { ...facts(), assignment: undefined }, agent, today)).toEqual({ refusal: 'notFound' });
    expect(decideResponse(body({}), facts({ agentId: 9 }), agent, today)).toEqual({ refusal: 'forbidden', message: CallMessages.notYours });
    expect(decideResponse(body({}), facts({ agentId: 9 }), supervisor, today)).toHaveProperty('write');
    expect(decideResponse(body({ assignmentResponseTypeId: 99 }), facts({}, { typeExists: false }), agent, today)).toEqual({
      errors: { assignmentResponseTypeId: Messages.invalidValue },
    });
    expect(decideResponse(body({ assignmentResponseTypeId: ResponseType.REFUSED, assignmentResponseTypeDetailId: 6 }), facts({}, { detailTypeId: 6 }), agent, today)).toEqual({
      errors: { assignmentResponseTypeDetailId: Messages.invalidValue },
    });
    expect(decideResponse(body({ customerId: 41 }), facts(), agent, today)).toEqual({ errors: { customerId: "Ce client n'est pas celui de l'affectation" } });
    expect(decideResponse(body({}), facts({ assignmentDate: '2026-03-09', lastResponseTypeId: ResponseType.REFUSED }), agent, today)).toEqual({
      refusal: 'conflict',
      message: CallMessages.notCallable,
    });
    expect(decideResponse(body({}), facts({ assignmentDate: '2026-03-09', lastResponseTypeId: ResponseType.NOT_ANSWERED }), agent, today)).toHaveProperty('write');
  });
});
