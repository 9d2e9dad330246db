import { Permission } from '@console/schema';
import { AdminUsersDocument, DeleteUserDocument, ResetUserPasswordDocument, type AdminUsersQuery } from '../../../generated/graphql.ts';
import { ListPage, intFilter, keywordFilter, type ListFilter } from '../../../kit/ListPage.tsx';
import type { Column } from '../../../kit/DataTable.tsx';
import { StatusBadge } from '../../../kit/StatusBadge.tsx';
import { useAppMutation } from '../../../kit/useAppMutation.ts';
import { useDeleteMutation } from '../../../kit/useDeleteMutation.ts';
import { fullName, roleOptions, userTypeOptions, yesNo } from './common.ts';

type UserRow = AdminUsersQuery['users']['items'][number];

const columns: Column<UserRow>[] = [
  { id: 'id', header: 'Id', cell: (user) => user.userId, sortKey: 'userId', width: '64px' },
  { id: 'name', header: 'Nom', cell: (user) => fullName(user), sortKey: 'lastName', wrap: true },
  { id: 'email', header: 'E-mail', cell: (user) => user.email, sortKey: 'email', width: '23%' },
  { id: 'phone', header: 'Téléphone', cell: (user) => user.phoneNumber ?? '', width: '132px' },
  { id: 'type', header: 'Type', cell: (user) => user.type?.name ?? user.userTypeId, sortKey: 'userTypeId', wrap: true },
  { id: 'roles', header: 'Rôles', cell: (user) => user.roles.map((role) => role.name).join(', '), wrap: true },
  {
    id: 'active',
    header: 'Actif',
    width: '72px',
    cell: (user) => (
      <StatusBadge tone={user.active ? 'active' : 'inactive'}>{yesNo(user.active)}</StatusBadge>
    ),
  },
];

const filters: ListFilter[] = [
  { key: 'userTypeId', label: "Type d'utilisateur", source: userTypeOptions },
  { key: 'roleId', label: 'Rôle', source: roleOptions },
];

const PASSWORD_FIELDS = ['password', 'confirmPassword'] as const;

/** /users: keyword, user type and role filters; add (3), open (4/6), delete (5), change password (8). */
export default function UsersListPage() {
  const deleteUser = useDeleteMutation(DeleteUserDocument, (data) => data.deleteUser);
  const resetPassword = useAppMutation(ResetUserPasswordDocument, { result: (data) => data.resetUserPassword, fields: PASSWORD_FIELDS });
  return (
    <ListPage
      title="Utilisateurs"
      permission={Permission.USERS}
      query={AdminUsersDocument}
      variables={({ page, take, filters: values, sort }) => ({
        page,
        take,
        keyword: keywordFilter(values),
        userTypeId: intFilter(values, 'userTypeId'),
        roleId: intFilter(values, 'roleId'),
        sort: sort ? { field: sort.key, descending: sort.descending } : null,
      })}
      read={(data) => data.users}
      rowKey={(user) => user.userId}
      columns={columns}
      search={{ placeholder: 'Nom, e-mail, téléphone…' }}
      filters={filters}
      rowHref={(user) => `/users/${user.userId}`}
      add={{ href: '/users/new', label: 'Nouvel utilisateur' }}
      remove={{
        run: (user) => deleteUser.remove({ userId: user.userId }),
        message: (user) => `Voulez-vous vraiment supprimer l'utilisateur ${fullName(user)} ?`,
      }}
      changePassword={{
        run: async (user, change) => {
          const outcome = await resetPassword.run({ userId: user.userId, password: change.newPassword, confirmPassword: change.newPassword });
          if (outcome.ok) return null;
          const { password, confirmPassword } = outcome.fieldErrors;
          return { newPassword: password ?? confirmPassword };
        },
      }}
    />
  );
}
