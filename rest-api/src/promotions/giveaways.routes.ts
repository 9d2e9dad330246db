import type { FastifyInstance } from 'fastify';
import { GIVEAWAY_SHOWN } from '@console/schema';
import { bearerSecurity, dataEnvelope, errorResponses } from '../http/schemas.ts';
import { promotionGiveaways } from './giveaways.service.ts';
import { promotionAccess } from './promotions.routes.ts';
import type { PromotionPayload } from './promotions.rules.ts';
import { createPromotionBodySchema } from './promotions.schemas.ts';
import type { PromotionServices } from './services.ts';

const givenAwayArticle = {
  type: 'object',
  required: ['articleId', 'code', 'designation', 'unitPrice', 'discount'],
  properties: {
    articleId: { type: 'integer' },
    code: { type: 'string' },
    designation: { type: 'string', description: 'The commercial designation, else the long description.' },
    unitPrice: { type: 'number', description: 'DH TTC.' },
    discount: { type: 'number', description: 'The DH the promotion takes off one unit (≥ unitPrice).' },
  },
} as const;

const giveaways = {
  type: 'object',
  required: ['count', 'articles'],
  properties: {
    count: { type: 'integer', description: 'How many active articles the promotion would sell at 0,00 DH.' },
    articles: { type: 'array', items: givenAwayArticle, description: `The first ${GIVEAWAY_SHOWN} of them, by code.` },
  },
} as const;

export function registerGiveawayRoutes(app: FastifyInstance, { db, guards }: PromotionServices) {
  app.post<{ Body: { promotion: PromotionPayload } }>(
    '/api/promotions/giveaways',
    {
      preHandler: guards.requireAccess(promotionAccess.editor),
      schema: {
        tags: ['Promotions'],
        summary: 'The articles a promotion as edited would give away',
        description:
          'Permission 2 at level 3 or 4: the editor asks before a save. `promotion` is the payload as the form holds it (rows with ' +
          'typeAction 3 left out); the form\u2019s rules apply first (400 keyed `promotion.<field>`). An amount discount (percentOrAmountDiscount ' +
          '2) that reaches or exceeds an article\u2019s price sells it at 0,00 DH: LPR its promoValue, TPR its first range (or promoValue), ' +
          'PLAN_PALIER its largest range, SLOG its largest range (or promoValue) on a line of one unit. Counted over the active articles ' +
          'the article criterion names (every one without a criterion); percentages, gifts (3) and QDT (6) give nothing away. Nothing is written.',
        security: bearerSecurity,
        body: { type: 'object', required: ['promotion'], properties: { promotion: createPromotionBodySchema } },
        response: { 200: dataEnvelope(giveaways, 'The articles given away: how many, and the first ones.'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await promotionGiveaways(db, request.body.promotion) }),
  );
}
