import { LevelSet, Permission, SUPERVISOR_ROLE_ID } from '@console/schema';
import { insertRows, type DemoData } from '../db/demo-data.ts';
import type { Executor } from '../db/db.ts';
import { hashPassword } from './passwords.ts';

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

/** Demo access level ids (each groups permission types, see accessLevels). */
export const AccessLevel = { READ: 1, STANDARD: 2, FULL: 3, EXPORTS: 4, SUPERVISOR: 5, CONSULT: 6, CREATE_READ: 7, CREATE_EDIT: 8 } as const;

const accessLevels: [id: number, name: string, description: string, types: readonly number[]][] = [
  [AccessLevel.READ, 'Lecture', 'Consulter seulement', [6]],
  [AccessLevel.STANDARD, 'Standard', 'Créer, ouvrir, modifier, supprimer et consulter', LevelSet.standard],
  [AccessLevel.FULL, 'Complet', 'Standard, export et changement de mot de passe', [2, 3, 4, 5, 6, 8]],
  [AccessLevel.EXPORTS, 'Exports', 'Tous les exports', [2, ...LevelSet.export]],
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

const warehouses = [
  [1, 'CAS-AS', 'Casablanca Aïn Sebaâ', 'Entrepôt central de Casablanca', 'المستودع المركزي بالدار البيضاء', '+212522340000', 33.6047, -7.5306],
  [2, 'CAS-BO', 'Casablanca Bouskoura', 'Entrepôt de Bouskoura', 'مستودع بوسكورة', '+212522590000', 33.4489, -7.6486],
  [3, 'RAB-TE', 'Rabat Témara', 'Entrepôt de Rabat-Témara', 'مستودع الرباط تمارة', '+212537640000', 33.928, -6.9063],
];

const ROLE = { ADMIN: 1, AGENT: 2, DISPATCH: 3, MARKETING: 4, SUPERVISOR: SUPERVISOR_ROLE_ID } as const;
const P = Permission;

const roles: [id: number, name: string, description: string, grants: [permission: number, level: number][]][] = [
  [
    ROLE.ADMIN,
    'Administrateur',
    'Toutes les permissions',
    [...permissions.map(([id]): [number, number] => [id, AccessLevel.FULL]), [P.EXPORTS, AccessLevel.EXPORTS], [P.SUPERVISORS, AccessLevel.SUPERVISOR]],
  ],
  [
    ROLE.AGENT,
    "Agent centre d'appel",
    'Point de vente, clients et commandes',
    [[P.POINT_OF_SALE, AccessLevel.CREATE_READ], [P.CUSTOMERS, AccessLevel.CONSULT], [P.ORDERS, AccessLevel.CONSULT]],
  ],
  [
    ROLE.DISPATCH,
    'Planificateur livraison',
    'Dispatch, véhicules, plannings et motifs de retour',
    [P.DISPATCH, P.VEHICLES, P.SCHEDULES, P.RETURN_REASONS, P.WAREHOUSE_SCHEDULES].map((id): [number, number] => [id, AccessLevel.STANDARD]),
  ],
  [
    ROLE.MARKETING,
    'Marketing',
    'Catalogue, contenus et promotions',
    [
      [P.ARTICLES, AccessLevel.CONSULT],
      [P.BRANDS, AccessLevel.STANDARD],
      [P.PARTNERS, AccessLevel.STANDARD],
      [P.SELECTIONS, AccessLevel.STANDARD],
      [P.HOMEPAGES, AccessLevel.STANDARD],
      [P.PROMOTIONS, AccessLevel.CONSULT],
    ],
  ],
  [
    ROLE.SUPERVISOR,
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

interface DemoUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phone: string;
  matriculation: string;
  workingDays: number;
  company: number;
  userTypeId: number;
  warehouseId: number;
  roleId: number | null;
}

/** The staff accounts the README and the end-to-end tests sign in with. */
export const demoUsers: DemoUser[] = [
  { id: 1, firstName: 'Youssef', lastName: 'El Amrani', email: 'admin@demo.ma', password: 'Admin123!', phone: '+212661000001', matriculation: 'ADM-001', workingDays: 6, company: 1, userTypeId: 1, warehouseId: 1, roleId: ROLE.ADMIN },
  { id: 2, firstName: 'Salma', lastName: 'Bennani', email: 'agent@demo.ma', password: 'Agent123!', phone: '+212662000002', matriculation: 'ACC-014', workingDays: 6, company: 1, userTypeId: 6, warehouseId: 1, roleId: ROLE.AGENT },
  { id: 3, firstName: 'Karim', lastName: 'Tazi', email: 'superviseur@demo.ma', password: 'Super123!', phone: '+212663000003', matriculation: 'SUP-003', workingDays: 6, company: 2, userTypeId: 2, warehouseId: 1, roleId: ROLE.SUPERVISOR },
  { id: 4, firstName: 'Hamza', lastName: 'Alaoui', email: 'dispatch@demo.ma', password: 'Dispatch123!', phone: '+212664000004', matriculation: 'LOG-007', workingDays: 6, company: 1, userTypeId: 2, warehouseId: 2, roleId: ROLE.DISPATCH },
  { id: 5, firstName: 'Imane', lastName: 'Chraibi', email: 'marketing@demo.ma', password: 'Marketing123!', phone: '+212665000005', matriculation: 'MKT-002', workingDays: 5, company: 3, userTypeId: 2, warehouseId: 3, roleId: ROLE.MARKETING },
  { id: 6, firstName: 'Omar', lastName: 'Idrissi', email: 'sans.droits@demo.ma', password: 'Aucun123!', phone: '+212666000006', matriculation: 'EMP-021', workingDays: 5, company: 2, userTypeId: 2, warehouseId: 3, roleId: null },
];

/** Granted to the agent directly, outside any role, so the user-permission path is exercised too. */
const directUserPermissions: [userId: number, permissionId: number, level: number, allowed: boolean][] = [
  [2, P.CALLS, AccessLevel.READ, true],
];

async function load(tx: Executor) {
  await insertRows(tx, 'warehouses', ['warehouse_id', 'code', 'localisation', 'description', 'description_ar', 'phone', 'latitude', 'longitude'], warehouses);
  await insertRows(tx, 'permissions', ['permission_id', 'name', 'description', 'order'], permissions.map((row, index) => [...row, index + 1]));
  await insertRows(tx, 'permission_types', ['permission_type_id', 'name', 'description'], permissionTypes);
  await insertRows(tx, 'access_levels', ['access_level_id', 'name', 'description'], accessLevels.map(([id, name, description]) => [id, name, description]));
  const details = accessLevels.flatMap(([levelId, , , types]) => types.map((typeId) => [levelId, typeId]));
  await insertRows(tx, 'access_level_details', ['access_level_detail_id', 'access_level_id', 'permission_type_id'], details.map((row, index) => [index + 1, ...row]));
  await insertRows(tx, 'roles', ['role_id', 'name', 'description'], roles.map(([id, name, description]) => [id, name, description]));
  const rolePermissions = roles.flatMap(([roleId, , , grants]) => grants.map(([permissionId, levelId]) => [roleId, permissionId, levelId]));
  await insertRows(tx, 'role_permissions', ['role_permission_id', 'role_id', 'permission_id', 'access_level_id'], rolePermissions.map((row, index) => [index + 1, ...row]));
  await insertRows(tx, 'user_types', ['user_type_id', 'name', 'description'], userTypes);

  const hashes = await Promise.all(demoUsers.map((user) => hashPassword(user.password)));
  await insertRows(
    tx,
    'users',
    ['user_id', 'first_name', 'last_name', 'email', 'phone_number', 'password_hash', 'matriculation', 'working_days', 'company', 'user_type_id', 'warehouse_id', 'created_by_user_id'],
    demoUsers.map((user, index) => [
      user.id, user.firstName, user.lastName, user.email, user.phone, hashes[index], user.matriculation,
      user.workingDays, user.company, user.userTypeId, user.warehouseId, user.id === 1 ? null : 1,
    ]),
  );
  const userRoles = demoUsers.filter((user) => user.roleId !== null).map((user) => [user.id, user.roleId]);
  await insertRows(tx, 'user_roles', ['user_role_id', 'user_id', 'role_id'], userRoles.map((row, index) => [index + 1, ...row]));
  await insertRows(tx, 'user_permissions', ['user_permission_id', 'user_id', 'permission_id', 'access_level_id', 'allowed'], directUserPermissions.map((row, index) => [index + 1, ...row]));
}

export const accessDemoData: DemoData = { name: 'access.v1', load };
