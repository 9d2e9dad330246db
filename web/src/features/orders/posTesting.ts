import type { BasketLine, PosArticle, PosOrder } from './basket.ts';

/** A catalogue article of the tests: 12 in stock, minimum 1, 9,90 DH. */
export const posArticle = (change: Partial<PosArticle> = {}): PosArticle => ({
  __typename: 'PosArticle',
  articleId: 502,
  code: 'ART502',
  descriptionLong: 'Lait demi-écrémé 1 L',
  commercialDesignation: 'Lait 1 L',
  imageListUrl: ['/assets/articles/502.jpg'],
  unitText: 'Pièce',
  caseItems: 6,
  stockQuantity: 12,
  outOfStock: false,
  minimumToOrder: 1,
  quantityStep: 1,
  unitPriceTTC: 9.9,
  unitPromotionPriceTTC: null,
  inPromo: false,
  promotionPercent: null,
  articlePromotionInfo: { __typename: 'ArticlePromotionInfo', paliers: [], gifts: [] },
  ...change,
});

type OrderLine = PosOrder['orderLines'][number];

export const orderLine = (change: Partial<OrderLine> = {}): OrderLine => ({
  __typename: 'OrderLine',
  orderLineId: 9001,
  articleId: 502,
  articleCode: 'ART502',
  description: 'Lait 1 L',
  imageUrl: null,
  quantity: 1,
  unitPrice: 9.9,
  unitCode: 'UNITE',
  isGift: false,
  totalAmountTTC: 9.9,
  discountAmount: 0,
  promotionCode: null,
  availableQuantity: null,
  priceChanged: false,
  minimumToOrder: 1,
  quantityStep: 1,
  ...change,
});

/** An open basket (status 1) of customer 33. */
export const posOrder = (change: Partial<PosOrder> = {}): PosOrder => ({
  __typename: 'Order',
  orderId: 70,
  code: 'CMD000070',
  customerId: 33,
  orderStatusId: 1,
  orderStatusName: 'Panier ouvert',
  preparationStatus: 1,
  paymentModeId: null,
  desiredDeliveryDate: null,
  deliverySlotId: null,
  totalAmountHT: 8.25,
  totalDiscount: 0,
  totalEscompte: 0,
  totalRebates: 0,
  totalTva: 1.65,
  totalAmountTTC: 9.9,
  totalTimbre: 0,
  orderLines: [orderLine()],
  ...change,
});

export const basketLine = (change: Partial<BasketLine> = {}): BasketLine => ({
  orderLineId: null,
  articleId: 502,
  articleCode: 'ART502',
  description: 'Lait 1 L',
  imageUrl: null,
  quantity: 1,
  unitPrice: 9.9,
  unitCode: 'UNITE',
  isGift: false,
  totalAmountTTC: null,
  discountAmount: 0,
  promotionCode: null,
  availableQuantity: null,
  priceChanged: false,
  minimumToOrder: 1,
  quantityStep: 1,
  ...change,
});
