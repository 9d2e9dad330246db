import type { GatewayDomain } from '../domain.ts';
import { settingsResolvers } from './resolvers.ts';

/** The sales channels' ordering parameters and the company identity of receipts. */
export const settingsDomain: GatewayDomain = { resolvers: [settingsResolvers], exports: {} };
