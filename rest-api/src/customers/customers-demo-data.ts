import { CUSTOMER_USER_TYPE_ID } from '@console/schema';
import { hashPassword } from '../access/passwords.ts';
import { insertRows, type DemoData } from '../db/demo-data.ts';
import type { Executor } from '../db/db.ts';
import { SeededRandom } from '../db/random.ts';
import { MOROCCO, Region, sectors } from './demo-data.ts';

/**
 * Customers around Casablanca and Rabat (seed 000 sections 2 to 4): every status and every origin, both main sales
 * channels, 1 to 3 addresses each (one default) with coordinates inside the cities, warehouses, segments, types and
 * payment modes; plus the look-up tables and four kiosk accounts (user types 11, 12, 13) that create customers.
 * Deterministic (seeded), so tests can count. Needs access.v1, customers-reference.v1 and access-admin.v1.
 */

export const CUSTOMER_PASSWORD = 'Client123!';
export const DEMO_CUSTOMER_COUNT = 2400;

const segments: [id: number, name: string][] = [
  [1, 'Grossiste'],
  [2, 'Demi-grossiste'],
  [3, 'Épicerie de quartier'],
  [4, 'Supérette'],
  [5, 'Café, hôtel, restaurant'],
  [6, 'Boulangerie, pâtisserie'],
  [7, 'Snack'],
];
const customerTypes: [id: number, code: string, name: string][] = [
  [1, 'DET', 'Détaillant'],
  [2, 'GRO', 'Grossiste'],
  [3, 'CHR', 'Cafés, hôtels, restaurants'],
  [4, 'INS', 'Institutionnel'],
];
const customerCategories: [id: number, name: string][] = [
  [1, 'Catégorie A – gros volume'],
  [2, 'Catégorie B – volume moyen'],
  [3, 'Catégorie C – petit volume'],
];
const accounts: [id: number, name: string][] = [
  [1, 'Compte principal'],
  [2, 'Compte grands comptes'],
  [3, 'Compte prospection'],
];
export const PaymentMode = { CASH: 100, CARD: 101 } as const;
const paymentModes: [id: number, title: string, description: string][] = [
  [PaymentMode.CASH, 'ESP', 'Espèces à la livraison'],
  [PaymentMode.CARD, 'TPE', 'Carte bancaire sur terminal de paiement'],
];

/** Kiosk and store-app accounts: customers they create have the origin 11 'App Borne'. No roles: they cannot sign in here. */
export const kioskUsers: [firstName: string, lastName: string, email: string, userTypeId: number][] = [
  ['Borne', 'Maârif', 'borne.maarif@demo.ma', 11],
  ['Borne', 'Hay Riad', 'borne.hayriad@demo.ma', 11],
  ['Borne', 'Derb Sultan', 'borne.derbsultan@demo.ma', 12],
  ['Magasin', 'Agdal', 'magasin.agdal@demo.ma', 13],
];

/** [sector names, region, latitude range, longitude range, warehouses]: the sectors inside each city. */
const cities: { sectors: string[]; regionId: number; latitude: [number, number]; longitude: [number, number]; warehouses: number[]; share: number }[] = [
  {
    sectors: sectors.filter(([, code]) => code.startsWith('CAS-') && !['CAS-BOUSKOURA', 'CAS-DAR-BOUAZZA', 'CAS-MOHAMMEDIA'].includes(code)).map(([, , name]) => name),
    regionId: Region.CASABLANCA_SETTAT,
    latitude: [33.535, 33.605],
    longitude: [-7.67, -7.52],
    warehouses: [1, 2],
    share: 0.62,
  },
  {
    sectors: sectors.filter(([, code]) => code.startsWith('RAB-') && !['RAB-TEMARA', 'RAB-HARHOURA'].includes(code)).map(([, , name]) => name),
    regionId: Region.RABAT_SALE_KENITRA,
    latitude: [33.96, 34.02],
    longitude: [-6.88, -6.8],
    warehouses: [3],
    share: 0.28,
  },
  {
    sectors: sectors.filter(([, code]) => code.startsWith('SAL-')).map(([, , name]) => name),
    regionId: Region.RABAT_SALE_KENITRA,
    latitude: [34.025, 34.06],
    longitude: [-6.82, -6.77],
    warehouses: [3],
    share: 0.1,
  },
];
const sectorId = (name: string) => sectors.find(([, , candidate]) => candidate === name)![0];

const firstNames = [
  'Mohammed', 'Ahmed', 'Abdellah', 'Hassan', 'Said', 'Rachid', 'Mustapha', 'Abdelaziz', 'Khalid', 'Youssef', 'Omar', 'Aziz',
  'Fatima', 'Khadija', 'Aicha', 'Naima', 'Zahra', 'Rachida', 'Malika', 'Saida', 'Hafida', 'Bouchra', 'Nezha', 'Latifa',
  'Hamid', 'Lahcen', 'Brahim', 'Mbarek', 'Driss', 'Hicham', 'Jamal', 'Noureddine', 'Abderrahim', 'Karim', 'Tarik', 'Adil',
];
const lastNames = [
  'Alaoui', 'Bennani', 'Tazi', 'El Amrani', 'Berrada', 'Chraibi', 'Idrissi', 'Lahlou', 'Benjelloun', 'Slaoui', 'Bouzidi',
  'El Ghazi', 'Fassi', 'Kabbaj', 'Sbai', 'Mansouri', 'Ouali', 'Rami', 'Jaafari', 'Ait Ali', 'Boukhari', 'Chakir', 'Zerouali',
  'Nejjar', 'Hamdouchi', 'Ghali', 'Benmoussa', 'Kadiri', 'Lamghari', 'Ezzahraoui', 'Mouhib', 'Souiri', 'Tijani', 'Wahbi',
];
const shopKinds = ['Épicerie', 'Supérette', 'Alimentation générale', 'Café', 'Snack', 'Boulangerie', 'Droguerie', 'Mini-market'];
const shopNames = ['Al Baraka', 'Nour', 'Essalam', 'Al Amal', 'Atlas', 'Chifa', 'Al Firdaous', 'Annour', 'Al Wafaa', 'Assafa', 'Al Fath', 'Yasmine', 'Riad', 'Andalous'];
const streets = [
  'Rue Ibn Batouta', 'Boulevard Zerktouni', 'Avenue Hassan II', 'Rue Moulay Youssef', 'Boulevard Mohammed V', 'Rue Allal Ben Abdellah',
  'Avenue des FAR', 'Rue Oued Sebou', 'Boulevard Abdelmoumen', 'Rue Ibn Sina', 'Avenue Mohammed VI', 'Rue Al Massira', 'Rue Fal Ould Oumeir',
  'Avenue Ibn Rochd', 'Rue Tarik Ibn Ziad', 'Boulevard Al Qods',
];
/** Seed 000 section 3: statuses 1 to 10, with the weights of a living customer base. */
const statusWeights: [status: number, weight: number][] = [
  [1, 8], [2, 10], [3, 42], [4, 8], [5, 6], [6, 4], [7, 4], [8, 4], [9, 6], [10, 8],
];

const ascii = (text: string) =>
  text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]+/g, '');

function weighted<T>(random: SeededRandom, entries: readonly [T, number][]): T {
  let roll = random.next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return entries[entries.length - 1][0];
}

/** Who created the account: decides the origin (seed 000 section 4). */
type Creator = 'ambassador' | 'kiosk' | 'staff' | 'none-web' | 'none-app';

export interface DemoCustomer {
  n: number;
  firstName: string;
  lastName: string;
  phone: string;
  email: string | null;
  creator: Creator;
  creatorIndex: number;
  platform: string;
  statusId: number;
  channelId: number;
  warehouseId: number;
  segmentId: number | null;
  customerTypeId: number | null;
  contactName: string;
  cin: string | null;
  rc: string | null;
  patente: string | null;
  ice: string | null;
  paymentModeIds: number[];
  daysAgo: number;
  addresses: { adress: string; postalCode: string; regionId: number; sectorId: number; latitude: number; longitude: number }[];
}

export const ORIGIN_OF: Record<Creator, number> = { ambassador: 5, kiosk: 11, staff: 6, 'none-web': 6, 'none-app': 3 };

function build(): DemoCustomer[] {
  const random = new SeededRandom(20_240_904);
  return Array.from({ length: DEMO_CUSTOMER_COUNT }, (_, index) => {
    const n = index + 1;
    const firstName = random.pick(firstNames);
    const lastName = random.pick(lastNames);
    const creator = weighted<Creator>(random, [['ambassador', 25], ['kiosk', 10], ['staff', 25], ['none-web', 20], ['none-app', 20]]);
    const city = weighted(random, cities.map((candidate) => [candidate, candidate.share] as [typeof candidate, number]));
    const sectorNames = city.sectors;
    const addressCount = weighted(random, [[1, 55], [2, 33], [3, 12]]);
    const homeSector = random.pick(sectorNames);
    const withIds = random.next() < 0.6;
    return {
      n,
      firstName,
      lastName,
      phone: `+212${6 + (n % 2)}${String(11_000_000 + n * 13).padStart(8, '0')}`,
      email: random.next() < 0.4 ? `${ascii(firstName)}.${ascii(lastName)}.${n}@clients.demo.ma` : null,
      creator,
      creatorIndex: random.int(0, 1000),
      platform: creator === 'ambassador' ? 'android' : creator === 'kiosk' ? 'kiosk' : creator === 'none-app' ? random.pick(['android', 'ios']) : 'web',
      statusId: weighted(random, statusWeights),
      channelId: weighted(random, [[1, 55], [2, 35], [random.int(3, 12), 10]]),
      warehouseId: random.pick(city.warehouses),
      segmentId: random.next() < 0.85 ? random.int(1, segments.length) : null,
      customerTypeId: random.next() < 0.85 ? random.int(1, customerTypes.length) : null,
      contactName: `${random.pick(shopKinds)} ${random.pick(shopNames)}`,
      cin: withIds ? `${String.fromCharCode(65 + random.int(0, 25))}${String.fromCharCode(65 + random.int(0, 25))}${random.int(100_000, 999_999)}` : null,
      rc: withIds ? String(random.int(10_000, 599_999)) : null,
      patente: withIds ? String(random.int(30_000_000, 39_999_999)) : null,
      ice: withIds ? String(random.int(1, 99_999)).padStart(6, '0') + String(random.int(100_000_000, 999_999_999)) : null,
      paymentModeIds: random.next() < 0.7 ? [PaymentMode.CASH] : [PaymentMode.CASH, PaymentMode.CARD],
      daysAgo: random.int(0, 1095),
      addresses: Array.from({ length: addressCount }, (_, position) => ({
        adress: `${random.int(1, 320)}, ${random.pick(streets)}`,
        postalCode: city.regionId === Region.CASABLANCA_SETTAT ? String(random.int(20_000, 20_600)) : String(random.int(10_000, 11_200)),
        regionId: city.regionId,
        sectorId: sectorId(position === 0 ? homeSector : random.pick(sectorNames)),
        latitude: random.decimal(city.latitude[0], city.latitude[1], 6),
        longitude: random.decimal(city.longitude[0], city.longitude[1], 6),
      })),
    };
  });
}

export const demoCustomers = build();

/** Ids taken from a table's identity sequence (unique even if other writers are inserting meanwhile). */
async function reserveIds(tx: Executor, table: string, column: string, count: number): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(
    `select nextval(pg_get_serial_sequence($1, $2))::int as id from generate_series(1, $3::int) order by 1`,
    [table, column, count],
  );
  return rows.map((row) => row.id);
}

async function load(tx: Executor) {
  await insertRows(tx, 'customer_segments', ['segment_id', 'name'], segments);
  await insertRows(tx, 'customer_types', ['customer_type_id', 'code', 'name'], customerTypes);
  await insertRows(tx, 'customer_categories', ['customer_category_id', 'name'], customerCategories);
  await insertRows(tx, 'accounts', ['account_id', 'name'], accounts);
  await insertRows(tx, 'payment_modes', ['payment_mode_id', 'title', 'description'], paymentModes);

  const hash = await hashPassword(CUSTOMER_PASSWORD);
  await tx.query(
    `insert into users (first_name, last_name, email, password_hash, user_type_id, warehouse_id)
     select k.first_name, k.last_name, k.email, $5, k.user_type_id, 1 from unnest($1::text[], $2::text[], $3::text[], $4::int[]) as k(first_name, last_name, email, user_type_id)
     on conflict do nothing`,
    [kioskUsers.map((row) => row[0]), kioskUsers.map((row) => row[1]), kioskUsers.map((row) => row[2]), kioskUsers.map((row) => row[3]), hash],
  );
  const creators = async (condition: string) =>
    (await tx.query<{ user_id: number }>(`select user_id from users where ${condition} order by user_id`)).map((row) => row.user_id);
  const pools: Record<Creator, number[]> = {
    ambassador: await creators('user_type_id = 5'),
    kiosk: await creators('user_type_id in (11, 12, 13)'),
    staff: await creators('user_type_id in (1, 2, 6) and active'),
    'none-web': [],
    'none-app': [],
  };

  const userIds = await reserveIds(tx, 'users', 'user_id', demoCustomers.length);
  const customerIds = await reserveIds(tx, 'customers', 'customer_id', demoCustomers.length);
  const now = Date.now();
  const createdAt = demoCustomers.map((customer) => new Date(now - customer.daysAgo * 86_400_000 - (customer.n % 600) * 60_000));
  const creatorOf = (customer: DemoCustomer) => {
    const pool = pools[customer.creator];
    return pool.length > 0 ? pool[customer.creatorIndex % pool.length] : null;
  };
  const column = <T>(pick: (customer: DemoCustomer, index: number) => T) => demoCustomers.map(pick);

  await tx.query(
    `insert into users (user_id, first_name, last_name, email, phone_number, password_hash, user_type_id, created_by_user_id, created_at)
     select u.id, u.first_name, u.last_name, u.email, u.phone, $6, $7, u.created_by, u.created_at
       from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $8::int[], $9::timestamptz[])
            as u(id, first_name, last_name, email, phone, created_by, created_at)`,
    [
      userIds,
      column((customer) => customer.firstName),
      column((customer) => customer.lastName),
      column((customer) => customer.email),
      column((customer) => customer.phone),
      hash,
      CUSTOMER_USER_TYPE_ID,
      column(creatorOf),
      createdAt,
    ],
  );
  const home = (customer: DemoCustomer) => customer.addresses[0];
  await tx.query(
    `insert into customers (customer_id, code, user_id, contact_name, cin, rc, patente, ice, channel_id, customer_segment_id, customer_type_id,
                            customer_status_id, warehouse_id, platform, origin_id, sector_id, region_id, created_at)
     select c.id, customer_code(c.id), c.user_id, c.contact_name, c.cin, c.rc, c.patente, c.ice,
            c.channel_id, c.segment_id, c.type_id, c.status_id, c.warehouse_id, c.platform,
            customer_origin((select user_type_id from users where user_id = c.created_by), c.platform), c.sector_id, c.region_id, c.created_at
       from unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[], $9::int[], $10::int[],
                   $11::int[], $12::int[], $13::text[], $14::int[], $15::int[], $16::timestamptz[], $17::int[])
            as c(id, user_id, contact_name, cin, rc, patente, ice, channel_id, segment_id, type_id, status_id, warehouse_id, platform,
                 sector_id, region_id, created_at, created_by)`,
    [
      customerIds,
      userIds,
      column((customer) => customer.contactName),
      column((customer) => customer.cin),
      column((customer) => customer.rc),
      column((customer) => customer.patente),
      column((customer) => customer.ice),
      column((customer) => customer.channelId),
      column((customer) => customer.segmentId),
      column((customer) => customer.customerTypeId),
      column((customer) => customer.statusId),
      column((customer) => customer.warehouseId),
      column((customer) => customer.platform),
      column((customer) => home(customer).sectorId),
      column((customer) => home(customer).regionId),
      createdAt,
      column(creatorOf),
    ],
  );
  const addresses = demoCustomers.flatMap((customer, index) =>
    customer.addresses.map((address, position) => ({ ...address, customerId: customerIds[index], isDefault: position === 0 })),
  );
  await tx.query(
    `insert into customer_addresses (customer_id, adress, postal_code, is_default, country_id, region_id, sector_id, latitude, longitude)
     select a.customer_id, a.adress, a.postal_code, a.is_default, $9, a.region_id, a.sector_id, a.latitude, a.longitude
       from unnest($1::int[], $2::text[], $3::text[], $4::boolean[], $5::int[], $6::int[], $7::float8[], $8::float8[])
            with ordinality as a(customer_id, adress, postal_code, is_default, region_id, sector_id, latitude, longitude, position)
      order by a.position`,
    [
      addresses.map((address) => address.customerId),
      addresses.map((address) => address.adress),
      addresses.map((address) => address.postalCode),
      addresses.map((address) => address.isDefault),
      addresses.map((address) => address.regionId),
      addresses.map((address) => address.sectorId),
      addresses.map((address) => address.latitude),
      addresses.map((address) => address.longitude),
      MOROCCO,
    ],
  );
  const modes = demoCustomers.flatMap((customer, index) => customer.paymentModeIds.map((mode) => [customerIds[index], mode]));
  await tx.query(
    `insert into customer_payment_modes (customer_id, payment_mode_id) select * from unnest($1::int[], $2::int[])`,
    [modes.map((row) => row[0]), modes.map((row) => row[1])],
  );
}

export const customersDemoData: DemoData = { name: 'customers.v1', load };
