/** The point of sale's reads (seed 001 "Point of sale and orders"): customers, catalogue, families, brands, delivery options. */
import { CATALOG_PAGE_SIZE } from '@console/schema';
import type { PosArticle, Resolvers } from '../generated/resolvers.ts';
import type { RowOf } from '../rest/api.ts';
import { gatewayError } from '../rest/errors.ts';
import { itemOrNull, listPage, rowsOf } from '../rest/resource.ts';

/** REST paths of the point of sale's reads: the OpenAPI document's templates. */
const paths = {
  customers: '/api/orders/pos/customers',
  customer: '/api/orders/pos/customers/{id}',
  catalog: '/api/orders/pos/catalog',
  families: '/api/orders/pos/families',
  brands: '/api/orders/pos/brands',
  deliveryOptions: '/api/orders/pos/delivery-options',
} as const;

/** REST puts the article's promotion fields beside its own; GraphQL also groups them in articlePromotionInfo. */
const posArticle = (row: RowOf<'get', typeof paths.catalog>): PosArticle => {
  const { articleId, inPromo, promotionPercent, unitPriceTTC, unitPromotionPriceTTC } = row;
  return { ...row, articlePromotionInfo: { articleId, inPromo, promotionPercent, unitPriceTTC, unitPromotionPriceTTC, ...row.articlePromotionInfo } };
};

export const pointOfSaleResolvers: Resolvers = {
  Query: {
    posCustomers: (_parent, { keyword }, { rest }) => rowsOf(rest.get(paths.customers, { query: { keyword } })),
    posCustomer: (_parent, { customerId }, { rest }) => itemOrNull(() => rest.get(paths.customer, { path: { id: customerId } })),
    posCatalog: (_parent, { customerId, page, keyword, familyId, brandId, onlyWithPromotion, deliveryModeId }, { rest }) =>
      listPage(
        rest.get(paths.catalog, {
          query: { customerId, page, take: CATALOG_PAGE_SIZE, keyword, commercialFamilyId: familyId, brandId, onlyWithPromotion, deliveryModeId },
        }),
        posArticle,
      ),
    posFamilies: (_parent, { customerId }, { rest }) => rowsOf(rest.get(paths.families, { query: { customerId } })),
    posBrands: (_parent, { customerId, familyId }, { rest }) => rowsOf(rest.get(paths.brands, { query: { customerId, commercialFamilyId: familyId } })),
    async deliveryOptions(_parent, { customerId }, { rest }) {
      const answer = await rest.get(paths.deliveryOptions, { query: { customerId } });
      if (!answer) throw gatewayError('UPSTREAM_UNAVAILABLE');
      return answer.data;
    },
  },
};
