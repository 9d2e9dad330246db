import type { FastifyInstance } from 'fastify';
import { Permission } from '@console/schema';
import { registerCrud, standardAccess } from '../http/crud.ts';
import { permissionReferences, permissionTypeReferences } from './references.repository.ts';
import type { AccessServices } from './services.ts';

/** Permissions and permission types (permission 10), plain tables. */
export function registerSecurityRoutes(app: FastifyInstance, services: AccessServices) {
  registerCrud(app, services, {
    path: '/api/security/permissions',
    tag: 'Access administration',
    noun: 'permission',
    plural: 'permissions',
    table: 'permissions',
    idColumn: 'permission_id',
    idField: 'permissionId',
    createWithId: true,
    fields: {
      name: { column: 'name', type: 'string', required: true },
      description: { column: 'description', type: 'string', required: true },
      order: { column: 'order', type: 'integer', required: true, description: 'Position in menus and grids.' },
    },
    keywordFields: ['name', 'description'],
    sortFields: ['name', 'order'],
    access: standardAccess(Permission.ACCESS_ADMIN),
    // The user-permissions grid of the users screens (8) picks a permission.
    listAlso: [{ permissions: [Permission.USERS] }],
    references: permissionReferences,
  });

  registerCrud(app, services, {
    path: '/api/security/permissionstypes',
    tag: 'Access administration',
    noun: 'permission type',
    plural: 'permission types',
    table: 'permission_types',
    idColumn: 'permission_type_id',
    idField: 'permissionTypeId',
    createWithId: true,
    fields: {
      name: { column: 'name', type: 'string', required: true },
      description: { column: 'description', type: 'string', required: true },
    },
    keywordFields: ['name', 'description'],
    sortFields: ['name'],
    access: standardAccess(Permission.ACCESS_ADMIN),
    references: permissionTypeReferences,
  });
}
