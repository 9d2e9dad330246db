import type { Resolvers } from './generated/resolvers.ts';
import { domains } from './domains.ts';

/** Every domain's resolvers (domains.ts lists the domains). */
export const domainResolvers: Resolvers[] = domains.flatMap((domain) => domain.resolvers);
