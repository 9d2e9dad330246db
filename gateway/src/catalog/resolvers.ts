import type { Article, Resolvers } from '../generated/resolvers.ts';
import { uploadForm } from '../rest/images.ts';
import { itemOrNull, listPage, pageQuery, rowsOf, rowsOfList, saved, sortQuery } from '../rest/resource.ts';
import { catalogPaths as paths, type UpstreamArticle } from './upstream.ts';

const described = (value: string | { description?: string | null } | null | undefined) => (typeof value === 'string' ? value : (value?.description ?? null));

const article = (row: UpstreamArticle): Article => ({
  ...row,
  active: row.active ?? true,
  variant: described(row.variant),
  conditioning: described(row.conditioning),
  images: row.images ?? [],
});

export const catalogResolvers: Resolvers = {
  Query: {
    articles: (_parent, { keyword, familyId, subFamilyId, brandId, active, sort, ...page }, { rest }) =>
      listPage(rest.get(paths.articles, { query: { keyword, familyId, subFamilyId, brandId, active, sort: sortQuery(sort), ...pageQuery(page) } }), article),
    async article(_parent, { articleId }, { rest }) {
      const row = await itemOrNull(() => rest.get(paths.article, { path: { id: articleId } }));
      return row && article(row);
    },
    brands: (_parent, { keyword, ...page }, { rest }) => listPage(rest.get(paths.brands, { query: { keyword, ...pageQuery(page) } })),
    brand: (_parent, { brandId }, { rest }) => itemOrNull(() => rest.get(paths.brand, { path: { id: brandId } })),
    partners: (_parent, { keyword, ...page }, { rest }) => listPage(rest.get(paths.partners, { query: { keyword, ...pageQuery(page) } })),
    articleCategories: (_parent, { categoryType, parentId }, { rest }) =>
      rowsOfList(rest.get(paths.categories, { query: { categoryType: parentId ? undefined : (categoryType ?? 1), parentId, take: 1000 } })),
    // The REST API answers 204 when there are no catalogues at all.
    catalogs: (_parent, _args, { rest }) => rowsOfList(rest.get(paths.catalogs, { query: { take: 1000 } })),
    articleCatalogs: (_parent, { articleId }, { rest }) => rowsOfList(rest.get(paths.articleCatalogs, { path: { id: articleId } })),
  },
  Mutation: {
    updateArticle: (_parent, { articleId, input }, { rest }) =>
      saved('article', () => rest.put(paths.articles, { body: { ...input, articleId } }), article),
    setArticleCatalogs: (_parent, { articleId, catalogIds }, { rest }) => rowsOf(rest.put(paths.articleCatalogs, { path: { id: articleId }, body: catalogIds })),
    async uploadArticleImages(_parent, { articleId, files, entityType }, { rest }) {
      const form = await uploadForm(files, articleId, entityType ?? 6);
      if (files.length > 1) return rowsOf(rest.post(paths.uploadMultiple, { body: form }));
      const answer = await rest.post(paths.upload, { body: form });
      return answer ? [answer.data] : [];
    },
    async deleteArticleImage(_parent, { articleId, imageId, entityType }, { rest }) {
      await rest.delete(paths.assets, { query: { entityId: articleId, type: entityType ?? 6, imageId } });
      return true;
    },
  },
};
