import type { Banner, BannerInput, BlocInput, Resolvers } from '../generated/resolvers.ts';
import { gatewayError } from '../rest/errors.ts';
import { uploadImage } from '../rest/images.ts';
import { itemOrNull, listPage, pageQuery, rowsOf, rowsOfList, saved } from '../rest/resource.ts';
import { withFieldNames } from '../rest/results.ts';
import { contentPaths as paths, type UpstreamBanner } from './upstream.ts';

/** The REST banner lists its warehouses and channels; GraphQL shows their ids. */
const banner = (row: UpstreamBanner): Banner => ({
  ...row,
  warehouseIds: row.warehouses.map((warehouse) => warehouse.warehouseId),
  channelIds: row.channels.map((channel) => channel.channelId),
});

const bannerBody = ({ warehouseIds, channelIds, active, ...fields }: BannerInput) => ({
  ...fields,
  active: active ?? false,
  warehouses: warehouseIds,
  channels: channelIds,
});
/** REST `warehouses.<i>` and `channels.<i>` are the input's `warehouseIds.<i>` and `channelIds.<i>`. */
const bannerField = (field: string) => field.replace(/^warehouses\./, 'warehouseIds.').replace(/^channels\./, 'channelIds.');

const blocBody = ({ articleIds, ...fields }: BlocInput, homePageId: number) => ({
  ...fields,
  homePageId,
  articles: articleIds.map((articleId) => ({ articleId })),
});
const blocField = (field: string) => field.replace(/^articles\.(\d+)\.articleId$/, 'articleIds.$1');

export const contentResolvers: Resolvers = {
  Query: {
    banners: (_parent, { keyword, activeOnly, ...page }, { rest }) =>
      listPage(rest.get(paths.banners, { query: { keyword, active: activeOnly ? true : undefined, ...pageQuery(page) } }), banner),
    async banner(_parent, { bannerId }, { rest }) {
      const row = await itemOrNull(() => rest.get(paths.banner, { path: { id: bannerId } }));
      return row && banner(row);
    },
    promotedArticles: (_parent, _args, { rest }) => rowsOf(rest.get(paths.promoted)),
    homePages: (_parent, { keyword, ...page }, { rest }) => listPage(rest.get(paths.homePages, { query: { keyword, ...pageQuery(page) } })),
    homePage: (_parent, { homePageId }, { rest }) => itemOrNull(() => rest.get(paths.homePage, { path: { id: homePageId } })),
    bloc: (_parent, { homePageId, blocId }, { rest }) => itemOrNull(() => rest.get(paths.bloc, { path: { id: blocId }, query: { homePageId } })),
    blocTypes: (_parent, _args, { rest }) => rowsOfList(rest.get(paths.blocTypes)),
    blocAlgorithms: (_parent, _args, { rest }) => rowsOfList(rest.get(paths.algorithms)),
  },
  Mutation: {
    createBanner: (_parent, { input }, { rest }) =>
      saved('banner', withFieldNames(() => rest.post(paths.banners, { body: bannerBody(input) }), bannerField), banner),
    updateBanner: (_parent, { bannerId, input }, { rest }) =>
      saved('banner', withFieldNames(() => rest.put(paths.banners, { body: { ...bannerBody(input), bannerId } }), bannerField), banner),
    async deleteBanner(_parent, { bannerId }, { rest }) {
      await rest.delete(paths.banner, { path: { id: bannerId } });
      return true;
    },
    uploadBannerImage: (_parent, { file }, { rest }) => uploadImage(rest, file, 21),
    savePromotedArticles: (_parent, { articleIds }, { rest }) => rowsOf(rest.post(paths.promoted, { body: { articleIds } })),
    createHomePage: (_parent, { input }, { rest }) => saved('homePage', () => rest.post(paths.homePages, { body: input })),
    updateHomePage: (_parent, { homePageId, input }, { rest }) => saved('homePage', () => rest.put(paths.homePages, { body: { ...input, homePageId } })),
    async deleteHomePage(_parent, { homePageId }, { rest }) {
      await rest.delete(paths.homePage, { path: { id: homePageId } });
      return true;
    },
    createBloc: (_parent, { homePageId, input }, { rest }) =>
      saved('bloc', withFieldNames(() => rest.post(paths.blocs, { body: blocBody(input, homePageId) }), blocField)),
    updateBloc: (_parent, { homePageId, blocId, input }, { rest }) =>
      saved('bloc', withFieldNames(() => rest.put(paths.blocs, { body: { ...blocBody(input, homePageId), blocId } }), blocField)),
    async deleteBloc(_parent, { homePageId, blocId }, { rest }) {
      await rest.delete(paths.bloc, { path: { id: blocId }, query: { homePageId } });
      return true;
    },
    async setBlocPositions(_parent, { homePageId, positions }, { rest }) {
      const answer = await rest.post(paths.positions, { body: { homePageId, positions } });
      // A success without its home page is no answer the document describes.
      if (!answer) throw gatewayError('UPSTREAM_UNAVAILABLE');
      return answer.data;
    },
  },
};
