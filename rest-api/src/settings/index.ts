import type { RestDomain } from '../domain.ts';
import { registerChannelParameterRoutes } from './channel-parameters.routes.ts';
import { registerCompanyRoutes } from './company.routes.ts';
import { registerReturnReasonRoutes } from './return-reasons.routes.ts';

/** Settings: the sales channels' ordering parameters (seed 002) the company identity of receipts (configuration) and the reasons a delivery comes back (seed 002). The parameters' demo rows come with the orders' demo data. */
export const settingsDomain: RestDomain = {
  name: 'settings',
  routes(app, services) {
    registerChannelParameterRoutes(app, services);
    registerCompanyRoutes(app, services);
    registerReturnReasonRoutes(app, services);
  },
};
