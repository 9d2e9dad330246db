import type { GatewayDomain } from '../domain.ts';
import { callResolvers } from './resolvers.ts';

/** The agents' call assignments and the qualification of each call (nested customer and response come with each REST row). */
export const callsDomain: GatewayDomain = { resolvers: [callResolvers] };
