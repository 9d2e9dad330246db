/** The order lists (seed 001 section 2): all orders (/orders), take-away (/romeo/togo) and delivery (/romeo/todelivery); rows without lines. */
import { ORDER_LIST_PAGE_SIZE } from '@console/schema';
import type { Resolvers } from '../generated/resolvers.ts';
import { listPage, pageQuery } from '../rest/resource.ts';

const paths = { list: '/api/orders/list' } as const;

export const orderListResolvers: Resolvers = {
  Query: {
    // The filter's fields are the REST query's names; rest-api clamps take to 200.
    orders: (_parent, { filter, page, take }, { rest }) => listPage(rest.get(paths.list, { query: Object.assign(pageQuery({ page, take }, ORDER_LIST_PAGE_SIZE), filter) })),
  },
};
