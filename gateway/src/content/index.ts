import type { GatewayDomain } from '../domain.ts';
import { contentResolvers } from './resolvers.ts';

/** Banners, promoted articles, home pages and their blocs (nested blocs and articles come with each REST answer). */
export const contentDomain: GatewayDomain = { resolvers: [contentResolvers] };
