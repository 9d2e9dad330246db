import { Level, CANAL_TYPE_LABELS, PROMO_TYPE_LABELS, Permission } from '@console/schema';
import {
  PromotionDeleteDocument,
  PromotionListDocument,
  type PromotionDeleteMutation,
  type PromotionDeleteMutationVariables,
  type PromotionListQuery,
} from '../../generated/graphql.ts';
import type { Column } from '../../kit/DataTable.tsx';
import { formatDate } from '../../kit/dates.ts';
import { ListPage, intFilter, keywordFilter, type ListFilter } from '../../kit/ListPage.tsx';
import { useDeleteMutation } from '../../kit/useDeleteMutation.ts';
import { canalTypeOptions, labelOf, promoTypeOptions } from './options.ts';

type PromotionRow = PromotionListQuery['promotions']['items'][number];

// At 1280 px (a 992 px card) every column shows; the description gives way first, then the canal type.
const columns: Column<PromotionRow>[] = [
  { id: 'id', header: 'Id', cell: (promotion) => promotion.promotionId, width: '56px' },
  { id: 'code', header: 'Code', cell: (promotion) => promotion.code, sortKey: 'code', width: '130px' },
  { id: 'description', header: 'Description', cell: (promotion) => promotion.description, minWidth: 160, priority: 3 },
  { id: 'canalType', header: 'Type de canal', cell: (promotion) => labelOf(CANAL_TYPE_LABELS, promotion.canalType), width: '130px', priority: 2 },
  { id: 'promoType', header: 'Type de promotion', cell: (promotion) => labelOf(PROMO_TYPE_LABELS, promotion.promoType), width: '120px' },
  { id: 'dateFrom', header: 'Du', cell: (promotion) => formatDate(promotion.dateFrom), sortKey: 'dateFrom', width: '96px' },
  { id: 'dateTo', header: 'Au', cell: (promotion) => formatDate(promotion.dateTo), sortKey: 'dateTo', width: '96px' },
];

const filters: ListFilter[] = [
  // 'Tous' is canal type 4 (every canal): no filter reads otherwise.
  { key: 'canalType', label: 'Type de canal', options: canalTypeOptions, allLabel: 'Tous les types' },
  { key: 'promoType', label: 'Type de promotion', options: promoTypeOptions },
  { key: 'activeOnly', label: 'Actives seulement', toggle: true },
];

const read = (data: PromotionListQuery) => data.promotions;
const readDeleted = (data: PromotionDeleteMutation) => data.deletePromotion;
/** A deleted promotion leaves the cache (its row). */
const evicted = (variables: PromotionDeleteMutationVariables) => ({ __typename: 'PromotionSummary', promotionId: variables.promotionId });

/**
 * /promotions (permission 2): keyword, canal type, promo type, active-only; sort on code and dates;
 * new promotion (level 3), open (4), delete (5).
 */
export default function PromotionsPage() {
  const deletePromotion = useDeleteMutation(PromotionDeleteDocument, readDeleted, evicted);
  return (
    <ListPage
      title="Promotions"
      permission={Permission.PROMOTIONS}
      query={PromotionListDocument}
      variables={({ page, take, filters: values, sort }) => ({
        page,
        take,
        keyword: keywordFilter(values),
        canalType: intFilter(values, 'canalType'),
        promoType: intFilter(values, 'promoType'),
        activeOnly: values.activeOnly === '1' ? true : null,
        sort: sort ? { field: sort.key, descending: sort.descending } : null,
      })}
      read={read}
      rowKey={(promotion) => promotion.promotionId}
      columns={columns}
      search={{ placeholder: 'Code, description…' }}
      filters={filters}
      rowHref={(promotion) => `/promotion/${promotion.promotionId}`}
      openLevels={[Level.EDIT]}
      add={{ href: '/promotion/new', label: 'Nouvelle promotion' }}
      remove={{
        run: (promotion) => deletePromotion.remove({ promotionId: promotion.promotionId }),
        message: (promotion) => `Voulez-vous vraiment supprimer la promotion ${promotion.code} ?`,
      }}
    />
  );
}
