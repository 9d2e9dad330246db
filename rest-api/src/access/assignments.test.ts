import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@console/schema';
import type { RestApi } from '../app.ts';
import { DB_HOOK_TIMEOUT } from '../db/testing.ts';
import { DemoUser, buildTestApi, caller } from '../http/testing.ts';
import { DEMO_PASSWORD, generatedUsers, supervisorAgents } from './admin-demo-data.ts';
import { AdminMessages } from './messages.ts';

interface Pair {
  SupervisorId: number;
  AgentCcId: number;
}

describe('assignments', () => {
  let api: RestApi;
  let admin: ReturnType<typeof caller>;
  /** Generated users' ids by e-mail. */
  const ids = new Map<string, number>();

  beforeAll(async () => {
    api = await buildTestApi();
    admin = caller(api.app, DemoUser.ADMIN);
    const users = (await admin({ method: 'GET', url: '/api/users?take=1000' })).json().collection as { userId: number; email: string }[];
    for (const user of users) ids.set(user.email, user.userId);
  }, DB_HOOK_TIMEOUT);
  afterAll(() => api.close());

  const idOf = (email: string) => {
    const id = ids.get(email);
    if (id === undefined) throw new Error(`no user ${email}`);
    return id;
  };
  const agentsOf = async (supervisorId: number) =>
    (await admin({ method: 'GET', url: `/api/tsp/assignments/supervisors/${supervisorId}/agentcc` })).json();
  const replace = (supervisorId: number | undefined, rows: object[]) =>
    admin({
      method: 'POST',
      url: `/api/tsp/assignments/supervisors${supervisorId === undefined ? '' : `?supervisorId=${supervisorId}`}`,
      payload: rows,
    });

  describe('demo data', () => {
    it('gives superviseur@demo.ma five agents and half of the generated agents a supervisor', async () => {
      const mine = await agentsOf(DemoUser.SUPERVISOR);
      expect(mine.count).toBe(5);
      expect(mine.collection[0]).toEqual({
        SupervisorId: DemoUser.SUPERVISOR,
        AgentCcId: expect.any(Number),
        agent: { userId: expect.any(Number), firstName: expect.any(String), lastName: expect.any(String), email: expect.stringMatching(/@demo\.ma$/), phoneNumber: expect.any(String) },
      });
      const all = (await admin({ method: 'GET', url: '/api/tsp/assignments/supervisors/agentcc' })).json();
      expect(all.count).toBe(15);
      expect(new Set(all.collection.map((pair: Pair) => pair.SupervisorId)).size).toBe(supervisorAgents.length);
    });

    it('lets a generated user sign in with the shared demo password', async () => {
      const agent = generatedUsers.find((user) => user.userTypeId === 6 && user.active)!;
      const login = await api.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: agent.email, password: DEMO_PASSWORD } });
      expect(login.statusCode).toBe(200);
    });
  });

  describe("a supervisor's agents", () => {
    const supervisorEmail = supervisorAgents[3][0];
    const freeAgents = () => generatedUsers.filter((user) => user.userTypeId === 6).slice(20, 23).map((user) => idOf(user.email));

    it('replaces the set, keeping rows already there, and clears it with an empty array', async () => {
      const supervisorId = idOf(supervisorEmail);
      const before = (await agentsOf(supervisorId)).collection as Pair[];
      expect(before).toHaveLength(3);
      const [a, b] = freeAgents();
      const rows = [before[0].AgentCcId, a, b].map((AgentCcId) => ({ SupervisorId: supervisorId, AgentCcId }));
      const response = await replace(supervisorId, rows);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.map((pair: Pair) => pair.AgentCcId).sort()).toEqual([before[0].AgentCcId, a, b].sort());
      expect((await agentsOf(supervisorId)).count).toBe(3);

      // The query parameter may be left out when the rows name the supervisor.
      expect((await replace(undefined, [{ SupervisorId: supervisorId, AgentCcId: a }])).json().data).toHaveLength(1);
      expect((await replace(supervisorId, [])).json().data).toEqual([]);
      expect((await agentsOf(supervisorId)).count).toBe(0);
    });

    it('answers 409 for an agent of another supervisor, and changes nothing', async () => {
      const supervisorId = idOf(supervisorEmail);
      const [a] = freeAgents();
      await replace(supervisorId, [{ SupervisorId: supervisorId, AgentCcId: a }]);
      const taken = (await agentsOf(DemoUser.SUPERVISOR)).collection[0].AgentCcId;
      const response = await replace(supervisorId, [
        { SupervisorId: supervisorId, AgentCcId: freeAgents()[1] },
        { SupervisorId: supervisorId, AgentCcId: taken },
      ]);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(AdminMessages.agentTaken);
      expect((await agentsOf(supervisorId)).collection.map((pair: Pair) => pair.AgentCcId)).toEqual([a]);
      expect((await agentsOf(DemoUser.SUPERVISOR)).count).toBe(5);
    });

    it('answers 400 for a non-agent, a row naming another supervisor, a user without role 11, no supervisor at all', async () => {
      const supervisorId = idOf(supervisorEmail);
      const notAgent = await replace(supervisorId, [{ SupervisorId: supervisorId, AgentCcId: DemoUser.DISPATCHER }]);
      expect(notAgent.statusCode).toBe(400);
      expect(notAgent.json().message).toEqual({ '0.AgentCcId': AdminMessages.notAnAgent });
      const otherRow = await replace(supervisorId, [{ SupervisorId: DemoUser.SUPERVISOR, AgentCcId: freeAgents()[2] }]);
      expect(otherRow.json().message).toEqual({ '0.SupervisorId': 'Valeur invalide' });
      const notSupervisor = await replace(DemoUser.DISPATCHER, [{ AgentCcId: freeAgents()[2] }]);
      expect(notSupervisor.statusCode).toBe(400);
      expect(notSupervisor.json().message).toEqual({ supervisorId: AdminMessages.notASupervisor });
      const nobody = await replace(undefined, []);
      expect(nobody.json().message).toEqual({ supervisorId: Messages.requiredField });
      expect((await replace(99_999, [])).statusCode).toBe(404);
      expect((await admin({ method: 'GET', url: '/api/tsp/assignments/supervisors/99999/agentcc' })).statusCode).toBe(404);
    });
  });

  describe("a user's channels and sectors", () => {
    const agentEmail = generatedUsers[0].email;

    it('lists the demo assignments', async () => {
      const userId = idOf(agentEmail);
      const channels = (await admin({ method: 'GET', url: `/api/users/${userId}/assigning/channels` })).json();
      expect(channels).toEqual({ collection: [{ ChannelId: 1, UserId: userId, channel: { channelId: 1, code: 'CANAL-1', name: 'Canal 1 – Détail' } }], count: 1, countIsLowerBound: false });
      const sectors = (await admin({ method: 'GET', url: `/api/users/${userId}/assigning/sectors` })).json();
      expect(sectors.count).toBe(2);
      expect(sectors.collection[0]).toEqual({
        SectorId: expect.any(Number),
        UserId: userId,
        sector: { sectorId: expect.any(Number), code: expect.stringMatching(/^CAS-/), name: expect.any(String), regionId: 6 },
      });
    });

    it('replaces them, checking the user and the ids', async () => {
      const userId = idOf(agentEmail);
      const channels = await admin({
        method: 'POST',
        url: `/api/users/${userId}/assigning/channels`,
        payload: [
          { ChannelId: 2, UserId: userId },
          { ChannelId: 3, UserId: userId },
        ],
      });
      expect(channels.statusCode).toBe(200);
      expect(channels.json().data.map((row: { ChannelId: number }) => row.ChannelId)).toEqual([2, 3]);

      const sectors = await admin({ method: 'POST', url: `/api/users/${userId}/assigning/sectors`, payload: [{ SectorId: 31, UserId: userId }] });
      expect(sectors.json().data).toEqual([
        { SectorId: 31, UserId: userId, sector: { sectorId: 31, code: 'RAB-AGDAL', name: 'Agdal', regionId: 4 } },
      ]);

      const otherUser = await admin({ method: 'POST', url: `/api/users/${userId}/assigning/sectors`, payload: [{ SectorId: 1, UserId: 2 }] });
      expect(otherUser.statusCode).toBe(400);
      expect(otherUser.json().message).toEqual({ '0.UserId': 'Valeur invalide' });
      const unknown = await admin({
        method: 'POST',
        url: `/api/users/${userId}/assigning/channels`,
        payload: [{ ChannelId: 1 }, { ChannelId: 999, UserId: userId }],
      });
      expect(unknown.json().message).toEqual({ '1.ChannelId': 'Valeur invalide' });
      expect((await admin({ method: 'GET', url: `/api/users/${userId}/assigning/channels` })).json().count).toBe(2);

      expect((await admin({ method: 'POST', url: `/api/users/${userId}/assigning/channels`, payload: [] })).json().data).toEqual([]);
      expect((await admin({ method: 'POST', url: '/api/users/99999/assigning/channels', payload: [] })).statusCode).toBe(404);
    });

    it('is open to permission 44 at level 3 or 4 (the supervisor role holds it)', async () => {
      const supervisor = caller(api.app, DemoUser.SUPERVISOR);
      const userId = idOf(agentEmail);
      expect((await supervisor({ method: 'GET', url: `/api/users/${userId}/assigning/sectors` })).statusCode).toBe(200);
      expect((await supervisor({ method: 'POST', url: `/api/users/${userId}/assigning/sectors`, payload: [{ SectorId: 2 }] })).statusCode).toBe(200);
    });
  });
});
