import { ASSIGNMENT_LIST_LIMIT } from '@console/schema';
import type { Resolvers } from '../generated/resolvers.ts';
import { itemOrNull, rowsOf, rowsOfList, saved } from '../rest/resource.ts';
import { callPaths as paths } from './upstream.ts';

/** The REST rows are the schema's types; the response's fields carry the input's names, so field errors need no renaming. */
export const callResolvers: Resolvers = {
  Query: {
    callAssignments: (_parent, { date, responseTypeId, responseTypeDetailId, agentId }, { rest }) =>
      rowsOfList(
        rest.get(paths.assignments, {
          query: {
            take: ASSIGNMENT_LIST_LIMIT,
            page: 1,
            dateAssignment: date,
            assignmentResponseTypeId: responseTypeId,
            assignmentReponseTypeDetailId: responseTypeDetailId,
            agentCcId: agentId,
          },
        }),
      ),
    callAssignment: (_parent, { userAssignmentAgentCcId }, { rest }) => itemOrNull(() => rest.get(paths.assignment, { path: { id: userAssignmentAgentCcId } })),
    assignmentResponseTypes: (_parent, _args, { rest }) => rowsOfList(rest.get(paths.responseTypes)),
    assignmentResponseTypeDetails: (_parent, { responseTypeId }, { rest }) => rowsOfList(rest.get(paths.responseTypeDetails, { query: { responseTypeId } })),
    callLog: (_parent, { dateRangeType, callState, numberOfRows, searchFilter }, { rest }) =>
      rowsOf(rest.get(paths.callLog, { query: { dateRangeType, callState, numberOfRows, searchFilter } })),
  },
  Mutation: {
    respondToAssignment: (_parent, { input }, { rest }) => saved('assignment', () => rest.post(paths.responses, { body: input })),
  },
};
