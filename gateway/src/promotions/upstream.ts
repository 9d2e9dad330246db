import type { DataOf } from '../rest/api.ts';

/** REST paths of the promotions domain (seed 001 section 7, "Promotions"): the OpenAPI document's templates. */
export const promotionPaths = {
  promotions: '/api/promotions',
  promotion: '/api/promotions/{id}',
  simulate: '/api/promotions/simulate',
  giveaways: '/api/promotions/giveaways',
  simulationCustomers: '/api/promotions/simulation-customers',
  partners: '/api/articles/partners',
  brands: '/api/articles/brands',
  articleCategories: '/api/articles/categories',
  articles: '/api/articles',
  segments: '/api/customers/segments',
  regions: '/api/customers/regions',
  sectors: '/api/customers/sectors',
  customerCategories: '/api/customers/categories',
  accounts: '/api/customers/accounts',
  pricing: '/api/promotions/pricing',
  articlesInfo: '/api/promotions/articles-info',
} as const;

/** A promotion as rest-api answers it: the seeds' payload shape, sub-items with their ids. */
export type UpstreamPromotion = DataOf<'get', typeof promotionPaths.promotion>;
