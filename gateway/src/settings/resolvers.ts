import type { Resolvers } from '../generated/resolvers.ts';
import { rowsOfList, saved } from '../rest/resource.ts';
import { settingsPaths as paths } from './upstream.ts';

/** The REST rows and body are the schema's types and input, field for field. */
export const settingsResolvers: Resolvers = {
  Query: {
    channelParameters: (_parent, _args, { rest }) => rowsOfList(rest.get(paths.channelParameters)),
  },
  Mutation: {
    saveChannelParameters: (_parent, { input }, { rest }) => saved('parameters', () => rest.post(paths.channelParameters, { body: input })),
  },
};
