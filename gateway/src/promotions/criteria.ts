import { Messages } from '@console/schema';
import type { CriterionItem, PromotionCriterionKind } from '../generated/resolvers.ts';
import type { RestClient } from '../rest/api.ts';
import { gatewayError } from '../rest/errors.ts';
import { rowsOfList } from '../rest/resource.ts';
import { promotionPaths as paths } from './upstream.ts';

interface PickQuery {
  keyword?: string | null;
  take: number;
}

/** Each criterion's pick list: the REST look-up the seeds' editor calls, its rows as criterion items. */
const pickLists: Record<PromotionCriterionKind, Record<number, (rest: RestClient, query: PickQuery) => Promise<CriterionItem[]>>> = {
  ARTICLE: {
    1: async (rest, query) =>
      (await rowsOfList(rest.get(paths.partners, { query }))).map((row) => ({ itemId: row.partnerId, code: row.title, name: row.description || row.title })),
    2: async (rest, query) =>
      (await rowsOfList(rest.get(paths.brands, { query }))).map((row) => ({ itemId: row.brandId, code: row.name, name: row.description || row.name })),
    3: async (rest, query) =>
      (await rowsOfList(rest.get(paths.articleCategories, { query }))).map((row) => ({ itemId: row.articleCategoryId, code: null, name: row.description })),
    4: async (rest, query) =>
      (await rowsOfList(rest.get(paths.articles, { query }))).map((row) => ({ itemId: row.articleId, code: row.code, name: row.commercialDesignation || row.descriptionLong || row.code })),
  },
  CUSTOMER: {
    1: async (rest, query) => (await rowsOfList(rest.get(paths.segments, { query }))).map((row) => ({ itemId: row.segmentId, code: null, name: row.name })),
    2: async (rest, query) => (await rowsOfList(rest.get(paths.regions, { query }))).map((row) => ({ itemId: row.regionId, code: null, name: row.name })),
    3: async (rest, query) => (await rowsOfList(rest.get(paths.sectors, { query }))).map((row) => ({ itemId: row.sectorId, code: row.code, name: row.name })),
    4: async (rest, query) =>
      (await rowsOfList(rest.get(paths.customerCategories, { query }))).map((row) => ({ itemId: row.customerCategoryId, code: null, name: row.name })),
    5: async (rest, query) => (await rowsOfList(rest.get(paths.accounts, { query }))).map((row) => ({ itemId: row.accountId, code: null, name: row.name })),
  },
};

/** The items a criterion may name; BAD_USER_INPUT for a criterion the kind does not have. */
export function criterionItems(rest: RestClient, kind: PromotionCriterionKind, criteria: number, query: PickQuery): Promise<CriterionItem[]> {
  const list = pickLists[kind][criteria];
  if (!list) throw gatewayError('BAD_USER_INPUT', { status: 400, fieldErrors: { criteria: Messages.invalidValue }, serverMessages: [Messages.invalidValue] });
  return list(rest, query);
}
