import { describe, expect, it } from 'vitest';
import { ZERO_FIGURES, type Figures } from './figures.repository.ts';
import { performanceCards } from './performance.rules.ts';

const figures = (overrides: Partial<Figures>): Figures => ({ ...ZERO_FIGURES, ...overrides });

describe('performanceCards', () => {
  const range = { start: new Date('2026-11-26T23:00:00Z'), end: new Date('2026-11-28T10:00:00Z') };
  const cards = performanceCards(range, {
    current: figures({ ordersNumber: 12, caAmount: 1500, caAverage: 125, canceledOrdersNumber: 3, deliveredCAAmount: 800 }),
    previous: figures({ ordersNumber: 10, caAmount: 1200, caAverage: 120 }),
    buckets: [
      { start: range.start, figures: figures({ ordersNumber: 5, canceledOrdersNumber: 1 }) },
      { start: new Date('2026-11-27T23:00:00Z'), figures: figures({ ordersNumber: 7, canceledOrdersNumber: 2 }) },
    ],
  });
  const card = (figure: string) => cards.find((candidate) => candidate.figure === figure)!;

  it('shows the ten cards in order: the seed\u2019s nine, then delivered revenue', () => {
    expect(cards.map((candidate) => candidate.figure)).toEqual([
      'LINES', 'ORDERS', 'CANCELED_ORDERS', 'CA_AVERAGE', 'CA_AMOUNT', 'CANCELED_CA_AMOUNT', 'RETURNED_ORDERS', 'RETURNED_CA_AMOUNT', 'LINES_AVERAGE_PER_ORDER', 'DELIVERED_CA_AMOUNT',
    ]);
    expect(card('DELIVERED_CA_AMOUNT')).toMatchObject({ unit: 'AMOUNT', value: 800 });
  });

  it('compares with the previous period, no percent when it had none', () => {
    expect(card('ORDERS')).toMatchObject({ unit: 'COUNT', value: 12, previous: 10, change: 2, changePercent: 20 });
    // The average revenue is an amount (DH per order); the lines per order stay a ratio.
    expect(card('CA_AVERAGE')).toMatchObject({ unit: 'AMOUNT', change: 5, changePercent: 4.17 });
    expect(card('LINES_AVERAGE_PER_ORDER').unit).toBe('RATIO');
    expect(card('CANCELED_ORDERS')).toMatchObject({ previous: 0, change: 3, changePercent: null });
  });

  it('gives each card its sparkline and the order list filter of its orders', () => {
    expect(card('CANCELED_ORDERS').series).toEqual([
      { start: '2026-11-26T23:00:00.000Z', value: 1 },
      { start: '2026-11-27T23:00:00.000Z', value: 2 },
    ]);
    expect(card('CANCELED_ORDERS').orders).toEqual({ statusIds: [7], dateType: 5, dateFrom: '2026-11-26T23:00:00.000Z', dateTo: '2026-11-28T10:00:00.000Z' });
    expect(card('CA_AMOUNT').orders).toMatchObject({ statusIds: [2, 3, 4, 5, 8], dateType: 1 });
    expect(card('DELIVERED_CA_AMOUNT').orders).toMatchObject({ statusIds: [5, 8], dateType: 2 });
  });
});
