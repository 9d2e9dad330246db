/** REST paths and shapes of the catalogue (seed 000 section 7, "Catalogue"). */
export const catalogPaths = {
  articles: 'api/articles',
  article: (id: number) => `api/articles/${id}`,
  articleCatalogs: (id: number) => `api/articles/${id}/catalogs`,
  brands: 'api/articles/brands',
  brand: (id: number) => `api/articles/brands/${id}`,
  partners: 'api/articles/partners',
  categories: 'api/articles/categories',
  catalogs: 'api/catalogs',
  upload: 'api/assets/upload',
  uploadMultiple: 'api/assets/upload/multiple',
  assets: 'api/assets',
} as const;

interface UpstreamCategory {
  articleCategoryId: number;
  description: string;
  categoryType?: number | null;
  parentId?: number | null;
}

export interface UpstreamArticle {
  articleId: number;
  code: string;
  active?: boolean | null;
  family?: UpstreamCategory | null;
  subFamily?: UpstreamCategory | null;
  sSubFamily?: UpstreamCategory | null;
  variant?: string | { description?: string | null } | null;
  conditioning?: string | { description?: string | null } | null;
  images?: Array<{ imageId: number; imageUrl: string; createdAt?: string | null }> | null;
}

export interface UpstreamImage {
  imageId: number;
  imageUrl: string;
  createdAt?: string | null;
}
