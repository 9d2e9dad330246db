import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Level, LevelSet, Permission, hasAccess, type AccessRequirement, type GrantedPermission } from '@console/schema';

/**
 * The console's screens, declared once: the router, the side menu and the guards read this list.
 * A new screen is one entry here plus its component in `features/<domain>/`.
 */

/** Who may open a screen: anyone, only signed-out visitors, any signed-in user, or the seeds' permission rule. */
export type ScreenAccess = 'public' | 'guest' | 'signedIn' | AccessRequirement;

export const menuSections = [
  { id: 'home', label: 'Accueil', flat: true },
  { id: 'performance', label: 'Performance', flat: true },
  { id: 'catalog', label: 'Catalogue produits', flat: false },
  { id: 'promotions', label: 'Promotions', flat: true },
  { id: 'customers', label: 'Clients', flat: false },
  { id: 'sectors', label: 'Secteurs', flat: true },
  { id: 'orders', label: 'Commandes', flat: false },
  { id: 'delivery', label: 'Livraison', flat: false },
  { id: 'calls', label: 'Appels', flat: true },
  { id: 'exports', label: 'Exports', flat: true },
  { id: 'parameters', label: 'Paramètres', flat: true },
  { id: 'users', label: 'Utilisateurs', flat: false },
  { id: 'agentAssignment', label: 'Affectation des agents', flat: true },
  { id: 'accessAdmin', label: 'Administration des accès', flat: false },
  { id: 'supervisors', label: 'Superviseurs', flat: false },
  { id: 'summary', label: 'Synthèse', flat: false },
  { id: 'profile', label: 'Profil', flat: true },
] as const;

export type MenuSectionId = (typeof menuSections)[number]['id'];

export interface Screen {
  /** The seeds' route string, exactly. */
  path: string;
  access: ScreenAccess;
  component: LazyExoticComponent<ComponentType>;
  /** Present when the screen has a side-menu entry. */
  menu?: { section: MenuSectionId; label: string };
}

const SignInPage = lazy(() => import('../features/access/SignInPage.tsx'));
const HomePage = lazy(() => import('./HomePage.tsx'));
const ProfilePage = lazy(() => import('../features/access/ProfilePage.tsx'));
const admin = {
  Users: lazy(() => import('../features/access/admin/UsersListPage.tsx')),
  User: lazy(() => import('../features/access/admin/UserPage.tsx')),
  UserTypes: lazy(() => import('../features/access/admin/UserTypesListPage.tsx')),
  UserType: lazy(() => import('../features/access/admin/UserTypePage.tsx')),
  UserParameters: lazy(() => import('../features/access/admin/UserParametersPage.tsx')),
  Roles: lazy(() => import('../features/access/admin/RolesListPage.tsx')),
  Role: lazy(() => import('../features/access/admin/RolePage.tsx')),
  Permissions: lazy(() => import('../features/access/admin/PermissionsListPage.tsx')),
  Permission: lazy(() => import('../features/access/admin/PermissionPage.tsx')),
  AccessLevels: lazy(() => import('../features/access/admin/AccessLevelsListPage.tsx')),
  AccessLevel: lazy(() => import('../features/access/admin/AccessLevelPage.tsx')),
  PermissionTypes: lazy(() => import('../features/access/admin/PermissionTypesListPage.tsx')),
  PermissionType: lazy(() => import('../features/access/admin/PermissionTypePage.tsx')),
};
const catalog = {
  Articles: lazy(() => import('../features/catalog/ArticlesPage.tsx')),
  Article: lazy(() => import('../features/catalog/ArticlePage.tsx')),
  ArticleCatalogs: lazy(() => import('../features/catalog/ArticleCatalogsPage.tsx')),
  ArticleImages: lazy(() => import('../features/catalog/ArticleImagesPage.tsx')),
  Brands: lazy(() => import('../features/catalog/BrandsPage.tsx')),
  Brand: lazy(() => import('../features/catalog/BrandPage.tsx')),
  Partners: lazy(() => import('../features/catalog/PartnersPage.tsx')),
};
const customers = {
  List: lazy(() => import('../features/customers/CustomersPage.tsx')),
  New: lazy(() => import('../features/customers/NewCustomerPage.tsx')),
  Detail: lazy(() => import('../features/customers/CustomerPage.tsx')),
  Update: lazy(() => import('../features/customers/CustomerUpdatePage.tsx')),
  Sectors: lazy(() => import('../features/customers/SectorsPage.tsx')),
};
/** Every screen of a later version shares this notice until its component lands. */
const Upcoming = lazy(() => import('./UpcomingScreen.tsx'));

const any = (permission: number): AccessRequirement => ({ permissions: [permission] });
const at = (permission: number, ...levels: number[]): AccessRequirement => ({ permissions: [permission], levels });
const { CREATE, EDIT, READ } = Level;

export const screens: readonly Screen[] = [
  { path: '/sign-in', access: 'guest', component: SignInPage },
  { path: '/screen/preparation/:lng/:warehouseId', access: 'public', component: Upcoming },

  { path: '/home', access: 'signedIn', component: HomePage, menu: { section: 'home', label: 'Accueil' } },
  { path: '/suivi/performance', access: any(Permission.PERFORMANCE), component: Upcoming, menu: { section: 'performance', label: 'Performance' } },

  { path: '/articles', access: any(Permission.ARTICLES), component: catalog.Articles, menu: { section: 'catalog', label: 'Articles' } },
  { path: '/articles/:id', access: any(Permission.ARTICLES), component: catalog.Article },
  { path: '/articles/:id/add-to-catalog', access: at(Permission.ARTICLES, CREATE), component: catalog.ArticleCatalogs },
  { path: '/articles/:id/images', access: at(Permission.ARTICLES, EDIT), component: catalog.ArticleImages },
  { path: '/brands', access: any(Permission.BRANDS), component: catalog.Brands, menu: { section: 'catalog', label: 'Marques' } },
  { path: '/brands/:id', access: at(Permission.BRANDS, EDIT), component: catalog.Brand },
  { path: '/partners', access: any(Permission.PARTNERS), component: catalog.Partners, menu: { section: 'catalog', label: 'Partenaires' } },
  { path: '/selections/', access: any(Permission.SELECTIONS), component: Upcoming, menu: { section: 'catalog', label: 'Sélections' } },
  { path: '/selections/new', access: at(Permission.SELECTIONS, CREATE), component: Upcoming },
  { path: '/selections/:id', access: at(Permission.SELECTIONS, EDIT, READ), component: Upcoming },
  { path: '/sub-selections/new/:id', access: at(Permission.SELECTIONS, CREATE), component: Upcoming },
  { path: '/sub-selections/:id', access: at(Permission.SELECTIONS, EDIT, READ), component: Upcoming },
  { path: '/homepages', access: any(Permission.HOMEPAGES), component: Upcoming, menu: { section: 'catalog', label: "Pages d'accueil" } },
  { path: '/homepages/new', access: at(Permission.HOMEPAGES, CREATE), component: Upcoming },
  { path: '/homepages/:id', access: at(Permission.HOMEPAGES, EDIT), component: Upcoming },
  { path: '/homepages/:id/newbloc', access: at(Permission.HOMEPAGES, EDIT), component: Upcoming },
  { path: '/homepages/:homePageId/blocs/:blocId', access: at(Permission.HOMEPAGES, EDIT), component: Upcoming },
  { path: '/store/promotions', access: at(Permission.PROMOTIONS, EDIT), component: Upcoming, menu: { section: 'catalog', label: 'Promotions magasin' } },
  { path: '/banners/', access: any(Permission.PROMOTIONS), component: Upcoming, menu: { section: 'catalog', label: 'Bannières' } },
  { path: '/banners/new', access: at(Permission.PROMOTIONS, CREATE), component: Upcoming },
  { path: '/banners/:id', access: at(Permission.PROMOTIONS, EDIT), component: Upcoming },

  { path: '/promotions', access: any(Permission.PROMOTIONS), component: Upcoming, menu: { section: 'promotions', label: 'Promotions' } },
  { path: '/promotion/new', access: at(Permission.PROMOTIONS, CREATE), component: Upcoming },
  { path: '/promotion/:id', access: at(Permission.PROMOTIONS, EDIT), component: Upcoming },

  { path: '/customers', access: any(Permission.CUSTOMERS), component: customers.List, menu: { section: 'customers', label: 'Liste des clients' } },
  { path: '/customers/new', access: at(Permission.CUSTOMERS, CREATE), component: customers.New },
  { path: '/customers/:id', access: at(Permission.CUSTOMERS, EDIT), component: customers.Detail },
  { path: '/customer/update', access: any(Permission.CUSTOMER_UPDATE), component: customers.Update, menu: { section: 'customers', label: 'Mise à jour client' } },

  { path: '/sectors', access: any(Permission.SECTORS), component: customers.Sectors, menu: { section: 'sectors', label: 'Secteurs' } },

  { path: '/romeo/togo', access: any(Permission.ROMEO_ORDERS), component: Upcoming, menu: { section: 'orders', label: 'À emporter' } },
  { path: '/romeo/todelivery', access: any(Permission.ROMEO_ORDERS), component: Upcoming, menu: { section: 'orders', label: 'À livrer' } },
  { path: '/orders', access: at(Permission.ORDERS, READ, EDIT), component: Upcoming, menu: { section: 'orders', label: 'Toutes les commandes' } },
  { path: '/orders/pos', access: at(Permission.POINT_OF_SALE, CREATE), component: Upcoming, menu: { section: 'orders', label: 'Point de vente' } },
  { path: '/orders/customer/:id', access: any(Permission.ORDERS), component: Upcoming },
  { path: '/orders/catalog/:orderId', access: at(Permission.ORDERS, CREATE), component: Upcoming },

  { path: '/map', access: any(Permission.DISPATCH), component: Upcoming, menu: { section: 'delivery', label: 'Carte de dispatch' } },
  { path: '/vehicules', access: any(Permission.VEHICLES), component: Upcoming, menu: { section: 'delivery', label: 'Véhicules' } },
  { path: '/vehicules/new', access: at(Permission.VEHICLES, CREATE), component: Upcoming },
  { path: '/vehicules/:id', access: at(Permission.VEHICLES, EDIT), component: Upcoming },
  { path: '/reasonreturns/', access: any(Permission.RETURN_REASONS), component: Upcoming, menu: { section: 'delivery', label: 'Motifs de retour' } },
  { path: '/reasonreturns/new', access: at(Permission.RETURN_REASONS, CREATE), component: Upcoming },
  { path: '/reasonreturns/:id', access: at(Permission.RETURN_REASONS, EDIT), component: Upcoming },
  { path: '/schedules/provisional', access: any(Permission.SCHEDULES), component: Upcoming, menu: { section: 'delivery', label: 'Plannings prévisionnels' } },
  { path: '/schedules/loaded', access: any(Permission.SCHEDULES), component: Upcoming, menu: { section: 'delivery', label: 'Plannings chargés' } },
  { path: '/romeo/schedules/loaded', access: any(Permission.WAREHOUSE_SCHEDULES), component: Upcoming, menu: { section: 'delivery', label: 'Plannings entrepôt' } },

  { path: '/calls', access: any(Permission.CALLS), component: Upcoming, menu: { section: 'calls', label: 'Appels' } },
  { path: '/exports', access: at(Permission.EXPORTS, ...LevelSet.export), component: Upcoming, menu: { section: 'exports', label: 'Exports' } },
  { path: '/parameters', access: at(Permission.PARAMETERS, CREATE, EDIT), component: Upcoming, menu: { section: 'parameters', label: 'Paramètres' } },

  { path: '/users', access: any(Permission.USERS), component: admin.Users, menu: { section: 'users', label: 'Utilisateurs' } },
  { path: '/users/new', access: at(Permission.USERS, CREATE), component: admin.User },
  { path: '/users/:id', access: at(Permission.USERS, EDIT, READ), component: admin.User },
  { path: '/users/types/', access: any(Permission.USERS), component: admin.UserTypes, menu: { section: 'users', label: "Types d'utilisateurs" } },
  { path: '/users/types/new', access: at(Permission.USERS, CREATE), component: admin.UserType },
  { path: '/users/types/:id', access: at(Permission.USERS, EDIT, READ), component: admin.UserType },
  { path: '/user/parametres', access: any(Permission.AGENT_ASSIGNMENT), component: admin.UserParameters, menu: { section: 'agentAssignment', label: 'Affectation des agents' } },

  { path: '/roles/', access: any(Permission.ACCESS_ADMIN), component: admin.Roles, menu: { section: 'accessAdmin', label: 'Rôles' } },
  { path: '/roles/new', access: at(Permission.ACCESS_ADMIN, CREATE), component: admin.Role },
  { path: '/roles/:id', access: at(Permission.ACCESS_ADMIN, EDIT, READ), component: admin.Role },
  { path: '/permissions/', access: any(Permission.ACCESS_ADMIN), component: admin.Permissions, menu: { section: 'accessAdmin', label: 'Permissions' } },
  { path: '/permissions/new', access: at(Permission.ACCESS_ADMIN, CREATE), component: admin.Permission },
  { path: '/permissions/:id', access: at(Permission.ACCESS_ADMIN, EDIT, READ), component: admin.Permission },
  { path: '/accesslevels/', access: any(Permission.ACCESS_ADMIN), component: admin.AccessLevels, menu: { section: 'accessAdmin', label: "Niveaux d'accès" } },
  { path: '/accesslevels/new', access: at(Permission.ACCESS_ADMIN, CREATE), component: admin.AccessLevel },
  { path: '/accesslevels/:id', access: at(Permission.ACCESS_ADMIN, EDIT, READ), component: admin.AccessLevel },
  { path: '/permissionstypes/', access: any(Permission.ACCESS_ADMIN), component: admin.PermissionTypes, menu: { section: 'accessAdmin', label: 'Types de permissions' } },
  { path: '/permissionstypes/new', access: at(Permission.ACCESS_ADMIN, CREATE), component: admin.PermissionType },
  { path: '/permissionstypes/:id', access: at(Permission.ACCESS_ADMIN, EDIT, READ), component: admin.PermissionType },

  { path: '/assigning/uploader', access: at(Permission.SUPERVISORS, ...LevelSet.supervisor), component: Upcoming, menu: { section: 'supervisors', label: 'Affectation uploader' } },

  { path: '/romeo/revenue', access: any(Permission.ORDERS), component: Upcoming, menu: { section: 'summary', label: "Chiffre d'affaires" } },
  { path: '/romeo/collection', access: { permissions: [Permission.SUMMARY, Permission.ORDERS] }, component: Upcoming, menu: { section: 'summary', label: 'Encaissement' } },
  { path: '/romeo/recap', access: at(Permission.SUMMARY, CREATE, EDIT), component: Upcoming, menu: { section: 'summary', label: 'Récapitulatif' } },

  { path: '/profile', access: 'signedIn', component: ProfilePage, menu: { section: 'profile', label: 'Profil' } },
];

/** Whether a signed-in user holding `granted` may open a screen. */
export function canOpen(access: ScreenAccess, granted: readonly GrantedPermission[]): boolean {
  if (access === 'public' || access === 'signedIn') return true;
  if (access === 'guest') return false;
  return hasAccess(granted, access);
}

export interface MenuEntry {
  path: string;
  label: string;
}

export interface MenuSection {
  id: MenuSectionId;
  label: string;
  /** A flat section is drawn as its single entry, without a group header. */
  flat: boolean;
  entries: MenuEntry[];
}

/** The side menu for a user: entries they may open, in the seeds' order; empty sections are left out. */
export function buildMenu(granted: readonly GrantedPermission[], all: readonly Screen[] = screens): MenuSection[] {
  return menuSections
    .map((section) => ({
      id: section.id,
      label: section.label,
      flat: section.flat,
      entries: all
        .filter((screen) => screen.menu?.section === section.id && canOpen(screen.access, granted))
        .map((screen) => ({ path: screen.path, label: screen.menu?.label ?? section.label })),
    }))
    .filter((section) => section.entries.length > 0);
}
