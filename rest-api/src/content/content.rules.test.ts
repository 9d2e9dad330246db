import { describe, expect, it } from 'vitest';
import { Messages } from '@console/schema';
import { INVALID_VALUE } from '../http/validation.ts';
import { dayMonthYear, decideBanner, decideBloc, decidePromotedArticles, reorderBlocs } from './content.rules.ts';

describe('decideBanner', () => {
  const banner = { name: ' Été ', startDate: '2026-06-15', endDate: '2026-06-15', warehouses: [2, 1, 2], channels: [3] };

  it('accepts an end on the start day, inactive by default, each warehouse and channel once', () => {
    expect(decideBanner(banner)).toEqual({
      write: { name: 'Été', startDate: '2026-06-15', endDate: '2026-06-15', active: false, imageUrl: null, warehouseIds: [2, 1], channelIds: [3] },
    });
  });

  it("refuses an end before the start with the seeds' text and the start as DD-MM-YYYY, and a blank name", () => {
    expect(decideBanner({ ...banner, name: '  ', endDate: '2026-06-14' })).toEqual({
      errors: { name: Messages.requiredField, endDate: 'Date should not be before 15-06-2026' },
    });
    expect(dayMonthYear('2025-03-07')).toBe('07-03-2025');
  });
});

describe('decideBloc', () => {
  const bloc = { nameFr: 'Coups de cœur', description: ' ', blocTypeId: 1, algorithmId: 1, articles: [{ articleId: 8 }, { articleId: 3 }, { articleId: 8 }] };

  it('keeps a manual bloc\u2019s articles once each, in order', () => {
    expect(decideBloc(bloc, [])).toEqual({ write: { nameFr: 'Coups de cœur', description: null, blocTypeId: 1, algorithmId: 1, articleIds: [8, 3] } });
  });

  it('stores no articles for the other algorithms, whatever they are', () => {
    expect(decideBloc({ ...bloc, algorithmId: 2 }, [8])).toMatchObject({ write: { algorithmId: 2, articleIds: [] } });
  });

  it('refuses a blank name and unknown articles of a manual bloc', () => {
    expect(decideBloc({ ...bloc, nameFr: ' ' }, [3])).toEqual({ errors: { nameFr: Messages.requiredField, 'articles.1.articleId': INVALID_VALUE } });
  });
});

describe('decidePromotedArticles', () => {
  it('keeps the order, each article once, and names unknown ones by place', () => {
    expect(decidePromotedArticles([5, 2, 5, 9], [])).toEqual({ articleIds: [5, 2, 9] });
    expect(decidePromotedArticles([5, 2], [2])).toEqual({ errors: { 'articleIds.1': INVALID_VALUE } });
  });
});

describe('reorderBlocs', () => {
  it('orders the listed blocs by position, ties in list order, then the others in their order', () => {
    expect(reorderBlocs([10, 11, 12, 13], [{ blocId: 12, position: 1 }, { blocId: 10, position: 3 }, { blocId: 13, position: 1 }])).toEqual({ order: [12, 13, 10, 11] });
    expect(reorderBlocs([10, 11], [])).toEqual({ order: [10, 11] });
  });

  it('refuses a bloc of another page or a bloc listed twice', () => {
    expect(reorderBlocs([10, 11], [{ blocId: 10, position: 1 }, { blocId: 99, position: 2 }, { blocId: 10, position: 3 }])).toEqual({
      errors: { 'positions.1.blocId': INVALID_VALUE, 'positions.2.blocId': INVALID_VALUE },
    });
  });
});
