import type { FastifyInstance } from 'fastify';
import { Permission } from '@console/schema';
import { registerCrud, standardAccess } from '../http/crud.ts';
import { userTypeReferences } from './references.repository.ts';
import type { AccessServices } from './services.ts';

/**
 * User types at `api/users/types/` (the seeds write a trailing slash; both spellings are served).
 * Permission 8; the list also for agent assignment (44), whose screen starts by picking a user type (seed 000 §4).
 * Updates name the type by `UserTypeId`, as the seeds send it, or `userTypeId`.
 */
export function registerUserTypeRoutes(app: FastifyInstance, services: AccessServices) {
  registerCrud(app, services, {
    path: '/api/users/types',
    tag: 'Users',
    noun: 'user type',
    plural: 'user types',
    table: 'user_types',
    idColumn: 'user_type_id',
    idField: 'userTypeId',
    idAliases: ['UserTypeId'],
    fields: {
      name: { column: 'name', type: 'string', required: true },
      description: { column: 'description', type: 'string', required: true },
    },
    keywordFields: ['name', 'description'],
    sortFields: ['name'],
    access: standardAccess(Permission.USERS),
    listAlso: [{ permissions: [Permission.AGENT_ASSIGNMENT] }],
    references: userTypeReferences,
  });
}
