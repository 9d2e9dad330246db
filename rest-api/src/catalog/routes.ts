import type { FastifyInstance } from 'fastify';
import { registerArticleRoutes } from './articles.routes.ts';
import { registerBrandRoutes } from './brands.routes.ts';
import { registerCatalogRoutes } from './catalogs.routes.ts';
import { registerCategoryRoutes } from './categories.routes.ts';
import type { CatalogServices } from './services.ts';

export function registerCatalogueRoutes(app: FastifyInstance, services: CatalogServices) {
  registerArticleRoutes(app, services);
  registerBrandRoutes(app, services);
  registerCategoryRoutes(app, services);
  registerCatalogRoutes(app, services);
}
