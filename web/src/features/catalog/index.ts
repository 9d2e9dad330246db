import { lazy } from 'react';
import { Level, Permission } from '@console/schema';
import { any, at, type Screen } from '../../kit/screens.ts';

const { CREATE, EDIT } = Level;

const catalog = {
  Articles: lazy(() => import('./ArticlesPage.tsx')),
  Article: lazy(() => import('./ArticlePage.tsx')),
  ArticleCatalogs: lazy(() => import('./ArticleCatalogsPage.tsx')),
  ArticleImages: lazy(() => import('./ArticleImagesPage.tsx')),
  Brands: lazy(() => import('./BrandsPage.tsx')),
  Brand: lazy(() => import('./BrandPage.tsx')),
  Partners: lazy(() => import('./PartnersPage.tsx')),
};
/** The catalogue's screens. */
export const catalogScreens: readonly Screen[] = [
  { path: '/articles', access: any(Permission.ARTICLES), component: catalog.Articles, menu: { section: 'catalog', label: 'Articles' } },
  { path: '/articles/:id', access: any(Permission.ARTICLES), component: catalog.Article },
  { path: '/articles/:id/add-to-catalog', access: at(Permission.ARTICLES, CREATE), component: catalog.ArticleCatalogs },
  { path: '/articles/:id/images', access: at(Permission.ARTICLES, EDIT), component: catalog.ArticleImages },
  { path: '/brands', access: any(Permission.BRANDS), component: catalog.Brands, menu: { section: 'catalog', label: 'Marques' } },
  { path: '/brands/:id', access: at(Permission.BRANDS, EDIT), component: catalog.Brand },
  { path: '/partners', access: any(Permission.PARTNERS), component: catalog.Partners, menu: { section: 'catalog', label: 'Partenaires' } },
];
