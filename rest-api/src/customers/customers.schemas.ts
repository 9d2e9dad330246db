/** JSON schemas of the customers routes: what clients send and receive (they make the OpenAPI document). */
import { EMAIL_PATTERN, Messages } from '@console/schema';
import { idField, passwordField } from '../http/schemas.ts';
import { batchRowProperties, TypeAction } from '../http/type-action.ts';
import { INVALID_VALUE, MESSAGE_KEYWORD } from '../http/validation.ts';

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

/** Seed 000 section 3: statuses 1 to 10; origins of the filter. */
const STATUS_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const ORIGIN_IDS = [3, 5, 6, 11];

const requiredText = { type: 'string', minLength: 1 } as const;
const optionalText = { type: 'string', nullable: true } as const;
/** Optional e-mail: blank or null means none. */
const optionalEmail = {
  type: 'string',
  nullable: true,
  pattern: `^$|${EMAIL_PATTERN.source}`,
  [MESSAGE_KEYWORD]: Messages.invalidEmail,
  description: 'Optional; blank means none.',
} as const;

/** List filters: 0 is the console's "All". */
const filterField = (description: string, values?: number[]) =>
  ({ type: 'integer', minimum: 0, ...(values ? { enum: [0, ...values] } : {}), description: `${description} 0 or absent: all.` }) as const;

export const customerFilterProperties = {
  channelId: filterField('Only customers of this sales channel.'),
  regionId: filterField("Only customers whose default address is in this region."),
  sectorId: filterField("Only customers whose default address is in this sector."),
  customerStatusId: filterField('Only customers in this status (1 to 10).', STATUS_IDS),
  customerOriginId: filterField("Only customers of this origin: 3 App Client, 5 App Ambassadeur, 6 Back-office, 11 App Borne.", ORIGIN_IDS),
  afterId: { type: 'integer', minimum: 0, description: 'Keyset paging (exports): only customers with a greater id; `count` is then 0.' },
} as const;

export const customerSearchItemSchema = {
  type: 'object',
  required: ['customerId', 'code', 'name', 'phoneNumber'],
  properties: {
    customerId: { type: 'integer' },
    code: { type: 'string' },
    name: { type: 'string', description: '"first last".' },
    phoneNumber: { type: 'string', nullable: true },
  },
} as const;

export const createCustomerBodySchema = {
  type: 'object',
  required: ['user'],
  properties: {
    user: {
      type: 'object',
      required: ['firstName', 'lastName', 'phoneNumber', 'password'],
      properties: {
        firstName: requiredText,
        lastName: requiredText,
        phoneNumber: requiredText,
        password: passwordField,
        email: optionalEmail,
        userTypeId: { type: 'integer', description: 'Ignored: always 3 (customer).' },
      },
    },
    channelId: { ...idField, nullable: true, description: 'Must exist when given.' },
  },
} as const;

/**
 * Seed 000 section 5: an optional minus, the integer part (0 to 180 for longitudes, 0 to 90 for latitudes), up to
 * 6 decimals. Blank means "0" (the seeds' default). The value itself must also be within the range.
 */
const LONGITUDE_PATTERN = '^(-?(180|1[0-7]\\d|\\d{1,2})(\\.\\d{1,6})?)?$';
const LATITUDE_PATTERN = '^(-?(90|[1-8]?\\d)(\\.\\d{1,6})?)?$';

const coordinateFields = {
  latitude: {
    type: 'string',
    pattern: LATITUDE_PATTERN,
    [MESSAGE_KEYWORD]: INVALID_VALUE,
    description: 'Decimal degrees, -90 to 90, up to 6 decimals (e.g. "33.5731"); blank or absent: "0".',
  },
  longitude: {
    type: 'string',
    pattern: LONGITUDE_PATTERN,
    [MESSAGE_KEYWORD]: INVALID_VALUE,
    description: 'Decimal degrees, -180 to 180, up to 6 decimals (e.g. "-7.5898"); blank or absent: "0".',
  },
} as const;

const REQUIRED_ADDRESS_FIELDS = ['adress', 'postalCode', 'countryId', 'regionId', 'sectorId'] as const;

/** JSON Schema of a grid row: inserts and updates need the address fields, deletes only the id. */
export const addressRowSchema = {
  type: 'object',
  required: ['typeAction'],
  properties: {
    customerAdressId: { ...idField, nullable: true, description: 'Required to update (2) or delete (3).' },
    customerId: { ...idField, description: 'The customer (required by POST /api/customers/adresses).' },
    adress: { type: 'string', minLength: 1 },
    postalCode: { type: 'string', minLength: 1 },
    isDefault: { type: 'boolean', description: 'true makes it the default and clears the flag on the others.' },
    countryId: idField,
    regionId: { ...idField, description: "Must be the country's." },
    sectorId: { ...idField, description: "Must be the region's (else 400 on sectorId)." },
    ...coordinateFields,
    imageUrl: { type: 'string', nullable: true, description: 'Usually set by an upload of type 5 instead.' },
    ...batchRowProperties(),
  },
  if: { properties: { typeAction: { const: TypeAction.DELETED } } },
  then: { required: ['customerAdressId'] },
  else: {
    if: { properties: { typeAction: { const: TypeAction.MODIFIED } } },
    then: { required: ['customerAdressId', ...REQUIRED_ADDRESS_FIELDS] },
    else: { required: [...REQUIRED_ADDRESS_FIELDS] },
  },
} as const;

export const updateCustomerBodySchema = {
  type: 'object',
  required: ['customerId', 'channelId', 'user'],
  properties: {
    customerId: idField,
    channelId: idField,
    customerStatusId: { type: 'integer', minimum: 1, maximum: 10, description: '2 (confirm) or the current status.' },
    customerSegmentId: { ...idField, nullable: true },
    customerTypeId: { ...idField, nullable: true },
    contactName: optionalText,
    cin: optionalText,
    rc: optionalText,
    patente: optionalText,
    ice: optionalText,
    paymentModeIds: { type: 'array', items: idField, description: 'The allowed payment modes (100 ESP, 101 TPE); replaces the set.' },
    user: {
      type: 'object',
      required: ['firstName', 'lastName', 'phoneNumber'],
      properties: {
        userId: { ...idField, description: "Must be the customer's account when given." },
        firstName: requiredText,
        lastName: requiredText,
        phoneNumber: requiredText,
        email: optionalEmail,
      },
    },
    addresses: { type: 'array', items: addressRowSchema, description: 'Grid rows with typeAction; customerId may be left out.' },
  },
} as const;

export const statusBodySchema = {
  type: 'object',
  required: ['customerId', 'statusId'],
  properties: { customerId: idField, statusId: { type: 'integer', minimum: 1, maximum: 10, description: 'The new status, 1 to 10.' } },
} as const;

export const partialUpdateBodySchema = {
  type: 'object',
  required: ['customerId'],
  properties: {
    customerId: idField,
    customerSectorId: { ...idField, nullable: true, description: 'The new sector; must exist.' },
    active: { type: 'boolean', description: 'true: status 3 (Actif), false: 4 (Désactivé); absent: unchanged.' },
    latitude: { ...coordinateFields.latitude, nullable: true },
    longitude: { ...coordinateFields.longitude, nullable: true },
  },
} as const;
