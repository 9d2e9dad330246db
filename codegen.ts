import type { CodegenConfig } from '@graphql-codegen/cli';

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
        mappers: { Viewer: '../access/upstream.ts#MePermissions', Warehouse: '../access/upstream.ts#UpstreamWarehouse', ViewerPermission: '@console/schema#GrantedPermission', AccessLevel: '../access/admin-upstream.ts#UpstreamAccessLevel' },
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
