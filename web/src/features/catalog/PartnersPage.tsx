import { Permission } from '@console/schema';
import { CatalogPartnersDocument, type CatalogPartnersQuery } from '../../generated/graphql.ts';
import { ListPage, keywordFilter } from '../../kit/ListPage.tsx';

const read = (data: CatalogPartnersQuery) => data.partners;

/** /partners (permission 6): id, title, description; search. */
export default function PartnersPage() {
  return (
    <ListPage
      title="Partenaires"
      permission={Permission.PARTNERS}
      query={CatalogPartnersDocument}
      variables={({ page, take, filters }) => ({ page, take, keyword: keywordFilter(filters) })}
      read={read}
      rowKey={(partner) => partner.partnerId}
      columns={[
        { id: 'id', header: 'Id', cell: (partner) => partner.partnerId, width: '70px' },
        { id: 'title', header: 'Titre', cell: (partner) => partner.title },
        { id: 'description', header: 'Description', cell: (partner) => partner.description ?? '' },
      ]}
    />
  );
}
