import type { DataOf } from '../rest/api.ts';

/** REST paths of the content domain (seed 001 section 7 "Promoted articles and banners", seed 002 "Home pages and blocs"). */
export const contentPaths = {
  banners: '/api/banners',
  banner: '/api/banners/{id}',
  promoted: '/api/promotedarticles',
  homePages: '/api/homepages',
  homePage: '/api/homepages/{id}',
  blocs: '/api/blocs',
  bloc: '/api/blocs/{id}',
  positions: '/api/blocs/positions',
  blocTypes: '/api/blocs/types',
  algorithms: '/api/blocs/algorithms',
} as const;

export type UpstreamBanner = DataOf<'get', typeof contentPaths.banner>;
