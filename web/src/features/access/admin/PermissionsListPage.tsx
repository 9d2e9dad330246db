import { Permission } from '@console/schema';
import { AdminPermissionsDocument, DeletePermissionDocument } from '../../../generated/graphql.ts';
import { ListPage, keywordFilter } from '../../../kit/ListPage.tsx';
import { useDeleteMutation } from '../../../kit/useDeleteMutation.ts';

/** /permissions/: the permission definitions (permission 10). */
export default function PermissionsListPage() {
  const remove = useDeleteMutation(DeletePermissionDocument, (data) => data.deletePermissionDefinition);
  return (
    <ListPage
      title="Permissions"
      permission={Permission.ACCESS_ADMIN}
      query={AdminPermissionsDocument}
      variables={({ page, take, filters }) => ({ page, take, keyword: keywordFilter(filters) })}
      read={(data) => data.permissionDefinitions}
      rowKey={(permission) => permission.permissionId}
      columns={[
        { id: 'id', header: 'Id', cell: (permission) => permission.permissionId, width: '70px' },
        { id: 'name', header: 'Nom', cell: (permission) => permission.name },
        { id: 'description', header: 'Description', cell: (permission) => permission.description ?? '' },
        { id: 'order', header: 'Ordre', cell: (permission) => permission.order ?? '', align: 'end', width: '90px' },
      ]}
      rowHref={(permission) => `/permissions/${permission.permissionId}`}
      add={{ href: '/permissions/new', label: 'Nouvelle permission' }}
      remove={{ run: (permission) => remove.remove({ permissionId: permission.permissionId }) }}
    />
  );
}
