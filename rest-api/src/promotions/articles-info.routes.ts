import type { FastifyInstance } from 'fastify';
import { bearerSecurity, dataEnvelope, errorResponses } from '../http/schemas.ts';
import { articlesPromotionInfo } from './articles-info.service.ts';
import { articleInfo, articlesInfoBody } from './articles-info.schemas.ts';
import { PromotionRestMessages } from './messages.ts';
import { pointOfSaleAccess } from './pricing.routes.ts';
import type { PricingContextRequest } from './pricing.rules.ts';
import type { PromotionServices } from './services.ts';

export function registerArticlesInfoRoutes(app: FastifyInstance, { db, guards }: PromotionServices) {
  app.post<{ Body: { context: PricingContextRequest; articleIds: number[] } }>(
    '/api/promotions/articles-info',
    {
      preHandler: guards.requireAccess(...pointOfSaleAccess),
      schema: {
        tags: ['Promotions'],
        summary: 'The promotions of articles, for the catalogue and the point of sale',
        description:
          'Permission 4 (point of sale) or 2, at any level, as the basket pricing. For each article (in the order asked), what the ' +
          'stored active promotions of the context\u2019s day give one unit of it, as the basket pricing would price it: `inPromo`, ' +
          '`promotionPercent`, `unitPriceTTC` and `unitPromotionPriceTTC` (amounts TTC, in DH), and in `articlePromotionInfo` the ' +
          'ranges (`paliers`) of its price promotion and the gifts its PLAN_PANIER promotions offer. The date and time default to ' +
          `now in Morocco, the channel to the customer\u2019s. Nothing is written. 404 "${PromotionRestMessages.unknownCustomer}" for ` +
          `an unknown customer; an unknown article answers 400 \`{ "articleIds.<i>": "${PromotionRestMessages.unknownArticle}" }\`.`,
        security: bearerSecurity,
        body: articlesInfoBody,
        response: {
          200: dataEnvelope({ type: 'array', items: articleInfo } as const, 'Each article\u2019s promotions, in the order asked.'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => ({ data: await articlesPromotionInfo(db, request.body) }),
  );
}
