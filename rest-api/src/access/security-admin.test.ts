import { describe, expect, it } from 'vitest';
import { Messages } from '@console/schema';
import { DemoUser, testApiSuite } from '../http/testing.ts';
import { AdminMessages } from './messages.ts';

describe('access administration', () => {
  const suite = testApiSuite();
  const admin = suite.as(DemoUser.ADMIN);

  describe('permissions', () => {
    it('lists with paging, keyword and sort', async () => {
      const page = (await admin({ method: 'GET', url: '/api/security/permissions?take=5&page=2' })).json();
      expect(page.count).toBe(26);
      expect(page.collection.map((row: { permissionId: number }) => row.permissionId)).toEqual([6, 8, 10, 11, 12]);
      expect(page.collection[1]).toEqual({
        permissionId: 8,
        name: 'Utilisateurs',
        description: "Utilisateurs et types d'utilisateurs",
        order: 7,
      });
      const search = (await admin({ method: 'GET', url: '/api/security/permissions?keyword=COMMANDES' })).json();
      expect(search.collection.map((row: { permissionId: number }) => row.permissionId)).toEqual([14, 15, 27]);
      const sorted = (await admin({ method: 'GET', url: '/api/security/permissions?sort=-order&take=1' })).json();
      expect(sorted.collection[0].permissionId).toBe(44);
    });

    it('creates with a fixed id or the next one, and the next one stays free', async () => {
      const fixed = await admin({ method: 'POST', url: '/api/security/permissions', payload: { permissionId: 60, name: 'Rapports', description: 'Rapports', order: 30 } });
      expect(fixed.statusCode).toBe(200);
      expect(fixed.json().data).toEqual({ permissionId: 60, name: 'Rapports', description: 'Rapports', order: 30 });
      const next = await admin({ method: 'POST', url: '/api/security/permissions', payload: { name: 'Tournées', description: 'Tournées', order: 31 } });
      expect(next.json().data.permissionId).toBe(61);
      const taken = await admin({ method: 'POST', url: '/api/security/permissions', payload: { permissionId: 60, name: 'x', description: 'x', order: 1 } });
      expect(taken.statusCode).toBe(400);
      expect(taken.json().message).toEqual({ permissionId: 'Cet identifiant est déjà utilisé' });
      const invalid = await admin({ method: 'POST', url: '/api/security/permissions', payload: { name: 'x', order: 'premier' } });
      expect(invalid.json().message).toEqual({ description: Messages.requiredField, order: 'Valeur invalide' });
    });

    it('updates and answers 404 for unknown ids', async () => {
      const updated = await admin({ method: 'PUT', url: '/api/security/permissions', payload: { permissionId: 60, name: 'Rapports', description: 'Rapports mensuels', order: 32 } });
      expect(updated.json().data).toEqual({ permissionId: 60, name: 'Rapports', description: 'Rapports mensuels', order: 32 });
      expect((await admin({ method: 'GET', url: '/api/security/permissions/60' })).json().data.order).toBe(32);
      const missing = await admin({ method: 'PUT', url: '/api/security/permissions', payload: { permissionId: 999, name: 'x', description: 'x', order: 1 } });
      expect(missing.statusCode).toBe(404);
      expect((await admin({ method: 'GET', url: '/api/security/permissions/999' })).json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: Messages.noResult,
      });
    });

    it('refuses to delete a permission roles or users hold, and deletes a free one', async () => {
      const inUse = await admin({ method: 'DELETE', url: '/api/security/permissions/3' });
      expect(inUse.statusCode).toBe(409);
      expect(inUse.json().message).toBe(AdminMessages.permissionInUse);
      expect((await admin({ method: 'GET', url: '/api/security/roles/2/permissions' })).json().collection.map((row: { permissionId: number }) => row.permissionId)).toContain(3);
      // Held by a user only.
      await admin({ method: 'POST', url: '/api/security/users/permissions', payload: [{ userId: 6, permissionId: 61, accessLevelId: 1, typeAction: 1 }] });
      expect((await admin({ method: 'DELETE', url: '/api/security/permissions/61' })).statusCode).toBe(409);
      expect((await admin({ method: 'DELETE', url: '/api/security/permissions/60' })).statusCode).toBe(204);
      expect((await admin({ method: 'DELETE', url: '/api/security/permissions/60' })).statusCode).toBe(404);
    });
  });

  describe('roles', () => {
    let roleId: number;

    it('creates a role with an optional description, reads and updates it', async () => {
      const created = await admin({ method: 'POST', url: '/api/security/roles', payload: { name: 'Contrôleur' } });
      expect(created.statusCode).toBe(200);
      roleId = created.json().data.roleId;
      expect(created.json().data).toEqual({ roleId, name: 'Contrôleur', description: '' });
      const updated = await admin({ method: 'PUT', url: '/api/security/roles', payload: { roleId, name: 'Contrôleur', description: 'Contrôle des tournées' } });
      expect(updated.json().data.description).toBe('Contrôle des tournées');
      expect((await admin({ method: 'GET', url: `/api/security/roles/${roleId}` })).json().data).toEqual(updated.json().data);
      expect((await admin({ method: 'POST', url: '/api/security/roles', payload: { description: 'x' } })).json().message).toEqual({ name: Messages.requiredField });
    });

    it("changes the role's permission rows as a batch, answering them with their ids", async () => {
      const added = await admin({
        method: 'POST',
        url: '/api/security/roles/permissions',
        payload: [
          { roleId, permissionId: 14, accessLevelId: 6, typeAction: 1 },
          { roleId, permissionId: 21, accessLevelId: 1, typeAction: 4 },
          { roleId, permissionId: 22, accessLevelId: 1, typeAction: 1, readyToSend: false },
        ],
      });
      expect(added.statusCode).toBe(200);
      const rows = added.json().data;
      expect(rows).toEqual([
        {
          rolePermissionId: expect.any(Number),
          roleId,
          permissionId: 14,
          accessLevelId: 6,
          permission: { permissionId: 14, name: 'Dispatch' },
          accessLevel: { accessLevelId: 6, name: 'Consultation' },
        },
        expect.objectContaining({ roleId, permissionId: 21, accessLevelId: 1 }),
      ]);

      const duplicate = await admin({
        method: 'POST',
        url: '/api/security/roles/permissions',
        payload: [
          { rolePermissionId: rows[1].rolePermissionId, roleId, permissionId: 21, accessLevelId: 2, typeAction: 2 },
          { roleId, permissionId: 14, accessLevelId: 6, typeAction: 1 },
        ],
      });
      expect(duplicate.statusCode).toBe(400);
      expect(duplicate.json().message).toEqual({ '1.accessLevelId': AdminMessages.permissionAlreadyGranted });
      const unknown = await admin({ method: 'POST', url: '/api/security/roles/permissions', payload: [{ roleId: 999, permissionId: 1, accessLevelId: 1, typeAction: 1 }] });
      expect(unknown.json().message).toEqual({ '0.roleId': 'Valeur invalide' });

      const after = (await admin({ method: 'GET', url: `/api/security/roles/${roleId}/permissions` })).json();
      expect(after).toEqual({ collection: rows, count: 2, countIsLowerBound: false });

      const changed = await admin({
        method: 'POST',
        url: '/api/security/roles/permissions',
        payload: [
          { rolePermissionId: rows[1].rolePermissionId, roleId, permissionId: 21, accessLevelId: 2, typeAction: 2 },
          { rolePermissionId: rows[0].rolePermissionId, roleId, permissionId: 14, accessLevelId: 6, typeAction: 3 },
        ],
      });
      expect(changed.json().data).toEqual([expect.objectContaining({ rolePermissionId: rows[1].rolePermissionId, accessLevelId: 2 })]);
    });

    it("pages the role's users", async () => {
      const users = (await admin({ method: 'GET', url: '/api/security/roles/2/users?take=10&page=1' })).json();
      expect(users.count).toBe(31);
      expect(users.collection).toHaveLength(10);
      expect(users.collection[0]).toEqual({ userRoleId: expect.any(Number), userId: 2, roleId: 2, firstName: 'Salma', lastName: 'Bennani', email: 'agent@demo.ma' });
      expect((await admin({ method: 'GET', url: '/api/security/roles/999/users' })).statusCode).toBe(404);
      expect((await admin({ method: 'GET', url: '/api/security/roles/999/permissions' })).statusCode).toBe(404);
    });

    it('refuses to delete a role users hold (nothing deleted), and deletes a free one with its permissions', async () => {
      const permissionsBefore = (await admin({ method: 'GET', url: '/api/security/roles/11/permissions' })).json();
      const inUse = await admin({ method: 'DELETE', url: '/api/security/roles/11' });
      expect(inUse.statusCode).toBe(409);
      expect(inUse.json().message).toBe(AdminMessages.roleInUse);
      expect((await admin({ method: 'GET', url: '/api/security/roles/11/permissions' })).json()).toEqual(permissionsBefore);
      expect((await admin({ method: 'GET', url: '/api/users?roleId=11' })).json().count).toBeGreaterThan(0);

      expect((await admin({ method: 'DELETE', url: `/api/security/roles/${roleId}` })).statusCode).toBe(204);
      expect((await admin({ method: 'GET', url: `/api/security/roles/${roleId}` })).statusCode).toBe(404);
    });
  });

  describe('access levels', () => {
    let accessLevelId: number;

    it('reads a level with its permission types', async () => {
      const level = (await admin({ method: 'GET', url: '/api/security/accesslevels/6' })).json().data;
      expect(level).toEqual({
        accessLevelId: 6,
        name: 'Consultation',
        description: 'Ouvrir et consulter, sans créer ni supprimer',
        accessLevelDetails: [
          { accessLevelDetailId: expect.any(Number), typePermissionId: 4, accessLevelId: 6, permissionType: { permissionTypeId: 4, name: 'Modification/ouverture' } },
          { accessLevelDetailId: expect.any(Number), typePermissionId: 6, accessLevelId: 6, permissionType: { permissionTypeId: 6, name: 'Lecture' } },
        ],
      });
      expect((await admin({ method: 'GET', url: '/api/security/accesslevels?keyword=export' })).json().count).toBe(2);
    });

    it('creates and updates a level, answering its details', async () => {
      const created = await admin({ method: 'POST', url: '/api/security/accesslevels', payload: { name: 'Audit', description: 'Lecture et export' } });
      accessLevelId = created.json().data.accessLevelId;
      expect(created.json().data).toEqual({ accessLevelId, name: 'Audit', description: 'Lecture et export', accessLevelDetails: [] });
      const updated = await admin({ method: 'PUT', url: '/api/security/accesslevels', payload: { accessLevelId, name: 'Audit', description: 'Lecture, export' } });
      expect(updated.json().data.description).toBe('Lecture, export');
      expect((await admin({ method: 'POST', url: '/api/security/accesslevels', payload: { name: 'x' } })).json().message).toEqual({ description: Messages.requiredField });
    });

    it('adds and removes permission types from a JSON string body, as the seeds send it', async () => {
      const changes = [
        { typeAction: 1, typePermissionId: 6, accessLevelId },
        { typeAction: 1, typePermissionId: 2, accessLevelId },
        { typeAction: 1, typePermissionId: 15, accessLevelId },
      ];
      const added = await admin({
        method: 'POST',
        url: '/api/security/accesslevels/permissionstypes',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(JSON.stringify(changes)),
      });
      expect(added.statusCode).toBe(200);
      const details = added.json().data;
      expect(details.map((detail: { typePermissionId: number }) => detail.typePermissionId)).toEqual([2, 6, 15]);

      const removed = await admin({
        method: 'POST',
        url: '/api/security/accesslevels/permissionstypes',
        payload: [
          { typeAction: 3, accessLevelDetailId: details[2].accessLevelDetailId, typePermissionId: 15, accessLevelId },
          { typeAction: 3, typePermissionId: 2, accessLevelId },
          { typeAction: 1, typePermissionId: 6, accessLevelId },
        ],
      });
      expect(removed.statusCode).toBe(200);
      expect(removed.json().data).toEqual([details[1]]);
      expect((await admin({ method: 'GET', url: `/api/security/accesslevels/${accessLevelId}` })).json().data.accessLevelDetails).toEqual([details[1]]);
    });

    it('refuses malformed changes and changes nothing', async () => {
      const post = (payload: unknown) =>
        admin({ method: 'POST', url: '/api/security/accesslevels/permissionstypes', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
      expect((await post('not json')).json().message).toBe(Messages.missingParameter);
      expect((await post(JSON.stringify([{ typeAction: 2, typePermissionId: 6, accessLevelId }]))).json().message).toEqual({ '0.typeAction': 'Valeur invalide' });
      const unknown = await post([
        { typeAction: 1, typePermissionId: 3, accessLevelId },
        { typeAction: 1, typePermissionId: 99, accessLevelId },
      ]);
      expect(unknown.json().message).toEqual({ '1.typePermissionId': 'Valeur invalide' });
      expect((await admin({ method: 'GET', url: `/api/security/accesslevels/${accessLevelId}` })).json().data.accessLevelDetails).toHaveLength(1);
    });

    it('refuses to delete a level roles use, and deletes a free one with its details', async () => {
      const inUse = await admin({ method: 'DELETE', url: '/api/security/accesslevels/6' });
      expect(inUse.statusCode).toBe(409);
      expect(inUse.json().message).toBe(AdminMessages.accessLevelInUse);
      expect((await admin({ method: 'GET', url: '/api/security/accesslevels/6' })).json().data.accessLevelDetails).toHaveLength(2);
      expect((await admin({ method: 'DELETE', url: `/api/security/accesslevels/${accessLevelId}` })).statusCode).toBe(204);
    });
  });

  describe('permission types', () => {
    it('lists, creates with a fixed id, updates, and refuses to delete a type levels use', async () => {
      const list = (await admin({ method: 'GET', url: '/api/security/permissionstypes?take=100' })).json();
      expect(list.count).toBe(23);
      expect(list.collection[0]).toEqual({ permissionTypeId: 2, name: 'Export', description: "Exporter les données d'un écran" });
      const created = await admin({ method: 'POST', url: '/api/security/permissionstypes', payload: { permissionTypeId: 30, name: 'Validation', description: 'Valider' } });
      expect(created.json().data).toEqual({ permissionTypeId: 30, name: 'Validation', description: 'Valider' });
      const updated = await admin({ method: 'PUT', url: '/api/security/permissionstypes', payload: { permissionTypeId: 30, name: 'Validation', description: 'Valider une commande' } });
      expect(updated.json().data.description).toBe('Valider une commande');

      const inUse = await admin({ method: 'DELETE', url: '/api/security/permissionstypes/6' });
      expect(inUse.statusCode).toBe(409);
      expect(inUse.json().message).toBe(AdminMessages.permissionTypeInUse);
      expect((await admin({ method: 'GET', url: '/api/security/permissionstypes/6' })).statusCode).toBe(200);
      expect((await admin({ method: 'DELETE', url: '/api/security/permissionstypes/30' })).statusCode).toBe(204);
    });
  });

  it('documents every route in /openapi.json', async () => {
    const document = (await suite.api.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/users',
        '/api/users/{id}',
        '/api/users/types',
        '/api/users/types/{id}',
        '/api/security/users/permissions',
        '/api/security/users/roles',
        '/api/tsp/assignments/supervisors/{id}/agentcc',
        '/api/tsp/assignments/supervisors/agentcc',
        '/api/tsp/assignments/supervisors',
        '/api/users/{id}/assigning/channels',
        '/api/users/{id}/assigning/sectors',
        '/api/security/permissions',
        '/api/security/permissions/{id}',
        '/api/security/roles',
        '/api/security/roles/{id}',
        '/api/security/roles/{id}/permissions',
        '/api/security/roles/{id}/users',
        '/api/security/roles/permissions',
        '/api/security/accesslevels',
        '/api/security/accesslevels/{id}',
        '/api/security/accesslevels/permissionstypes',
        '/api/security/permissionstypes',
        '/api/security/permissionstypes/{id}',
        '/api/customers/channels',
        '/api/customers/regions',
        '/api/customers/sectors',
        '/api/countries',
      ]),
    );
    const remove = document.paths['/api/security/roles/{id}'].delete;
    expect(remove.description).toContain(AdminMessages.roleInUse);
    expect(Object.keys(remove.responses)).toEqual(expect.arrayContaining(['204', '409']));
    expect(document.paths['/api/tsp/assignments/supervisors'].post.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'supervisorId', in: 'query' })]),
    );
  });
});
