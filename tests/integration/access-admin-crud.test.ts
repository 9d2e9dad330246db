import { describe, expect, it } from 'vitest';
import { Messages } from '@console/schema';
import { signedInStack } from './stack.ts';

/**
 * The plain create / get / update / list / delete resources of access administration, one table
 * row each: what the form sends, the field the list shows, the id field.
 */
const resources = [
  { name: 'user type', create: 'createUserType', update: 'updateUserType', remove: 'deleteUserType', get: 'userType', list: 'userTypes', key: 'userType', id: 'userTypeId', input: { name: 'Magasinier', description: 'Gestion du stock' } },
  { name: 'permission', create: 'createPermissionDefinition', update: 'updatePermissionDefinition', remove: 'deletePermissionDefinition', get: 'permissionDefinition', list: 'permissionDefinitions', key: 'permission', id: 'permissionId', input: { name: 'Factures', description: 'Factures clients', order: 90 } },
  { name: 'permission type', create: 'createPermissionType', update: 'updatePermissionType', remove: 'deletePermissionType', get: 'permissionType', list: 'permissionTypes', key: 'permissionType', id: 'permissionTypeId', input: { name: 'Archivage', description: 'Archiver' } },
  { name: 'role', create: 'createRole', update: 'updateRole', remove: 'deleteRole', get: 'role', list: 'roles', key: 'role', id: 'roleId', input: { name: 'Caisse centrale', description: 'Caissiers' } },
  { name: 'access level', create: 'createAccessLevel', update: 'updateAccessLevel', remove: 'deleteAccessLevel', get: 'accessLevel', list: 'accessLevels', key: 'accessLevel', id: 'accessLevelId', input: { name: 'Lecture seule', description: 'Consulter' } },
] as const;

const INPUT_TYPES: Record<string, string> = {
  createUserType: 'UserTypeInput',
  createPermissionDefinition: 'PermissionInput',
  createPermissionType: 'PermissionTypeInput',
  createRole: 'RoleInput',
  createAccessLevel: 'AccessLevelInput',
};

describe('access administration resources, create to delete', () => {
  const suite = signedInStack({ backend: 'pglite' }, ['admin']);
  const as = <T>(query: string, variables?: Record<string, unknown>) => suite.as<T>('admin', query, variables);
  it.each(resources.map((resource) => [resource.name, resource] as const))('%s', async (_name, resource) => {
    const inputType = INPUT_TYPES[resource.create]!;
    type Saved = { ok: boolean; errors: Array<{ field: string; message: string }> } & Record<string, Record<string, unknown> | null>;
    const create = `mutation($input: ${inputType}!) { ${resource.create}(input: $input) { ok errors { field message } ${resource.key} { ${resource.id} name description } } }`;

    const empty = (await as<Record<string, Saved>>(create, { input: { ...resource.input, name: '' } })).data![resource.create]!;
    expect(empty.ok).toBe(false);
    expect(empty.errors).toContainEqual({ field: 'name', message: Messages.requiredField });

    const created = (await as<Record<string, Saved>>(create, { input: resource.input })).data![resource.create]!;
    expect(created.ok).toBe(true);
    const id = created[resource.key]![resource.id] as number;

    const update = `mutation($id: Int!, $input: ${inputType}!) { ${resource.update}(${resource.id}: $id, input: $input) { ok ${resource.key} { name } } }`;
    const renamed = (await as<Record<string, Saved>>(update, { id, input: { ...resource.input, name: `${resource.input.name} (modifié)` } })).data![resource.update]!;
    expect(renamed[resource.key]).toEqual({ name: `${resource.input.name} (modifié)` });

    const read = await as<Record<string, { name: string } | null>>(`{ ${resource.get}(${resource.id}: ${id}) { name description } }`);
    expect(read.data![resource.get]).toEqual({ name: `${resource.input.name} (modifié)`, description: resource.input.description });
    const listed = await as<Record<string, { count: number; items: Array<Record<string, unknown>> }>>(`{ ${resource.list}(keyword: "modifié", take: 50) { count items { ${resource.id} } } }`);
    expect(listed.data![resource.list]!.items.map((item) => item[resource.id])).toContain(id);

    expect((await as<Record<string, boolean>>(`mutation { ${resource.remove}(${resource.id}: ${id}) }`)).data![resource.remove]).toBe(true);
    expect((await as<Record<string, null>>(`{ ${resource.get}(${resource.id}: ${id}) { name } }`)).data![resource.get]).toBeNull();
  });
});
