import { beforeAll, describe, expect, it } from 'vitest';
import { EXTENSION_MESSAGE, Messages } from '@console/schema';
import { DemoUser, testApiSuite } from '../http/testing.ts';
import { kioskUsers } from '../customers/customers-demo-data.ts';
import { deliveryMen } from '../delivery/demo-data.ts';
import { generatedUsers } from './admin-demo-data.ts';
import { counterDemoUsers } from './counter-demo-data.ts';
import { AdminMessages } from './messages.ts';

const newUser = (overrides: object = {}) => ({
  firstName: 'Ilham',
  lastName: 'Ouahbi',
  email: 'ilham.ouahbi@demo.ma',
  phoneNumber: '+212600112233',
  password: 'Secret1!',
  userTypeId: 2,
  company: 2,
  workingDays: 5,
  ...overrides,
});

/** Staff-side demo users in loading order: access.v1, access-admin.v1, access-consultation.v1, customers.v1's kiosks, the counter, the delivery men. */
const STAFF_USERS = 6 + generatedUsers.length + 1 + kioskUsers.length + counterDemoUsers.length + deliveryMen.length;

describe('users administration', () => {
  const suite = testApiSuite();
  const admin = suite.as(DemoUser.ADMIN);

  describe('GET /api/users', () => {
    it('pages the demo users with their type and roles, and counts them all', async () => {
      const response = await admin({ method: 'GET', url: '/api/users?take=5&page=1&loadRoles=true' });
      expect(response.statusCode).toBe(200);
      const { collection, count: total } = response.json();
      // Customer accounts (type 3) are left out; kiosk accounts (customers.v1) and the consultation profile are staff-side users.
      expect(total).toBe(STAFF_USERS);
      expect(collection).toHaveLength(5);
      expect(collection[0]).toMatchObject({
        userId: 1,
        firstName: 'Youssef',
        email: 'admin@demo.ma',
        userTypeId: 1,
        type: { userTypeId: 1, name: 'Super Admin' },
        active: true,
        roles: [{ roleId: 1, name: 'Administrateur' }],
      });
      expect(typeof collection[0].createdAt).toBe('string');
      expect(response.body).not.toMatch(/password/i);
    });

    it('filters by user type and role, searches names, e-mails and phone numbers', async () => {
      const agents = (await admin({ method: 'GET', url: '/api/users?userTypeId=6&take=1000' })).json();
      expect(agents.count).toBe(31);
      expect([...new Set(agents.collection.map((user: { userTypeId: number }) => user.userTypeId === 6))]).toEqual([true]);

      const supervisors = (await admin({ method: 'GET', url: '/api/users?roleId=11&take=100' })).json();
      expect(supervisors.collection.map((user: { email: string }) => user.email)).toContain('superviseur@demo.ma');
      expect(supervisors.count).toBe(1 + 6 + 2);

      const byName = (await admin({ method: 'GET', url: `/api/users?keyword=${encodeURIComponent('salma benn')}` })).json();
      expect(byName.collection.map((user: { userId: number }) => user.userId)).toEqual([2]);
      const byPhone = (await admin({ method: 'GET', url: '/api/users?keyword=663000003' })).json();
      expect(byPhone.collection.map((user: { userId: number }) => user.userId)).toEqual([3]);
    });

    it('sorts on a listed field and refuses another', async () => {
      const sorted = (await admin({ method: 'GET', url: '/api/users?sort=-userId&take=1' })).json();
      // The delivery men come after the customer accounts (delivery-fleet.v1 loads last).
      expect(sorted.collection[0].email).toBe(deliveryMen.at(-1)?.email);
      const refused = await admin({ method: 'GET', url: '/api/users?sort=password' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toEqual({ sort: 'Valeur invalide' });
    });

    it('is readable with permission 44 alone (the agent-assignment screen)', async () => {
      // The supervisor role holds 44 and not 8.
      const response = await suite.as(DemoUser.SUPERVISOR)({ method: 'GET', url: '/api/users?userTypeId=6' });
      expect(response.statusCode).toBe(200);
      const detail = await suite.as(DemoUser.SUPERVISOR)({ method: 'GET', url: '/api/users/2' });
      expect(detail.statusCode).toBe(403);
    });
  });

  describe('create and update', () => {
    let created: { userId: number; createdAt: string };

    it('creates a user with the password hashed, and answers it like GET by id', async () => {
      const response = await admin({ method: 'POST', url: '/api/users', payload: newUser({ matriculation: 'RH-001', warehouseId: 2 }) });
      expect(response.statusCode).toBe(200);
      created = response.json().data;
      expect(created).toMatchObject({
        firstName: 'Ilham',
        email: 'ilham.ouahbi@demo.ma',
        userTypeId: 2,
        type: { userTypeId: 2, name: 'Admin' },
        active: true,
        company: 2,
        workingDays: 5,
        matriculation: 'RH-001',
        warehouseId: 2,
        roles: [],
        userPermissions: [],
        imageUrl: null,
      });
      expect(response.body).not.toMatch(/password/i);
      const again = await admin({ method: 'GET', url: `/api/users/${created.userId}?fulldetails=true` });
      expect(again.json().data).toEqual(created);
      const login = await suite.api.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'ilham.ouahbi@demo.ma', password: 'Secret1!' } });
      // Signed in, but no permission yet.
      expect(login.statusCode).toBe(403);
    });

    it('requires the fields of the seeds, in French', async () => {
      const response = await admin({ method: 'POST', url: '/api/users', payload: { email: 'x', password: '123', firstName: '' } });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual({
        email: Messages.invalidEmail,
        password: Messages.invalidPassword,
        firstName: Messages.requiredField,
        lastName: Messages.requiredField,
        phoneNumber: Messages.requiredField,
        userTypeId: Messages.requiredField,
      });
      const ranges = await admin({ method: 'POST', url: '/api/users', payload: newUser({ email: 'autre@demo.ma', company: 4, workingDays: -1 }) });
      expect(ranges.json().message).toEqual({ company: 'Valeur invalide', workingDays: 'Valeur invalide' });
    });

    it("gives a user a 3CX extension: digits only, one user's alone", async () => {
      const malformed = await admin({ method: 'POST', url: '/api/users', payload: newUser({ email: 'poste.a@demo.ma', extension: '10a' }) });
      expect(malformed.json()).toMatchObject({ statusCode: 400, message: { extension: EXTENSION_MESSAGE } });
      // The demo agent holds 101 (calls demo data).
      const taken = await admin({ method: 'POST', url: '/api/users', payload: newUser({ email: 'poste.b@demo.ma', extension: '101' }) });
      expect(taken.json()).toMatchObject({ statusCode: 400, message: { extension: AdminMessages.extensionTaken } });
      const given = await admin({ method: 'POST', url: '/api/users', payload: newUser({ email: 'poste.c@demo.ma', extension: '4321' }) });
      expect(given.statusCode).toBe(200);
      expect(given.json().data).toMatchObject({ extension: '4321' });
    });

    it('refuses a used e-mail, whatever its case, and unknown references', async () => {
      const taken = await admin({ method: 'POST', url: '/api/users', payload: newUser({ email: 'AGENT@demo.ma' }) });
      expect(taken.statusCode).toBe(400);
      expect(taken.json().message).toEqual({ email: AdminMessages.emailTaken });
      const unknown = await admin({ method: 'POST', url: '/api/users', payload: newUser({ email: 'new@demo.ma', userTypeId: 99, warehouseId: 42 }) });
      expect(unknown.json().message).toEqual({ userTypeId: 'Valeur invalide', warehouseId: 'Valeur invalide' });
    });

    it('updates the fields, ignores a password and keeps the user type', async () => {
      const payload = {
        ...newUser({ firstName: 'Ilhame', password: 'Changed1!', active: false, matriculation: null }),
        userId: created.userId,
      };
      const response = await admin({ method: 'PUT', url: '/api/users', payload });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        userId: created.userId,
        firstName: 'Ilhame',
        active: false,
        matriculation: null,
        warehouseId: 2,
        createdAt: created.createdAt,
      });

      const typeChange = await admin({ method: 'PUT', url: '/api/users', payload: { ...payload, userTypeId: 6 } });
      expect(typeChange.statusCode).toBe(400);
      expect(typeChange.json().message).toEqual({ userTypeId: AdminMessages.userTypeFixed });

      const emailTaken = await admin({ method: 'PUT', url: '/api/users', payload: { ...payload, email: 'Admin@demo.ma' } });
      expect(emailTaken.json().message).toEqual({ email: AdminMessages.emailTaken });
      // Its own e-mail, in another case, is fine.
      const sameEmail = await admin({ method: 'PUT', url: '/api/users', payload: { ...payload, email: 'ILHAM.ouahbi@demo.ma', active: true } });
      expect(sameEmail.statusCode).toBe(200);

      // The old password still signs in (the user is active again; still no permission: 403, not 401).
      const login = await suite.api.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'ilham.ouahbi@demo.ma', password: 'Secret1!' } });
      expect(login.statusCode).toBe(403);
      const missing = await admin({ method: 'PUT', url: '/api/users', payload: { ...payload, userId: 99_999 } });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(Messages.noResult);
    });

    it('answers 404 for an unknown user', async () => {
      expect((await admin({ method: 'GET', url: '/api/users/99999' })).statusCode).toBe(404);
      expect((await admin({ method: 'DELETE', url: '/api/users/99999' })).statusCode).toBe(404);
    });
  });

  describe('user permissions and roles (typeAction batches)', () => {
    let userId: number;
    beforeAll(async () => {
      const response = await admin({ method: 'POST', url: '/api/users', payload: newUser({ email: 'grants@demo.ma' }) });
      userId = response.json().data.userId;
    });

    const postPermissions = (payload: object[]) => admin({ method: 'POST', url: '/api/security/users/permissions', payload });
    const postRoles = (payload: object[]) => admin({ method: 'POST', url: '/api/security/users/roles', payload });

    it('inserts, updates and deletes own permission rows, answering the rows after', async () => {
      const inserted = await postPermissions([
        { userId, permissionId: 1, accessLevelId: 1, allowed: true, typeAction: 1 },
        { userId, permissionId: 3, accessLevelId: 6, allowed: false, typeAction: 4 },
        { userId, permissionId: 5, accessLevelId: 2, typeAction: 1, readyToSend: false },
      ]);
      expect(inserted.statusCode).toBe(200);
      const rows = inserted.json().data;
      expect(rows).toEqual([
        {
          userPermissionId: expect.any(Number),
          userId,
          permissionId: 1,
          accessLevelId: 1,
          allowed: true,
          permission: { permissionId: 1, name: 'Articles' },
          accessLevel: { accessLevelId: 1, name: 'Lecture' },
        },
        expect.objectContaining({ permissionId: 3, accessLevelId: 6, allowed: false }),
      ]);

      const changed = await postPermissions([
        { userPermissionId: rows[0].userPermissionId, userId, permissionId: 1, accessLevelId: 2, allowed: true, typeAction: 2 },
        { userPermissionId: rows[1].userPermissionId, userId, permissionId: 3, accessLevelId: 6, typeAction: 3 },
      ]);
      expect(changed.json().data).toEqual([expect.objectContaining({ userPermissionId: rows[0].userPermissionId, accessLevelId: 2 })]);
      const user = (await admin({ method: 'GET', url: `/api/users/${userId}?fulldetails=true` })).json().data;
      expect(user.userPermissions).toEqual(changed.json().data);
    });

    it('requires existing permissions and access levels, refuses duplicates, and changes nothing then', async () => {
      const before = (await admin({ method: 'GET', url: `/api/users/${userId}` })).json().data.userPermissions;
      const missing = await postPermissions([{ userId, typeAction: 1 }]);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toEqual({ '0.permissionId': Messages.requiredField, '0.accessLevelId': Messages.requiredField });

      const unknown = await postPermissions([
        { userId, permissionId: 4, accessLevelId: 1, typeAction: 1 },
        { userId, permissionId: 999, accessLevelId: 998, typeAction: 1 },
      ]);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toEqual({ '1.permissionId': 'Valeur invalide', '1.accessLevelId': 'Valeur invalide' });

      const duplicate = await postPermissions([
        { userId, permissionId: 4, accessLevelId: 1, typeAction: 1 },
        { userId, permissionId: 1, accessLevelId: 2, typeAction: 1 },
      ]);
      expect(duplicate.json().message).toEqual({ '1.accessLevelId': AdminMessages.permissionAlreadyGranted });
      const unknownRow = await postPermissions([{ userPermissionId: 99_999, userId, permissionId: 4, accessLevelId: 1, typeAction: 2 }]);
      expect(unknownRow.statusCode).toBe(404);
      expect((await admin({ method: 'GET', url: `/api/users/${userId}` })).json().data.userPermissions).toEqual(before);
    });

    it('gives and takes roles, answering the rows with their ids', async () => {
      const given = await postRoles([
        { userId, roleId: 3, typeAction: 1 },
        { userId, roleId: 4, typeAction: 1 },
      ]);
      expect(given.statusCode).toBe(200);
      const mine = given.json().data.filter((row: { userId: number }) => row.userId === userId);
      expect(mine).toEqual([
        { userRoleId: expect.any(Number), userId, roleId: 3, firstName: 'Ilham', lastName: 'Ouahbi', email: 'grants@demo.ma' },
        { userRoleId: expect.any(Number), userId, roleId: 4, firstName: 'Ilham', lastName: 'Ouahbi', email: 'grants@demo.ma' },
      ]);
      // The rows of the roles touched come along (the role screen's users grid).
      expect(given.json().data.some((row: { userId: number; roleId: number }) => row.userId === 4 && row.roleId === 3)).toBe(true);

      const again = await postRoles([{ userId, roleId: 3, typeAction: 1 }]);
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toEqual({ '0.roleId': AdminMessages.roleAlreadyGranted });

      const taken = await postRoles([{ userRoleId: mine[0].userRoleId, userId, roleId: 3, typeAction: 3 }]);
      expect(taken.statusCode).toBe(200);
      const user = (await admin({ method: 'GET', url: `/api/users/${userId}` })).json().data;
      expect(user.roles).toEqual([{ roleId: 4, name: 'Marketing' }]);
    });

    it('lets permission 10 change memberships too, a new row at level 3 only, within what the caller holds', async () => {
      const before = (await admin({ method: 'GET', url: `/api/users/${userId}` })).json().data.roles;
      // Give the dispatcher 10 at "Consultation" (4, 6) directly: it opens the grid, adds no row.
      const consult = await postPermissions([{ userId: DemoUser.DISPATCHER, permissionId: 10, accessLevelId: 6, typeAction: 1 }]);
      const asDispatcher = suite.as(DemoUser.DISPATCHER);
      const join = (roleId: number) => asDispatcher({ method: 'POST', url: '/api/security/users/roles', payload: [{ userId, roleId, typeAction: 1 }] });
      const unableToAdd = await join(3);
      expect([unableToAdd.statusCode, unableToAdd.json().message]).toEqual([403, Messages.rowCreateForbidden]);

      // At "Création et modification" (3, 4, 6): their own role (3) passes, the agents' role (2) grants what they lack.
      const consultRow = consult.json().data.find((row: { permissionId: number }) => row.permissionId === 10);
      await postPermissions([{ ...consultRow, accessLevelId: 8, typeAction: 2 }]);
      const aboveOwn = await join(2);
      expect([aboveOwn.statusCode, aboveOwn.json().message]).toEqual([403, AdminMessages.roleAboveOwn]);
      expect((await admin({ method: 'GET', url: `/api/users/${userId}` })).json().data.roles).toEqual(before);
      expect((await join(3)).statusCode).toBe(200);

      const permissions = await asDispatcher({ method: 'POST', url: '/api/security/users/permissions', payload: [] });
      expect(permissions.statusCode).toBe(403);
    });
  });

  describe('DELETE /api/users/{id}', () => {
    it('refuses to delete yourself, and deletes nothing', async () => {
      const response = await admin({ method: 'DELETE', url: `/api/users/${DemoUser.ADMIN}` });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(AdminMessages.deleteSelf);
      expect((await admin({ method: 'GET', url: `/api/users/${DemoUser.ADMIN}` })).statusCode).toBe(200);
    });

    it("takes the user's roles, permissions, sessions and assignments with them", async () => {
      const created = (await admin({ method: 'POST', url: '/api/users', payload: newUser({ email: 'partant@demo.ma', userTypeId: 6 }) })).json().data;
      const id = created.userId;
      await admin({ method: 'POST', url: '/api/security/users/roles', payload: [{ userId: id, roleId: 2, typeAction: 1 }] });
      await admin({ method: 'POST', url: '/api/security/users/permissions', payload: [{ userId: id, permissionId: 23, accessLevelId: 1, typeAction: 1 }] });
      await admin({ method: 'POST', url: `/api/users/${id}/assigning/channels`, payload: [{ ChannelId: 1, UserId: id }] });
      const current = (await admin({ method: 'GET', url: '/api/tsp/assignments/supervisors/3/agentcc' })).json().collection;
      const assigned = await admin({
        method: 'POST',
        url: '/api/tsp/assignments/supervisors?supervisorId=3',
        payload: [...current.map(({ AgentCcId }: { AgentCcId: number }) => ({ SupervisorId: 3, AgentCcId })), { SupervisorId: 3, AgentCcId: id }],
      });
      expect(assigned.json().data).toHaveLength(current.length + 1);
      const login = await suite.api.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'partant@demo.ma', password: 'Secret1!' } });
      expect(login.statusCode).toBe(200);

      expect((await admin({ method: 'DELETE', url: `/api/users/${id}` })).statusCode).toBe(204);
      expect((await admin({ method: 'GET', url: `/api/users/${id}` })).statusCode).toBe(404);
      const agents = (await admin({ method: 'GET', url: '/api/tsp/assignments/supervisors/agentcc' })).json().collection;
      expect(agents.some((pair: { AgentCcId: number }) => pair.AgentCcId === id)).toBe(false);
      const refresh = await suite.api.app.inject({ method: 'PUT', url: '/api/users/login/refresh', payload: { refreshToken: login.json().data.refreshToken } });
      expect(refresh.statusCode).toBe(401);
    });
  });

  describe('user types', () => {
    it('lists, creates, updates with UserTypeId, and refuses to delete a type in use', async () => {
      const list = (await admin({ method: 'GET', url: '/api/users/types/?take=3&page=1' })).json();
      // The seeds' 8 and the delivery men's (7).
      expect(list.count).toBe(9);
      expect(list.collection[0]).toEqual({ userTypeId: 1, name: 'Super Admin', description: 'Administrateur de la plateforme' });
      expect((await admin({ method: 'GET', url: '/api/users/types?keyword=borne' })).json().count).toBe(3);

      const created = await admin({ method: 'POST', url: '/api/users/types/', payload: { name: 'Magasinier', description: 'Gestion du stock' } });
      expect(created.statusCode).toBe(200);
      const { userTypeId } = created.json().data;
      const updated = await admin({ method: 'PUT', url: '/api/users/types/', payload: { UserTypeId: userTypeId, name: 'Magasinier', description: 'Stock' } });
      expect(updated.json().data).toEqual({ userTypeId, name: 'Magasinier', description: 'Stock' });
      const camel = await admin({ method: 'PUT', url: '/api/users/types', payload: { userTypeId, name: 'Magasiniers', description: 'Stock' } });
      expect(camel.json().data.name).toBe('Magasiniers');
      const noId = await admin({ method: 'PUT', url: '/api/users/types', payload: { name: 'x', description: 'y' } });
      expect(noId.json().message).toEqual({ userTypeId: Messages.requiredField });
      const required = await admin({ method: 'POST', url: '/api/users/types', payload: { name: '' } });
      expect(required.json().message).toEqual({ name: Messages.requiredField, description: Messages.requiredField });

      const inUse = await admin({ method: 'DELETE', url: '/api/users/types/6' });
      expect(inUse.statusCode).toBe(409);
      expect(inUse.json().message).toBe(AdminMessages.userTypeInUse);
      expect((await admin({ method: 'GET', url: '/api/users/types/6' })).statusCode).toBe(200);

      expect((await admin({ method: 'DELETE', url: `/api/users/types/${userTypeId}` })).statusCode).toBe(204);
      expect((await admin({ method: 'GET', url: `/api/users/types/${userTypeId}` })).statusCode).toBe(404);
    });
  });
});
