import type { Resolvers } from '../generated/resolvers.ts';
import { gatewayError } from '../rest/errors.ts';
import { rowsOfList, saved } from '../rest/resource.ts';
import { settingsPaths as paths } from './upstream.ts';

/** The REST rows and body are the schema's types and input, field for field. */
export const settingsResolvers: Resolvers = {
  Query: {
    channelParameters: (_parent, _args, { rest }) => rowsOfList(rest.get(paths.channelParameters)),
    async companyIdentity(_parent, _args, { rest }) {
      const answer = await rest.get(paths.company);
      if (!answer) throw gatewayError('UPSTREAM_UNAVAILABLE');
      return answer.data;
    },
  },
  Mutation: {
    saveChannelParameters: (_parent, { input }, { rest }) => saved('parameters', () => rest.post(paths.channelParameters, { body: input })),
  },
};
