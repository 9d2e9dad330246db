import type { AccessRequirement } from '@console/schema';
import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * What a screen is, for the registry (app/registry.ts) and the features that declare theirs
 * (`features/<domain>/index.ts`).
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

/** Any level of the permission. */
export const any = (permission: number): AccessRequirement => ({ permissions: [permission] });
/** One of the levels of the permission. */
export const at = (permission: number, ...levels: number[]): AccessRequirement => ({ permissions: [permission], levels });
