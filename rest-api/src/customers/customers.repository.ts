import { CUSTOMER_USER_TYPE_ID } from '@console/schema';
import type { Executor } from '../db/db.ts';
import { listPage, type ListSource } from '../db/paging.ts';
import { replaceSet } from '../db/sets.ts';
import { SqlParams, escapeLike } from '../db/sql.ts';
import type { ListQuery } from '../http/lists.ts';
import {
  blankToNull,
  chosenFilters,
  keywordSearch,
  VERIFICATION,
  type CustomerFilters,
  type CustomerUser,
  type OptionalCustomerField,
} from './customers.rules.ts';

/**
 * The customers' SQL, reads and writes; no decisions (those are in customers.rules.ts).
 *
 * Reads of customers: `c` is customers; its account, channel, warehouse, sector, region and origin are read by
 * correlated sub-queries in the select list, evaluated for the rows of the page only: the filtering, counting and
 * ordering touch the customers table (and its indexes) alone, which keeps a page fast with 100,000 customers.
 */
const CUSTOMER_FROM = 'customers c';

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

const CUSTOMER_LIST_COLUMNS = listColumns(userJson());

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


/** Before the phone number in customers.search (migration 019): the number is the text after it. */
const PHONE_MARK = '\x1e';

/**
 * The keyword's condition: the customer's id (digits), or its search text (migration 019: code, contact name, the
 * account's "first last" name, e-mail and phone number) contains the keyword; a leading 0 also finds the phone
 * number without it (+212...). One trigram index answers it, inside the list's own query. `c` is customers.
 */
export function customerKeywordCondition(keyword: string, params: SqlParams): string {
  const search = keywordSearch(keyword);
  const matches = [`c.search ilike ${params.add(`%${escapeLike(keyword)}%`)}`];
  if (search.phoneSuffix !== null) matches.push(`c.search ilike ${params.add(`%${PHONE_MARK}%${escapeLike(search.phoneSuffix)}%`)}`);
  if (search.customerId !== null) matches.push(`c.customer_id = ${params.add(search.customerId)}`);
  return matches.join(' or ');
}

const FILTER_COLUMNS: Record<keyof CustomerFilters, string> = {
  channelId: 'c.channel_id',
  regionId: 'c.region_id',
  sectorId: 'c.sector_id',
  customerStatusId: 'c.customer_status_id',
  customerOriginId: 'c.origin_id',
};

/** The list's conditions: live customers, the filters, and the keyword's matches. */
export function customerConditions(query: CustomerFilters & { keyword?: string }, params: SqlParams): string[] {
  const where = ['c.deleted_at is null'];
  for (const [field, value] of chosenFilters(query)) where.push(`${FILTER_COLUMNS[field]} = ${params.add(value)}`);
  const keyword = query.keyword?.trim();
  if (keyword) where.push(customerKeywordCondition(keyword, params));
  return where;
}

export const customerListSource = {
  from: CUSTOMER_FROM,
  // A customer's code is its id behind CL (customer_code, migration 018): sorting by the id keeps CL999999 before
  // CL1000000, which the text would not.
  sortable: { customerId: 'c.customer_id', code: 'c.customer_id', createdAt: 'c.created_at', customerStatusId: 'c.customer_status_id' },
  defaultSort: 'customerId',
  tieBreaker: 'c.customer_id',
  deferred: true,
} satisfies Omit<ListSource, 'select'>;

export interface CustomerQuery extends ListQuery, CustomerFilters {
  afterId?: number;
}

/** A page of the customers list (GET /api/customers). */
export async function listCustomers(db: Executor, query: CustomerQuery) {
  const params = new SqlParams();
  const where = customerConditions(query, params);
  const keyset = query.afterId !== undefined;
  if (keyset) where.push(`c.customer_id > ${params.add(query.afterId)}`);
  return listPage<Record<string, unknown>>(
    db,
    { ...customerListSource, select: CUSTOMER_LIST_COLUMNS, where, params, count: keyset ? 'none' : 'bounded' },
    { ...query, keyword: undefined, ...(keyset ? { page: 1, sort: 'customerId' } : {}) },
  );
}

/**
 * A page of the look-up (GET /api/customers/searchquery): live customers matching the keyword. Not `counted`, the
 * count answers 0 and costs nothing (the point of sale shows the first page alone; a common name has 60,000 matches).
 */
export async function searchCustomers(db: Executor, query: { keyword?: string; take?: number; page?: number }, counted = true) {
  const params = new SqlParams();
  const where = customerConditions({ keyword: query.keyword }, params);
  return listPage<{ customerId: number; code: string; name: string; phoneNumber: string | null }>(
    db,
    {
      ...customerListSource,
      select: `c.customer_id as "customerId", c.code,
               (select u.first_name || ' ' || u.last_name from users u where u.user_id = c.user_id) as name,
               (select u.phone_number from users u where u.user_id = c.user_id) as "phoneNumber"`,
      where,
      params,
      count: counted ? 'bounded' : 'none',
    },
    { ...query, keyword: undefined },
  );
}

/** A live customer's status and account, locked for the rest of the transaction; undefined when unknown or deleted. */
export async function lockCustomer(tx: Executor, customerId: number): Promise<{ statusId: number; userId: number } | undefined> {
  const [customer] = await tx.query<{ statusId: number; userId: number }>(
    'select customer_status_id as "statusId", user_id as "userId" from customers where customer_id = $1 and deleted_at is null for update',
    [customerId],
  );
  return customer;
}

/** Whether the phone number is another live customer's and the e-mail another user's. Serialised per phone number. */
export async function contactTaken(tx: Executor, user: CustomerUser, customerId: number | null, userId: number | null) {
  await tx.query('select pg_advisory_xact_lock(7340010, hashtext($1))', [user.phoneNumber.trim()]);
  const [taken] = await tx.query<{ phone: boolean; email: boolean }>(
    `select exists (select 1 from customers c join users u on u.user_id = c.user_id
                     where u.phone_number = $1 and c.deleted_at is null and c.customer_id is distinct from $2) as phone,
            $3::text is not null and exists (select 1 from users where lower(email) = lower($3) and user_id is distinct from $4) as email`,
    [user.phoneNumber.trim(), customerId, blankToNull(user.email), userId],
  );
  return taken;
}

/** A customer account (user type 3) created by the caller; its id. */
export async function insertCustomerAccount(tx: Executor, user: CustomerUser, passwordHash: string, callerId: number): Promise<number> {
  const [account] = await tx.query<{ user_id: number }>(
    `insert into users (first_name, last_name, email, phone_number, password_hash, user_type_id, created_by_user_id)
     values ($1, $2, $3, $4, $5, $6, $7) returning user_id`,
    [user.firstName.trim(), user.lastName.trim(), blankToNull(user.email), user.phoneNumber.trim(), passwordHash, CUSTOMER_USER_TYPE_ID, callerId],
  );
  return account.user_id;
}

/** A new customer in status 1, platform 'web', its code "CL" and the id on 6 digits at least (customer_code, migration 018), its origin after the caller's user type. */
export async function insertCustomer(tx: Executor, userId: number, channelId: number | null, callerId: number): Promise<number> {
  const [created] = await tx.query<{ customer_id: number }>(
    `insert into customers (customer_id, code, user_id, channel_id, customer_status_id, platform, origin_id)
     select n.id, customer_code(n.id), $1, $2, 1, 'web',
            customer_origin((select user_type_id from users where user_id = $3), 'web')
       from (select nextval(pg_get_serial_sequence('customers', 'customer_id'))::int as id) n
     returning customer_id`,
    [userId, channelId, callerId],
  );
  return created.customer_id;
}

export async function updateCustomerAccount(tx: Executor, userId: number, user: CustomerUser) {
  await tx.query('update users set first_name = $2, last_name = $3, phone_number = $4, email = $5 where user_id = $1', [
    userId,
    user.firstName.trim(),
    user.lastName.trim(),
    user.phoneNumber.trim(),
    blankToNull(user.email),
  ]);
}

const OPTIONAL_COLUMNS: Record<OptionalCustomerField, string> = {
  customerSegmentId: 'customer_segment_id',
  customerTypeId: 'customer_type_id',
  contactName: 'contact_name',
  cin: 'cin',
  rc: 'rc',
  patente: 'patente',
  ice: 'ice',
};

/** Writes the channel, the status and the optional fields given. */
export async function updateCustomerRow(
  tx: Executor,
  customerId: number,
  fields: { channelId: number; status: number; optional: [OptionalCustomerField, string | number | null][] },
) {
  const { channelId, status, optional } = fields;
  await tx.query(
    `update customers set channel_id = $2, customer_status_id = $3
       ${optional.map(([field], index) => `, ${OPTIONAL_COLUMNS[field]} = $${index + 4}`).join('')}
      where customer_id = $1`,
    [customerId, channelId, status, ...optional.map(([, value]) => value)],
  );
}

export const replacePaymentModes = (tx: Executor, customerId: number, paymentModeIds: readonly number[]) =>
  replaceSet(tx, { table: 'customer_payment_modes', ownerColumn: 'customer_id', memberColumn: 'payment_mode_id' }, customerId, paymentModeIds);

export async function countAddresses(tx: Executor, customerId: number): Promise<number> {
  const [{ addresses }] = await tx.query<{ addresses: number }>('select count(*)::int as addresses from customer_addresses where customer_id = $1', [
    customerId,
  ]);
  return addresses;
}

export async function recordVerification(tx: Executor, customerId: number, callerId: number) {
  await tx.query('insert into customer_events (customer_id, event, method, user_id) values ($1, $2, $3, $4)', [
    customerId,
    VERIFICATION.event,
    VERIFICATION.method,
    callerId,
  ]);
}

/** Sets a live customer's status; false when unknown or deleted. */
export async function setLiveCustomerStatus(tx: Executor, customerId: number, statusId: number): Promise<boolean> {
  const updated = await tx.query('update customers set customer_status_id = $2 where customer_id = $1 and deleted_at is null returning 1', [
    customerId,
    statusId,
  ]);
  return updated.length > 0;
}

export async function setCustomerStatus(tx: Executor, customerId: number, statusId: number) {
  await tx.query('update customers set customer_status_id = $2 where customer_id = $1', [customerId, statusId]);
}

/**
 * Writes the sector (its region and country follow) and the coordinates on the customer's default address; null
 * keeps a value. False when the customer has no address.
 */
export async function updateDefaultAddressPlace(
  tx: Executor,
  customerId: number,
  place: { sectorId: number | null; latitude: number | null; longitude: number | null },
): Promise<boolean> {
  const updated = await tx.query(
    `update customer_addresses a
        set sector_id = coalesce($2, a.sector_id),
            region_id = coalesce((select region_id from sectors where sector_id = $2), a.region_id),
            country_id = coalesce((select r.country_id from sectors s join regions r on r.region_id = s.region_id where s.sector_id = $2), a.country_id),
            latitude = coalesce($3, a.latitude),
            longitude = coalesce($4, a.longitude)
      where a.customer_adress_id = (select customer_adress_id from customer_addresses where customer_id = $1
                                     order by is_default desc, customer_adress_id limit 1)
      returning 1`,
    [customerId, place.sectorId, place.latitude, place.longitude],
  );
  return updated.length > 0;
}

/** Soft-deletes a live customer and deactivates its account; false when unknown or already deleted. */
export async function softDeleteCustomer(tx: Executor, customerId: number): Promise<boolean> {
  const [deleted] = await tx.query<{ user_id: number }>('update customers set deleted_at = now() where customer_id = $1 and deleted_at is null returning user_id', [
    customerId,
  ]);
  if (!deleted) return false;
  await tx.query('update users set active = false where user_id = $1', [deleted.user_id]);
  return true;
}
