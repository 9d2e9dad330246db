import type { GatewayDomain } from '../domain.ts';
import { customerResolvers } from './resolvers.ts';

/** Customers and their reference data. */
export const customersDomain: GatewayDomain = { resolvers: [customerResolvers] };
