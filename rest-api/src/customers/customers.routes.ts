import type { FastifyInstance } from 'fastify';
import { Level, Permission } from '@console/schema';
import { AdminMessages } from '../access/messages.ts';
import { callerOf } from '../http/auth.ts';
import { collectionResponse, idParams, listQuerystring, noContentResponse, type IdParams } from '../http/lists.ts';
import { bearerSecurity, dataEnvelope, errorResponses } from '../http/schemas.ts';
import { INVALID_VALUE } from '../http/validation.ts';
import { customerListSource, listCustomers, searchCustomers, type CustomerQuery } from './customers.repository.ts';
import { VERIFICATION, type CustomerUpdate, type CustomerUser, type PartialUpdate } from './customers.rules.ts';
import {
  createCustomerBodySchema,
  customerFilterProperties,
  customerListItemSchema,
  customerSchema,
  customerSearchItemSchema,
  partialUpdateBodySchema,
  statusBodySchema,
  updateCustomerBodySchema,
} from './customers.schemas.ts';
import { createCustomer, deleteCustomer, getCustomer, setStatus, updateCustomer, updateCustomerPartially } from './customers.service.ts';
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
          sortable: Object.keys(customerListSource.sortable),
          keywordSearches: 'id, code, contact name, first and last names, phone number (a leading 0 also finds +212...) and e-mail',
          properties: customerFilterProperties,
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
          200: collectionResponse(customerSearchItemSchema, 'A page of matching customers and the total.'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    (request) => searchCustomers(db, request.query),
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
    async (request) => ({ data: await getCustomer(db, request.params.id) }),
  );

  app.post<{ Body: { user: CustomerUser & { password: string }; channelId?: number | null } }>(
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
          `\`{ "user.email": "${AdminMessages.emailTaken}" }\`. The customer code is "CL" and the id on 6 digits at least. ` +
          'Addresses are added afterwards (POST /api/customers/adresses or the update).',
        security: bearerSecurity,
        body: createCustomerBodySchema,
        response: { 200: customerResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await createCustomer(db, request.body, callerOf(request).userId) }),
  );

  app.put<{ Body: CustomerUpdate }>(
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
        body: updateCustomerBodySchema,
        response: { 200: customerResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await updateCustomer(db, request.body, callerOf(request).userId) }),
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
        body: statusBodySchema,
        response: { 200: customerResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await setStatus(db, request.body.customerId, request.body.statusId) }),
  );

  app.put<{ Body: PartialUpdate }>(
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
        body: partialUpdateBodySchema,
        response: { 200: customerResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await updateCustomerPartially(db, request.body) }),
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
      await deleteCustomer(db, request.params.id);
      return reply.code(204).send();
    },
  );
}
