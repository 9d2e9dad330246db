import type { RestDomain } from '../domain.ts';
import { registerBannerRoutes } from './banners.routes.ts';
import { contentDemoData } from './demo-data.ts';
import { registerHomePageRoutes } from './home-pages.routes.ts';

/** What the customer apps show: banners and promoted articles (seed 001), home pages and their blocs (seed 002). */
export const contentDomain: RestDomain = {
  name: 'content',
  routes(app, services) {
    registerBannerRoutes(app, services);
    registerHomePageRoutes(app, services);
  },
  demoData: [contentDemoData],
};
