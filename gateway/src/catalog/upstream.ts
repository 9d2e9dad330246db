import type { DataOf, RowOf } from '../rest/api.ts';

/** REST paths of the catalogue (seed 000 section 7, "Catalogue"): the OpenAPI document's templates. */
export const catalogPaths = {
  articles: '/api/articles',
  article: '/api/articles/{id}',
  articleCatalogs: '/api/articles/{id}/catalogs',
  brands: '/api/articles/brands',
  brand: '/api/articles/brands/{id}',
  partners: '/api/articles/partners',
  categories: '/api/articles/categories',
  catalogs: '/api/catalogs',
  upload: '/api/assets/upload',
  uploadMultiple: '/api/assets/upload/multiple',
  assets: '/api/assets',
} as const;

/** An article as the list answers it, or as the item does (with its images). */
export type UpstreamArticle = RowOf<'get', typeof catalogPaths.articles> & Partial<Omit<DataOf<'get', typeof catalogPaths.article>, keyof RowOf<'get', typeof catalogPaths.articles>>>;
