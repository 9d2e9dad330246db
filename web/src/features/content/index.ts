import { lazy } from 'react';
import { Level, Permission } from '@console/schema';
import { any, at, type Screen } from '../../kit/screens.ts';

const { CREATE, EDIT } = Level;

const content = {
  HomePages: lazy(() => import('./HomePagesPage.tsx')),
  HomePage: lazy(() => import('./HomePagePage.tsx')),
  Bloc: lazy(() => import('./BlocPage.tsx')),
  PromotedArticles: lazy(() => import('./PromotedArticlesPage.tsx')),
  Banners: lazy(() => import('./BannersPage.tsx')),
  Banner: lazy(() => import('./BannerPage.tsx')),
};
/** What the customer apps show: home pages and their blocs (permission 20), promoted articles and banners (permission 2). */
export const contentScreens: readonly Screen[] = [
  { path: '/homepages', access: any(Permission.HOMEPAGES), component: content.HomePages, menu: { section: 'catalog', label: "Pages d'accueil" } },
  { path: '/homepages/new', access: at(Permission.HOMEPAGES, CREATE), component: content.HomePage },
  { path: '/homepages/:id', access: at(Permission.HOMEPAGES, EDIT), component: content.HomePage },
  { path: '/homepages/:id/newbloc', access: at(Permission.HOMEPAGES, EDIT), component: content.Bloc },
  { path: '/homepages/:homePageId/blocs/:blocId', access: at(Permission.HOMEPAGES, EDIT), component: content.Bloc },
  { path: '/store/promotions', access: at(Permission.PROMOTIONS, EDIT), component: content.PromotedArticles, menu: { section: 'catalog', label: 'Promotions magasin' } },
  { path: '/banners/', access: any(Permission.PROMOTIONS), component: content.Banners, menu: { section: 'catalog', label: 'Bannières' } },
  { path: '/banners/new', access: at(Permission.PROMOTIONS, CREATE), component: content.Banner },
  { path: '/banners/:id', access: at(Permission.PROMOTIONS, EDIT), component: content.Banner },
];
