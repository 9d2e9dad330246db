import { Level, Permission } from '@console/schema';
import { DeleteHomePageDocument, HomePagesDocument, type HomePagesQuery } from '../../generated/graphql.ts';
import type { Column } from '../../kit/DataTable.tsx';
import { ListPage, keywordFilter } from '../../kit/ListPage.tsx';
import { useDeleteMutation } from '../../kit/useDeleteMutation.ts';

type HomePageRow = HomePagesQuery['homePages']['items'][number];

const read = (data: HomePagesQuery) => data.homePages;
const deleted = (data: { deleteHomePage: boolean }) => data.deleteHomePage;
const evicted = (variables: { homePageId: number }) => ({ __typename: 'HomePage', homePageId: variables.homePageId });

const columns: Column<HomePageRow>[] = [
  { id: 'id', header: 'Id', cell: (homePage) => homePage.homePageId, width: '70px' },
  { id: 'name', header: 'Titre', cell: (homePage) => homePage.name, minWidth: 200 },
  { id: 'description', header: 'Description', cell: (homePage) => homePage.description ?? '', minWidth: 240, priority: 2 },
];

/** /homepages (permission 20): id, title, description; new at level 3, edit at 4, delete at 5 (seed 002). */
export default function HomePagesPage() {
  const del = useDeleteMutation(DeleteHomePageDocument, deleted, evicted);
  return (
    <ListPage
      title="Pages d'accueil"
      permission={Permission.HOMEPAGES}
      query={HomePagesDocument}
      variables={({ page, take, filters }) => ({ page, take, keyword: keywordFilter(filters) })}
      read={read}
      rowKey={(homePage) => homePage.homePageId}
      columns={columns}
      rowHref={(homePage) => `/homepages/${homePage.homePageId}`}
      openLevels={[Level.EDIT]}
      add={{ href: '/homepages/new' }}
      remove={{ run: (homePage) => del.remove({ homePageId: homePage.homePageId }) }}
    />
  );
}
