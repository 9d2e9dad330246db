import type { GatewayDomain } from '../domain.ts';
import { customerExport } from './export.ts';
import { customerResolvers } from './resolvers.ts';

/** Customers and their reference data. */
export const customersDomain: GatewayDomain = { resolvers: [customerResolvers], exports: { customers: customerExport } };
