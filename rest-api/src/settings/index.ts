import type { RestDomain } from '../domain.ts';
import { registerChannelParameterRoutes } from './channel-parameters.routes.ts';
import { registerCompanyRoutes } from './company.routes.ts';

/** Settings: the sales channels' ordering parameters (seed 002) and the company identity of receipts (configuration). The parameters' demo rows come with the orders' demo data. */
export const settingsDomain: RestDomain = {
  name: 'settings',
  routes(app, services) {
    registerChannelParameterRoutes(app, services);
    registerCompanyRoutes(app, services);
  },
};
