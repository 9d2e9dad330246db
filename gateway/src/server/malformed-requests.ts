import { GraphQLError } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/** Said of a request whose GraphQL parameters cannot be read (e.g. `variables` that are not JSON). */
export const MALFORMED_PARAMS = 'Malformed GraphQL request parameters';

/**
 * Yoga's GET parser lets a malformed `variables` or `extensions` JSON escape as an HTTP 500: it is the
 * client's mistake, a 400 like every other unreadable request.
 */
export const malformedRequestsAreBadRequests: Plugin = {
  onRequestParse({ requestParser, setRequestParser }) {
    if (!requestParser) return;
    setRequestParser(async (request) => {
      try {
        return await requestParser(request);
      } catch (error) {
        if (error instanceof GraphQLError) throw error;
        throw createGraphQLError(MALFORMED_PARAMS, { extensions: { http: { status: 400 }, code: 'BAD_REQUEST' } });
      }
    });
  },
};
