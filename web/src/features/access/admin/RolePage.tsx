import { useQuery } from '@apollo/client/react';
import { Permission } from '@console/schema';
import { useEffect, useMemo } from 'react';
import { object } from 'yup';
import {
  AdminRoleDocument,
  AdminRolePermissionsDocument,
  AdminRoleUsersDocument,
  CreateRoleDocument,
  SaveRolePermissionsDocument,
  SaveRoleUsersDocument,
  UpdateRoleDocument,
  type AdminRolePermissionsQuery,
  type AdminRoleUsersQuery,
} from '../../../generated/graphql.ts';
import type { Column } from '../../../kit/DataTable.tsx';
import { DetailLayout, FormSection } from '../../../kit/DetailLayout.tsx';
import { EditableGrid, useEditableRows } from '../../../kit/EditableGrid.tsx';
import { TypeAction } from '../../../kit/editableRows.ts';
import { FormSelect, fieldError } from '../../../kit/formFields.tsx';
import { FormInput } from '../../../kit/formFields.tsx';
import { LookupCombobox } from '../../../kit/LookupCombobox.tsx';
import { ReadOnlyField } from '../../../kit/ReadOnlyField.tsx';
import { useOptions, type Option } from '../../../kit/options.ts';
import { useAppMutation } from '../../../kit/useAppMutation.ts';
import { useDetailPage } from '../../../kit/useDetailPage.ts';
import { accessLevelOptions, anyUserLookup, fullName, permissionOptions, required, saveOutcome, useGridLevels } from './common.ts';

type GridLevels = ReturnType<typeof useGridLevels>;
import { roleSchema } from './formSchemas.ts';

const FIELDS = ['name', 'description'] as const;
const schema = roleSchema;
/** The role's users are read in one go (the API pages them by up to 1000). */
const ROLE_USERS_TAKE = 1000;

/** /roles/:id and /roles/new: the role, its permissions and its users (each change sent at once). */
export default function RolePage() {
  const create = useAppMutation(CreateRoleDocument, { result: (data) => data.createRole, fields: FIELDS });
  const update = useAppMutation(UpdateRoleDocument, { result: (data) => data.updateRole, fields: FIELDS });
  const levels = useGridLevels(Permission.ACCESS_ADMIN);
  const page = useDetailPage({
    load: { query: AdminRoleDocument, variables: (roleId) => ({ roleId }), read: (data) => data.role },
    notFound: '/roles/new',
    listPath: '/roles/',
    editPath: (id) => `/roles/${id}`,
    afterCreate: 'edit',
    toValues: (role) => ({ name: role?.name ?? '', description: role?.description ?? '' }),
    schema,
    create: async (values) =>
      saveOutcome(await create.run({ input: { name: values.name.trim(), description: values.description.trim() || null } }), (data) => data.createRole.role?.roleId),
    update: async (roleId, values) =>
      saveOutcome(await update.run({ roleId, input: { name: values.name.trim(), description: values.description.trim() || null } }), () => roleId),
  });
  return (
    <DetailLayout title={page.isNew ? 'Nouveau rôle' : `Rôle${page.item ? ` : ${page.item.name}` : ''}`} onBack={page.back} loading={page.loading} error={page.loadError} guard={page.guard}>
      <FormSection onSubmit={page.formik.handleSubmit} submitDisabled={page.submitDisabled} saving={page.saving} pending={page.dirty}>
        <FormInput form={page.formik} name="name" label="Nom" required />
        <FormInput form={page.formik} name="description" label="Description" />
      </FormSection>
      {page.item && page.id !== null && (
        <>
          <RolePermissionsGrid key={`permissions-${page.id}`} roleId={page.id} levels={levels} />
          <RoleUsersGrid key={`users-${page.id}`} roleId={page.id} levels={levels} />
        </>
      )}
    </DetailLayout>
  );
}

type RolePermission = AdminRolePermissionsQuery['rolePermissions'][number];
interface RolePermissionRow {
  permissionId: string;
  accessLevelId: string;
  permissionName: string;
  accessLevelName: string;
}
const toPermissionRow = (row: RolePermission) => ({
  id: row.rolePermissionId,
  data: { permissionId: String(row.permissionId), accessLevelId: String(row.accessLevelId), permissionName: row.permissionName ?? '', accessLevelName: row.accessLevelName ?? '' },
});
const permissionRowSchema = object({ permissionId: required(), accessLevelId: required() });
const labelOf = (options: readonly Option[], value: string, fallback: string) => options.find((option) => option.value === value)?.label ?? (fallback || value);

function RolePermissionsGrid({ roleId, levels }: { roleId: number; levels: GridLevels }) {
  const { data } = useQuery(AdminRolePermissionsDocument, { variables: { roleId }, fetchPolicy: 'network-only' });
  const [rows, dispatch] = useEditableRows<RolePermissionRow>();
  useEffect(() => {
    if (data) dispatch({ type: 'load', rows: data.rolePermissions.map(toPermissionRow) });
  }, [data, dispatch]);
  const { options: permissionChoices } = useOptions(permissionOptions, {});
  const { options: levelChoices } = useOptions(accessLevelOptions, {});
  const save = useAppMutation(SaveRolePermissionsDocument);

  const columns = useMemo<Column<RolePermissionRow>[]>(
    () => [
      { id: 'permission', header: 'Permission', cell: (row) => labelOf(permissionChoices, row.permissionId, row.permissionName) },
      { id: 'accessLevel', header: "Niveau d'accès", cell: (row) => labelOf(levelChoices, row.accessLevelId, row.accessLevelName) },
    ],
    [permissionChoices, levelChoices],
  );

  return (
    <EditableGrid
      title="Permissions du rôle"
      testId="role-permissions"
      rows={rows}
      dispatch={dispatch}
      columns={columns}
      {...levels}
      newRow={() => ({ permissionId: '', accessLevelId: '', permissionName: '', accessLevelName: '' })}
      rowSchema={permissionRowSchema}
      addTitle="Ajouter une permission au rôle"
      editTitle="Modifier la permission du rôle"
      renderFields={(form) => (
        <>
          <FormSelect form={form} name="permissionId" label="Permission" options={permissionChoices} required />
          <FormSelect form={form} name="accessLevelId" label="Niveau d'accès" options={levelChoices} required />
        </>
      )}
      onCommitRow={async (row, values) => {
        const permissionId = Number(values.permissionId);
        const accessLevelId = Number(values.accessLevelId);
        const outcome = await save.run({
          roleId,
          changes: [{ typeAction: row.id === null ? TypeAction.NEW_SAVED : TypeAction.MODIFIED, rolePermissionId: row.id, permissionId, accessLevelId }],
        });
        if (!outcome.ok) return null;
        const saved = outcome.data.saveRolePermissions.find(
          (answer) => answer.roleId === roleId && (row.id !== null ? answer.rolePermissionId === row.id : answer.permissionId === permissionId && answer.accessLevelId === accessLevelId),
        );
        return saved ? { id: saved.rolePermissionId, data: toPermissionRow(saved).data } : null;
      }}
      onRemoveRow={async (row) => {
        const outcome = await save.run({
          roleId,
          changes: [{ typeAction: TypeAction.DELETED, rolePermissionId: row.id, permissionId: Number(row.data.permissionId), accessLevelId: Number(row.data.accessLevelId) }],
        });
        return outcome.ok;
      }}
    />
  );
}

type RoleUser = AdminRoleUsersQuery['roleUsers']['items'][number];
interface RoleUserRow {
  userId: string;
  name: string;
  email: string;
}
const toUserRow = (row: RoleUser) => ({ id: row.userRoleId, data: { userId: String(row.userId), name: fullName(row), email: row.email ?? '' } });
/** Seed 000 §5: a role-user row needs the user and the e-mail. */
const userRowSchema = object({ userId: required(), email: required() });

function RoleUsersGrid({ roleId, levels }: { roleId: number; levels: GridLevels }) {
  const { data } = useQuery(AdminRoleUsersDocument, { variables: { roleId, page: 1, take: ROLE_USERS_TAKE }, fetchPolicy: 'network-only' });
  const [rows, dispatch] = useEditableRows<RoleUserRow>();
  useEffect(() => {
    if (data) dispatch({ type: 'load', rows: data.roleUsers.items.map(toUserRow) });
  }, [data, dispatch]);
  const save = useAppMutation(SaveRoleUsersDocument);
  const members = useMemo(() => new Set(rows.filter((row) => row.typeAction !== TypeAction.DELETED).map((row) => row.data.userId)), [rows]);

  return (
    <EditableGrid
      title="Utilisateurs du rôle"
      testId="role-users"
      rows={rows}
      dispatch={dispatch}
      columns={[
        { id: 'userId', header: 'Id', cell: (row) => row.userId, width: '70px' },
        { id: 'name', header: 'Nom', cell: (row) => row.name },
        { id: 'email', header: 'E-mail', cell: (row) => row.email },
      ]}
      {...levels}
      noEdit
      newRow={() => ({ userId: '', name: '', email: '' })}
      rowSchema={userRowSchema}
      addTitle="Ajouter un utilisateur au rôle"
      renderFields={(form) => (
        <>
          <LookupCombobox
            label="Utilisateur"
            required
            source={anyUserLookup}
            exclude={members}
            testId="role-user-lookup"
            value={form.values.userId ? { value: form.values.userId, label: form.values.name } : null}
            validationMessage={fieldError(form, 'userId')}
            onChange={(option) => void form.setValues({ userId: option?.value ?? '', name: option?.label ?? '', email: option?.detail ?? '' })}
          />
          <ReadOnlyField label="E-mail" required value={form.values.email} testId="role-user-email" validationMessage={fieldError(form, 'email')} />
        </>
      )}
      onCommitRow={async (_row, values) => {
        const userId = Number(values.userId);
        const outcome = await save.run({ roleId, changes: [{ typeAction: TypeAction.NEW_SAVED, userId }] });
        if (!outcome.ok) return null;
        const saved = outcome.data.saveRoleUsers.find((answer) => answer.userId === userId);
        return saved ? { id: saved.userRoleId, data: toUserRow(saved).data } : null;
      }}
      onRemoveRow={async (row) => {
        const outcome = await save.run({ roleId, changes: [{ typeAction: TypeAction.DELETED, userRoleId: row.id, userId: Number(row.data.userId) }] });
        return outcome.ok;
      }}
    />
  );
}
