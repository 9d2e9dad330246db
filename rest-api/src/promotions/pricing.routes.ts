import type { FastifyInstance } from 'fastify';
import { Limits, Permission, SIMULATION_CUSTOMERS_MAX, type AccessRequirement } from '@console/schema';
import { dataArrayResponse } from '../http/lists.ts';
import { bearerSecurity, dataEnvelope, errorResponses, idField } from '../http/schemas.ts';
import { PromotionRestMessages } from './messages.ts';
import { PRICING_ELIGIBILITY, PRICING_RULES_TABLE } from './pricing/table.ts';
import type { BasketRequest } from './pricing.rules.ts';
import { basketBody, pricedBasket, simulationSchema } from './pricing.schemas.ts';
import { listSimulationCustomers } from './pricing.repository.ts';
import { priceWithStoredPromotions, simulatePromotion } from './pricing.service.ts';
import { promotionAccess } from './promotions.routes.ts';
import type { PromotionPayload } from './promotions.rules.ts';
import { createPromotionBodySchema } from './promotions.schemas.ts';
import type { PromotionServices } from './services.ts';

const TAG = 'Promotions';

/** The point of sale's pricing (baskets, articles' promotions): permission 4 or 2, at any level. */
export const pointOfSaleAccess: AccessRequirement[] = [{ permissions: [Permission.POINT_OF_SALE] }, promotionAccess.list];
const RULES = `\n\n**Eligibility**\n\n${PRICING_ELIGIBILITY}\n\n**What each kind does**\n\n${PRICING_RULES_TABLE}`;
const FAILURES = `404 "${PromotionRestMessages.unknownCustomer}" for an unknown customer; an unknown basket article answers 400 \`{ "basket.lines.<i>.articleId": "${PromotionRestMessages.unknownArticle}" }\`.`;

export function registerPricingRoutes(app: FastifyInstance, { db, guards }: PromotionServices) {
  app.get<{ Querystring: { keyword?: string; take?: number } }>(
    '/api/promotions/simulation-customers',
    {
      preHandler: guards.requireAccess(promotionAccess.editor),
      schema: {
        tags: [TAG],
        summary: "The simulator's customer pick list",
        description:
          'Permission 2 at level 3 or 4 (the simulator needs no customers permission). Live customers the keyword finds as the ' +
          'customers list searches (id, code, contact name, "first last" name, e-mail, phone number; a leading 0 also finds +212…), ordered by code.',
        security: bearerSecurity,
        querystring: {
          type: 'object',
          properties: {
            keyword: { type: 'string', maxLength: Limits.keyword, description: 'Case-insensitive "contains"; blank means none.' },
            take: { type: 'integer', minimum: 1, maximum: SIMULATION_CUSTOMERS_MAX, default: 20, description: `Rows; default 20, at most ${SIMULATION_CUSTOMERS_MAX}.` },
          },
        },
        response: {
          200: dataArrayResponse(
            {
              type: 'object',
              required: ['customerId', 'code', 'name'],
              properties: { customerId: { type: 'integer' }, code: { type: 'string' }, name: { type: 'string', description: '"first last" of the account.' } },
            },
            'The matching customers.',
          ),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => ({ data: await listSimulationCustomers(db, { keyword: request.query.keyword, take: request.query.take ?? 20 }) }),
  );

  app.post<{ Body: { promotion: PromotionPayload; promotionId?: number | null; basket: BasketRequest } }>(
    '/api/promotions/simulate',
    {
      preHandler: guards.requireAccess(promotionAccess.editor),
      schema: {
        tags: [TAG],
        summary: 'Simulate a promotion as edited on a basket',
        description:
          'Permission 2 at level 3 or 4. `promotion` is the promotion payload as the form holds it (saved or not: rows with ' +
          'typeAction 3 are left out, the others count with their values); the form\u2019s rules apply first (400 keyed ' +
          '`promotion.<field>`). `promotionId` names a saved one (0 otherwise). The basket is priced without any promotion ' +
          '(`without`) and with this promotion only (`with`); `notApplicable` says why it gives nothing. The date defaults to ' +
          `the promotion's dateFrom, the time to its startHour, the channel to the customer's. Nothing is written. ${FAILURES}${RULES}`,
        security: bearerSecurity,
        body: {
          type: 'object',
          required: ['promotion', 'basket'],
          properties: {
            promotion: createPromotionBodySchema,
            promotionId: { ...idField, nullable: true },
            basket: basketBody,
          },
        },
        response: { 200: dataEnvelope(simulationSchema, 'The basket without and with the promotion.'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await simulatePromotion(db, request.body) }),
  );

  app.post<{ Body: BasketRequest }>(
    '/api/promotions/pricing',
    {
      preHandler: guards.requireAccess(...pointOfSaleAccess),
      schema: {
        tags: [TAG],
        summary: 'Price a basket with the stored promotions',
        description:
          'Permission 4 (point of sale) or 2, at any level. Every stored active promotion of the basket\u2019s day applies as the ' +
          'engine says; the date and time default to now in Morocco, the channel to the customer\u2019s. Nothing is written. ' +
          `${FAILURES.replace('basket.lines', 'lines')}${RULES}`,
        security: bearerSecurity,
        body: basketBody,
        response: { 200: dataEnvelope(pricedBasket, 'The priced basket.'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await priceWithStoredPromotions(db, request.body) }),
  );
}
