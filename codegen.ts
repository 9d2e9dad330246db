import type { CodegenConfig } from '@graphql-codegen/cli';
import { accessMappers } from './gateway/src/access/mappers.ts';
import { catalogMappers } from './gateway/src/catalog/mappers.ts';
import { contentMappers } from './gateway/src/content/mappers.ts';
import { customerMappers } from './gateway/src/customers/mappers.ts';
import { promotionMappers } from './gateway/src/promotions/mappers.ts';
import { selectionMappers } from './gateway/src/selections/mappers.ts';

/** Every gateway domain's mappers (each domain's index.ts exports its own). */
const mappers = { ...accessMappers, ...catalogMappers, ...customerMappers, ...selectionMappers, ...contentMappers, ...promotionMappers };

/**
 * One schema, two outputs: resolver types for the gateway, typed documents for the console. First, the
 * gateway's upstream types from rest-api's OpenAPI document (scripts/rest-api-types.ts).
 */
const config: CodegenConfig = {
  hooks: { afterStart: ['tsx scripts/rest-api-types.ts'] },
  schema: 'schema/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    'gateway/src/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context.ts#GatewayContext',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { Upload: 'File' },
        mappers,
      },
    },
    'web/src/generated/': {
      preset: 'client',
      documents: ['web/src/**/*.{ts,tsx,graphql}', '!web/src/generated/**'],
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { Upload: 'File' } },
    },
  },
};
export default config;
