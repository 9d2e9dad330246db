/**
 * The point of sale's catalogue (seed 001 sections 3 and 5): a page of active articles with the stock of the
 * customer's warehouse and each article's promotions as the promotions engine answers them.
 */
import { CATALOG_PAGE_SIZE } from '@console/schema';
import type { Db } from '../db/db.ts';
import { articlesPromotionInfo, promotionFacts } from '../promotions/articles-info.service.ts';
import { eligiblePromotions } from '../promotions/pricing/engine.ts';
import { listCatalogPage, listPosBrands, listPosFamilies } from './pos-catalog.repository.ts';
import { promotedArticles, stockView, unitText } from './pos-catalog.rules.ts';
import { getPosCustomer } from './pos-customers.service.ts';

export interface PosCatalogQuery {
  customerId: number;
  /** 1 pickup, 2 delivery: the seed's requests carry it; prices and stock do not depend on it. */
  deliveryModeId?: number;
  page?: number;
  take?: number;
  commercialFamilyId?: number;
  brandId?: number;
  keyword?: string;
  onlyWithPromotion?: boolean;
}

/** A page of the customer's catalogue: 404 for an unknown customer. */
export async function posCatalog(db: Db, query: PosCatalogQuery) {
  const customer = await getPosCustomer(db, query.customerId);
  const warehouseId = customer.warehouseId;
  // Read once: they filter the page (promotions only) and give each article's promotions.
  const facts = await promotionFacts(db, { customerId: customer.customerId, warehouseId });
  const page = await listCatalogPage(db, {
    warehouseId,
    familyId: query.commercialFamilyId,
    brandId: query.brandId,
    keyword: query.keyword,
    promoted: query.onlyWithPromotion ? promotedArticles(eligiblePromotions({ ...facts, basket: [], articles: new Map() })) : undefined,
    page: query.page ?? 1,
    take: query.take ?? CATALOG_PAGE_SIZE,
  });
  const articleIds = page.collection.map((article) => article.articleId);
  const infos = articleIds.length > 0 ? await articlesPromotionInfo(db, { context: { customerId: customer.customerId, warehouseId }, articleIds }, facts) : [];
  const ctrlStock = customer.channel?.ctrlStock ?? false;
  return {
    count: page.count,
    countIsLowerBound: page.countIsLowerBound,
    collection: page.collection.map(({ quantity, unitCode, ...article }, index) => ({
      ...article,
      unitText: unitText(unitCode),
      ...stockView(ctrlStock, quantity),
      ...infos[index],
    })),
  };
}

/** The families the customer's catalogue offers: 404 for an unknown customer. */
export async function posFamilies(db: Db, customerId: number) {
  await getPosCustomer(db, customerId);
  return listPosFamilies(db);
}

/** The brands of a family the customer's catalogue offers: 404 for an unknown customer. */
export async function posBrands(db: Db, customerId: number, familyId: number) {
  await getPosCustomer(db, customerId);
  return listPosBrands(db, familyId);
}
