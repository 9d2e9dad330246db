/** The point of sale's catalogue rules (seed 001 sections 3 and 5): units, stock, which articles a promotion names. */
import { PromoType } from '@console/schema';
import type { EnginePromotion } from '../promotions/pricing/types.ts';

/** How a tile names the article's unit (seed 001 "Catalogue article": Pièce or CAISSE). */
export function unitText(unitCode: string): string {
  return unitCode === 'CAISSE' ? 'CAISSE' : 'Pièce';
}

/** The tile's stock: shown and checked only when the channel controls stock; a missing stock row is none. */
export function stockView(ctrlStock: boolean, quantity: number | null): { stockQuantity: number | null; outOfStock: boolean } {
  if (!ctrlStock) return { stockQuantity: null, outOfStock: false };
  const stockQuantity = quantity ?? 0;
  return { stockQuantity, outOfStock: stockQuantity <= 0 };
}

/**
 * The articles some promotion names, as ids per article criterion (the engine's `matchingEntry`: 1 partner,
 * 2 brand, 3 family / sub-family / sub-sub-family, 4 article; 0 every article; kind 6 none), so the catalogue
 * can keep the promoted articles in SQL before paging.
 */
export interface PromotedArticles {
  every: boolean;
  partnerIds: number[];
  brandIds: number[];
  categoryIds: number[];
  articleIds: number[];
}

export function promotedArticles(promotions: readonly EnginePromotion[]): PromotedArticles {
  const named = { every: false, partnerIds: new Set<number>(), brandIds: new Set<number>(), categoryIds: new Set<number>(), articleIds: new Set<number>() };
  const byCriterion: Readonly<Record<number, Set<number>>> = { 1: named.partnerIds, 2: named.brandIds, 3: named.categoryIds, 4: named.articleIds };
  for (const promotion of promotions) {
    if (promotion.promoType === PromoType.QDT) continue;
    if (promotion.articleCriteria === 0) named.every = true;
    for (const entry of promotion.articles) byCriterion[promotion.articleCriteria]?.add(entry.itemId);
  }
  return {
    every: named.every,
    partnerIds: [...named.partnerIds],
    brandIds: [...named.brandIds],
    categoryIds: [...named.categoryIds],
    articleIds: [...named.articleIds],
  };
}
