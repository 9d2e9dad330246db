import type { GatewayDomain } from '../domain.ts';
import { catalogResolvers } from './resolvers.ts';

/** Articles, brands, partners, categories, catalogues and images. */
export const catalogDomain: GatewayDomain = { resolvers: [catalogResolvers] };
