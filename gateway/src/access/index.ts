import type { GatewayDomain } from '../domain.ts';
import { accessAdminResolvers } from './admin-resolvers.ts';
import { accessResolvers } from './resolvers.ts';

/** Sign-in, the viewer, users and access administration. */
export const accessDomain: GatewayDomain = { resolvers: [accessResolvers, accessAdminResolvers] };
