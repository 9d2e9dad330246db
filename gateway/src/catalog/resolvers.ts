import { FormData } from 'undici';
import type { Article, Catalog, Category, Resolvers } from '../generated/resolvers.ts';
import type { RestClient } from '../rest/client.ts';
import { itemOrNull, listPage, pageQuery, rowsOf, saved, sortQuery, type UpstreamList } from '../rest/resource.ts';
import { catalogPaths as paths, type UpstreamArticle, type UpstreamImage } from './upstream.ts';

const described = (value: UpstreamArticle['variant']) => (typeof value === 'string' ? value : (value?.description ?? null));

const article = (row: UpstreamArticle): Article =>
  ({ ...row, active: row.active ?? true, variant: described(row.variant), conditioning: described(row.conditioning), images: row.images ?? [] }) as Article;

/** The REST API answers 204 when there are no catalogues at all. */
async function catalogs(rest: RestClient, path: string, query?: Record<string, number>): Promise<Catalog[]> {
  return (await rest.get<UpstreamList<Catalog>>(path, query))?.collection ?? [];
}

/** Files of a GraphQL multipart request, forwarded to the REST API's upload route as multipart. */
async function uploadForm(files: File[], entityId: number, type: number): Promise<FormData> {
  const form = new FormData();
  form.append('entityId', String(entityId));
  form.append('type', String(type));
  for (const file of files) {
    form.append(files.length > 1 ? 'files' : 'file', new Blob([await file.arrayBuffer()], { type: file.type }), file.name);
  }
  return form;
}

export const catalogResolvers: Resolvers = {
  Query: {
    articles: (_parent, { keyword, familyId, subFamilyId, brandId, active, sort, ...page }, { rest }) =>
      listPage(rest, paths.articles, { ...pageQuery(page), keyword, familyId, subFamilyId, brandId, active, sort: sortQuery(sort) }, article),
    article: (_parent, { articleId }, { rest }) => itemOrNull(rest, paths.article(articleId), undefined, article),
    brands: (_parent, { keyword, ...page }, { rest }) => listPage(rest, paths.brands, { ...pageQuery(page), keyword }),
    brand: (_parent, { brandId }, { rest }) => itemOrNull(rest, paths.brand(brandId)),
    partners: (_parent, { keyword, ...page }, { rest }) => listPage(rest, paths.partners, { ...pageQuery(page), keyword }),
    articleCategories: async (_parent, { categoryType, parentId }, { rest }) =>
      (await listPage<Category>(rest, paths.categories, { categoryType: parentId ? undefined : (categoryType ?? 1), parentId, take: 1000 })).items,
    catalogs: (_parent, _args, { rest }) => catalogs(rest, paths.catalogs, { take: 1000 }),
    articleCatalogs: (_parent, { articleId }, { rest }) => catalogs(rest, paths.articleCatalogs(articleId)),
  },
  Mutation: {
    updateArticle: (_parent, { articleId, input }, { rest }) =>
      saved('article', () => rest.put<{ data: UpstreamArticle }>(paths.articles, { ...input, articleId }), article),
    setArticleCatalogs: (_parent, { articleId, catalogIds }, { rest }) => rowsOf(rest.put<{ data: Catalog[] }>(paths.articleCatalogs(articleId), catalogIds)),
    async uploadArticleImages(_parent, { articleId, files, entityType }, { rest }) {
      const form = await uploadForm(files, articleId, entityType ?? 6);
      const answer = await rest.post<{ data: UpstreamImage | UpstreamImage[] }>(files.length > 1 ? paths.uploadMultiple : paths.upload, form);
      const data = answer?.data ?? [];
      return Array.isArray(data) ? data : [data];
    },
    async deleteArticleImage(_parent, { articleId, imageId, entityType }, { rest }) {
      await rest.delete(paths.assets, { entityId: articleId, type: entityType ?? 6, imageId });
      return true;
    },
  },
};
