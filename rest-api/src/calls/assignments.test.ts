import { describe, expect, it } from 'vitest';
import { CallMessages, Messages } from '@console/schema';
import { DemoUser, testApiSuite } from '../http/testing.ts';
import { type Assignment, day } from './assignments.fixtures.ts';
import { DEMO_AGENT_USER_ID } from './demo-data.ts';

describe('call assignments: lists and reference lists', () => {
  const suite = testApiSuite();
  const agent = suite.as(DemoUser.AGENT);
  const admin = suite.as(DemoUser.ADMIN);
  const list = async (call: typeof agent, query: string) => {
    const response = await call({ method: 'GET', url: `/api/tsp/assignments/agentcc?take=1000&${query}` });
    expect(response.statusCode).toBe(200);
    return response.json<{ collection: Assignment[]; count: number }>();
  };

  it("gives an agent today's own assignments by default, whatever agent is asked", async () => {
    const page = await list(agent, '');
    expect(page.count).toBe(25);
    expect([...new Set(page.collection.map((row) => row.agentId === DEMO_AGENT_USER_ID && row.agentName === 'Salma Bennani' && row.assignmentDate === day(0)))]).toEqual([true]);
    expect([...new Set(page.collection.map((row) => row.callable))]).toEqual([true]);
    expect(page.collection.filter((row) => row.lastAssignmentResponse !== null)).toHaveLength(5);
    expect(page.collection[0].customer).toMatchObject({ code: expect.any(String), name: expect.any(String), channelName: expect.any(String) });
    expect((await list(agent, `agentCcId=${DEMO_AGENT_USER_ID + 40}&dateAssignment=${day(0)}`)).count).toBe(25);
  });

  it("gives others everyone's assignments, or one agent's", async () => {
    expect((await list(admin, `dateAssignment=${day(0)}`)).count).toBe(25 + 5 * 12);
    const one = await list(admin, `dateAssignment=${day(0)}&agentCcId=${DEMO_AGENT_USER_ID}`);
    expect(one.count).toBe(25);
    const third = await admin({ method: 'GET', url: '/api/tsp/assignments/agentcc?take=10&page=3' });
    expect(third.json()).toMatchObject({ count: 85, collection: expect.any(Array) });
    expect(third.json().collection).toHaveLength(10);
  });

  it("filters a day by the last response's type and detail, and says which past rows can be called", async () => {
    const all = await list(agent, `dateAssignment=${day(-2)}`);
    for (const type of [3, 5, 6, 7]) {
      const expected = all.collection.filter((row) => row.lastAssignmentResponse?.assignmentResponseTypeId === type);
      const filtered = await list(agent, `dateAssignment=${day(-2)}&assignmentResponseTypeId=${type}`);
      expect(filtered.collection.map((row) => row.userAssignmentAgentCcId)).toEqual(expected.map((row) => row.userAssignmentAgentCcId));
    }
    // The demo day has answers with a detail: the filter keeps exactly the rows whose last answer has it.
    const detailId = all.collection.find((row) => row.lastAssignmentResponse?.assignmentResponseTypeDetailId != null)?.lastAssignmentResponse?.assignmentResponseTypeDetailId;
    expect(detailId).toEqual(expect.any(Number));
    const withDetail = all.collection.filter((row) => row.lastAssignmentResponse?.assignmentResponseTypeDetailId === detailId);
    const filtered = await list(agent, `dateAssignment=${day(-2)}&assignmentReponseTypeDetailId=${detailId}`);
    expect(filtered.collection.map((row) => row.userAssignmentAgentCcId)).toEqual(withDetail.map((row) => row.userAssignmentAgentCcId));
    const pastWeek = (await Promise.all([-1, -2, -3, -4].map((offset) => list(agent, `dateAssignment=${day(offset)}`)))).flatMap((page) => page.collection);
    for (const row of pastWeek) expect(row.callable).toBe([3, 6, 7].includes(row.lastAssignmentResponse?.assignmentResponseTypeId ?? 0));
    expect(pastWeek.some((row) => row.callable) && pastWeek.some((row) => !row.callable)).toBe(true);
  });

  it('refuses a date outside 7 days back to 5 ahead', async () => {
    expect((await list(agent, `dateAssignment=${day(-7)}`)).count).toBeGreaterThan(0);
    expect((await list(agent, `dateAssignment=${day(5)}`)).count).toBeGreaterThan(0);
    for (const date of [day(-8), day(6)]) {
      const response = await agent({ method: 'GET', url: `/api/tsp/assignments/agentcc?dateAssignment=${date}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual({ dateAssignment: `La date doit être entre le ${day(-7)} et le ${day(5)}` });
    }
  });

  it('reads one assignment: an agent their own only', async () => {
    const own = (await list(agent, '')).collection[0];
    const read = await agent({ method: 'GET', url: `/api/tsp/assignments/agentcc/${own.userAssignmentAgentCcId}` });
    expect(read.json()).toEqual({ data: own });
    const other = (await list(admin, '')).collection.find((row) => row.agentId !== DEMO_AGENT_USER_ID)!;
    const refused = await agent({ method: 'GET', url: `/api/tsp/assignments/agentcc/${other.userAssignmentAgentCcId}` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(CallMessages.notYours);
    expect((await admin({ method: 'GET', url: `/api/tsp/assignments/agentcc/${other.userAssignmentAgentCcId}` })).statusCode).toBe(200);
    expect((await admin({ method: 'GET', url: '/api/tsp/assignments/agentcc/999999' })).statusCode).toBe(404);
  });

  it('lists the response types and the details of a type', async () => {
    const types = (await agent({ method: 'GET', url: '/api/tsp/qualifications/types' })).json<{ collection: { name: string }[] }>();
    expect(types.collection.map((type) => type.name)).toEqual(['Commande passée', 'Pas de besoin', 'Rappeler', 'Numéro erroné', 'Refus', 'Non joignable', 'Pas de réponse']);
    const details = (await agent({ method: 'GET', url: '/api/tsp/qualifications/details?responseTypeId=6' })).json<{ collection: unknown[] }>();
    expect(details.collection).toEqual(
      ['Injoignable', 'Occupé', 'A activer plus tard', 'Hors cible', "En attente d'informations"].map((name, index) => ({
        assignmentResponseTypeDetailId: index + 5,
        assignmentResponseTypeId: 6,
        name,
      })),
    );
    expect((await agent({ method: 'GET', url: '/api/tsp/qualifications/details?responseTypeId=5' })).json().count).toBe(4);
  });

  it('refuses callers without the calls permission and bad parameters with 4xx', async () => {
    const marketing = suite.as(DemoUser.MARKETING);
    expect((await marketing({ method: 'GET', url: '/api/tsp/assignments/agentcc' })).statusCode).toBe(403);
    expect((await marketing({ method: 'GET', url: '/api/tsp/qualifications/types' })).statusCode).toBe(403);
    for (const url of [
      '/api/tsp/assignments/agentcc?dateAssignment=demain',
      '/api/tsp/assignments/agentcc?dateAssignment=%00',
      '/api/tsp/assignments/agentcc?agentCcId=99999999999999',
      '/api/tsp/assignments/agentcc?assignmentResponseTypeId=-1',
      '/api/tsp/assignments/agentcc/99999999999999',
      '/api/tsp/assignments/agentcc/abc',
      '/api/tsp/qualifications/details?responseTypeId=99999999999999',
    ]) {
      const response = await admin({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
    expect((await admin({ method: 'GET', url: '/api/tsp/assignments/agentcc?dateAssignment=%00' })).json().message).toEqual({ dateAssignment: Messages.invalidText });
  });
});
