import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { gql } from './api.ts';
import { choose, combobox } from './lists.ts';
import { field, lookUp } from './promotion-support.ts';

/** Driving and reading the promotion editor (/promotion/:id). */

export const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const table = (scope: Page | Locator, name: string) => scope.getByRole('table', { name, exact: true });
export const tableRows = (scope: Page | Locator, name: string) => table(scope, name).getByTestId('table-row');

/** The first item a criterion may name, read through GraphQL: what to type in its lookup and what the option shows. */
export async function criterionItem(request: APIRequestContext, kind: 'ARTICLE' | 'CUSTOMER', criteria: number, index = 0) {
  const data = await gql<{ promotionCriterionItems: { itemId: number; code: string | null; name: string }[] }>(
    request,
    'query($kind: PromotionCriterionKind!, $criteria: Int!) { promotionCriterionItems(kind: $kind, criteria: $criteria, take: 5) { itemId code name } }',
    { kind, criteria },
  );
  const item = data.promotionCriterionItems[index]!;
  /** What the entry's row shows: the code (or the name) and the name when there is a code. */
  return { ...item, search: item.code ?? item.name, title: item.code ?? item.name, description: item.code ? item.name : '' };
}

/** Active articles of brand 1 priced at least 10 DH (codes and prices read, not assumed). */
export async function demoArticles(request: APIRequestContext) {
  const data = await gql<{ articles: { items: { articleId: number; code: string; unitPrice: number | null }[] } }>(
    request,
    'query { articles(brandId: 1, active: true, take: 50) { items { articleId code unitPrice } } }',
  );
  return data.articles.items.filter((article): article is { articleId: number; code: string; unitPrice: number } => (article.unitPrice ?? 0) >= 10);
}

export interface MainFields {
  code: string;
  description: string;
  kind: string;
  canal: string;
  dateFrom: string;
  dateTo?: string;
  unit?: string;
  value?: string;
  condition?: string;
  articleCriterion?: string;
  customerCriterion?: string;
  channels: string[];
  warehouses?: string[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
async function multiSelect(page: Page, label: string, options: readonly (string | RegExp)[]) {
  await combobox(page, label).click();
  for (const option of options) await page.getByRole('menuitemcheckbox', { name: option }).click();
  await page.keyboard.press('Escape');
}

/** Fills the promotion's own fields of a new promotion. */
export async function fillMain(page: Page, values: MainFields) {
  await field(page, 'code').fill(values.code);
  await field(page, 'description').fill(values.description);
  await choose(page, 'Type de promotion', values.kind);
  await choose(page, 'Type de canal', values.canal);
  await field(page, 'dateFrom').fill(values.dateFrom);
  if (values.dateTo) await field(page, 'dateTo').fill(values.dateTo);
  if (values.unit) await choose(page, 'Type de remise', values.unit);
  if (values.value) await field(page, 'promoValue').fill(values.value);
  if (values.condition) await choose(page, 'Unité de condition', values.condition);
  if (values.articleCriterion) await choose(page, 'Critère article', values.articleCriterion);
  if (values.customerCriterion) await choose(page, 'Critère client', values.customerCriterion);
  await multiSelect(page, 'Canaux', values.channels.map((channel) => new RegExp(`^${escape(channel)} – `)));
  if (values.warehouses) await multiSelect(page, 'Entrepôts', values.warehouses);
}

/** Adds a criterion item through its lookup, in the article or customer section. */
export async function addItem(page: Page, section: 'Critères article' | 'Critères client', label: string, item: { search: string; name: string }) {
  const scope = region(page, section);
  await lookUp(page, scope, label, item.search, new RegExp(escape(item.name)));
  await scope.getByRole('button', { name: "Ajouter l'élément" }).click();
}

/** Adds a range in `scope` (an entry's ranges, or the customer ranges); kind 3's gift ranges have no discount. */
export async function addRange(scope: Locator, from: string, to: string, discount?: string) {
  await scope.locator('input[name="rangeFrom"]').first().fill(from);
  await scope.locator('input[name="rangeTo"]').first().fill(to);
  if (discount === undefined) await expect(scope.locator('input[name="rangeDiscount"]')).toHaveCount(0);
  else await scope.locator('input[name="rangeDiscount"]').first().fill(discount);
  await scope.getByRole('button', { name: 'Ajouter le palier' }).first().click();
}

/** Adds a gift in `scope` (a range's gifts, or the multi-line gifts). */
export async function addGift(page: Page, scope: Locator, articleCode: string, quantity: string, maximum: string) {
  await lookUp(page, scope, 'Article offert', articleCode, new RegExp(`^${escape(articleCode)}`));
  await scope.locator('input[name="giftQuantity"]').fill(quantity);
  await scope.locator('input[name="giftMaxQuantity"]').fill(maximum);
  await scope.getByRole('button', { name: 'Ajouter le cadeau' }).click();
}

/** Saves a new promotion; the editor then shows it at /promotion/<id>. Its id. */
/** The id the create mutation answers (the editor goes back to the list: seed 001 section 7). */
export async function createdId(page: Page, save: () => Promise<void>): Promise<number> {
  const answer = page.waitForResponse((response) => (response.request().postData() ?? '').includes('mutation PromotionCreate'));
  await save();
  const body = (await (await answer).json()) as { data: { createPromotion: { promotion: { promotionId: number } } } };
  await expect(page).toHaveURL(/\/promotions$/);
  return body.data.createPromotion.promotion.promotionId;
}

/** Creates, is back on the list, and opens the saved promotion. */
export async function createAndReload(page: Page): Promise<number> {
  const id = await createdId(page, () => page.getByRole('button', { name: 'Créer la promotion' }).click());
  await page.goto(`/promotion/${id}`);
  await expect(page.getByRole('heading', { name: `Promotion ${id}` })).toBeVisible();
  return id;
}

/** The saved main fields as the editor shows them again (kind frozen, read-only). */
export async function expectMain(page: Page, values: MainFields, channels: string) {
  await expect(field(page, 'code')).toHaveValue(values.code);
  await expect(field(page, 'description')).toHaveValue(values.description);
  await expect(page.getByTestId('promotion-promo-type')).toHaveValue(values.kind);
  await expect(combobox(page, 'Type de canal')).toHaveText(values.canal);
  await expect(field(page, 'dateFrom')).toHaveValue(values.dateFrom);
  // eslint-disable-next-line no-restricted-syntax -- a field the caller set is checked; one it left keeps the editor's default.
  if (values.dateTo) await expect(field(page, 'dateTo')).toHaveValue(values.dateTo);
  await expect(combobox(page, 'Type de remise')).toHaveText(values.unit ?? 'Pourcentage');
  await expect(field(page, 'promoValue')).toHaveValue(values.value ?? '');
  // eslint-disable-next-line no-restricted-syntax -- a field the caller set is checked; one it left keeps the editor's default.
  if (values.articleCriterion) await expect(combobox(page, 'Critère article')).toHaveText(values.articleCriterion);
  await expect(combobox(page, 'Critère client')).toHaveText(values.customerCriterion ?? 'Aucun');
  await expect(combobox(page, 'Canaux')).toHaveText(channels);
}

/** A table's rows as text, cell by cell. */
export async function rowTexts(scope: Page | Locator, name: string): Promise<string[][]> {
  const rows = tableRows(scope, name);
  await expect(rows.first()).toBeVisible();
  const texts: string[][] = [];
  for (const row of await rows.all()) texts.push((await row.getByRole('cell').allTextContents()).map((text) => text.trim()).filter(Boolean));
  return texts;
}
