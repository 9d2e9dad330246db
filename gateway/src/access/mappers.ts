/**
 * Codegen mappers of the access domain: the shape each GraphQL type's resolvers receive, as
 * `<path from gateway/src/generated>#<type>` (codegen.ts lists every domain's).
 */
export const accessMappers = {
  Viewer: '../access/upstream.ts#MePermissions',
  Warehouse: '../access/upstream.ts#UpstreamWarehouse',
  ViewerPermission: '@console/schema#GrantedPermission',
  AccessLevel: '../access/admin-upstream.ts#UpstreamAccessLevel',
};
