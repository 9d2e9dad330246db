import { Permission } from '@console/schema';
import { AdminUserTypesDocument, DeleteUserTypeDocument } from '../../../generated/graphql.ts';
import { ListPage, keywordFilter } from '../../../kit/ListPage.tsx';
import { useDeleteMutation } from '../../../kit/useDeleteMutation.ts';

/** /users/types/: id, name, description (permission 8). */
export default function UserTypesListPage() {
  const remove = useDeleteMutation(DeleteUserTypeDocument, (data) => data.deleteUserType);
  return (
    <ListPage
      title="Types d'utilisateurs"
      permission={Permission.USERS}
      query={AdminUserTypesDocument}
      variables={({ page, take, filters }) => ({ page, take, keyword: keywordFilter(filters) })}
      read={(data) => data.userTypes}
      rowKey={(type) => type.userTypeId}
      columns={[
        { id: 'id', header: 'Id', cell: (type) => type.userTypeId, width: '70px' },
        { id: 'name', header: 'Nom', cell: (type) => type.name },
        { id: 'description', header: 'Description', cell: (type) => type.description ?? '' },
      ]}
      rowHref={(type) => `/users/types/${type.userTypeId}`}
      add={{ href: '/users/types/new', label: 'Nouveau type' }}
      remove={{ run: (type) => remove.remove({ userTypeId: type.userTypeId }) }}
    />
  );
}
