import { describe, expect, it } from 'vitest';
import { chosenRange, eligibilityRefusal, matchingEntry } from './eligibility.ts';
import { PricingMessages } from './messages.ts';
import { ARTICLES, Article, CONTEXT, promotion, range } from './pricing.fixtures.ts';
import type { EngineArticle } from './types.ts';

function articleOf(articleId: number): EngineArticle {
  const found = ARTICLES.get(articleId);
  if (!found) throw new Error(`no article ${articleId}`);
  return found;
}

describe('eligibilityRefusal', () => {
  it('accepts an active promotion of the period, canal, channel, warehouse and customer', () => {
    expect(eligibilityRefusal(promotion(), CONTEXT)).toBeNull();
  });

  it('refuses an inactive promotion', () => {
    expect(eligibilityRefusal(promotion({ active: false }), CONTEXT)).toBe("La promotion n'est pas active.");
  });

  it('takes both dates inclusive and refuses outside them (dates in DD-MM-YYYY)', () => {
    expect(eligibilityRefusal(promotion({ dateFrom: '2026-12-10', dateTo: '2026-12-10' }), CONTEXT)).toBeNull();
    expect(eligibilityRefusal(promotion({ dateFrom: '2026-12-11', dateTo: '2026-12-31' }), CONTEXT)).toBe('Hors période : du 11-12-2026 au 31-12-2026.');
    expect(eligibilityRefusal(promotion({ dateFrom: '2026-11-01', dateTo: '2026-12-09' }), CONTEXT)).toBe('Hors période : du 01-11-2026 au 09-12-2026.');
  });

  it('applies a flash promotion on its day from startHour (inclusive) to endHour (exclusive)', () => {
    const flash = promotion({ flash: true, dateFrom: '2026-12-10', dateTo: '2026-12-10', startHour: '10:00', endHour: '12:00' });
    const refused = 'Promotion flash : valable le 10-12-2026 de 10:00 à 12:00.';
    expect(eligibilityRefusal(flash, CONTEXT)).toBeNull();
    expect(eligibilityRefusal(flash, { ...CONTEXT, time: '10:00' })).toBeNull();
    expect(eligibilityRefusal(flash, { ...CONTEXT, time: '09:59' })).toBe(refused);
    expect(eligibilityRefusal(flash, { ...CONTEXT, time: '12:00' })).toBe(refused);
    expect(eligibilityRefusal({ ...flash, dateFrom: '2026-12-09', dateTo: '2026-12-09' }, CONTEXT)).toBe(
      'Promotion flash : valable le 09-12-2026 de 10:00 à 12:00.',
    );
  });

  it('reads a flash endHour at or before startHour as the whole day', () => {
    const wholeDay = promotion({ flash: true, dateFrom: '2026-12-10', dateTo: '2026-12-10', startHour: '00:00', endHour: '00:00' });
    expect(eligibilityRefusal(wholeDay, { ...CONTEXT, time: '00:00' })).toBeNull();
    expect(eligibilityRefusal(wholeDay, { ...CONTEXT, time: '23:59' })).toBeNull();
    expect(eligibilityRefusal({ ...wholeDay, startHour: '18:00', endHour: '08:00' }, { ...CONTEXT, time: '03:00' })).toBeNull();
    expect(eligibilityRefusal(wholeDay, { ...CONTEXT, date: '2026-12-11' })).toBe('Promotion flash : valable le 10-12-2026 toute la journée.');
  });

  it('applies canal 4 to every sales mode and another canal to its own sales mode only', () => {
    for (const salesMode of [1, 2, 3, 4]) expect(eligibilityRefusal(promotion({ canalType: 4 }), { ...CONTEXT, salesMode })).toBeNull();
    expect(eligibilityRefusal(promotion({ canalType: 1 }), CONTEXT)).toBeNull();
    expect(eligibilityRefusal(promotion({ canalType: 5 }), { ...CONTEXT, salesMode: 4 })).toBeNull();
    expect(eligibilityRefusal(promotion({ canalType: 2 }), CONTEXT)).toBe("Le canal de vente n'est pas concerné.");
    expect(eligibilityRefusal(promotion({ canalType: 1 }), { ...CONTEXT, salesMode: 4 })).toBe("Le canal de vente n'est pas concerné.");
  });

  it("refuses a sale whose channel is not among the promotion's", () => {
    expect(eligibilityRefusal(promotion({ channelIds: [1, 3] }), CONTEXT)).toBe("Le canal (channel) du client n'est pas concerné.");
    expect(eligibilityRefusal(promotion({ channelIds: [] }), CONTEXT)).toBe(PricingMessages.channel);
  });

  it('applies no warehouse to every warehouse, and a list to its warehouses only', () => {
    expect(eligibilityRefusal(promotion({ warehouseIds: [] }), { ...CONTEXT, warehouseId: null })).toBeNull();
    expect(eligibilityRefusal(promotion({ warehouseIds: [6, 7] }), CONTEXT)).toBeNull();
    expect(eligibilityRefusal(promotion({ warehouseIds: [6] }), CONTEXT)).toBe("L'entrepôt n'est pas concerné.");
    expect(eligibilityRefusal(promotion({ warehouseIds: [6] }), { ...CONTEXT, warehouseId: null })).toBe(PricingMessages.warehouse);
  });

  it('checks the customer fact each criterion names: segment, region, sector, category, account', () => {
    const facts: readonly (readonly [number, number])[] = [
      [1, 11],
      [2, 21],
      [3, 31],
      [4, 41],
      [5, 51],
    ];
    for (const [customerCriteria, fact] of facts) {
      expect(eligibilityRefusal(promotion({ customerCriteria, customerItemIds: [99, fact] }), CONTEXT)).toBeNull();
      expect(eligibilityRefusal(promotion({ customerCriteria, customerItemIds: [fact + 1] }), CONTEXT)).toBe(
        'Le client ne remplit pas les critères client.',
      );
    }
    const noSegment = { ...CONTEXT, customer: { ...CONTEXT.customer, segmentId: null } };
    expect(eligibilityRefusal(promotion({ customerCriteria: 1, customerItemIds: [11] }), noSegment)).toBe(PricingMessages.customer);
    expect(eligibilityRefusal(promotion({ customerCriteria: 0, customerItemIds: [] }), noSegment)).toBeNull();
  });
});

describe('matchingEntry', () => {
  const oil = articleOf(Article.OIL);

  it('names every article with criterion 0, with the first entry (or no ranges)', () => {
    const first = { itemId: 555, ranges: [range(5, 9, 10)] };
    expect(matchingEntry(promotion({ articleCriteria: 0, articles: [first] }), oil)).toBe(first);
    expect(matchingEntry(promotion({ articleCriteria: 0, articles: [] }), oil)).toEqual({ itemId: 0, ranges: [] });
  });

  it('compares the partner, the brand, any category or the article with the entries, the first one winning', () => {
    const entry = (itemId: number, from = 1) => ({ itemId, ranges: [range(from, 9, 10)] });
    expect(matchingEntry(promotion({ articleCriteria: 1, articles: [entry(101)] }), oil)).toEqual(entry(101));
    expect(matchingEntry(promotion({ articleCriteria: 1, articles: [entry(102)] }), oil)).toBeNull();
    expect(matchingEntry(promotion({ articleCriteria: 2, articles: [entry(201)] }), oil)).toEqual(entry(201));
    expect(matchingEntry(promotion({ articleCriteria: 2, articles: [entry(101)] }), oil)).toBeNull();
    expect(matchingEntry(promotion({ articleCriteria: 3, articles: [entry(311), entry(300, 2)] }), oil)).toEqual(entry(311));
    expect(matchingEntry(promotion({ articleCriteria: 3, articles: [entry(312)] }), oil)).toBeNull();
    expect(matchingEntry(promotion({ articleCriteria: 4, articles: [entry(2), entry(1), entry(1, 3)] }), oil)).toEqual(entry(1));
    expect(matchingEntry(promotion({ articleCriteria: 4, articles: [entry(2)] }), oil)).toBeNull();
  });

  it('names no article for kind 6', () => {
    expect(matchingEntry(promotion({ promoType: 6, articleCriteria: 0 }), oil)).toBeNull();
  });
});

describe('chosenRange', () => {
  const ranges = [range(10, 19, 10), range(1, 9, 5), range(20, 29, 15)];

  it('takes the highest from at or below the measure, keeping the last range above its to', () => {
    expect(chosenRange(ranges, 1)?.discountValue).toBe(5);
    expect(chosenRange(ranges, 9.5)?.discountValue).toBe(5);
    expect(chosenRange(ranges, 10)?.discountValue).toBe(10);
    expect(chosenRange(ranges, 500)?.discountValue).toBe(15);
  });

  it('answers null below every from', () => {
    expect(chosenRange(ranges, 0.5)).toBeNull();
    expect(chosenRange([], 10)).toBeNull();
  });
});
