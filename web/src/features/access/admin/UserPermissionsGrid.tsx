import { useEffect, useMemo } from 'react';
import { boolean, object } from 'yup';
import { SaveUserPermissionsDocument, type AdminUserQuery } from '../../../generated/graphql.ts';
import type { Column } from '../../../kit/DataTable.tsx';
import { EditableGrid, useEditableRows } from '../../../kit/EditableGrid.tsx';
import { FormCheckbox, FormSelect } from '../../../kit/formFields.tsx';
import { useOptions, type Option } from '../../../kit/options.ts';
import { useAppMutation } from '../../../kit/useAppMutation.ts';
import { accessLevelOptions, grantedLabel, permissionOptions, required, type useGridLevels } from './common.ts';

type Grant = NonNullable<AdminUserQuery['user']>['permissions'][number];

interface GrantRow {
  permissionId: string;
  accessLevelId: string;
  allowed: boolean;
  permissionName: string;
  accessLevelName: string;
}

const toRow = (grant: Grant) => ({
  id: grant.userPermissionId,
  data: {
    permissionId: String(grant.permissionId),
    accessLevelId: String(grant.accessLevelId),
    allowed: grant.allowed,
    permissionName: grant.permissionName ?? '',
    accessLevelName: grant.accessLevelName ?? '',
  },
});

const rowSchema = object({ permissionId: required(), accessLevelId: required(), allowed: boolean() });
const labelOf = (options: readonly Option[], value: string, fallback: string) => options.find((option) => option.value === value)?.label ?? (fallback || value);

/** The user's own permissions: edited in the grid, deletions and additions sent together on its confirm. */
export function UserPermissionsGrid({ userId, permissions, levels }: { userId: number; permissions: readonly Grant[]; levels: ReturnType<typeof useGridLevels> }) {
  const [rows, dispatch] = useEditableRows<GrantRow>(permissions.map(toRow));
  const { options: permissionChoices } = useOptions(permissionOptions, {});
  const { options: levelChoices } = useOptions(accessLevelOptions, {});
  const save = useAppMutation(SaveUserPermissionsDocument);

  // A new answer from the server (after a save, a reload) replaces the rows.
  useEffect(() => dispatch({ type: 'load', rows: permissions.map(toRow) }), [permissions, dispatch]);

  const columns = useMemo<Column<GrantRow>[]>(
    () => [
      { id: 'permission', header: 'Permission', cell: (row) => labelOf(permissionChoices, row.permissionId, row.permissionName) },
      { id: 'accessLevel', header: "Niveau d'accès", cell: (row) => labelOf(levelChoices, row.accessLevelId, row.accessLevelName) },
      { id: 'allowed', header: 'Autorisation', cell: (row) => grantedLabel(row.allowed), width: '130px' },
    ],
    [permissionChoices, levelChoices],
  );

  return (
    <EditableGrid
      title="Permissions de l'utilisateur"
      testId="user-permissions"
      rows={rows}
      dispatch={dispatch}
      columns={columns}
      {...levels}
      newRow={() => ({ permissionId: '', accessLevelId: '', allowed: true, permissionName: '', accessLevelName: '' })}
      rowSchema={rowSchema}
      addTitle="Ajouter une permission"
      editTitle="Modifier la permission"
      renderFields={(form) => (
        <>
          <FormSelect form={form} name="permissionId" label="Permission" options={permissionChoices} required />
          <FormSelect form={form} name="accessLevelId" label="Niveau d'accès" options={levelChoices} required />
          <FormCheckbox form={form} name="allowed" label="Autorisée" />
        </>
      )}
      onSend={async (changes) => {
        const outcome = await save.run({
          userId,
          changes: changes.map(({ typeAction, id, data }) => ({
            typeAction,
            userPermissionId: id,
            permissionId: Number(data.permissionId),
            accessLevelId: Number(data.accessLevelId),
            allowed: data.allowed,
          })),
        });
        if (!outcome.ok) return false;
        dispatch({ type: 'load', rows: outcome.data.saveUserPermissions.filter((grant) => grant.userId === userId).map(toRow) });
        return true;
      }}
    />
  );
}

