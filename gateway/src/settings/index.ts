import type { GatewayDomain } from '../domain.ts';
import { settingsResolvers } from './resolvers.ts';

/** The sales channels' ordering parameters. */
export const settingsDomain: GatewayDomain = { resolvers: [settingsResolvers], exports: {} };
