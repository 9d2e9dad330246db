import type { Resolvers } from './generated/resolvers.ts';
import { accessResolvers } from './access/resolvers.ts';
import { accessAdminResolvers } from './access/admin-resolvers.ts';
import { catalogResolvers } from './catalog/resolvers.ts';
import { customerResolvers } from './customers/resolvers.ts';

/** Every domain's resolvers; a new domain adds one line. */
export const domainResolvers: Resolvers[] = [accessResolvers, accessAdminResolvers, catalogResolvers, customerResolvers];
