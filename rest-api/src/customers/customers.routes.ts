import type { FastifyInstance } from 'fastify';
import {
  ACTIVE_STATUS,
  CUSTOMER_USER_TYPE_ID,
  EDITABLE_CUSTOMER_STATUSES,
  EMAIL_PATTERN,
  INACTIVE_STATUS,
  Level,
  Messages,
  Permission,
  VERIFIED_STATUS,
} from '@console/schema';
import { AdminMessages } from '../access/messages.ts';
import { hashPassword } from '../access/passwords.ts';
import type { Executor } from '../db/db.ts';
import { listPage, type ListSource } from '../db/paging.ts';
import { replaceSet } from '../db/sets.ts';
import { SqlParams, escapeLike, isUniqueViolation } from '../db/sql.ts';
import { callerOf } from '../http/auth.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { collectionResponse, idParams, listQuerystring, noContentResponse, type IdParams, type ListQuery } from '../http/lists.ts';
import { requireExisting } from '../http/references.ts';
import { bearerSecurity, dataEnvelope, errorResponses, idField, passwordField } from '../http/schemas.ts';
import { applyTypeActionsIn } from '../http/type-action.ts';
import { INVALID_VALUE, MESSAGE_KEYWORD } from '../http/validation.ts';
import { addressHandlers, addressRowSchema, coordinate, coordinateFields, lockCustomer, syncDefaultAddresses, type AddressRow } from './addresses.ts';
import { CUSTOMER_FROM, CUSTOMER_LIST_COLUMNS, customerListItemSchema, customerSchema, loadCustomer } from './customers.queries.ts';
import { CustomerMessages } from './messages.ts';
import type { CustomerServices } from './services.ts';

const TAG = 'Customers';
const on = (permission: number, levels?: number[]) => ({ permissions: [permission], levels });
const access = {
  list: on(Permission.CUSTOMERS),
  read: on(Permission.CUSTOMERS, [Level.EDIT]),
  create: on(Permission.CUSTOMERS, [Level.CREATE]),
  edit: on(Permission.CUSTOMERS, [Level.EDIT]),
  delete: on(Permission.CUSTOMERS, [Level.DELETE]),
  update: on(Permission.CUSTOMER_UPDATE),
  pointOfSale: on(Permission.POINT_OF_SALE),
};

/** Seed 000 section 3: statuses 1 to 10; origins of the filter. */
const STATUS_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const ORIGIN_IDS = [3, 5, 6, 11];
const VERIFICATION = { event: 'account_verified', method: 'call_center' } as const;

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

/**
 * The ids of the customers a keyword finds: customer id (digits), code, contact name, the account's first and last
 * names (and "first last"), phone number (a leading 0 also finds +212...) and e-mail. Each part reaches its trigram
 * index; the page is then read by id.
 */
async function keywordIds(db: Executor, keyword: string): Promise<number[]> {
  const params = new SqlParams();
  const pattern = params.add(`%${escapeLike(keyword)}%`);
  const phone = /^0\d+$/.test(keyword) ? params.add(`%${escapeLike(keyword.slice(1))}%`) : pattern;
  const byId = /^\d{1,9}$/.test(keyword) ? ` union select customer_id from customers where customer_id = ${params.add(Number(keyword))}` : '';
  const rows = await db.query<{ id: number }>(
    `select k.customer_id as id from customers k where k.code ilike ${pattern} or k.contact_name ilike ${pattern}
     union
     select k.customer_id from customers k
      where k.user_id = any (array(
              select ku.user_id from users ku
               where ku.first_name ilike ${pattern} or ku.last_name ilike ${pattern} or (ku.first_name || ' ' || ku.last_name) ilike ${pattern}
                  or ku.phone_number ilike ${phone} or ku.email ilike ${pattern}))${byId}`,
    params.values,
  );
  return rows.map((row) => row.id);
}

/** The list's conditions: live customers, the filters, and the keyword's matches. */
async function customerConditions(db: Executor, query: CustomerQuery, params: SqlParams): Promise<string[]> {
  const where = ['c.deleted_at is null'];
  const filters: [number | undefined, string][] = [
    [query.channelId, 'c.channel_id'],
    [query.regionId, 'c.region_id'],
    [query.sectorId, 'c.sector_id'],
    [query.customerStatusId, 'c.customer_status_id'],
    [query.customerOriginId, 'c.origin_id'],
  ];
  for (const [value, column] of filters) if (value) where.push(`${column} = ${params.add(value)}`);
  const keyword = query.keyword?.trim();
  if (keyword) where.push(`c.customer_id = any (${params.add(await keywordIds(db, keyword))}::int[])`);
  return where;
}

const baseSource = {
  from: CUSTOMER_FROM,
  sortable: { customerId: 'c.customer_id', code: 'c.code', createdAt: 'c.created_at', customerStatusId: 'c.customer_status_id' },
  defaultSort: 'customerId',
  tieBreaker: 'c.customer_id',
  count: 'subquery',
  deferred: true,
} satisfies Omit<ListSource, 'select'>;

export interface CustomerQuery extends ListQuery {
  channelId?: number;
  regionId?: number;
  sectorId?: number;
  customerStatusId?: number;
  customerOriginId?: number;
  afterId?: number;
}

/** List filters: 0 is the console's "All". */
const filterField = (description: string, values?: number[]) =>
  ({ type: 'integer', minimum: 0, ...(values ? { enum: [0, ...values] } : {}), description: `${description} 0 or absent: all.` }) as const;

/** A page of the customers list (GET /api/customers). */
export async function listCustomers(db: Executor, query: CustomerQuery) {
  const params = new SqlParams();
  const where = await customerConditions(db, query, params);
  const keyset = query.afterId !== undefined;
  if (keyset) where.push(`c.customer_id > ${params.add(query.afterId)}`);
  return listPage<Record<string, unknown>>(
    db,
    { ...baseSource, select: CUSTOMER_LIST_COLUMNS, where, params, count: keyset ? 'none' : 'subquery' },
    { ...query, keyword: undefined, ...(keyset ? { page: 1, sort: 'customerId' } : {}) },
  );
}

interface UserBody {
  userId?: number;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email?: string | null;
  password?: string;
  userTypeId?: number;
}

interface UpdateBody {
  customerId: number;
  channelId: number;
  customerStatusId?: number;
  customerSegmentId?: number | null;
  customerTypeId?: number | null;
  contactName?: string | null;
  cin?: string | null;
  rc?: string | null;
  patente?: string | null;
  ice?: string | null;
  paymentModeIds?: number[];
  user: UserBody;
  addresses?: AddressRow[];
}

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** 400 when the phone number (or e-mail) is another live customer's (or another user's). Serialised per phone number. */
async function checkContact(tx: Executor, user: UserBody, customerId: number | null, userId: number | null) {
  await tx.query('select pg_advisory_xact_lock(7340010, hashtext($1))', [user.phoneNumber.trim()]);
  const [taken] = await tx.query<{ phone: boolean; email: boolean }>(
    `select exists (select 1 from customers c join users u on u.user_id = c.user_id
                     where u.phone_number = $1 and c.deleted_at is null and c.customer_id is distinct from $2) as phone,
            $3::text is not null and exists (select 1 from users where lower(email) = lower($3) and user_id is distinct from $4) as email`,
    [user.phoneNumber.trim(), customerId, blankToNull(user.email), userId],
  );
  const errors: Record<string, string> = {};
  if (taken.phone) errors['user.phoneNumber'] = CustomerMessages.phoneTaken;
  if (taken.email) errors['user.email'] = AdminMessages.emailTaken;
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

/** A concurrent write of the same e-mail fails on the unique index: the same 400. */
async function withEmailCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest({ 'user.email': AdminMessages.emailTaken });
    throw error;
  }
}

export function registerCustomerCrudRoutes(app: FastifyInstance, { db, guards }: CustomerServices) {
  const customerResponse = dataEnvelope(customerSchema, 'The customer, with addresses and payment modes.');

  app.get<{ Querystring: CustomerQuery }>(
    '/api/customers',
    {
      preHandler: guards.requireAccess(access.list),
      schema: {
        tags: [TAG],
        summary: 'List customers',
        description:
          'Permission 3 at any level. Deleted customers are left out. Filters combine (AND); `regionId` and `sectorId` are those ' +
          'of the default address (the console enables the sector filter once a region is chosen; a sector of another region ' +
          'matches nothing). `afterId` pages by key for exports: customers with a greater id, by id, `take` at most 1000, ' +
          '`page` and `sort` ignored, and `count` is 0 (not counted). Ordered by `customerId` unless `sort` says otherwise.',
        security: bearerSecurity,
        querystring: listQuerystring({
          sortable: Object.keys(baseSource.sortable),
          keywordSearches: 'id, code, contact name, first and last names, phone number (a leading 0 also finds +212...) and e-mail',
          properties: {
            channelId: filterField('Only customers of this sales channel.'),
            regionId: filterField("Only customers whose default address is in this region."),
            sectorId: filterField("Only customers whose default address is in this sector."),
            customerStatusId: filterField('Only customers in this status (1 to 10).', STATUS_IDS),
            customerOriginId: filterField("Only customers of this origin: 3 App Client, 5 App Ambassadeur, 6 Back-office, 11 App Borne.", ORIGIN_IDS),
            afterId: { type: 'integer', minimum: 0, description: 'Keyset paging (exports): only customers with a greater id; `count` is then 0.' },
          },
        }),
        response: { 200: collectionResponse(customerListItemSchema, 'A page of customers and the total (0 with afterId).'), ...errorResponses(400, 401, 403) },
      },
    },
    (request) => listCustomers(db, request.query),
  );

  app.get<{ Querystring: { keyword?: string; take?: number; page?: number } }>(
    '/api/customers/searchquery',
    {
      preHandler: guards.requireAccess(access.list, access.pointOfSale),
      schema: {
        tags: [TAG],
        summary: 'Find customers (look-up)',
        description: 'Permission 3 or 4 (point of sale) at any level. The same keyword as the list; live customers, by id.',
        security: bearerSecurity,
        querystring: listQuerystring({ sortable: ['customerId'], keywordSearches: 'id, code, names, phone number and e-mail' }),
        response: {
          200: collectionResponse(
            {
              type: 'object',
              required: ['customerId', 'code', 'name', 'phoneNumber'],
              properties: {
                customerId: { type: 'integer' },
                code: { type: 'string' },
                name: { type: 'string', description: '"first last".' },
                phoneNumber: { type: 'string', nullable: true },
              },
            },
            'A page of matching customers and the total.',
          ),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const params = new SqlParams();
      const where = await customerConditions(db, { keyword: request.query.keyword }, params);
      return listPage(
        db,
        {
          ...baseSource,
          select: `c.customer_id as "customerId", c.code,
                   (select u.first_name || ' ' || u.last_name from users u where u.user_id = c.user_id) as name,
                   (select u.phone_number from users u where u.user_id = c.user_id) as "phoneNumber"`,
          where,
          params,
        },
        { ...request.query, keyword: undefined },
      );
    },
  );

  app.get<{ Params: IdParams }>(
    '/api/customers/:id',
    {
      preHandler: guards.requireAccess(access.read, access.update),
      schema: {
        tags: [TAG],
        summary: 'One customer',
        description:
          'Permission 3 at level 4, or 30 (customer update screen, which loads the customer by id) at any level. 404 for an ' +
          'unknown or deleted customer (the console returns to the list).',
        security: bearerSecurity,
        params: idParams,
        response: { 200: customerResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const customer = await loadCustomer(db, request.params.id);
      if (!customer) throw notFound();
      return { data: customer };
    },
  );

  app.post<{ Body: { user: UserBody & { password: string }; channelId?: number | null } }>(
    '/api/customers',
    {
      preHandler: guards.requireAccess(access.create),
      schema: {
        tags: [TAG],
        summary: 'Create a customer',
        description:
          'Permission 3 at level 3. Creates the account (user type 3 whatever userTypeId says) and the customer: status 1 ' +
          "(En attente), platform 'web', created by the caller (so its origin follows the caller's user type: back-office " +
          `staff give 6). Required: user.firstName, lastName, phoneNumber, password (at least 6). A phone number of another ` +
          `live customer answers 400 \`{ "user.phoneNumber": "${CustomerMessages.phoneTaken}" }\`; an e-mail of another user ` +
          `\`{ "user.email": "${AdminMessages.emailTaken}" }\`. The customer code is "CL" and the id on 6 digits. ` +
          'Addresses are added afterwards (POST /api/customers/adresses or the update).',
        security: bearerSecurity,
        body: {
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
        },
        response: { 200: customerResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { user, channelId } = request.body;
      const { userId: callerId } = callerOf(request);
      const passwordHash = await hashPassword(user.password);
      const customer = await withEmailCheck(() =>
        db.transaction(async (tx) => {
          await requireExisting(tx, { channelId: { table: 'channels', column: 'channel_id', id: channelId } });
          await checkContact(tx, user, null, null);
          const [account] = await tx.query<{ user_id: number }>(
            `insert into users (first_name, last_name, email, phone_number, password_hash, user_type_id, created_by_user_id)
             values ($1, $2, $3, $4, $5, $6, $7) returning user_id`,
            [user.firstName.trim(), user.lastName.trim(), blankToNull(user.email), user.phoneNumber.trim(), passwordHash, CUSTOMER_USER_TYPE_ID, callerId],
          );
          const [created] = await tx.query<{ customer_id: number }>(
            `insert into customers (customer_id, code, user_id, channel_id, customer_status_id, platform, origin_id)
             select n.id, 'CL' || lpad(n.id::text, greatest(6, length(n.id::text)), '0'), $1, $2, 1, 'web',
                    customer_origin((select user_type_id from users where user_id = $3), 'web')
               from (select nextval(pg_get_serial_sequence('customers', 'customer_id'))::int as id) n
             returning customer_id`,
            [account.user_id, channelId ?? null, callerId],
          );
          return loadCustomer(tx, created.customer_id);
        }),
      );
      return { data: customer };
    },
  );

  app.put<{ Body: UpdateBody }>(
    '/api/customers',
    {
      preHandler: guards.requireAccess(access.edit),
      schema: {
        tags: [TAG],
        summary: 'Update a customer (the customer form), optionally confirming it',
        description:
          'Permission 3 at level 4. Only while the status is 1, 5, 6, 7, 8 or 9; otherwise 400 ' +
          `"${CustomerMessages.notEditable}" (a plain message). \`customerStatusId\` may only be 2 (the confirm: the customer ` +
          `is verified, and a customer_events row {event '${VERIFICATION.event}', method '${VERIFICATION.method}', the caller} is ` +
          'recorded) or the current status (400 on customerStatusId otherwise). Required: channelId, user.firstName, lastName, ' +
          'phoneNumber; e-mail optional. Optional fields left out keep their value, null empties them; `paymentModeIds` ' +
          'REPLACES the allowed payment modes. `addresses` rows are applied as by POST /api/customers/adresses (errors keyed ' +
          `\`addresses.<index>.<field>\`); afterwards at least one address must remain (400 \`{ addresses: "${CustomerMessages.addressRequired}" }\`). ` +
          'One transaction, all or nothing.',
        security: bearerSecurity,
        body: {
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
        },
        response: { 200: customerResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const body = request.body;
      const { userId: callerId } = callerOf(request);
      const customer = await withEmailCheck(() =>
        db.transaction(async (tx) => {
          const current = await lockCustomer(tx, body.customerId);
          if (!current) throw notFound();
          if (!EDITABLE_CUSTOMER_STATUSES.includes(current.customer_status_id)) throw badRequest(CustomerMessages.notEditable);
          const status = body.customerStatusId ?? current.customer_status_id;
          if (status !== current.customer_status_id && status !== VERIFIED_STATUS) throw badRequest({ customerStatusId: INVALID_VALUE });
          if (body.user.userId !== undefined && body.user.userId !== current.user_id) throw badRequest({ 'user.userId': INVALID_VALUE });
          await requireExisting(tx, {
            channelId: { table: 'channels', column: 'channel_id', id: body.channelId },
            customerSegmentId: { table: 'customer_segments', column: 'segment_id', id: body.customerSegmentId },
            customerTypeId: { table: 'customer_types', column: 'customer_type_id', id: body.customerTypeId },
            ...Object.fromEntries(
              (body.paymentModeIds ?? []).map((id, index) => [`paymentModeIds.${index}`, { table: 'payment_modes', column: 'payment_mode_id', id }]),
            ),
          });
          await checkContact(tx, body.user, body.customerId, current.user_id);
          await tx.query('update users set first_name = $2, last_name = $3, phone_number = $4, email = $5 where user_id = $1', [
            current.user_id,
            body.user.firstName.trim(),
            body.user.lastName.trim(),
            body.user.phoneNumber.trim(),
            blankToNull(body.user.email),
          ]);
          const optional = (['customerSegmentId', 'customerTypeId', 'contactName', 'cin', 'rc', 'patente', 'ice'] as const).filter(
            (field) => body[field] !== undefined,
          );
          const columns: Record<(typeof optional)[number], string> = {
            customerSegmentId: 'customer_segment_id',
            customerTypeId: 'customer_type_id',
            contactName: 'contact_name',
            cin: 'cin',
            rc: 'rc',
            patente: 'patente',
            ice: 'ice',
          };
          await tx.query(
            `update customers set channel_id = $2, customer_status_id = $3
               ${optional.map((field, index) => `, ${columns[field]} = $${index + 4}`).join('')}
              where customer_id = $1`,
            [body.customerId, body.channelId, status, ...optional.map((field) => body[field])],
          );
          if (body.paymentModeIds) {
            await replaceSet(tx, { table: 'customer_payment_modes', ownerColumn: 'customer_id', memberColumn: 'payment_mode_id' }, body.customerId, body.paymentModeIds);
          }
          const batch = addressHandlers({ prefix: 'addresses.', fixedCustomerId: body.customerId });
          await applyTypeActionsIn(tx, body.addresses ?? [], batch.handlers, 'addresses.');
          const [{ addresses }] = await tx.query<{ addresses: number }>('select count(*)::int as addresses from customer_addresses where customer_id = $1', [
            body.customerId,
          ]);
          if (addresses === 0) throw badRequest({ addresses: CustomerMessages.addressRequired });
          await batch.finish(tx, true);
          if (status === VERIFIED_STATUS && current.customer_status_id !== VERIFIED_STATUS) {
            await tx.query('insert into customer_events (customer_id, event, method, user_id) values ($1, $2, $3, $4)', [
              body.customerId,
              VERIFICATION.event,
              VERIFICATION.method,
              callerId,
            ]);
          }
          return loadCustomer(tx, body.customerId);
        }),
      );
      return { data: customer };
    },
  );

  app.post<{ Body: { customerId: number; statusId: number } }>(
    '/api/customers/status',
    {
      preHandler: guards.requireAccess(access.edit),
      schema: {
        tags: [TAG],
        summary: "Set a customer's status",
        description:
          'Permission 3 at level 4. The status dialog and the activate / deactivate action (seed 000 section 4: 3 -> 4 ' +
          'deactivates, 4 -> 3 activates); any status 1 to 10 may be set from any status. 404 for an unknown or deleted customer.',
        security: bearerSecurity,
        body: {
          type: 'object',
          required: ['customerId', 'statusId'],
          properties: { customerId: idField, statusId: { type: 'integer', minimum: 1, maximum: 10, description: 'The new status, 1 to 10.' } },
        },
        response: { 200: customerResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customerId, statusId } = request.body;
      const customer = await db.transaction(async (tx) => {
        const updated = await tx.query('update customers set customer_status_id = $2 where customer_id = $1 and deleted_at is null returning 1', [
          customerId,
          statusId,
        ]);
        if (updated.length === 0) throw notFound();
        return loadCustomer(tx, customerId);
      });
      return { data: customer };
    },
  );

  app.put<{ Body: { customerId: number; customerSectorId?: number | null; active?: boolean; longitude?: string; latitude?: string } }>(
    '/api/customers/partial',
    {
      preHandler: guards.requireAccess(access.update),
      schema: {
        tags: [TAG],
        summary: 'Customer update screen: sector, activation, coordinates',
        description:
          'Permission 30 at any level. The seeds do not show the verb: PUT. Only for a customer in status 3 (Actif) or 4 ' +
          `(Désactivé); otherwise 400 "${CustomerMessages.notEditable}" (a plain message). \`active\` true sets status 3, false 4. ` +
          "`customerSectorId`, `latitude` and `longitude` are written on the customer's default address (its region follows the " +
          'sector) and the customer\u2019s sector and region follow; a field left out, null or blank keeps its value. ' +
          'Coordinates: optional minus, integer part 0-90 (latitude) or 0-180 (longitude), up to 6 decimals, else 400 ' +
          `"${INVALID_VALUE}" on the field. A customer without any address answers 400 \`{ addresses }\`.`,
        security: bearerSecurity,
        body: {
          type: 'object',
          required: ['customerId'],
          properties: {
            customerId: idField,
            customerSectorId: { ...idField, nullable: true, description: 'The new sector; must exist.' },
            active: { type: 'boolean', description: 'true: status 3 (Actif), false: 4 (Désactivé); absent: unchanged.' },
            latitude: { ...coordinateFields.latitude, nullable: true },
            longitude: { ...coordinateFields.longitude, nullable: true },
          },
        },
        response: { 200: customerResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customerId, customerSectorId, active } = request.body;
      const latitudeText = request.body.latitude?.trim() || undefined;
      const longitudeText = request.body.longitude?.trim() || undefined;
      const customer = await db.transaction(async (tx) => {
        const current = await lockCustomer(tx, customerId);
        if (!current) throw notFound();
        if (current.customer_status_id !== ACTIVE_STATUS && current.customer_status_id !== INACTIVE_STATUS) throw badRequest(CustomerMessages.notEditable);
        const errors: Record<string, string> = {};
        const latitude = latitudeText === undefined ? null : coordinate(latitudeText, 90);
        const longitude = longitudeText === undefined ? null : coordinate(longitudeText, 180);
        if (latitude === undefined) errors.latitude = INVALID_VALUE;
        if (longitude === undefined) errors.longitude = INVALID_VALUE;
        if (Object.keys(errors).length > 0) throw badRequest(errors);
        await requireExisting(tx, { customerSectorId: { table: 'sectors', column: 'sector_id', id: customerSectorId } });
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
          [customerId, customerSectorId ?? null, latitude, longitude],
        );
        if (updated.length === 0) throw badRequest({ addresses: CustomerMessages.addressRequired });
        if (active !== undefined) {
          await tx.query('update customers set customer_status_id = $2 where customer_id = $1', [customerId, active ? ACTIVE_STATUS : INACTIVE_STATUS]);
        }
        await syncDefaultAddresses(tx, [customerId]);
        return loadCustomer(tx, customerId);
      });
      return { data: customer };
    },
  );

  app.delete<{ Params: IdParams }>(
    '/api/customers/:id',
    {
      preHandler: guards.requireAccess(access.delete),
      schema: {
        tags: [TAG],
        summary: 'Delete a customer',
        description:
          'Permission 3 at level 5. A soft delete: the customer leaves the lists and can no longer be opened (404), its ' +
          'account is deactivated, its orders (later) keep pointing at it; its phone number may be used again.',
        security: bearerSecurity,
        params: idParams,
        response: { 204: noContentResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await db.transaction(async (tx) => {
        const [deleted] = await tx.query<{ user_id: number }>(
          'update customers set deleted_at = now() where customer_id = $1 and deleted_at is null returning user_id',
          [request.params.id],
        );
        if (!deleted) throw notFound();
        await tx.query('update users set active = false where user_id = $1', [deleted.user_id]);
      });
      return reply.code(204).send();
    },
  );
}
