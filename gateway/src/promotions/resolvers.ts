import { DEFAULT_SALES_MODE, SIMULATION_CUSTOMERS_MAX, TypeAction } from '@console/schema';
import type { Promotion, PromotionInput, Resolvers } from '../generated/resolvers.ts';
import { itemOrNull, listPage, pageQuery, rowsOf, saved, sortQuery } from '../rest/resource.ts';
import { gatewayError } from '../rest/errors.ts';
import { withFieldNames } from '../rest/results.ts';
import type { RestClient } from '../rest/api.ts';
import { criterionItems } from './criteria.ts';
import { promotionPaths as paths, type UpstreamPromotion } from './upstream.ts';

const promotion = (row: UpstreamPromotion): Promotion => ({
  ...row,
  channelIds: row.promotionChannels.map((channel) => channel.channelId),
  warehouseIds: row.promotionWarehouses.map((warehouse) => warehouse.warehouseId),
  articles: row.promotionArticles,
  customers: row.promotionCutomers,
  ranges: row.promotionRanges,
  multilineGifts: row.promotionMultilineGifts,
});

async function loadPromotion(rest: RestClient, promotionId: number): Promise<UpstreamPromotion | null> {
  return itemOrNull(() => rest.get(paths.promotion, { path: { id: promotionId } }));
}

/**
 * The REST rows of a set the console sends whole (channels, warehouses): the current rows kept (0) or removed (3),
 * the other chosen ids new (1).
 */
function setRows<Row>(current: readonly Row[], chosen: readonly number[], idOf: (row: Row) => number) {
  const wanted = new Set(chosen);
  const present = new Set(current.map(idOf));
  return [
    ...current.map((row) => ({ row, id: idOf(row), typeAction: wanted.has(idOf(row)) ? TypeAction.UNCHANGED : TypeAction.DELETED })),
    ...[...wanted].filter((id) => !present.has(id)).map((id) => ({ row: undefined, id, typeAction: TypeAction.NEW })),
  ];
}

/** The seeds' promotion payload from the GraphQL input (and the current promotion's channel and warehouse rows). */
function payloadOf(input: PromotionInput, current: UpstreamPromotion | null) {
  const { channelIds, warehouseIds, articles, customers, ranges, multilineGifts, ...fields } = input;
  return {
    ...fields,
    promotionChannels: setRows(current?.promotionChannels ?? [], channelIds, (row) => row.channelId).map(({ row, id, typeAction }) => ({
      typeAction,
      promotionChannelId: row?.promotionChannelId,
      channelId: id,
    })),
    promotionWarehouses: setRows(current?.promotionWarehouses ?? [], warehouseIds, (row) => row.warehouseId).map(({ row, id, typeAction }) => ({
      typeAction,
      promotionWarehouseId: row?.promotionWarehouseId,
      warehouseId: id,
    })),
    promotionArticles: articles,
    promotionCutomers: customers,
    promotionRanges: ranges,
    promotionMultilineGifts: multilineGifts,
  };
}

/** REST field paths as the GraphQL input names them (`promotionArticles.0.ranges.1.to` → `articles.0.ranges.1.to`). */
const inputField = (field: string) =>
  field
    .replace(/^promotionChannels(\..*)?$/, 'channelIds')
    .replace(/^promotionWarehouses(\..*)?$/, 'warehouseIds')
    .replace(/^promotionArticles/, 'articles')
    .replace(/^promotionCutomers/, 'customers')
    .replace(/^promotionRanges/, 'ranges')
    .replace(/^promotionMultilineGifts/, 'multilineGifts');

/** The simulator's REST fields: the promotion's as the input names them, the basket's as they are. */
const simulationField = (field: string) => (field.startsWith('promotion.') ? `promotion.${inputField(field.slice('promotion.'.length))}` : field);

export const promotionResolvers: Resolvers = {
  Query: {
    promotions: (_parent, { keyword, canalType, promoType, activeOnly, sort, ...page }, { rest }) =>
      listPage(
        rest.get(paths.promotions, {
          query: { keyword, canal: canalType, type: promoType, active: activeOnly ? true : undefined, sort: sortQuery(sort), ...pageQuery(page) },
        }),
      ),
    async promotion(_parent, { promotionId }, { rest }) {
      const row = await loadPromotion(rest, promotionId);
      return row && promotion(row);
    },
    promotionCriterionItems: (_parent, { kind, criteria, keyword, take }, { rest }) =>
      criterionItems(rest, kind, criteria, { keyword, take: pageQuery({ take }, 20).take }),
    async promotionSimulationCustomers(_parent, { keyword, take }, { rest }) {
      const query = { keyword, take: Math.min(SIMULATION_CUSTOMERS_MAX, pageQuery({ take }, 20).take) };
      const rows = await rowsOf(rest.get(paths.simulationCustomers, { query }));
      return rows.map((row) => ({ itemId: row.customerId, code: row.code, name: row.name }));
    },
    async simulatePromotion(_parent, { promotion: input, promotionId, basket }, { rest }) {
      const body = { promotion: payloadOf(input, null), promotionId, basket: { ...basket, salesMode: basket.salesMode ?? DEFAULT_SALES_MODE } };
      const answer = await withFieldNames(() => rest.post(paths.simulate, { body }), simulationField)();
      // A success without its simulation is no answer the document describes.
      if (!answer) throw gatewayError('UPSTREAM_UNAVAILABLE');
      return answer.data;
    },
    async promotionGiveaways(_parent, { promotion: input }, { rest }) {
      const answer = await withFieldNames(() => rest.post(paths.giveaways, { body: { promotion: payloadOf(input, null) } }), simulationField)();
      if (!answer) throw gatewayError('UPSTREAM_UNAVAILABLE');
      return answer.data;
    },
  },
  Mutation: {
    createPromotion: (_parent, { input }, { rest }) =>
      saved('promotion', withFieldNames(() => rest.post(paths.promotions, { body: payloadOf(input, null) }), inputField), promotion),
    async updatePromotion(_parent, { promotionId, input }, { rest }) {
      const current = await loadPromotion(rest, promotionId);
      return saved(
        'promotion',
        withFieldNames(() => rest.put(paths.promotions, { body: { ...payloadOf(input, current), promotionId } }), inputField),
        promotion,
      );
    },
    async deletePromotion(_parent, { promotionId }, { rest }) {
      await rest.delete(paths.promotion, { path: { id: promotionId } });
      return true;
    },
  },
};
