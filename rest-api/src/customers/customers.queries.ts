import type { Executor } from '../db/db.ts';

/**
 * Reads of customers. `c` is customers; its account, channel, warehouse, sector, region and origin are read by
 * correlated sub-queries in the select list, evaluated for the rows of the page only: the filtering, counting and
 * ordering touch the customers table (and its indexes) alone, which keeps a page fast with 100,000 customers.
 */
export const CUSTOMER_FROM = 'customers c';

const CREATED_BY = `(select json_build_object('userTypeId', cb.user_type_id, 'firstName', cb.first_name, 'lastName', cb.last_name)
                       from users cb where cb.user_id = u.created_by_user_id)`;

/** The account (`user`), with more fields for the detail. */
const userJson = (more = '') => `(select json_build_object('userId', u.user_id, 'firstName', u.first_name, 'lastName', u.last_name,
    'phoneNumber', u.phone_number, 'email', u.email${more}, 'createdByUser', ${CREATED_BY})
   from users u where u.user_id = c.user_id)`;

const listColumns = (user: string) => `
  c.customer_id as "customerId", c.code, c.customer_status_id as "customerStatusId", c.platform, c.created_at as "createdAt",
  ${user} as "user",
  (select json_build_object('channelId', ch.channel_id, 'code', ch.code) from channels ch where ch.channel_id = c.channel_id) as channel,
  (select json_build_object('warehouseId', w.warehouse_id, 'localisation', w.localisation) from warehouses w where w.warehouse_id = c.warehouse_id) as warehouse,
  (select json_build_object('sectorId', s.sector_id, 'name', s.name, 'regionId', s.region_id) from sectors s where s.sector_id = c.sector_id) as "customerSector",
  (select json_build_object('regionId', r.region_id, 'name', r.name) from regions r where r.region_id = c.region_id) as region,
  (select json_build_object('originId', o.origin_id, 'name', o.name) from customer_origins o where o.origin_id = c.origin_id) as origin`;

export const CUSTOMER_LIST_COLUMNS = listColumns(userJson());

const CUSTOMER_DETAIL_COLUMNS = `
  ${listColumns(
    userJson(`, 'company', u.company, 'extension', null, 'originalEntity', u.original_entity, 'userTypeId', u.user_type_id,
     'workingDays', u.working_days, 'createdAt', u.created_at`),
  )},
  c.user_id as "userId", c.contact_name as "contactName", c.cin, c.rc, c.patente, c.ice, c.channel_id as "channelId",
  (select json_build_object('segmentId', sg.segment_id, 'name', sg.name) from customer_segments sg where sg.segment_id = c.customer_segment_id) as "customerSegment",
  (select json_build_object('customerTypeId', ct.customer_type_id, 'code', ct.code) from customer_types ct where ct.customer_type_id = c.customer_type_id) as "customerType"`;

export const ADDRESS_COLUMNS = `
  a.customer_adress_id as "customerAdressId", a.adress, a.postal_code as "postalCode", a.is_default as "isDefault",
  a.image_url as "imageUrl", a.image_url as "previewImageUrl", a.country_id as "countryId", co.name as "countryName",
  a.region_id as "regionId", ar.name as "regionName", a.sector_id as "sectorId", asr.name as "sectorName",
  a.latitude::text as latitude, a.longitude::text as longitude, a.customer_id as "customerId"`;

export const ADDRESS_FROM = `customer_addresses a
  join countries co on co.country_id = a.country_id
  join regions ar on ar.region_id = a.region_id
  join sectors asr on asr.sector_id = a.sector_id`;

/** A customer that is not deleted, with its addresses and payment modes; undefined otherwise. */
export async function loadCustomer(db: Executor, customerId: number): Promise<Record<string, unknown> | undefined> {
  const [customer] = await db.query<Record<string, unknown>>(
    `select ${CUSTOMER_DETAIL_COLUMNS} from ${CUSTOMER_FROM} where c.customer_id = $1 and c.deleted_at is null`,
    [customerId],
  );
  if (!customer) return undefined;
  const [addresses, paymentModes] = await Promise.all([
    db.query(`select ${ADDRESS_COLUMNS} from ${ADDRESS_FROM} where a.customer_id = $1 order by a.customer_adress_id`, [customerId]),
    db.query(
      `select pm.payment_mode_id as "paymentModeId", pm.title
         from customer_payment_modes cpm join payment_modes pm on pm.payment_mode_id = cpm.payment_mode_id
        where cpm.customer_id = $1 order by pm.payment_mode_id`,
      [customerId],
    ),
  ]);
  return { ...customer, addresses, paymentModes };
}

const integer = { type: 'integer' } as const;
const text = { type: 'string' } as const;
const nullableText = { type: 'string', nullable: true } as const;
const nullableInteger = { type: 'integer', nullable: true } as const;
const object = (properties: Record<string, object>, description?: string) =>
  ({ type: 'object', nullable: true, required: Object.keys(properties), properties, description }) as const;

const createdByUser = {
  ...object({ userTypeId: integer, firstName: text, lastName: text }),
  description: 'Who created the account; null when the customer signed up alone (then `platform` decides the origin).',
};

const userListProperties = {
  userId: integer,
  firstName: text,
  lastName: text,
  phoneNumber: nullableText,
  email: nullableText,
  createdByUser,
};

const listProperties = {
  customerId: integer,
  code: text,
  customerStatusId: {
    type: 'integer',
    description: "1 En attente, 2 Validé, 3 Actif, 4 Désactivé, 5 Injoignable, 6 Occupé, 7 A activer plus tard, 8 Hors cible, 9 En attente d'informations, 10 Prospect.",
  },
  platform: { type: 'string', description: "Where the account was created: 'web' (back-office), 'android', 'ios', ..." },
  createdAt: { type: 'string', format: 'date-time' },
  user: { type: 'object', required: ['userId', 'firstName', 'lastName', 'createdByUser'], properties: userListProperties },
  channel: object({ channelId: integer, code: text }),
  warehouse: object({ warehouseId: integer, localisation: text }),
  customerSector: object({ sectorId: integer, name: text, regionId: integer }, "The default address's sector."),
  region: object({ regionId: integer, name: text }, "The default address's region."),
  origin: {
    type: 'object',
    required: ['originId', 'name'],
    properties: { originId: integer, name: text },
    description:
      "Seed 000 section 4, decided when the account is created: creator of user type 5 -> 5 'App Ambassadeur'; 11, 12 or 13 -> " +
      "11 'App Borne'; another creator -> 6 'Back-office'; no creator: platform 'web' -> 6 'Back-office', else 3 'App Client'.",
  },
} as const;
const listRequired = Object.keys(listProperties);

export const customerListItemSchema = { type: 'object', required: listRequired, properties: listProperties } as const;

export const addressSchema = {
  type: 'object',
  required: [
    'customerAdressId', 'adress', 'postalCode', 'isDefault', 'imageUrl', 'previewImageUrl', 'countryId', 'countryName', 'regionId',
    'regionName', 'sectorId', 'sectorName', 'latitude', 'longitude', 'customerId',
  ],
  properties: {
    customerAdressId: integer,
    adress: text,
    postalCode: text,
    isDefault: { type: 'boolean', description: 'Exactly one address of a customer is the default.' },
    imageUrl: { ...nullableText, description: 'The latest image uploaded for the address (type 5).' },
    previewImageUrl: { ...nullableText, description: 'Same as imageUrl.' },
    countryId: integer,
    countryName: text,
    regionId: integer,
    regionName: text,
    sectorId: integer,
    sectorName: text,
    latitude: { type: 'string', description: 'Decimal degrees as text; "0" when unknown.' },
    longitude: { type: 'string', description: 'Decimal degrees as text; "0" when unknown.' },
    customerId: integer,
  },
} as const;

const named = (idName: string, name: string) => object({ [idName]: integer, [name]: text });

export const customerSchema = {
  type: 'object',
  required: [...listRequired, 'userId', 'contactName', 'cin', 'rc', 'patente', 'ice', 'channelId', 'customerSegment', 'customerType', 'addresses', 'paymentModes'],
  properties: {
    ...listProperties,
    user: {
      type: 'object',
      required: ['userId', 'firstName', 'lastName', 'userTypeId', 'createdAt', 'createdByUser'],
      properties: {
        ...userListProperties,
        company: nullableInteger,
        extension: { ...nullableText, description: 'Not kept: always null.' },
        originalEntity: nullableText,
        userTypeId: { type: 'integer', description: 'Always 3 (customer).' },
        workingDays: nullableInteger,
        createdAt: { type: 'string', format: 'date-time' },
      },
    },
    userId: { type: 'integer', description: "The customer's account (same as user.userId)." },
    contactName: nullableText,
    cin: nullableText,
    rc: nullableText,
    patente: nullableText,
    ice: nullableText,
    channelId: nullableInteger,
    customerSegment: named('segmentId', 'name'),
    customerType: named('customerTypeId', 'code'),
    addresses: { type: 'array', items: addressSchema, description: 'Oldest first.' },
    paymentModes: {
      type: 'array',
      items: { type: 'object', required: ['paymentModeId', 'title'], properties: { paymentModeId: integer, title: text } },
      description: 'The modes the customer may pay with (100 ESP cash, 101 TPE card).',
    },
  },
} as const;
