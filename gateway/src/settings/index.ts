import type { GatewayDomain } from '../domain.ts';
import { settingsResolvers } from './resolvers.ts';

/** The sales channels' ordering parameters, the company identity of receipts and the return reasons. */
export const settingsDomain: GatewayDomain = { resolvers: [settingsResolvers] };
