import type { GatewayDomain } from '../domain.ts';
import { accessAdminResolvers } from './admin-resolvers.ts';
import { accessResolvers } from './resolvers.ts';

export { accessMappers } from './mappers.ts';
export { accessLoaders } from './loaders.ts';

/** Sign-in, the viewer, users and access administration. */
export const accessDomain: GatewayDomain = { resolvers: [accessResolvers, accessAdminResolvers], exports: {} };
