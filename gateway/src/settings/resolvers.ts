import type { Resolvers } from '../generated/resolvers.ts';
import { gatewayError } from '../rest/errors.ts';
import { itemOrNull, listPage, pageQuery, rowsOfList, saved } from '../rest/resource.ts';
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
    returnReasons: (_parent, { keyword, ...page }, { rest }) => listPage(rest.get(paths.returnReasons, { query: { keyword, ...pageQuery(page) } })),
    returnReason: (_parent, { reasonReturnId }, { rest }) => itemOrNull(() => rest.get(paths.returnReason, { path: { id: reasonReturnId } })),
  },
  Mutation: {
    saveChannelParameters: (_parent, { input }, { rest }) => saved('parameters', () => rest.post(paths.channelParameters, { body: input })),
    createReturnReason: (_parent, { input }, { rest }) => saved('returnReason', () => rest.post(paths.returnReasons, { body: input })),
    updateReturnReason: (_parent, { reasonReturnId, input }, { rest }) =>
      saved('returnReason', () => rest.put(paths.returnReason, { path: { id: reasonReturnId }, body: input })),
    async deleteReturnReason(_parent, { reasonReturnId }, { rest }) {
      await rest.delete(paths.returnReason, { path: { id: reasonReturnId } });
      return true;
    },
  },
};
