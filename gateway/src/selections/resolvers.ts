import type { Resolvers, Selection, SelectionInput } from '../generated/resolvers.ts';
import { uploadImage } from '../rest/images.ts';
import { itemOrNull, listPage, pageQuery, saved } from '../rest/resource.ts';
import { withFieldNames } from '../rest/results.ts';
import { selectionPaths as paths, type UpstreamSelection } from './upstream.ts';

/** Sub-selections have none of their own (one level only). */
const selection = (row: UpstreamSelection): Selection => ({
  ...row,
  subSelections: row.subSelections.map((sub) => ({ ...sub, subSelections: [] })),
});

/** The REST body names the articles `articles[i].articleId`; the GraphQL input `articleIds[i]`. */
const inputField = (field: string) => field.replace(/^articles\.(\d+)\.articleId$/, 'articleIds.$1');

const body = ({ articleIds, ...fields }: SelectionInput, selectionId: number) => ({
  ...fields,
  selectionId,
  articles: articleIds.map((articleId) => ({ articleId })),
});

export const selectionResolvers: Resolvers = {
  Query: {
    selections: (_parent, { keyword, channelId, active, ...page }, { rest }) =>
      listPage(rest.get(paths.selections, { query: { keyword, channelId, active, ...pageQuery(page) } }), selection),
    async selection(_parent, { selectionId }, { rest }) {
      const row = await itemOrNull(() => rest.get(paths.selection, { path: { id: selectionId } }));
      return row && selection(row);
    },
    // The REST API answers 204 when no article matches.
    chooserArticles: (_parent, { keyword, brandId, familyId, subFamilyId, sSubFamilyId, ...page }, { rest }) =>
      listPage(rest.get(paths.chooser, { query: { keyword, brandId, familyId, subFamilyId, sSubFamilyId, ...pageQuery(page, 20) } })),
  },
  Mutation: {
    createSelection: (_parent, { input }, { rest }) =>
      saved('selection', withFieldNames(() => rest.post(paths.selections, { body: body(input, 0) }), inputField), selection),
    updateSelection: (_parent, { selectionId, input }, { rest }) =>
      saved('selection', withFieldNames(() => rest.put(paths.selections, { body: body(input, selectionId) }), inputField), selection),
    async deleteSelection(_parent, { selectionId }, { rest }) {
      await rest.delete(paths.selection, { path: { id: selectionId } });
      return true;
    },
    uploadSelectionImage: (_parent, { file }, { rest }) => uploadImage(rest, file, 4),
  },
};
