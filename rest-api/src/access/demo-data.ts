import { Permission } from '@console/schema';
import { insertRows, type DemoData } from '../db/demo-data.ts';
import type { Executor } from '../db/db.ts';
import { hashPassword } from './passwords.ts';
import { AccessLevel, insertRoles, ReferenceRole, type RoleRow } from './reference-data.ts';

const warehouses = [
  [1, 'CAS-AS', 'Casablanca Aïn Sebaâ', 'Entrepôt central de Casablanca', 'المستودع المركزي بالدار البيضاء', '+212522340000', 33.6047, -7.5306],
  [2, 'CAS-BO', 'Casablanca Bouskoura', 'Entrepôt de Bouskoura', 'مستودع بوسكورة', '+212522590000', 33.4489, -7.6486],
  [3, 'RAB-TE', 'Rabat Témara', 'Entrepôt de Rabat-Témara', 'مستودع الرباط تمارة', '+212537640000', 33.928, -6.9063],
];

const ROLE = { ADMIN: ReferenceRole.ADMIN, AGENT: 2, DISPATCH: 3, MARKETING: 4, SUPERVISOR: ReferenceRole.SUPERVISOR } as const;
const P = Permission;

/** Demo roles besides the reference ones (administrator, supervisor). */
const roles: RoleRow[] = [
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
  await insertRoles(tx, roles);

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

/** Needs the reference data (access-model.v1) loaded first. */
export const accessDemoData: DemoData = { name: 'access.v1', load };
