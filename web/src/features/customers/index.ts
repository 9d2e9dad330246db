import { lazy } from 'react';
import { Level, Permission } from '@console/schema';
import { any, at, type Screen } from '../../kit/screens.ts';

const { CREATE, EDIT } = Level;

const customers = {
  List: lazy(() => import('./CustomersPage.tsx')),
  New: lazy(() => import('./NewCustomerPage.tsx')),
  Detail: lazy(() => import('./CustomerPage.tsx')),
  Update: lazy(() => import('./CustomerUpdatePage.tsx')),
  Sectors: lazy(() => import('./SectorsPage.tsx')),
};
/** The customers' screens. */
export const customerScreens: readonly Screen[] = [
  { path: '/customers', access: any(Permission.CUSTOMERS), component: customers.List, menu: { section: 'customers', label: 'Liste des clients' } },
  { path: '/customers/new', access: at(Permission.CUSTOMERS, CREATE), component: customers.New },
  { path: '/customers/:id', access: at(Permission.CUSTOMERS, EDIT), component: customers.Detail },
  { path: '/customer/update', access: any(Permission.CUSTOMER_UPDATE), component: customers.Update, menu: { section: 'customers', label: 'Mise à jour client' } },
  { path: '/sectors', access: any(Permission.SECTORS), component: customers.Sectors, menu: { section: 'sectors', label: 'Secteurs' } },
];
