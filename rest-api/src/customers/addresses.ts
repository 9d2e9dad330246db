import type { FastifyInstance } from 'fastify';
import { Level, Messages, Permission } from '@console/schema';
import type { Executor } from '../db/db.ts';
import { badRequest } from '../http/errors.ts';
import { dataArrayResponse } from '../http/lists.ts';
import { bearerSecurity, errorResponses, idField } from '../http/schemas.ts';
import { TypeAction, applyTypeActions, batchRowProperties, type BatchHandlers, type BatchRow } from '../http/type-action.ts';
import { INVALID_VALUE, MESSAGE_KEYWORD } from '../http/validation.ts';
import { ADDRESS_COLUMNS, ADDRESS_FROM, addressSchema } from './customers.queries.ts';
import { CustomerMessages } from './messages.ts';
import type { CustomerServices } from './services.ts';

/** A row of the addresses grid (seed 000 section 3, "Customer address"). */
export interface AddressRow extends BatchRow {
  customerAdressId?: number | null;
  customerId?: number;
  adress?: string;
  postalCode?: string;
  isDefault?: boolean;
  countryId?: number;
  regionId?: number;
  sectorId?: number;
  latitude?: string;
  longitude?: string;
  imageUrl?: string | null;
}

/**
 * Seed 000 section 5: an optional minus, the integer part (0 to 180 for longitudes, 0 to 90 for latitudes), up to
 * 6 decimals. Blank means "0" (the seeds' default). The value itself must also be within the range.
 */
const LONGITUDE_PATTERN = '^(-?(180|1[0-7]\\d|\\d{1,2})(\\.\\d{1,6})?)?$';
const LATITUDE_PATTERN = '^(-?(90|[1-8]?\\d)(\\.\\d{1,6})?)?$';

export const coordinateFields = {
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

/** A coordinate the pattern accepted, as a number within its range; undefined when out of range. */
export function coordinate(text: string | undefined | null, limit: 90 | 180): number | undefined {
  const value = text?.trim() ? Number(text) : 0;
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : undefined;
}

const REQUIRED_FIELDS = ['adress', 'postalCode', 'countryId', 'regionId', 'sectorId'] as const;

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
    then: { required: ['customerAdressId', ...REQUIRED_FIELDS] },
    else: { required: [...REQUIRED_FIELDS] },
  },
} as const;

/** Field errors of one row, keyed `<prefix><index>.<field>`. */
class RowErrors {
  readonly errors: Record<string, string> = {};
  constructor(
    private readonly prefix: string,
    private readonly index: number,
  ) {}
  add(field: string, message: string) {
    this.errors[`${this.prefix}${this.index}.${field}`] ??= message;
  }
  throwIfAny() {
    if (Object.keys(this.errors).length > 0) throw badRequest(this.errors);
  }
}

/** Makes sure a customer exists (not deleted) and locks it for the rest of the transaction. */
export async function lockCustomer(tx: Executor, customerId: number): Promise<{ customer_status_id: number; user_id: number } | undefined> {
  const [customer] = await tx.query<{ customer_status_id: number; user_id: number }>(
    'select customer_status_id, user_id from customers where customer_id = $1 and deleted_at is null for update',
    [customerId],
  );
  return customer;
}

/**
 * The handlers of an addresses batch, recording what they touch. `fixedCustomerId`: rows belong to that customer
 * (the customer form); otherwise each row names its own. Errors are keyed `<prefix><index>.<field>`.
 */
export function addressHandlers(options: { prefix: string; fixedCustomerId?: number }) {
  const { prefix, fixedCustomerId } = options;
  /** Row position -> the address written (inserted or updated). */
  const written = new Map<number, number>();
  const customers = new Set<number>();
  const locked = new Set<number>();
  let deleted = false;

  async function customerOf(tx: Executor, row: AddressRow, errors: RowErrors): Promise<number> {
    const customerId = fixedCustomerId ?? row.customerId;
    if (fixedCustomerId !== undefined && row.customerId !== undefined && row.customerId !== fixedCustomerId) errors.add('customerId', INVALID_VALUE);
    if (customerId === undefined) errors.add('customerId', Messages.requiredField);
    errors.throwIfAny();
    if (!locked.has(customerId!)) {
      if (!(await lockCustomer(tx, customerId!))) errors.add('customerId', INVALID_VALUE);
      errors.throwIfAny();
      locked.add(customerId!);
    }
    customers.add(customerId!);
    return customerId!;
  }

  /** Checks the place (country, region of the country, sector of the region) and the coordinates. */
  async function checkFields(tx: Executor, row: AddressRow, errors: RowErrors) {
    const latitude = coordinate(row.latitude, 90);
    const longitude = coordinate(row.longitude, 180);
    if (latitude === undefined) errors.add('latitude', INVALID_VALUE);
    if (longitude === undefined) errors.add('longitude', INVALID_VALUE);
    const [place] = await tx.query<{ country: boolean; region_country_id: number | null; sector_region_id: number | null }>(
      `select exists (select 1 from countries where country_id = $1) as country,
              (select country_id from regions where region_id = $2) as region_country_id,
              (select region_id from sectors where sector_id = $3) as sector_region_id`,
      [row.countryId, row.regionId, row.sectorId],
    );
    if (!place.country) errors.add('countryId', INVALID_VALUE);
    if (place.region_country_id === null || (place.country && place.region_country_id !== row.countryId)) errors.add('regionId', INVALID_VALUE);
    if (place.sector_region_id === null || place.sector_region_id !== row.regionId) errors.add('sectorId', INVALID_VALUE);
    errors.throwIfAny();
    return { latitude: latitude!, longitude: longitude! };
  }

  const clearOtherDefaults = (tx: Executor, customerId: number, addressId: number | null) =>
    tx.query('update customer_addresses set is_default = false where customer_id = $1 and is_default and customer_adress_id is distinct from $2', [
      customerId,
      addressId,
    ]);

  const handlers: BatchHandlers<AddressRow> = {
    async insert(tx, row, index) {
      const errors = new RowErrors(prefix, index);
      const customerId = await customerOf(tx, row, errors);
      const { latitude, longitude } = await checkFields(tx, row, errors);
      if (row.isDefault) await clearOtherDefaults(tx, customerId, null);
      const [inserted] = await tx.query<{ id: number }>(
        `insert into customer_addresses (customer_id, adress, postal_code, is_default, country_id, region_id, sector_id, latitude, longitude, image_url)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning customer_adress_id as id`,
        [customerId, row.adress, row.postalCode, row.isDefault ?? false, row.countryId, row.regionId, row.sectorId, latitude, longitude, row.imageUrl ?? null],
      );
      written.set(index, inserted.id);
    },
    async update(tx, row, index) {
      const errors = new RowErrors(prefix, index);
      const customerId = await customerOf(tx, row, errors);
      const { latitude, longitude } = await checkFields(tx, row, errors);
      if (row.isDefault) await clearOtherDefaults(tx, customerId, row.customerAdressId!);
      const updated = await tx.query<{ id: number }>(
        `update customer_addresses
            set adress = $3, postal_code = $4, is_default = coalesce($5, is_default), country_id = $6, region_id = $7, sector_id = $8,
                latitude = $9, longitude = $10, image_url = case when $11::boolean then $12 else image_url end
          where customer_adress_id = $1 and customer_id = $2
          returning customer_adress_id as id`,
        [
          row.customerAdressId, customerId, row.adress, row.postalCode, row.isDefault ?? null, row.countryId, row.regionId, row.sectorId,
          latitude, longitude, row.imageUrl !== undefined, row.imageUrl ?? null,
        ],
      );
      if (updated.length === 0) errors.add('customerAdressId', INVALID_VALUE);
      errors.throwIfAny();
      written.set(index, updated[0].id);
    },
    async delete(tx, row, index) {
      const errors = new RowErrors(prefix, index);
      const customerId = await customerOf(tx, row, errors);
      const removed = await tx.query('delete from customer_addresses where customer_adress_id = $1 and customer_id = $2 returning 1', [
        row.customerAdressId,
        customerId,
      ]);
      if (removed.length === 0) errors.add('customerAdressId', INVALID_VALUE);
      errors.throwIfAny();
      deleted = true;
    },
  };

  return {
    handlers,
    /**
     * After the batch: each customer touched keeps one default address (the oldest when none is left) and its
     * sector and region follow the default address. `requireOne`: every customer touched must keep an address
     * (the customer form); otherwise only a batch that deleted one is refused for leaving none.
     */
    async finish(tx: Executor, requireOne: boolean) {
      const ids = [...customers];
      if (ids.length === 0) return;
      const counts = await tx.query<{ customer_id: number; addresses: number }>(
        `select c.id as customer_id, (select count(*)::int from customer_addresses a where a.customer_id = c.id) as addresses
           from unnest($1::int[]) as c(id)`,
        [ids],
      );
      if ((requireOne || deleted) && counts.some((row) => row.addresses === 0)) throw badRequest({ addresses: CustomerMessages.addressRequired });
      await syncDefaultAddresses(tx, ids);
    },
    /** The addresses written, in the order of the rows sent. */
    async written(tx: Executor) {
      const ids = [...written.entries()].sort(([left], [right]) => left - right).map(([, id]) => id);
      if (ids.length === 0) return [];
      return tx.query<Record<string, unknown>>(
        `select ${ADDRESS_COLUMNS} from unnest($1::int[]) with ordinality as w(id, position)
           join ${ADDRESS_FROM} on a.customer_adress_id = w.id
          order by w.position`,
        [ids],
      );
    },
  };
}

/** Gives each customer without a default address its oldest one, and copies the default's sector and region to the customer. */
export async function syncDefaultAddresses(tx: Executor, customerIds: readonly number[]) {
  await tx.query(
    `update customer_addresses a set is_default = true
      where a.customer_adress_id in (
        select min(b.customer_adress_id) from customer_addresses b
         where b.customer_id = any($1::int[])
           and not exists (select 1 from customer_addresses d where d.customer_id = b.customer_id and d.is_default)
         group by b.customer_id)`,
    [customerIds],
  );
  await tx.query(
    `update customers c set sector_id = d.sector_id, region_id = d.region_id
       from unnest($1::int[]) as t(id)
       left join customer_addresses d on d.customer_id = t.id and d.is_default
      where c.customer_id = t.id
        and (c.sector_id is distinct from d.sector_id or c.region_id is distinct from d.region_id)`,
    [customerIds],
  );
}

export function registerAddressRoutes(app: FastifyInstance, { db, guards }: CustomerServices) {
  app.post<{ Body: AddressRow[] }>(
    '/api/customers/adresses',
    {
      preHandler: guards.requireAccess({ permissions: [Permission.CUSTOMERS], levels: [Level.EDIT] }),
      schema: {
        tags: ['Customers'],
        summary: "Write rows of customers' addresses grids",
        description:
          'Permission 3 at level 4 (the seeds\u2019 path spelling, `adresses`). One transaction, all or nothing: typeAction 1 or 4 ' +
          'inserts, 2 updates, 3 deletes (rows with readyToSend false are skipped). Inserts and updates need adress, postalCode, ' +
          `countryId, regionId and sectorId ("${Messages.requiredField}"); the region must be the country's and the sector the ` +
          "region's; an unknown customer or an address of another customer answers 400 on that row (`<index>.<field>`). " +
          '`isDefault: true` clears the flag on the customer\u2019s other addresses; a customer left without a default gets its ' +
          'oldest address as default, and the customer\u2019s sector and region follow its default address. Deleting the last ' +
          `address of a customer answers 400 \`{ addresses: "${CustomerMessages.addressRequired}" }\`. Answers the rows inserted ` +
          'or updated, in the order sent (data[0].customerAdressId is a new row\u2019s id); deleted rows are not in it.',
        security: bearerSecurity,
        body: { type: 'array', items: { ...addressRowSchema, required: ['typeAction', 'customerId'] } },
        response: { 200: dataArrayResponse(addressSchema, 'The addresses written, in the order sent.'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const batch = addressHandlers({ prefix: '' });
      const data = await applyTypeActions(db, request.body, batch.handlers, async (tx) => {
        await batch.finish(tx, false);
        return batch.written(tx);
      });
      return { data };
    },
  );
}
