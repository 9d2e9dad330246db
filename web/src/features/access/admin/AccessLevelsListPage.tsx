import { Permission } from '@console/schema';
import { AdminAccessLevelsDocument, DeleteAccessLevelDocument } from '../../../generated/graphql.ts';
import { ListPage, keywordFilter } from '../../../kit/ListPage.tsx';
import { useDeleteMutation } from '../../../kit/useDeleteMutation.ts';

/** /accesslevels/: access levels and the permission types they group (permission 10). */
export default function AccessLevelsListPage() {
  const remove = useDeleteMutation(DeleteAccessLevelDocument, (data) => data.deleteAccessLevel);
  return (
    <ListPage
      title="Niveaux d'accès"
      permission={Permission.ACCESS_ADMIN}
      query={AdminAccessLevelsDocument}
      variables={({ page, take, filters }) => ({ page, take, keyword: keywordFilter(filters) })}
      read={(data) => data.accessLevels}
      rowKey={(level) => level.accessLevelId}
      columns={[
        { id: 'id', header: 'Id', cell: (level) => level.accessLevelId, width: '70px' },
        { id: 'name', header: 'Nom', cell: (level) => level.name },
        { id: 'description', header: 'Description', cell: (level) => level.description ?? '' },
        {
          id: 'types',
          header: 'Types de permissions',
          wrap: true,
          cell: (level) =>
            [...level.details]
              .sort((a, b) => a.permissionTypeId - b.permissionTypeId)
              .map((detail) => detail.permissionTypeName ?? detail.permissionTypeId)
              .join(', '),
        },
      ]}
      rowHref={(level) => `/accesslevels/${level.accessLevelId}`}
      add={{ href: '/accesslevels/new', label: 'Nouveau niveau' }}
      remove={{ run: (level) => remove.remove({ accessLevelId: level.accessLevelId }) }}
    />
  );
}
