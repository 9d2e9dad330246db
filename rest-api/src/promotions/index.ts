import type { RestDomain } from '../domain.ts';
import { registerArticlesInfoRoutes } from './articles-info.routes.ts';
import { promotionsDemoData } from './demo-data.ts';
import { registerGiveawayRoutes } from './giveaways.routes.ts';
import { registerPricingRoutes } from './pricing.routes.ts';
import { registerPromotionRoutes } from './promotions.routes.ts';

/** Promotions: the form's CRUD, its criteria and ranges, and the pricing engine that applies them. */
export const promotionsDomain: RestDomain = {
  name: 'promotions',
  routes(app, services) {
    registerPromotionRoutes(app, services);
    registerPricingRoutes(app, services);
    registerArticlesInfoRoutes(app, services);
    registerGiveawayRoutes(app, services);
  },
  demoData: [promotionsDemoData],
};
