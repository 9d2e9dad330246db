import type { FastifyInstance } from 'fastify';
import { Permission } from '@console/schema';
import { standardAccess } from '../http/crud.ts';
import { collectionResponse, dataArrayResponse, idParams, listQuerystring, noContentResponse, type IdParams } from '../http/lists.ts';
import { bearerSecurity, dataEnvelope, errorResponses, idField } from '../http/schemas.ts';
import { callerOf } from '../http/auth.ts';
import { listDeliveryMen, listDeliveryWarehouses, type DeliveryMenQuery, type VehicleQuery } from './fleet.repository.ts';
import { deliveryManSchema, deliveryWarehouseSchema, vehicleBodySchema, vehicleSchema, type VehicleBody } from './fleet.schemas.ts';
import { DispatchRestMessages } from './messages.ts';
import type { DeliveryServices } from './services.ts';
import { createVehicle, deleteVehicle, getVehicle, updateVehicle, vehiclePage } from './vehicles.service.ts';

const TAG = 'Delivery';
/** Seed 002 section 6: vehicles (21) list at any level, create 3, edit 4, delete 5. */
const access = standardAccess(Permission.VEHICLES);
/** The dispatch map (14) and the schedule screens (22, 40) read warehouses and vehicles for their filters. */
const readers = [Permission.DISPATCH, Permission.SCHEDULES, Permission.WAREHOUSE_SCHEDULES].map((permission) => ({ permissions: [permission] }));

const vehicleRules =
  'Required: code, matriculation (blank counts as missing), volume and weight (more than 0). `color` #RRGGBB (default #000000), ' +
  '`active` default false. `deliveryManId` must be an active delivery man (user type 7) and `warehouseId` a warehouse (400 ' +
  '`{ field: "Valeur invalide" }`). A code or matriculation already used answers 409.';

export function registerFleetRoutes(app: FastifyInstance, { db, guards }: DeliveryServices) {
  const vehicleResponse = dataEnvelope(vehicleSchema, 'The vehicle.');

  app.get(
    '/api/delivery/warehouses',
    {
      preHandler: guards.requireAccess(access.list, ...readers),
      schema: {
        tags: [TAG],
        summary: 'Warehouses and their delivery slots',
        description: 'Permission 14, 21, 22 or 40 at any level. Every warehouse (at most 1000) by id, its slots by start hour.',
        security: bearerSecurity,
        response: { 200: dataArrayResponse(deliveryWarehouseSchema, 'The warehouses.'), ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: await listDeliveryWarehouses(db) }),
  );

  app.get<{ Querystring: DeliveryMenQuery }>(
    '/api/users/delivery-men',
    {
      preHandler: guards.requireAccess(access.list),
      schema: {
        tags: [TAG],
        summary: 'Delivery men',
        description: 'Permission 21 at any level. Users of type 7 (Livreur) by name; the active ones unless `active=false`.',
        security: bearerSecurity,
        querystring: {
          type: 'object',
          properties: {
            take: { type: 'integer', minimum: 1, maximum: 1000, description: 'Default 1000.' },
            active: { type: 'boolean', description: 'Default true; false lists the inactive ones.' },
          },
        },
        response: { 200: dataArrayResponse(deliveryManSchema, 'The delivery men.'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await listDeliveryMen(db, request.query) }),
  );

  app.get<{ Querystring: VehicleQuery }>(
    '/api/vehicles',
    {
      preHandler: guards.requireAccess(access.list, ...readers),
      schema: {
        tags: [TAG],
        summary: 'List vehicles',
        description:
          'Permission 21, 14, 22 or 40 at any level. Ordered by `vehicleId` unless `sort` says otherwise. A caller attached to a warehouse ' +
          `who holds 40 but none of 21, 14, 22 gets their warehouse\u2019s vehicles (\`warehouseId\` of another: 403 "${DispatchRestMessages.otherWarehouseVehicles}").`,
        security: bearerSecurity,
        querystring: listQuerystring({
          sortable: ['vehicleId', 'code', 'matriculation', 'createdAt'],
          keywordSearches: 'code, matriculation, brand, model',
          properties: {
            warehouseId: { ...idField, description: "Only this warehouse's vehicles." },
            active: { type: 'boolean', description: 'Only the active (true) or inactive (false) ones.' },
          },
        }),
        response: { 200: collectionResponse(vehicleSchema, 'A page of vehicles and the total.'), ...errorResponses(400, 401, 403) },
      },
    },
    (request) => {
      const caller = callerOf(request);
      return vehiclePage(db, request.query, { userId: caller.userId, granted: caller.granted ?? [] });
    },
  );

  app.get<{ Params: IdParams }>(
    '/api/vehicles/:id',
    {
      preHandler: guards.requireAccess(access.read),
      schema: {
        tags: [TAG],
        summary: 'One vehicle',
        description: 'Permission 21 at level 4 or 6. 404 when unknown.',
        security: bearerSecurity,
        params: idParams,
        response: { 200: vehicleResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await getVehicle(db, request.params.id) }),
  );

  app.post<{ Body: VehicleBody }>(
    '/api/vehicles',
    {
      preHandler: guards.requireAccess(access.create),
      schema: {
        tags: [TAG],
        summary: 'Create a vehicle',
        description: `Permission 21 at level 3. ${vehicleRules}`,
        security: bearerSecurity,
        body: vehicleBodySchema,
        response: { 200: vehicleResponse, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => ({ data: await createVehicle(db, request.body) }),
  );

  app.put<{ Params: IdParams; Body: VehicleBody }>(
    '/api/vehicles/:id',
    {
      preHandler: guards.requireAccess(access.update),
      schema: {
        tags: [TAG],
        summary: 'Update a vehicle',
        description: `Permission 21 at level 4 or 6. Every field is written (an optional one left out is emptied). 404 when unknown. ${vehicleRules}`,
        security: bearerSecurity,
        params: idParams,
        body: vehicleBodySchema,
        response: { 200: vehicleResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ data: await updateVehicle(db, request.params.id, request.body) }),
  );

  app.delete<{ Params: IdParams }>(
    '/api/vehicles/:id',
    {
      preHandler: guards.requireAccess(access.delete),
      schema: {
        tags: [TAG],
        summary: 'Delete a vehicle',
        description: 'Permission 21 at level 5. 409 and nothing deleted while a schedule uses it (deactivate it instead); 404 when unknown.',
        security: bearerSecurity,
        params: idParams,
        response: { 204: noContentResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteVehicle(db, request.params.id);
      return reply.code(204).send();
    },
  );
}
