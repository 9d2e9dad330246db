import { AGENT_USER_TYPE_ID, SUPERVISOR_ROLE_ID } from '@console/schema';
import type { DemoData } from '../db/demo-data.ts';
import type { Executor } from '../db/db.ts';
import { hashPassword } from './passwords.ts';

/**
 * About sixty more staff users so the administration lists page, supervisor assignments and agents'
 * channels and sectors. Every generated user signs in with DEMO_PASSWORD; its hash is computed once.
 * Users get fresh ids (matched back by e-mail), so the set also loads on a database where
 * administrators already created users; an e-mail already taken is left alone.
 */
export const DEMO_PASSWORD = 'Demo123!';

const ROLE = { ADMIN: 1, AGENT: 2, DISPATCH: 3, MARKETING: 4, SUPERVISOR: SUPERVISOR_ROLE_ID } as const;
const TYPE = { ADMIN: 2, AMBASSADOR: 5, AGENT: AGENT_USER_TYPE_ID } as const;

const firstNames = [
  'Amine', 'Yassine', 'Mehdi', 'Ayoub', 'Hicham', 'Rachid', 'Nabil', 'Anas', 'Soufiane', 'Adil',
  'Fatima Zahra', 'Khadija', 'Meryem', 'Nadia', 'Houda', 'Sanaa', 'Loubna', 'Hajar', 'Asmae', 'Ghizlane',
  'Sara', 'Zineb', 'Rim', 'Kenza', 'Nora', 'Siham', 'Btissam', 'Wafae', 'Hanane', 'Layla',
  'Khalid', 'Mustapha', 'Reda', 'Ilyas', 'Zakaria', 'Othmane', 'Badr', 'Tarik', 'Saïd', 'Abdelali',
  'Oumaima', 'Chaimae', 'Soukaina', 'Ikram', 'Amal', 'Najat', 'Samira', 'Hind', 'Latifa', 'Malika',
  'Youssra', 'Douae', 'Yasmine', 'Jamal', 'Driss', 'Hassan', 'Abdelkader', 'Brahim', 'Mourad', 'Younes',
];
const lastNames = [
  'Benali', 'El Idrissi', 'Ouazzani', 'Berrada', 'Benjelloun', 'El Fassi', 'Lahlou', 'Sqalli', 'Tahiri', 'Bennis',
  'Alami', 'Kettani', 'Benkirane', 'El Khatib', 'Zniber', 'Bouzidi', 'Cherkaoui', 'El Mansouri', 'Amrani', 'Filali',
  'Naciri', 'Ziani', 'Rahmouni', 'Haddad', 'Bakkali', 'Chaoui', 'Lamrani', 'Hajji', 'Bouazza', 'El Ouardi',
  'Mouline', 'Sefrioui', 'Guessous', 'Belhaj', 'Skalli', 'Tounsi', 'Marzouki', 'Bensouda', 'El Hamdaoui', 'Azzouzi',
  'Khalfi', 'Ennaji', 'Laaroussi', 'Saidi', 'Belkadi', 'Touimi', 'Daoudi', 'Jebli', 'El Yacoubi', 'Mernissi',
  'Raji', 'Chafik', 'Aït Taleb', 'Aït Lahcen', 'Oukacha', 'Boussaid', 'Kaitouni', 'El Mokri', 'Fassi Fihri', 'Hakimi',
];

export interface GeneratedUser {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  matriculation: string;
  userTypeId: number;
  roleIds: number[];
  company: number;
  workingDays: number;
  warehouseId: number;
  active: boolean;
  daysAgo: number;
}

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '');

/** Assorted roles of the back-office staff. */
const adminRoles: number[][] = [
  [ROLE.ADMIN], [ROLE.ADMIN], [ROLE.DISPATCH], [ROLE.DISPATCH], [ROLE.DISPATCH], [ROLE.MARKETING], [ROLE.MARKETING],
  [ROLE.MARKETING], [ROLE.DISPATCH, ROLE.MARKETING], [ROLE.DISPATCH, ROLE.MARKETING], [ROLE.MARKETING, ROLE.SUPERVISOR], [],
  [ROLE.DISPATCH], [ROLE.ADMIN, ROLE.SUPERVISOR],
];

const groups: { count: number; prefix: string; userTypeId: number; roles: (index: number) => number[]; workingDays: number }[] = [
  { count: 30, prefix: 'ACC', userTypeId: TYPE.AGENT, roles: () => [ROLE.AGENT], workingDays: 6 },
  { count: 6, prefix: 'SUP', userTypeId: TYPE.ADMIN, roles: () => [ROLE.SUPERVISOR], workingDays: 6 },
  { count: 10, prefix: 'AMB', userTypeId: TYPE.AMBASSADOR, roles: () => [], workingDays: 5 },
  { count: adminRoles.length, prefix: 'ADM', userTypeId: TYPE.ADMIN, roles: (index) => adminRoles[index], workingDays: 5 },
];

export const generatedUsers: GeneratedUser[] = groups.flatMap((group, groupIndex) =>
  Array.from({ length: group.count }, (_, index) => {
    const n = groups.slice(0, groupIndex).reduce((sum, previous) => sum + previous.count, 0) + index;
    const firstName = firstNames[n % firstNames.length];
    const lastName = lastNames[(n * 7 + 3) % lastNames.length];
    return {
      firstName,
      lastName,
      email: `${ascii(firstName)}.${ascii(lastName)}@demo.ma`,
      phone: `+2126${String(70_000_000 + n * 137).padStart(8, '0')}`,
      matriculation: `${group.prefix}-${String(101 + index)}`,
      userTypeId: group.userTypeId,
      roleIds: group.roles(index),
      company: (n % 3) + 1,
      workingDays: group.workingDays,
      warehouseId: [1, 1, 2, 3][n % 4],
      // Two agents left the call centre.
      active: !(group.prefix === 'ACC' && index >= 28),
      daysAgo: 400 - n * 6,
    };
  }),
);

const agents = generatedUsers.filter((user) => user.userTypeId === TYPE.AGENT);
const supervisors = generatedUsers.filter((user) => user.matriculation.startsWith('SUP-'));

/** Supervisor e-mail -> agents' e-mails: half of the generated agents; superviseur@demo.ma gets five. */
export const supervisorAgents: [supervisor: string, agents: string[]][] = [
  ['superviseur@demo.ma', agents.slice(0, 5).map((agent) => agent.email)],
  [supervisors[0].email, agents.slice(5, 9).map((agent) => agent.email)],
  [supervisors[1].email, agents.slice(9, 12).map((agent) => agent.email)],
  [supervisors[2].email, agents.slice(12, 15).map((agent) => agent.email)],
];

/** Agent e-mail -> channel ids and sector ids (customers-reference.v1: sectors 1-30 Casablanca, 31-41 Rabat-Témara). */
const agentParameters: [agent: string, channelIds: number[], sectorIds: number[]][] = agents.slice(0, 12).map((agent, index) => [
  agent.email,
  index % 3 === 2 ? [1, 2] : [(index % 2) + 1],
  index < 8 ? [1 + ((index * 3) % 30), 1 + ((index * 3 + 1) % 30)] : [31 + index - 8, 32 + index - 8],
]);

async function load(tx: Executor) {
  const hash = await hashPassword(DEMO_PASSWORD);
  const [{ admin_id: adminId }] = await tx.query<{ admin_id: number | null }>(
    `select (select user_id from users where lower(email) = 'admin@demo.ma') as admin_id`,
  );
  const params: unknown[] = [];
  const values = generatedUsers.map((user) => {
    const row = [
      user.firstName, user.lastName, user.email, user.phone, hash, user.matriculation, user.workingDays, user.company,
      user.userTypeId, user.warehouseId, user.active, adminId, new Date(Date.now() - user.daysAgo * 86_400_000),
    ];
    return `(${row.map((value) => `$${params.push(value)}`).join(', ')})`;
  });
  const inserted = await tx.query<{ user_id: number; email: string }>(
    `insert into users (first_name, last_name, email, phone_number, password_hash, matriculation, working_days, company,
                        user_type_id, warehouse_id, active, created_by_user_id, created_at)
     values ${values.join(', ')} on conflict do nothing returning user_id, email`,
    params,
  );
  const ids = new Map(inserted.map((row) => [row.email, row.user_id]));
  const [supervisor] = await tx.query<{ user_id: number }>(`select user_id from users where lower(email) = 'superviseur@demo.ma'`);
  if (supervisor) ids.set('superviseur@demo.ma', supervisor.user_id);

  /** (user, other) pairs of the users found; the other side must exist (an administrator may have deleted it). */
  const insertPairs = async (table: string, columns: [string, string], other: [table: string, column: string], entries: [string, number[]][]) => {
    const rows = entries.flatMap(([email, others]) => (ids.has(email) ? others.map((id) => [ids.get(email)!, id]) : []));
    if (rows.length === 0) return;
    await tx.query(
      `insert into ${table} (${columns.join(', ')})
       select p.owner, p.other from unnest($1::int[], $2::int[]) as p(owner, other)
        where exists (select 1 from ${other[0]} where ${other[1]} = p.other)
       on conflict do nothing`,
      [rows.map((row) => row[0]), rows.map((row) => row[1])],
    );
  };

  await insertPairs('user_roles', ['user_id', 'role_id'], ['roles', 'role_id'], generatedUsers.map((user) => [user.email, user.roleIds]));
  await insertPairs(
    'supervisor_agents',
    ['supervisor_id', 'agent_id'],
    ['users', 'user_id'],
    supervisorAgents.map(([email, agentEmails]) => [email, agentEmails.filter((agent) => ids.has(agent)).map((agent) => ids.get(agent)!)]),
  );
  await insertPairs('user_channels', ['user_id', 'channel_id'], ['channels', 'channel_id'], agentParameters.map(([email, channelIds]) => [email, channelIds]));
  await insertPairs('user_sectors', ['user_id', 'sector_id'], ['sectors', 'sector_id'], agentParameters.map(([email, , sectorIds]) => [email, sectorIds]));
}

/** Needs access.v1 (roles, user types, warehouses) and customers-reference.v1 (channels, sectors) loaded first. */
export const accessAdminDemoData: DemoData = { name: 'access-admin.v1', load };
