import type { RestDomain } from '../domain.ts';
import { registerChannelParameterRoutes } from './channel-parameters.routes.ts';

/** Settings: the sales channels' ordering parameters (seed 002). Their demo rows come with the orders' demo data. */
export const settingsDomain: RestDomain = {
  name: 'settings',
  routes(app, services) {
    registerChannelParameterRoutes(app, services);
  },
};
