import { Permission } from '@console/schema';
import { AdminRolesDocument, DeleteRoleDocument } from '../../../generated/graphql.ts';
import { ListPage, keywordFilter } from '../../../kit/ListPage.tsx';
import { useDeleteMutation } from '../../../kit/useDeleteMutation.ts';

/** /roles/: roles (permission 10). */
export default function RolesListPage() {
  const remove = useDeleteMutation(DeleteRoleDocument, (data) => data.deleteRole);
  return (
    <ListPage
      title="Rôles"
      permission={Permission.ACCESS_ADMIN}
      query={AdminRolesDocument}
      variables={({ page, take, filters }) => ({ page, take, keyword: keywordFilter(filters) })}
      read={(data) => data.roles}
      rowKey={(role) => role.roleId}
      columns={[
        { id: 'id', header: 'Id', cell: (role) => role.roleId, width: '70px' },
        { id: 'name', header: 'Nom', cell: (role) => role.name },
        { id: 'description', header: 'Description', cell: (role) => role.description ?? '' },
      ]}
      rowHref={(role) => `/roles/${role.roleId}`}
      add={{ href: '/roles/new', label: 'Nouveau rôle' }}
      remove={{ run: (role) => remove.remove({ roleId: role.roleId }), message: (role) => `Voulez-vous vraiment supprimer le rôle ${role.name} ?` }}
    />
  );
}
