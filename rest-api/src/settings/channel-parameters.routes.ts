import type { FastifyInstance } from 'fastify';
import { Level, Permission } from '@console/schema';
import { callerOf } from '../http/auth.ts';
import { collectionResponse, wholeList } from '../http/lists.ts';
import { bearerSecurity, dataEnvelope, errorResponses, idField } from '../http/schemas.ts';
import { listChannelParameters, type ChannelParametersWrite } from './channel-parameters.repository.ts';
import { saveChannelParameters } from './channel-parameters.service.ts';
import type { SettingsServices } from './services.ts';

const TAG = 'Settings';
/** Seed 002 section 6: the channel parameters screen needs permission 18 at level 3 or 4. */
const access = { permissions: [Permission.PARAMETERS], levels: [Level.CREATE, Level.EDIT] };

const parametersSchema = {
  type: 'object',
  required: ['channelId', 'channelCode', 'channelName', 'ctrlStock', 'cutOff', 'deliveryFrom', 'deliveryTo', 'minBasket', 'allowModifPrice'],
  properties: {
    channelId: { type: 'integer' },
    channelCode: { type: 'string' },
    channelName: { type: 'string' },
    ctrlStock: { type: 'boolean', description: 'Whether the point of sale controls stock.' },
    cutOff: { type: 'string', description: 'HH:mm: past it, the delivery window starts one day later.' },
    deliveryFrom: { type: 'integer', description: 'Business days (J+) to the earliest delivery date.' },
    deliveryTo: { type: 'integer', description: 'Business days (J+) to the latest delivery date.' },
    minBasket: { type: 'number', description: 'Minimum basket TTC, DH.' },
    allowModifPrice: { type: 'boolean', description: "Whether the point of sale may change a line's price." },
  },
} as const;

const parametersBodySchema = {
  type: 'object',
  required: ['channelId', 'ctrlStock', 'cutOff', 'deliveryFrom', 'deliveryTo', 'minBasket'],
  properties: {
    channelId: idField,
    ctrlStock: { type: 'boolean' },
    cutOff: { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: 'HH:mm.' },
    deliveryFrom: { type: 'integer', description: 'At least 0, not above deliveryTo.' },
    deliveryTo: { type: 'integer', description: 'At least 0.' },
    minBasket: { type: 'number', description: 'Above 0.' },
    allowModifPrice: { type: 'boolean', description: 'Absent: kept (false for a channel never saved).' },
  },
} as const;

export function registerChannelParameterRoutes(app: FastifyInstance, { db, guards }: SettingsServices) {
  app.get(
    '/api/channels/parameters',
    {
      preHandler: guards.requireAccess(access),
      schema: {
        tags: [TAG],
        summary: "Every channel's ordering parameters",
        description:
          'Permission 18 at level 3 or 4. Every channel, by id; one never saved has the defaults: no stock control, 16:00, J+1 to J+5, ' +
          'minimum basket 0 DH, price not modifiable.',
        security: bearerSecurity,
        response: { 200: collectionResponse(parametersSchema, 'Every channel with its parameters.'), ...errorResponses(401, 403) },
      },
    },
    async () => {
      const rows = await listChannelParameters(db);
      return wholeList(rows);
    },
  );

  app.post<{ Body: ChannelParametersWrite }>(
    '/api/channels/parameters',
    {
      preHandler: guards.requireAccess(access),
      schema: {
        tags: [TAG],
        summary: "Save a channel's ordering parameters",
        description:
          'Permission 18 at level 3 or 4. 400 `{ deliveryFrom: "De J+ doit être inferieur de A J+" }` when deliveryFrom exceeds ' +
          'deliveryTo, `{ minBasket: "Minimum de panier doit être superieur de 0" }` when minBasket is not above 0, ' +
          '`{ field: "La valeur doit être supérieure ou égale à 0" }` for a negative delivery day; 404 for an unknown channel. ' +
          'Creates or replaces the channel’s row, recording the caller; the point of sale reads it at once.',
        security: bearerSecurity,
        body: parametersBodySchema,
        response: { 200: dataEnvelope(parametersSchema, 'The channel with its saved parameters.'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await saveChannelParameters(db, callerOf(request).userId, request.body) }),
  );
}
