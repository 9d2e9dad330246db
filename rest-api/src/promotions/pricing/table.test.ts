import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRICING_ELIGIBILITY, PRICING_RULES_TABLE } from './table.ts';

describe('the pricing rules in words', () => {
  const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');

  it("are README.md's, verbatim, paragraph then table, in its pricing engine section", () => {
    const section = readme.slice(readme.indexOf('## Promotions: the pricing engine'));
    expect(section).toContain(`${PRICING_ELIGIBILITY}\n\n${PRICING_RULES_TABLE}\n`);
  });

  it('give one row per kind, 1 to 6', () => {
    const rows = PRICING_RULES_TABLE.split('\n').slice(2);
    expect(rows.map((row) => row.split('|')[1]?.trim())).toEqual(['1 LPR', '2 TPR', '3 PLAN_PANIER', '4 PLAN_PALIER', '5 SLOG', '6 QDT']);
    for (const row of rows) expect(row.split('|')).toHaveLength(6);
  });
});
