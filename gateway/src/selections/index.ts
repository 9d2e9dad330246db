import type { GatewayDomain } from '../domain.ts';
import { selectionResolvers } from './resolvers.ts';

/** Selections, sub-selections and the article chooser (their nested articles come with each REST answer). */
export const selectionsDomain: GatewayDomain = { resolvers: [selectionResolvers] };
