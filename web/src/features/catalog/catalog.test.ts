import { Messages, formatWeight } from '@console/schema';
import { describe, expect, it } from 'vitest';
import { activeVariable } from './common.ts';
import { articleSchema } from './articleSchema.ts';

describe('article list filters', () => {
  it("sends the status filter as active: true, false or nothing ('Tous')", () => {
    expect(activeVariable('1')).toBe(true);
    expect(activeVariable('2')).toBe(false);
    expect(activeVariable(undefined)).toBeNull();
    expect(activeVariable('')).toBeNull();
  });

  it('shows weights with their unit and a fixed three decimals', () => {
    expect(formatWeight(1.08)).toBe('1,080\u00a0kg');
    expect(formatWeight(null)).toBe('');
  });
});

describe('article edit (seed 000 §5)', () => {
  it('accepts 83 characters and refuses 84 in both commercial designations', async () => {
    const ok = 'a'.repeat(83);
    await expect(articleSchema().validate({ active: true, commercialDesignation: ok, commercialDesignationAr: 'ب'.repeat(83) })).resolves.toBeTruthy();
    await expect(articleSchema().validateAt('commercialDesignation', { commercialDesignation: `${ok}b` })).rejects.toThrow(Messages.max83);
    await expect(articleSchema().validateAt('commercialDesignationAr', { commercialDesignationAr: 'ب'.repeat(84) })).rejects.toThrow(Messages.max83);
  });
});
