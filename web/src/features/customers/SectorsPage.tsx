import { Permission } from '@console/schema';
import { CustomerSectorListDocument, type CustomerSectorListQuery } from '../../generated/graphql.ts';
import { ListPage, intFilter, keywordFilter, type ListFilter } from '../../kit/ListPage.tsx';
import { regionOptions } from './options.ts';

const read = (data: CustomerSectorListQuery) => data.sectors;
const filters: ListFilter[] = [{ key: 'regionId', label: 'Région', source: regionOptions }];

/** /sectors (permission 12): id, code, name (and region); search and region filter. */
export default function SectorsPage() {
  return (
    <ListPage
      title="Secteurs"
      permission={Permission.SECTORS}
      query={CustomerSectorListDocument}
      variables={({ page, take, filters: values }) => ({ page, take, keyword: keywordFilter(values), regionId: intFilter(values, 'regionId') })}
      read={read}
      rowKey={(sector) => sector.sectorId}
      columns={[
        { id: 'id', header: 'Id', cell: (sector) => sector.sectorId, width: '70px' },
        { id: 'code', header: 'Code', cell: (sector) => sector.code ?? '' },
        { id: 'name', header: 'Nom', cell: (sector) => sector.name },
        { id: 'region', header: 'Région', cell: (sector) => sector.region?.name ?? '' },
      ]}
      search={{ placeholder: 'Code, nom…' }}
      filters={filters}
    />
  );
}
