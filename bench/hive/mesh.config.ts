import { defineConfig } from '@graphql-mesh/compose-cli';
import { loadOpenAPISubgraph } from '@omnigraph/openapi';

/** rest-api's own OpenAPI document as one subgraph; the caller's bearer token is passed on. */
const restApiUrl = process.env.REST_API_URL ?? 'http://127.0.0.1:4010';

export const composeConfig = defineConfig({
  subgraphs: [
    {
      sourceHandler: loadOpenAPISubgraph('RestApi', {
        source: `${restApiUrl}/openapi.json`,
        endpoint: restApiUrl,
        operationHeaders: { authorization: '{context.headers.authorization}' },
      }),
    },
  ],
});
