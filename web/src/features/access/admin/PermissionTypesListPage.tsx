import { Permission } from '@console/schema';
import { AdminPermissionTypesDocument, DeletePermissionTypeDocument } from '../../../generated/graphql.ts';
import { ListPage, keywordFilter } from '../../../kit/ListPage.tsx';
import { useDeleteMutation } from '../../../kit/useDeleteMutation.ts';

/** /permissionstypes/: the permission types (the levels), permission 10. */
export default function PermissionTypesListPage() {
  const remove = useDeleteMutation(DeletePermissionTypeDocument, (data) => data.deletePermissionType);
  return (
    <ListPage
      title="Types de permissions"
      permission={Permission.ACCESS_ADMIN}
      query={AdminPermissionTypesDocument}
      variables={({ page, take, filters }) => ({ page, take, keyword: keywordFilter(filters) })}
      read={(data) => data.permissionTypes}
      rowKey={(type) => type.permissionTypeId}
      columns={[
        { id: 'id', header: 'Id', cell: (type) => type.permissionTypeId, width: '70px' },
        { id: 'name', header: 'Nom', cell: (type) => type.name },
        { id: 'description', header: 'Description', cell: (type) => type.description ?? '' },
      ]}
      rowHref={(type) => `/permissionstypes/${type.permissionTypeId}`}
      add={{ href: '/permissionstypes/new', label: 'Nouveau type' }}
      remove={{ run: (type) => remove.remove({ permissionTypeId: type.permissionTypeId }) }}
    />
  );
}
