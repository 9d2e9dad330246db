import { Level, Permission, type GrantedPermission } from '@console/schema';
import { describe, expect, it } from 'vitest';
import { buildMenu, canOpen, menuSections, screens } from './registry.ts';

const allLevels = Object.values(Level);
const admin: GrantedPermission[] = Object.values(Permission).map((permissionId) => ({ permissionId, levels: allLevels }));
const agent: GrantedPermission[] = [
  { permissionId: Permission.POINT_OF_SALE, levels: [Level.CREATE, Level.READ] },
  { permissionId: Permission.CUSTOMERS, levels: [Level.READ, Level.EDIT] },
  { permissionId: Permission.CALLS, levels: [Level.READ] },
  { permissionId: Permission.ORDERS, levels: [Level.READ] },
];
const marketing: GrantedPermission[] = [
  { permissionId: Permission.ARTICLES, levels: [Level.EDIT, Level.READ] },
  { permissionId: Permission.BRANDS, levels: [Level.READ] },
];

const labels = (granted: GrantedPermission[]) =>
  buildMenu(granted).map((section) => [section.label, section.entries.map((entry) => entry.label)]);

describe('screen registry', () => {
  it('declares every route of the seeds exactly once', () => {
    const paths = screens.map((screen) => screen.path);
    expect(new Set(paths).size).toBe(paths.length);
    const seedRoutes = [
      '/sign-in', '/home', '/profile', '/user/parametres', '/parameters', '/exports', '/calls', '/map',
      '/articles', '/articles/:id', '/articles/:id/add-to-catalog', '/articles/:id/images',
      '/brands', '/brands/:id', '/partners', '/sectors', '/customers', '/customers/:id', '/customer/update',
      '/users', '/users/:id', '/users/types/', '/users/types/:id',
      '/permissions/', '/permissions/:id', '/roles/', '/roles/:id', '/accesslevels/', '/accesslevels/:id',
      '/permissionstypes/', '/permissionstypes/:id',
      '/selections/', '/selections/:id', '/sub-selections/:id', '/sub-selections/new/:id',
      '/banners/', '/banners/:id', '/promotions', '/promotion/:id', '/store/promotions',
      '/homepages', '/homepages/:id', '/homepages/:id/newbloc', '/homepages/:homePageId/blocs/:blocId',
      '/orders', '/orders/pos', '/orders/customer/:id', '/orders/catalog/:orderId',
      '/vehicules', '/vehicules/:id', '/reasonreturns/', '/reasonreturns/:id',
      '/schedules/provisional', '/schedules/loaded', '/romeo/schedules/loaded', '/romeo/togo', '/romeo/todelivery',
      '/romeo/revenue', '/romeo/collection', '/romeo/recap', '/assigning/uploader', '/suivi/performance',
      '/screen/preparation/:lng/:warehouseId',
    ];
    expect(paths).toEqual(expect.arrayContaining(seedRoutes));
  });

  it('gives the administrator every section, in the seeds order', () => {
    expect(buildMenu(admin).map((section) => section.label)).toEqual(menuSections.map((section) => section.label));
    const catalog = buildMenu(admin).find((section) => section.id === 'catalog');
    expect(catalog?.entries.map((entry) => entry.label)).toEqual([
      'Articles', 'Marques', 'Partenaires', 'Sélections', "Pages d'accueil", 'Promotions magasin', 'Bannières',
    ]);
  });

  it('shows an agent only what their permissions allow and hides empty sections', () => {
    expect(labels(agent)).toEqual([
      ['Accueil', ['Accueil']],
      ['Clients', ['Liste des clients']],
      ['Commandes', ['Toutes les commandes', 'Point de vente']],
      ['Appels', ['Appels']],
      ['Synthèse', ["Chiffre d'affaires", 'Encaissement']],
      ['Profil', ['Profil']],
    ]);
  });

  it('applies levels per permission', () => {
    expect(labels(marketing)).toEqual([
      ['Accueil', ['Accueil']],
      ['Catalogue produits', ['Articles', 'Marques']],
      ['Profil', ['Profil']],
    ]);
    const images = screens.find((screen) => screen.path === '/articles/:id/images');
    const catalog = screens.find((screen) => screen.path === '/articles/:id/add-to-catalog');
    expect(images && canOpen(images.access, marketing)).toBe(true);
    expect(catalog && canOpen(catalog.access, marketing)).toBe(false);
  });

  it("gives the counter's cashier and the preparer (demo accounts) only the screens they may open", () => {
    const cashier: GrantedPermission[] = [
      { permissionId: Permission.ROMEO_ORDERS, levels: [Level.CREATE, Level.EDIT, Level.READ] },
      { permissionId: Permission.ORDERS, levels: [Level.READ] },
    ];
    const preparer: GrantedPermission[] = [{ permissionId: Permission.WAREHOUSE_SCHEDULES, levels: [Level.EDIT, Level.READ] }];
    const entries = (granted: GrantedPermission[]) => buildMenu(granted).flatMap((section) => section.entries.map((entry) => entry.path));
    expect(entries(cashier)).toEqual(expect.arrayContaining(['/home', '/romeo/togo', '/romeo/todelivery', '/orders', '/profile']));
    expect(entries(cashier)).not.toContain('/orders/pos');
    expect(entries(preparer)).toEqual(expect.arrayContaining(['/home', '/romeo/preparation', '/romeo/schedules/loaded', '/profile']));
    expect(entries(preparer)).not.toContain('/orders');
    // Preparation sits with the warehouse's other screen: no orders section for warehouse staff (nor for a dispatcher holding 40).
    const delivery = buildMenu(preparer).find((section) => section.entries.some((entry) => entry.path === '/romeo/preparation'));
    expect(delivery?.entries.map((entry) => entry.path)).toContain('/romeo/schedules/loaded');
    for (const granted of [cashier, preparer]) {
      const paths = new Set(entries(granted));
      for (const screen of screens.filter((candidate) => paths.has(candidate.path))) expect(canOpen(screen.access, granted), screen.path).toBe(true);
    }
  });

  it('gives the reports and the dashboard their screens (issue 27): no longer the upcoming notice', () => {
    const upcoming = screens.find((screen) => screen.path === '/assigning/uploader')?.component;
    const reports = ['/romeo/recap', '/romeo/revenue', '/romeo/collection', '/suivi/performance'].map((path) => screens.find((screen) => screen.path === path));
    expect(reports.map((screen) => screen?.menu?.label)).toEqual(['Récapitulatif', "Chiffre d'affaires", 'Encaissement', 'Performance']);
    expect(new Set([upcoming, ...reports.map((screen) => screen?.component)]).size).toBe(5);
  });

  it('keeps signed-in pages open to all, guest pages to nobody signed in', () => {
    expect(canOpen('signedIn', [])).toBe(true);
    expect(canOpen('public', [])).toBe(true);
    expect(canOpen('guest', admin)).toBe(false);
    expect(buildMenu([]).map((section) => section.id)).toEqual(['home', 'profile']);
  });
});
