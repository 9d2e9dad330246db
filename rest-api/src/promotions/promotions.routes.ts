import type { FastifyInstance } from 'fastify';
import { Level, Permission, PromotionMessages } from '@console/schema';
import { collectionResponse, idParams, listQuerystring, noContentResponse, type IdParams } from '../http/lists.ts';
import { bearerSecurity, dataEnvelope, errorResponses } from '../http/schemas.ts';
import { INVALID_VALUE } from '../http/validation.ts';
import { PromotionRestMessages } from './messages.ts';
import { listPromotions, promotionSortable, type PromotionQuery } from './promotions.repository.ts';
import type { PromotionPayload } from './promotions.rules.ts';
import { createPromotionBodySchema, promotionSchema, promotionSummarySchema, updatePromotionBodySchema } from './promotions.schemas.ts';
import { createPromotion, deletePromotion, getPromotion, updatePromotion } from './promotions.service.ts';
import type { PromotionServices } from './services.ts';

const TAG = 'Promotions';
const on = (levels?: number[]) => ({ permissions: [Permission.PROMOTIONS], levels });
export const promotionAccess = {
  list: on(),
  read: on([Level.EDIT]),
  create: on([Level.CREATE]),
  edit: on([Level.EDIT]),
  delete: on([Level.DELETE]),
  /** The editor's simulator and criterion pick lists: a new promotion or an edited one. */
  editor: on([Level.CREATE, Level.EDIT]),
};

const SAVE_RULES =
  `Required (400 \`{ field: "${PromotionMessages.required}" }\`): code, description, promoType, canalType, dateFrom, dateTo ` +
  '(not for a flash promotion), discountType (not for kinds 1, 2, 5), percentOrAmountDiscount, and at least one channel ' +
  `(\`promotionChannels\`). dateTo before dateFrom: \`{ dateTo: "${PromotionMessages.dateNotBefore('DD-MM-YYYY')}" }\` with ` +
  `dateFrom's date. A percentage over 100 (promoValue or a range's discountValue): "${PromotionMessages.invalidDiscount}". ` +
  `A code another promotion has (case and surrounding spaces aside): \`{ code: "${PromotionRestMessages.codeTaken}" }\`. ` +
  `A range with from > to: "${PromotionRestMessages.rangeOrder}" on its \`to\`. Kind 6 has no article entries ` +
  `(\`{ promotionArticles: "${PromotionRestMessages.noArticlesForQdt}" }\`) and articleCriteria 0. Kinds 1, 2, 5 store ` +
  'discountType 2 whatever is sent; a flash promotion stores dateTo = dateFrom; startHour and endHour default to 00:00. ' +
  'Every sub-item carries typeAction (0 unchanged, 1 new, 2 modified, 3 deleted with what hangs under it; the children of a ' +
  `new row are all new); a row naming a sub-item of another promotion (or of another parent) answers 400 "${PromotionRestMessages.notThisPromotion}" ` +
  `on its id, a channel, warehouse, article or criterion item that does not exist "${INVALID_VALUE}". Errors are keyed by path ` +
  '(`promotionArticles.0.ranges.1.discountValue`). One transaction: all or nothing.';

export function registerPromotionRoutes(app: FastifyInstance, { db, guards }: PromotionServices) {
  const promotionResponse = dataEnvelope(promotionSchema, 'The promotion with its sub-items.');

  app.get<{ Querystring: PromotionQuery }>(
    '/api/promotions',
    {
      preHandler: guards.requireAccess(promotionAccess.list),
      schema: {
        tags: [TAG],
        summary: 'List promotions',
        description: 'Permission 2 at any level. Filters combine (AND). Ordered by `promotionId` unless `sort` says otherwise.',
        security: bearerSecurity,
        querystring: listQuerystring({
          sortable: Object.keys(promotionSortable),
          keywordSearches: 'code and description',
          properties: {
            active: { type: 'boolean', description: 'true: active only, false: inactive only; absent: all.' },
            canal: { type: 'integer', minimum: 1, maximum: 5, description: 'Only this canal type (4 is the promotions for every canal).' },
            type: { type: 'integer', minimum: 1, maximum: 6, description: 'Only this kind (promoType).' },
          },
        }),
        response: { 200: collectionResponse(promotionSummarySchema, 'A page of promotions and the total.'), ...errorResponses(400, 401, 403) },
      },
    },
    (request) => listPromotions(db, request.query),
  );

  app.get<{ Params: IdParams }>(
    '/api/promotions/:id',
    {
      preHandler: guards.requireAccess(promotionAccess.read),
      schema: {
        tags: [TAG],
        summary: 'One promotion',
        description: 'Permission 2 at level 4. 404 for an unknown promotion.',
        security: bearerSecurity,
        params: idParams,
        response: { 200: promotionResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await getPromotion(db, request.params.id) }),
  );

  app.post<{ Body: PromotionPayload }>(
    '/api/promotions',
    {
      preHandler: guards.requireAccess(promotionAccess.create),
      schema: {
        tags: [TAG],
        summary: 'Create a promotion',
        description: `Permission 2 at level 3. ${SAVE_RULES}`,
        security: bearerSecurity,
        body: createPromotionBodySchema,
        response: { 200: promotionResponse, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => ({ data: await createPromotion(db, request.body) }),
  );

  app.put<{ Body: PromotionPayload & { promotionId: number } }>(
    '/api/promotions',
    {
      preHandler: guards.requireAccess(promotionAccess.edit),
      schema: {
        tags: [TAG],
        summary: 'Update a promotion',
        description:
          `Permission 2 at level 4. The body names the promotion by \`promotionId\` (404 when none). promoType cannot change: ` +
          `another kind answers 400 "${PromotionRestMessages.promoTypeFrozen}" (absent keeps it). ${SAVE_RULES}`,
        security: bearerSecurity,
        body: updatePromotionBodySchema,
        response: { 200: promotionResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ data: await updatePromotion(db, request.body) }),
  );

  app.delete<{ Params: IdParams }>(
    '/api/promotions/:id',
    {
      preHandler: guards.requireAccess(promotionAccess.delete),
      schema: {
        tags: [TAG],
        summary: 'Delete a promotion',
        description: 'Permission 2 at level 5. Deletes the promotion with its channels, warehouses, criteria, ranges and gifts.',
        security: bearerSecurity,
        params: idParams,
        response: { 204: noContentResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deletePromotion(db, request.params.id);
      return reply.code(204).send();
    },
  );
}
