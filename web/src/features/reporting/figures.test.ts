import { describe, expect, it } from 'vitest';
import { formatAmount, formatChange, formatCount, formatFigure, pluralLabel } from './figures.ts';

// The console's separators: a narrow no-break space between thousands, a no-break space before the unit.
const text = (value: string) => value.replace(/\u202f/g, ' ').replace(/\u00a0/g, ' ');

describe('report figures (seed 002)', () => {
  it('shows amounts with two decimals, a thousands space and « Dh »', () => {
    expect(text(formatAmount(1250.5))).toBe('1 250,50 Dh');
    expect(text(formatAmount('1234567.891'))).toBe('1 234 567,89 Dh');
    expect(text(formatAmount(0))).toBe('0,00 Dh');
    expect(formatAmount(null)).toBe('');
  });

  it('shows counts with two decimals too', () => {
    expect(text(formatCount(12))).toBe('12,00');
    expect(text(formatCount(2400))).toBe('2 400,00');
    expect(text(formatFigure('ratio', 3.456))).toBe('3,46');
    expect(text(formatFigure('amount', 3))).toBe('3,00 Dh');
  });

  it('puts a label in the plural above 1 only', () => {
    const label = { one: 'Commande annulée', other: 'Commandes annulées' };
    expect(pluralLabel(label, 0)).toBe('Commande annulée');
    expect(pluralLabel(label, 1)).toBe('Commande annulée');
    expect(pluralLabel(label, 1.5)).toBe('Commandes annulées');
    expect(pluralLabel(label, '2')).toBe('Commandes annulées');
  });

  it('gives a change in the unit of its figure, points for ratios, and « — » without a previous value', () => {
    expect(formatChange('amount', { change: 1500, changePercent: 12.5 }).absolute.replace(/\s/g, ' ')).toBe('+1 500,00 Dh');
    expect(text(formatChange('amount', { change: 1500, changePercent: 12.5 }).relative)).toBe('+12,50 %');
    expect(text(formatChange('count', { change: -3, changePercent: -25 }).absolute)).toBe('-3,00');
    expect(text(formatChange('count', { change: -3, changePercent: -25 }).relative)).toBe('-25,00 %');
    expect(text(formatChange('ratio', { change: 0.4, changePercent: 10 }).absolute)).toBe('+0,40 pt');
    expect(formatChange('count', { change: 4, changePercent: null }).relative).toBe('—');
    expect(text(formatChange('count', { change: 0, changePercent: 0 }).absolute)).toBe('0,00');
  });
});
