import type { RestDomain } from '../domain.ts';
import { catalogDemoData } from './demo-data.ts';
import { registerCatalogueRoutes } from './routes.ts';

/** Articles, brands, partners, categories and catalogues. */
export const catalogDomain: RestDomain = { name: 'catalog', routes: registerCatalogueRoutes, demoData: [catalogDemoData] };
