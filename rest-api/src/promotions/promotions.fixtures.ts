import type { LightMyRequestResponse } from 'fastify';
import type { PromotionPayload } from './promotions.rules.ts';

type Call = (options: { method: string; url: string; payload?: object }) => Promise<LightMyRequestResponse>;

export interface SummaryRow {
  promotionId: number;
  code: string;
  description: string;
  canalType: number;
  promoType: number;
  dateFrom: string;
  dateTo: string;
  active: boolean;
  flash: boolean;
}

interface IdRow {
  typeAction?: number;
}
export interface GiftOut extends IdRow {
  promotionGiftId: number;
  articleId: number;
  articleCode: string;
  quantity: number;
  maxQuantity: number;
}
export interface RangeOut extends IdRow {
  promotionRangeId: number;
  from: number;
  to: number;
  discountValue: number;
  gifts: GiftOut[];
}
export interface PromotionOut extends SummaryRow {
  promoValue: number;
  discountType: number;
  percentOrAmountDiscount: number;
  startHour: string;
  endHour: string;
  multiLine: boolean;
  customerCriteria: number;
  articleCriteria: number;
  promotionChannels: { promotionChannelId: number; channelId: number }[];
  promotionWarehouses: { promotionWarehouseId: number; warehouseId: number }[];
  promotionArticles: { promotionArticleId: number; itemId: number; title: string; description: string | null; ranges: RangeOut[] }[];
  promotionCutomers: { promotionCustomerId: number; itemId: number; code: string | null; name: string }[];
  promotionRanges: Omit<RangeOut, 'gifts'>[];
  promotionMultilineGifts: { promotionMultilineGiftId: number; articleId: number; quantity: number; maxQuantity: number }[];
}

/** Codes are unique: each new promotion gets its own. */
let created = 0;

/** A valid new promotion of the given kind (its own code): one channel, a brand entry with one range (a gift for kind 3). */
export function newPromotion(promoType: number, overrides: PromotionPayload = {}): PromotionPayload {
  const gifts = promoType === 3 ? [{ typeAction: 1, articleId: 12, quantity: 1, maxQuantity: 2 }] : [];
  return {
    code: `TEST-${promoType}-${++created}`,
    description: `Promotion de test ${promoType}`,
    promoType,
    canalType: 4,
    dateFrom: '2026-03-01',
    dateTo: '2026-03-31',
    promoValue: 5,
    discountType: 1,
    percentOrAmountDiscount: 1,
    flash: false,
    active: true,
    multiLine: false,
    customerCriteria: 1,
    articleCriteria: promoType === 6 ? 0 : 2,
    promotionChannels: [{ typeAction: 1, channelId: 1 }],
    promotionWarehouses: [{ typeAction: 1, warehouseId: 2 }],
    promotionArticles:
      promoType === 6
        ? []
        : [{ typeAction: 1, itemId: 3, title: 'Argania', description: null, ranges: [{ typeAction: 1, from: 1, to: 10, discountValue: promoType === 3 ? 0 : 5, gifts }] }],
    promotionCutomers: [{ typeAction: 1, itemId: 2, code: null, name: 'Demi-grossiste' }],
    promotionRanges: promoType === 6 ? [{ typeAction: 1, from: 0, to: 1000, discountValue: 3 }] : [],
    promotionMultilineGifts: [],
    ...overrides,
  };
}

/** The reads and writes of the promotion routes, as one user. */
export function promotionCalls(call: () => Call) {
  return {
    async list(query = ''): Promise<{ collection: SummaryRow[]; count: number }> {
      const response = await call()({ method: 'GET', url: `/api/promotions?${query}` });
      if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
      return response.json();
    },
    get: (id: number) => call()({ method: 'GET', url: `/api/promotions/${id}` }),
    async load(id: number): Promise<PromotionOut> {
      const response = await call()({ method: 'GET', url: `/api/promotions/${id}` });
      if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
      return response.json<{ data: PromotionOut }>().data;
    },
    create: (payload: PromotionPayload) => call()({ method: 'POST', url: '/api/promotions', payload }),
    update: (payload: PromotionPayload) => call()({ method: 'PUT', url: '/api/promotions', payload }),
    remove: (id: number) => call()({ method: 'DELETE', url: `/api/promotions/${id}` }),
  };
}
