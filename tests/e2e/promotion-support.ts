import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { gql } from './api.ts';
import { expectFits, screenshot } from './support.ts';
import { palierPromotionInput } from '../promotion-input.ts';

/** The promotion screens' shared steps: a saved promotion for a test's own set-up, the editor's widgets. */

/** A kind 4 promotion running today on channel 1 with one brand entry and one range; `overrides` change it. */
export function promotionInput(code: string, overrides: Record<string, unknown> = {}) {
  const today = new Date().toISOString().slice(0, 10);
  return palierPromotionInput({
    code,
    dateFrom: today,
    dateTo: today,
    articleCriteria: 2,
    channelIds: [1],
    articles: [{ typeAction: 1, itemId: 1, title: 'Zitouna', ranges: [{ typeAction: 1, from: 1, to: 10, discountValue: 5, gifts: [] }] }],
    ...overrides,
  });
}

/** Saves a promotion through GraphQL (as the admin); its id. */
export async function createPromotion(request: APIRequestContext, input: Record<string, unknown>): Promise<number> {
  const data = await gql<{ createPromotion: { ok: boolean; errors: unknown[]; promotion: { promotionId: number } | null } }>(
    request,
    'mutation($input: PromotionInput!) { createPromotion(input: $input) { ok errors { field message } promotion { promotionId } } }',
    { input },
  );
  expect(data.createPromotion.errors).toEqual([]);
  return data.createPromotion.promotion!.promotionId;
}

/** A review screenshot, after checking the screen fits its width, tables included. */
export async function reviewShot(page: Page, name: string) {
  await expectFits(page);
  await screenshot(page, name);
}

/** Types into a lookup and picks the option whose text matches `option` (the lookup waits for its debounce). */
export async function lookUp(page: Page, scope: Page | Locator, label: string, text: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label, exact: true }).fill(text);
  await page.getByRole('option', { name: option }).first().click();
}

/** The editor's text field by its form name. */
export const field = (page: Page, name: string) => page.locator(`input[name="${name}"]`);
