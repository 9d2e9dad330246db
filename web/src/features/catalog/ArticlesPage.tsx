import { Image20Regular, TagMultiple20Regular } from '@fluentui/react-icons';
import { Level, Permission } from '@console/schema';
import { useNavigate } from 'react-router';
import { CatalogArticlesDocument, type CatalogArticlesQuery } from '../../generated/graphql.ts';
import type { Column } from '../../kit/DataTable.tsx';
import { formatDate } from '../../kit/dates.ts';
import { ListPage, intFilter, keywordFilter, type ListFilter, type ListRowAction } from '../../kit/ListPage.tsx';
import { formatMoney, formatWeight } from '../../kit/money.ts';
import { activeOptions, activeVariable, brandLookup, familyOptions, subFamilyOptions } from './common.ts';

type ArticleRow = CatalogArticlesQuery['articles']['items'][number];

// At 1280 px with the menu open every column shows (dense cells); on a narrower screen the tax, the
// weight, then the date hide before Marque (kit/columnFit.ts).
const columns: Column<ArticleRow>[] = [
  { id: 'id', header: 'Id', cell: (article) => article.articleId, sortKey: 'articleId', width: '56px' },
  { id: 'designation', header: 'Désignation', cell: (article) => article.descriptionLong ?? article.descriptionShort ?? '', minWidth: 200 },
  { id: 'brand', header: 'Marque', cell: (article) => article.brand?.name ?? '', width: '120px', priority: 2 },
  { id: 'tax', header: 'Taxe', cell: (article) => article.taxe?.name ?? '', width: '90px', priority: 5 },
  { id: 'code', header: 'Code', cell: (article) => article.code, sortKey: 'code', width: '120px' },
  { id: 'price', header: 'Prix unitaire', cell: (article) => formatMoney(article.unitPrice), sortKey: 'unitPrice', align: 'end', width: '110px' },
  { id: 'weight', header: 'Poids brut', cell: (article) => formatWeight(article.grossWeight), align: 'end', width: '90px', priority: 4 },
  { id: 'created', header: 'Créé le', cell: (article) => formatDate(article.createdAt), sortKey: 'createdAt', width: '100px', priority: 3 },
];

const filters: ListFilter[] = [
  { key: 'status', label: 'Statut', options: activeOptions },
  { key: 'brandId', label: 'Marque', lookup: brandLookup },
  { key: 'familyId', label: 'Famille', source: familyOptions, clears: ['subFamilyId'] },
  { key: 'subFamilyId', label: 'Sous-famille', source: subFamilyOptions, enabledBy: 'familyId' },
];

const read = (data: CatalogArticlesQuery) => data.articles;

/** /articles (permission 1): search, status, brand, family → sub-family; row click opens the article (4 or 6). */
export default function ArticlesPage() {
  const navigate = useNavigate();
  const rowActions: ListRowAction<ArticleRow>[] = [
    { id: 'catalogs', label: 'Catalogues', icon: <TagMultiple20Regular />, levels: [Level.CREATE], onClick: (article) => navigate(`/articles/${article.articleId}/add-to-catalog`) },
    { id: 'images', label: 'Images', icon: <Image20Regular />, levels: [Level.EDIT], onClick: (article) => navigate(`/articles/${article.articleId}/images`) },
  ];
  return (
    <ListPage
      title="Articles"
      permission={Permission.ARTICLES}
      query={CatalogArticlesDocument}
      variables={({ page, take, filters: values, sort }) => ({
        page,
        take,
        keyword: keywordFilter(values),
        active: activeVariable(values.status),
        brandId: intFilter(values, 'brandId'),
        familyId: intFilter(values, 'familyId'),
        subFamilyId: intFilter(values, 'subFamilyId'),
        sort: sort ? { field: sort.key, descending: sort.descending } : null,
      })}
      read={read}
      rowKey={(article) => article.articleId}
      columns={columns}
      search={{ placeholder: 'Code, désignation…' }}
      filters={filters}
      rowHref={(article) => `/articles/${article.articleId}`}
      rowActions={rowActions}
    />
  );
}
