import type { Resolvers } from '../generated/resolvers.ts';
import { listPage, pageQuery } from '../rest/resource.ts';
import { customerPaths as paths } from './upstream.ts';

export const customerResolvers: Resolvers = {
  Query: {
    channels: (_parent, { keyword, ...page }, { rest }) => listPage(rest, paths.channels, { ...pageQuery(page, 1000), keyword }),
    regions: (_parent, { keyword, ...page }, { rest }) => listPage(rest, paths.regions, { ...pageQuery(page, 1000), keyword }),
    sectors: (_parent, { regionId, keyword, ...page }, { rest }) => listPage(rest, paths.sectors, { ...pageQuery(page), regionId, keyword }),
  },
};
