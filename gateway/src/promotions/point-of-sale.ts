/** The point of sale's pricing: baskets and articles' promotions with the stored promotions of the day. */
import { DEFAULT_SALES_MODE } from '@console/schema';
import type { PricingContextInput, Resolvers } from '../generated/resolvers.ts';
import { gatewayError } from '../rest/errors.ts';
import { withFieldNames } from '../rest/results.ts';
import { promotionPaths as paths } from './upstream.ts';

/** The data of a success; a success without it is no answer the document describes. */
async function dataOf<T>(answer: Promise<{ data: T } | null>): Promise<T> {
  const body = await answer;
  if (!body) throw gatewayError('UPSTREAM_UNAVAILABLE');
  return body.data;
}

const restContext = (context: PricingContextInput) => ({ ...context, salesMode: context.salesMode ?? DEFAULT_SALES_MODE });

/** The basket pricing's REST fields as the arguments name them: the lines as they are, the others in the context. */
const basketField = (field: string) => (field.startsWith('lines') ? field : `context.${field}`);

export const pointOfSaleResolvers: Resolvers = {
  Query: {
    async articlesPromotionInfo(_parent, { context, articleIds }, { rest }) {
      // rest-api names the fields as the arguments do (`context.date`, `articleIds.1`).
      const rows = await dataOf(rest.post(paths.articlesInfo, { body: { context: restContext(context), articleIds } }));
      return rows.map(({ articlePromotionInfo: { paliers, gifts }, ...row }) => ({ ...row, paliers, gifts }));
    },
    priceBasket: (_parent, { context, lines }, { rest }) =>
      dataOf(withFieldNames(() => rest.post(paths.pricing, { body: { ...restContext(context), lines } }), basketField)()),
  },
};
