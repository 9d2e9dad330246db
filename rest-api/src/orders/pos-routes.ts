/** The point of sale's reads (seed 001 "Point of sale and orders"): customers, catalogue, families, brands, delivery dates and slots. */
import type { FastifyInstance } from 'fastify';
import { Permission, type AccessRequirement } from '@console/schema';
import type { AppServices } from '../domain.ts';
import { dataArrayResponse, collectionResponse, idParams, type IdParams } from '../http/lists.ts';
import { bearerSecurity, dataEnvelope, errorResponses, idField } from '../http/schemas.ts';
import { listDeliverySlots } from './delivery-options.repository.ts';
import { deliveryOptions } from './delivery-options.service.ts';
import {
  deliveryOptionsSchema,
  deliverySlotSchema,
  posArticleSchema,
  posCatalogQuerystring,
  posCustomerSchema,
  posCustomersQuerystring,
  posOptionSchema,
} from './pos-catalog.schemas.ts';
import { posBrands, posCatalog, posFamilies, type PosCatalogQuery } from './pos-catalog.service.ts';
import { findPosCustomers, getPosCustomer } from './pos-customers.service.ts';

const TAG = 'Orders';
/** Permission 4 (point of sale) or 15 (orders: the order editor), at any level, as the GraphQL fields. */
const access: AccessRequirement[] = [{ permissions: [Permission.POINT_OF_SALE] }, { permissions: [Permission.ORDERS] }];
const ACCESS_TEXT = 'Permission 4 (point of sale) or 15 (orders) at any level.';
/** The customer lookup, one customer and the delivery options also serve the take-away and delivery lists' filters (27). */
const listAccess: AccessRequirement[] = [...access, { permissions: [Permission.ROMEO_ORDERS] }];
const LIST_ACCESS_TEXT = 'Permission 4 (point of sale), 15 (orders) or 27 (take-away and delivery lists: their customer and slot filters) at any level.';
const UNKNOWN = '404 for an unknown or deleted customer.';
const customerIdQuery = { type: 'object', required: ['customerId'], properties: { customerId: idField } } as const;

export function registerPointOfSaleRoutes(app: FastifyInstance, { db, guards }: Pick<AppServices, 'db' | 'guards'>) {
  const guard = guards.requireAccess(...access);
  const listGuard = guards.requireAccess(...listAccess);

  app.get<{ Querystring: { keyword: string } }>(
    '/api/orders/pos/customers',
    {
      preHandler: listGuard,
      schema: {
        tags: [TAG],
        summary: 'Find customers for the point of sale',
        description: `${LIST_ACCESS_TEXT} Live customers the keyword finds, by id, at most 20, each with its channel\u2019s parameters, warehouse and usual payment mode.`,
        security: bearerSecurity,
        querystring: posCustomersQuerystring,
        response: { 200: dataArrayResponse(posCustomerSchema, 'At most 20 customers.'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await findPosCustomers(db, request.query.keyword) }),
  );

  app.get<{ Params: IdParams }>(
    '/api/orders/pos/customers/:id',
    {
      preHandler: listGuard,
      schema: {
        tags: [TAG],
        summary: 'A customer for the point of sale',
        description: `${LIST_ACCESS_TEXT} ${UNKNOWN}`,
        security: bearerSecurity,
        params: idParams,
        response: { 200: dataEnvelope(posCustomerSchema, 'The customer.'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await getPosCustomer(db, request.params.id) }),
  );

  app.get<{ Querystring: PosCatalogQuery }>(
    '/api/orders/pos/catalog',
    {
      preHandler: guard,
      schema: {
        tags: [TAG],
        summary: 'The point of sale\u2019s catalogue',
        description:
          `${ACCESS_TEXT} Active articles by description, 9 per page by default; prices TTC in DH and each article\u2019s promotions as ` +
          '`POST /api/promotions/articles-info` answers them for the customer (channel, warehouse) now in Morocco; the stock of the ' +
          `customer\u2019s warehouse when the channel controls stock. Filters combine (AND). ${UNKNOWN}`,
        security: bearerSecurity,
        querystring: posCatalogQuerystring,
        response: { 200: collectionResponse(posArticleSchema, 'A page of articles and the total.'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => posCatalog(db, request.query),
  );

  app.get<{ Querystring: { customerId: number } }>(
    '/api/orders/pos/families',
    {
      preHandler: guard,
      schema: {
        tags: [TAG],
        summary: 'The point of sale\u2019s families',
        description: `${ACCESS_TEXT} The families (categories of type 1) with active articles, by name. ${UNKNOWN}`,
        security: bearerSecurity,
        querystring: customerIdQuery,
        response: { 200: dataArrayResponse(posOptionSchema, 'The families.'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await posFamilies(db, request.query.customerId) }),
  );

  app.get<{ Querystring: { customerId: number; commercialFamilyId: number } }>(
    '/api/orders/pos/brands',
    {
      preHandler: guard,
      schema: {
        tags: [TAG],
        summary: 'The point of sale\u2019s brands of a family',
        description: `${ACCESS_TEXT} The brands with active articles in the family, by name. ${UNKNOWN}`,
        security: bearerSecurity,
        querystring: {
          type: 'object',
          required: ['customerId', 'commercialFamilyId'],
          properties: { customerId: idField, commercialFamilyId: idField },
        },
        response: { 200: dataArrayResponse(posOptionSchema, 'The brands.'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await posBrands(db, request.query.customerId, request.query.commercialFamilyId) }),
  );

  app.get<{ Querystring: { customerId: number } }>(
    '/api/orders/pos/delivery-options',
    {
      preHandler: listGuard,
      schema: {
        tags: [TAG],
        summary: 'The delivery dates and slots offered to a customer',
        description:
          `${LIST_ACCESS_TEXT} The window of the customer\u2019s channel (schema/src/orders.ts deliveryDateWindow: J+deliveryFrom to ` +
          'J+deliveryTo business days, one day later past the cut-off or on a Sunday, Sundays never offered) now in Morocco, the ' +
          `slots of the customer\u2019s warehouse, and the first date and slot preselected. ${UNKNOWN}`,
        security: bearerSecurity,
        querystring: customerIdQuery,
        response: { 200: dataEnvelope(deliveryOptionsSchema, 'The window, the slots and the preselection.'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await deliveryOptions(db, request.query.customerId) }),
  );

  app.get<{ Querystring: { warehouseId: number } }>(
    '/api/orders/pos/slots',
    {
      preHandler: guard,
      schema: {
        tags: [TAG],
        summary: 'The delivery slots of a warehouse',
        description: `${ACCESS_TEXT} Earliest first; an unknown warehouse has none.`,
        security: bearerSecurity,
        querystring: { type: 'object', required: ['warehouseId'], properties: { warehouseId: idField } },
        response: { 200: dataArrayResponse(deliverySlotSchema, 'The slots.'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await listDeliverySlots(db, request.query.warehouseId) }),
  );
}
