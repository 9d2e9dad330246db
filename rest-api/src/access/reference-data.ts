import { EXPORT_TAB_LEVELS, Level, LevelSet, Permission, SUPERVISOR_ROLE_ID } from '@console/schema';
import { insertRows, type DemoData } from '../db/demo-data.ts';
import type { Executor } from '../db/db.ts';

/*
 * The security model every deployment needs, demo or not: the seeds' permissions, permission
 * types, access levels and user types, the administrator role a first administrator is given
 * and the supervisor role (its id marks supervisors). Loaded on every database, once.
 */

/** Seed 000 section 6 ids, with French names; `order` follows this list. */
const permissions: [id: number, name: string, description: string][] = [
  [1, 'Articles', 'Catalogue des articles : liste, fiche, images et catalogues'],
  [2, 'Promotions/bannières', 'Promotions, promotions magasin et bannières'],
  [3, 'Clients', 'Clients : liste, fiche, création, export et mots de passe'],
  [4, 'Point de vente', 'Prise de commande au point de vente'],
  [5, 'Marques', 'Marques des articles'],
  [6, 'Partenaires', 'Partenaires'],
  [8, 'Utilisateurs', "Utilisateurs et types d'utilisateurs"],
  [10, 'Administration des accès', "Permissions, rôles, niveaux d'accès et types de permission"],
  [11, 'Sélections', 'Sélections et sous-sélections'],
  [12, 'Secteurs', 'Secteurs et régions'],
  [14, 'Dispatch', 'Carte de dispatch : affectation des commandes aux véhicules'],
  [15, 'Commandes', 'Liste et suivi des commandes'],
  [17, 'Motifs de retour', 'Motifs de retour'],
  [18, 'Paramètres', 'Paramètres des canaux de vente'],
  [19, 'Exports', "Centre d'exports"],
  [20, "Pages d'accueil", "Pages d'accueil et blocs"],
  [21, 'Véhicules', 'Véhicules de livraison'],
  [22, 'Plannings', 'Plannings provisoires et chargés'],
  [23, 'Appels', 'Journal des appels'],
  [26, 'Superviseurs', 'Superviseurs : affectation des agents et imports'],
  [27, 'Commandes à emporter / à livrer', 'Commandes à emporter et commandes à livrer'],
  [29, 'Performance', 'Tableau de bord de performance'],
  [30, 'Mise à jour client', "Mise à jour rapide d'un client : secteur, coordonnées, activation"],
  [40, 'Plannings entrepôt', "Plannings de l'entrepôt de l'utilisateur"],
  [41, 'Synthèse', "Chiffre d'affaires, encaissements et récapitulatif des tournées"],
  [44, 'Affectation agents', 'Affectation des canaux et des secteurs aux agents'],
];

const permissionTypes: [id: number, name: string, description: string][] = [
  [2, 'Export', "Exporter les données d'un écran"],
  [3, 'Création', 'Créer'],
  [4, 'Modification/ouverture', 'Ouvrir une fiche et la modifier'],
  [5, 'Suppression', 'Supprimer'],
  [6, 'Lecture', 'Consulter'],
  [8, 'Changement de mot de passe', "Changer le mot de passe d'un utilisateur"],
  [9, 'Export commandes', 'Exporter les commandes'],
  [10, 'Export clients', 'Exporter les clients'],
  [11, 'Export articles par commande', 'Exporter les articles par commande'],
  [12, 'Export articles', 'Exporter les articles'],
  [13, 'Export marques', 'Exporter les marques'],
  [14, 'Export partenaires', 'Exporter les partenaires'],
  [15, 'Export utilisateurs', 'Exporter les utilisateurs'],
  [16, 'Export appels', 'Exporter les appels'],
  [17, 'Export TSP', 'Exporter les rapports TSP'],
  [18, "Export résultats d'appels", "Exporter les résultats d'appels"],
  [19, 'Import clients à appeler', 'Importer les clients à appeler par agent'],
  [20, 'Import objectifs', 'Importer les objectifs mensuels'],
  [21, 'Import affectation entrepôts', "Importer l'affectation des agents aux entrepôts"],
  [22, 'Import affectation clients', "Importer l'affectation des agents aux clients"],
  [24, 'Export stock', 'Exporter le stock des articles'],
  [25, 'Export promotions', 'Exporter le récapitulatif des promotions'],
  [26, 'Export 3CX', 'Exporter le détail des appels 3CX'],
];

/** Access level ids (each groups permission types, see accessLevels). */
export const AccessLevel = { READ: 1, STANDARD: 2, FULL: 3, EXPORTS: 4, SUPERVISOR: 5, CONSULT: 6, CREATE_READ: 7, CREATE_EDIT: 8 } as const;

const accessLevels: [id: number, name: string, description: string, types: readonly number[]][] = [
  [AccessLevel.READ, 'Lecture', 'Consulter seulement', [6]],
  [AccessLevel.STANDARD, 'Standard', 'Créer, ouvrir, modifier, supprimer et consulter', LevelSet.standard],
  [AccessLevel.FULL, 'Complet', 'Standard, export et changement de mot de passe', [2, 3, 4, 5, 6, 8]],
  [AccessLevel.EXPORTS, 'Exports', 'Tous les exports', [Level.EXPORT, ...EXPORT_TAB_LEVELS]],
  [AccessLevel.SUPERVISOR, 'Superviseur', 'Imports des superviseurs', LevelSet.supervisor],
  [AccessLevel.CONSULT, 'Consultation', 'Ouvrir et consulter, sans créer ni supprimer', [4, 6]],
  [AccessLevel.CREATE_READ, 'Création et lecture', 'Créer et consulter', [3, 6]],
  [AccessLevel.CREATE_EDIT, 'Création et modification', 'Créer, ouvrir, modifier et consulter', [3, 4, 6]],
];

const userTypes: [id: number, name: string, description: string][] = [
  [1, 'Super Admin', 'Administrateur de la plateforme'],
  [2, 'Admin', 'Personnel du back-office'],
  [3, 'Client', 'Client (application client)'],
  [5, 'Ambassadeur', 'Ambassadeur terrain (application ambassadeur)'],
  [6, "Agent centre d'appel", "Agent du centre d'appel"],
  [11, 'Borne', 'Borne de commande'],
  // Named apart from 11: user-type names are unique (migration 008).
  [12, 'Borne libre-service', 'Borne de commande en libre-service'],
  [13, 'Borne/Magasin', 'Borne ou application magasin'],
];

/** The roles the product relies on; the other roles of the demo are demo data. */
export const ReferenceRole = { ADMIN: 1, SUPERVISOR: SUPERVISOR_ROLE_ID } as const;
const P = Permission;

export type RoleRow = [id: number, name: string, description: string, grants: [permission: number, level: number][]];

const roles: RoleRow[] = [
  [
    ReferenceRole.ADMIN,
    'Administrateur',
    'Toutes les permissions',
    [...permissions.map(([id]): [number, number] => [id, AccessLevel.FULL]), [P.EXPORTS, AccessLevel.EXPORTS], [P.SUPERVISORS, AccessLevel.SUPERVISOR]],
  ],
  [
    ReferenceRole.SUPERVISOR,
    'Superviseur',
    "Supervision du centre d'appel",
    [
      [P.CALLS, AccessLevel.CONSULT],
      [P.SUPERVISORS, AccessLevel.SUPERVISOR],
      [P.CUSTOMERS, AccessLevel.CONSULT],
      [P.ORDERS, AccessLevel.CONSULT],
      [P.PERFORMANCE, AccessLevel.READ],
      [P.AGENT_ASSIGNMENT, AccessLevel.CREATE_EDIT],
    ],
  ],
];

/** Inserts roles with their fixed ids and their grants, leaving existing ones alone. */
export async function insertRoles(tx: Executor, rows: readonly RoleRow[]): Promise<void> {
  await insertRows(tx, 'roles', ['role_id', 'name', 'description'], rows.map(([id, name, description]) => [id, name, description]));
  const grants = rows.flatMap(([roleId, , , roleGrants]) => roleGrants.map(([permissionId, levelId]) => [roleId, permissionId, levelId]));
  await tx.query(
    `insert into role_permissions (role_id, permission_id, access_level_id)
     select * from unnest($1::int[], $2::int[], $3::int[]) on conflict do nothing`,
    [grants.map((grant) => grant[0]), grants.map((grant) => grant[1]), grants.map((grant) => grant[2])],
  );
}

async function insertAccessLevelDetails(tx: Executor, details: readonly (readonly [levelId: number, typeId: number])[]) {
  await tx.query(
    `insert into access_level_details (access_level_id, permission_type_id)
     select * from unnest($1::int[], $2::int[]) on conflict do nothing`,
    [details.map((detail) => detail[0]), details.map((detail) => detail[1])],
  );
}

async function load(tx: Executor) {
  await insertRows(tx, 'permissions', ['permission_id', 'name', 'description', 'order'], permissions.map((row, index) => [...row, index + 1]));
  await insertRows(tx, 'permission_types', ['permission_type_id', 'name', 'description'], permissionTypes);
  await insertRows(tx, 'access_levels', ['access_level_id', 'name', 'description'], accessLevels.map(([id, name, description]) => [id, name, description]));
  await insertAccessLevelDetails(tx, accessLevels.flatMap(([levelId, , , types]) => types.map((typeId) => [levelId, typeId] as const)));
  await insertRows(tx, 'user_types', ['user_type_id', 'name', 'description'], userTypes);
  await insertRoles(tx, roles);
}

const accessModelData: DemoData = { name: 'access-model.v1', load };

/**
 * The call centre's export tabs (16 to 18) in the « Exports » access level, for the databases that loaded
 * access-model.v1 before it held them (a set loads once: a later addition ships under a new name). Only these three
 * are added, so a type an administrator took out of the level stays out.
 */
const CALL_CENTRE_EXPORT_TABS = [Level.EXPORT_CALLS, Level.EXPORT_TSP, Level.EXPORT_CALL_RESULTS];
const callCentreExportTabsData: DemoData = {
  name: 'access-model.call-centre-exports.v1',
  load: (tx) => insertAccessLevelDetails(tx, CALL_CENTRE_EXPORT_TABS.map((typeId) => [AccessLevel.EXPORTS, typeId] as const)),
};

/** Reference data: loaded on every database, before any demo data. */
export const REFERENCE_DATA_SETS: readonly DemoData[] = [accessModelData, callCentreExportTabsData];
