import { describe, expect, it } from 'vitest';
import { CallMessages, Messages } from '@console/schema';
import { DemoUser, testApiSuite } from '../http/testing.ts';
import { type Assignment, day } from './assignments.fixtures.ts';
import { DEMO_AGENT_USER_ID } from './demo-data.ts';

describe('call responses', () => {
  const suite = testApiSuite();
  const agent = suite.as(DemoUser.AGENT);
  const admin = suite.as(DemoUser.ADMIN);
  const rows = async (date: string, call = agent) =>
    (await call({ method: 'GET', url: `/api/tsp/assignments/agentcc?take=1000&dateAssignment=${date}` })).json<{ collection: Assignment[] }>().collection;
  const respond = (payload: Record<string, unknown>, call = agent) => call({ method: 'POST', url: '/api/tsp/responses', payload });

  it('records each response type on a call of today, marks it contacted and answers the assignment', async () => {
    const open = (await rows(day(0))).filter((row) => row.lastAssignmentResponse === null);
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ assignmentResponseTypeId: 1, comment: 'Commande de 12 cartons' }, { typeName: 'Commande passée', comment: 'Commande de 12 cartons' }],
      [{ assignmentResponseTypeId: 2, comment: '' }, { typeName: 'Pas de besoin' }],
      [{ assignmentResponseTypeId: 3, callbackDate: day(2), comment: 'Après 15h' }, { typeName: 'Rappeler', callbackDate: day(2) }],
      [{ assignmentResponseTypeId: 4, rectifNumber: '0661223344', comment: '' }, { typeName: 'Numéro erroné', rectifNumber: '0661223344' }],
      [{ assignmentResponseTypeId: 5, assignmentResponseTypeDetailId: 2, comment: '' }, { typeName: 'Refus', detailName: 'Stock suffisant' }],
      [{ assignmentResponseTypeId: 6, assignmentResponseTypeDetailId: 6, comment: '' }, { typeName: 'Non joignable', detailName: 'Occupé' }],
      [{ assignmentResponseTypeId: 7, assignmentResponseTypeDetailId: null, comment: '', callbackDate: null }, { typeName: 'Pas de réponse', comment: '', detailName: null }],
    ];
    for (const [index, [fields, expected]] of cases.entries()) {
      const row = open[index];
      const response = await respond({ userAssignmentAgentCcId: row.userAssignmentAgentCcId, customerId: row.customer.customerId, ...fields });
      expect(response.statusCode, JSON.stringify(fields)).toBe(200);
      expect(response.json().data).toMatchObject({ userAssignmentAgentCcId: row.userAssignmentAgentCcId, contacted: true, callable: true, lastAssignmentResponse: expected });
    }
    const after = await rows(day(0));
    expect(after.filter((row) => row.contacted)).toHaveLength(5 + cases.length);
    // A rectified number stays on the response: the customer's phone number is not changed.
    const rectified = after.find((row) => row.userAssignmentAgentCcId === open[3].userAssignmentAgentCcId)!;
    expect(rectified.customer.phoneNumber).toBe(open[3].customer.phoneNumber);
  });

  it('keeps only the fields the type asks for', async () => {
    const [row] = (await rows(day(1))).filter((candidate) => candidate.lastAssignmentResponse === null);
    const response = await respond({ userAssignmentAgentCcId: row.userAssignmentAgentCcId, assignmentResponseTypeId: 7, comment: 'ignoré', callbackDate: day(1), assignmentResponseTypeDetailId: 5 });
    expect(response.json().data.lastAssignmentResponse).toMatchObject({ comment: '', callbackDate: null, assignmentResponseTypeDetailId: null });
  });

  it('refuses faulty fields with their messages', async () => {
    const [row] = await rows(day(2));
    const id = row.userAssignmentAgentCcId;
    const refused = async (payload: Record<string, unknown>) => {
      const response = await respond({ userAssignmentAgentCcId: id, ...payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      return response.json().message;
    };
    expect(await refused({ assignmentResponseTypeId: 2, comment: 'x'.repeat(45) })).toEqual({ comment: 'vous ne pouvez pas dépasser 44 caractères' });
    expect(await refused({ assignmentResponseTypeId: 5, comment: '' })).toEqual({ assignmentResponseTypeDetailId: CallMessages.required });
    expect(await refused({ assignmentResponseTypeId: 5, assignmentResponseTypeDetailId: 6 })).toEqual({ assignmentResponseTypeDetailId: Messages.invalidValue });
    expect(await refused({ assignmentResponseTypeId: 3 })).toEqual({ callbackDate: CallMessages.required });
    expect(await refused({ assignmentResponseTypeId: 3, callbackDate: day(-1) })).toEqual({ callbackDate: CallMessages.callbackInPast });
    expect(await refused({ assignmentResponseTypeId: 4, rectifNumber: ' ' })).toEqual({ rectifNumber: CallMessages.required });
    expect(await refused({ assignmentResponseTypeId: 99 })).toEqual({ assignmentResponseTypeId: Messages.invalidValue });
    expect(await refused({ assignmentResponseTypeId: 2, customerId: row.customer.customerId + 1 })).toEqual({ customerId: "Ce client n'est pas celui de l'affectation" });
    expect((await rows(day(2))).find((candidate) => candidate.userAssignmentAgentCcId === id)?.contacted).toBe(row.contacted);
  });

  it('calls a past day only after a response of type 3, 6 or 7', async () => {
    const past = await rows(day(-1));
    const closed = past.find((row) => !row.callable)!;
    const refused = await respond({ userAssignmentAgentCcId: closed.userAssignmentAgentCcId, assignmentResponseTypeId: 2 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CallMessages.notCallable);
    const open = past.find((row) => row.callable)!;
    const answered = await respond({ userAssignmentAgentCcId: open.userAssignmentAgentCcId, assignmentResponseTypeId: 2, comment: 'Rappel fait' });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data).toMatchObject({ callable: false, lastAssignmentResponse: { typeName: 'Pas de besoin' } });
  });

  it("refuses an agent's call on another agent's assignment, lets a supervisor answer it", async () => {
    const other = (await rows(day(3), admin)).find((row) => row.agentId !== DEMO_AGENT_USER_ID)!;
    const refused = await respond({ userAssignmentAgentCcId: other.userAssignmentAgentCcId, assignmentResponseTypeId: 2 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(CallMessages.notYours);
    expect((await respond({ userAssignmentAgentCcId: other.userAssignmentAgentCcId, assignmentResponseTypeId: 2 }, admin)).statusCode).toBe(200);
    expect((await respond({ userAssignmentAgentCcId: 999999, assignmentResponseTypeId: 2 })).statusCode).toBe(404);
    expect((await respond({ userAssignmentAgentCcId: other.userAssignmentAgentCcId, assignmentResponseTypeId: 2 }, suite.as(DemoUser.MARKETING))).statusCode).toBe(403);
  });

  it('answers bad input with 4xx, never 5xx', async () => {
    const [row] = await rows(day(4));
    const id = row.userAssignmentAgentCcId;
    const payloads: unknown[] = [
      { userAssignmentAgentCcId: id, assignmentResponseTypeId: 2, comment: 'a\u0000b' },
      { userAssignmentAgentCcId: id, assignmentResponseTypeId: 4, rectifNumber: '\ud800' },
      { userAssignmentAgentCcId: 99999999999999, assignmentResponseTypeId: 2 },
      { userAssignmentAgentCcId: id, assignmentResponseTypeId: 99999999999999 },
      { userAssignmentAgentCcId: id, assignmentResponseTypeId: 5, assignmentResponseTypeDetailId: 99999999999999 },
      { userAssignmentAgentCcId: id, assignmentResponseTypeId: 3, callbackDate: '2026-02-30' },
      { userAssignmentAgentCcId: id, assignmentResponseTypeId: 4, rectifNumber: '0'.repeat(21) },
      { userAssignmentAgentCcId: 'un', assignmentResponseTypeId: 2 },
      { assignmentResponseTypeId: 2 },
      [],
      'texte',
    ];
    for (const payload of payloads) {
      const response = await agent({ method: 'POST', url: '/api/tsp/responses', payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });
      expect(response.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(payload)).toBeLessThan(500);
    }
  });
});
