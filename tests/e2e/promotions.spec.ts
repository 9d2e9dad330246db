import { expect, test } from '@playwright/test';
import { accounts, signIn, toast } from './support.ts';
import { cells, choose, combobox, expectColumn, rows, total } from './lists.ts';
import { addItem, addRange, criterionItem, fillMain, region, rowTexts, tableRows } from './promotion-editor.ts';
import { createPromotion, field, promotionInput, reviewShot } from './promotion-support.ts';

test.use({ viewport: { width: 1280, height: 900 } });

const search = async (page: import('@playwright/test').Page, keyword: string) => {
  await page.getByRole('searchbox').fill(keyword);
  await page.getByRole('searchbox').press('Enter');
};

test.describe('the promotions list', () => {
  test('demo rows with their kind, canal and DD-MM-YYYY dates; keyword, canal, kind, active-only; sort by code', async ({ page }) => {
    await signIn(page, accounts.admin, '/promotions');
    await expect(page.getByRole('heading', { name: 'Promotions' })).toBeVisible();
    await expect(rows(page)).toHaveCount(10);
    const all = await total(page);
    expect(all).toBeGreaterThanOrEqual(42);
    for (const date of [...(await cells(page, 'dateFrom').allTextContents()), ...(await cells(page, 'dateTo').allTextContents())]) {
      expect(date).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    }
    await expect(rows(page).first()).toContainText('LPR-01');
    await expect(cells(page, 'promoType').first()).toHaveText('LPR');
    // Every column shows at 1280 px, the description too.
    await expect(page.getByRole('columnheader', { name: 'Description' })).toBeVisible();
    await expect(cells(page, 'description').first()).toBeVisible();
    await expect(cells(page, 'description').first()).toHaveText('Remise prix n° 1');
    await expect(page.getByRole('button', { name: 'Nouvelle promotion' })).toBeVisible();
    await reviewShot(page, 'promotions-list');

    // Keyword on the code.
    await search(page, 'QDT-0');
    await expect.poll(() => total(page)).toBe(7);
    await expectColumn(page, 'promoType', 'QDT');
    await search(page, '');
    await expect.poll(() => total(page)).toBe(all);

    // Kind, then canal type, both in the URL.
    await choose(page, 'Type de promotion', 'PLAN_PANIER');
    await expect(page).toHaveURL(/promoType=3/);
    await expect.poll(() => total(page)).toBeLessThan(all);
    await expectColumn(page, 'promoType', 'PLAN_PANIER');
    await choose(page, 'Type de canal', 'Magasin');
    await expect(page).toHaveURL(/canalType=5/);
    await expectColumn(page, 'canalType', 'Magasin');
    await expectColumn(page, 'promoType', 'PLAN_PANIER');
    await choose(page, 'Type de canal', 'Tous les types');
    await choose(page, 'Type de promotion', 'Tous');
    await expect.poll(() => total(page)).toBe(all);

    // Active only: the sixth of each kind is inactive.
    await search(page, 'SLOG-06');
    await expect(rows(page)).toHaveCount(1);
    await page.getByRole('switch', { name: 'Actives seulement' }).click();
    await expect(page).toHaveURL(/activeOnly=1/);
    await expect(page.getByText('Aucune ligne')).toBeVisible();
    await reviewShot(page, 'promotions-list-empty');
    await search(page, '');
    await expect.poll(() => total(page)).toBeLessThan(all);
    await page.getByRole('switch', { name: 'Actives seulement' }).click();
    await expect.poll(() => total(page)).toBe(all);

    // Sort by code, ascending then descending (the plans: PLAN_PALIER-01…07, PLAN_PANIER-01…07).
    await search(page, 'PLAN_PA');
    await expect.poll(() => total(page)).toBe(14);
    const palier = Array.from({ length: 7 }, (_, index) => `PLAN_PALIER-0${index + 1}`);
    const panier = Array.from({ length: 7 }, (_, index) => `PLAN_PANIER-0${index + 1}`);
    await page.getByRole('columnheader', { name: 'Code' }).click();
    await expect(page).toHaveURL(/sort=code/);
    await expect.poll(() => cells(page, 'code').allTextContents()).toEqual([...palier, ...panier.slice(0, 3)]);
    await page.getByRole('columnheader', { name: 'Code' }).click();
    await expect(page).toHaveURL(/sort=-code/);
    await expect.poll(() => cells(page, 'code').allTextContents()).toEqual([...panier.reverse(), ...palier.reverse().slice(0, 3)]);

    // A row opens its promotion.
    await search(page, 'TPR-03');
    await rows(page).first().click();
    await expect(page).toHaveURL(/\/promotion\/\d+$/);
    await expect(page.locator('input[name="code"]')).toHaveValue('TPR-03');
  });

  test('deletes a promotion after confirmation (admin)', async ({ page, request }) => {
    const code = `DEL-${Date.now()}`;
    await createPromotion(request, promotionInput(code));
    await signIn(page, accounts.admin, '/promotions');
    await search(page, code);
    await expect(rows(page)).toHaveCount(1);
    await rows(page).first().getByRole('button', { name: 'Supprimer' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(`Voulez-vous vraiment supprimer la promotion ${code} ?`);
    await reviewShot(page, 'promotions-delete-confirmation');
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await expect(toast(page, 'Operation effectuée avec succès')).toBeVisible();
    await expect(page.getByText('Aucune ligne')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Aucune ligne')).toBeVisible();
  });
});

/** YYYY-MM-DD and DD-MM-YYYY, `days` from today. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const shown = (date: string) => date.split('-').reverse().join('-');

test.describe('the promotion editor: validation and a refused save', () => {
  test("'Required', 'Invalid Discount', 'Date should not be before DD-MM-YYYY'", async ({ page }) => {
    await signIn(page, accounts.admin, '/promotion/new');
    const submit = page.getByRole('button', { name: 'Créer la promotion' });
    await expect(submit).toBeDisabled();
    await field(page, 'code').focus();
    await field(page, 'description').focus();
    await field(page, 'dateFrom').focus();
    await field(page, 'code').focus();
    await expect(page.getByText('Required', { exact: true })).toHaveCount(3);
    await field(page, 'code').fill('E2E-VALID');
    await expect(page.getByText('Required', { exact: true })).toHaveCount(2);

    await field(page, 'dateFrom').fill(day(20));
    await field(page, 'dateTo').fill(day(10));
    await field(page, 'dateTo').blur();
    await expect(page.getByText(`Date should not be before ${shown(day(20))}`, { exact: true })).toBeVisible();
    await field(page, 'dateTo').fill(day(20));
    await expect(page.getByText(/^Date should not be before/)).toHaveCount(0);

    await field(page, 'promoValue').fill('150');
    await field(page, 'promoValue').blur();
    await expect(page.getByText('Invalid Discount', { exact: true })).toBeVisible();
    await reviewShot(page, 'promotion-validation');
    await choose(page, 'Type de remise', 'Montant (DH)');
    await expect(page.getByText('Invalid Discount', { exact: true })).toHaveCount(0);
    await choose(page, 'Type de remise', 'Pourcentage');
    await expect(page.getByText('Invalid Discount', { exact: true })).toBeVisible();
    await field(page, 'promoValue').fill('100');
    await expect(page.getByText('Invalid Discount', { exact: true })).toHaveCount(0);
    await expect(submit).toBeDisabled();
  });

  test('a save the server refuses keeps every value typed, sub-items included', async ({ page, request }) => {
    const brand = await criterionItem(request, 'ARTICLE', 2);
    await signIn(page, accounts.admin, '/promotion/new');
    const values = {
      code: `E2E-REFUS-${Date.now()}`, description: 'Refusée par le serveur', kind: 'PLAN_PALIER', canal: 'Autonome', dateFrom: day(2), dateTo: day(12),
      value: '7', condition: 'Quantité', articleCriterion: 'Marque', channels: ['CANAL-2'],
    };
    await fillMain(page, values);
    await addItem(page, 'Critères article', 'Marque', brand);
    await tableRows(page, 'Éléments article').click();
    const ranges = region(page, `Paliers de ${brand.title}`);
    // A percentage over 100 is refused before it is added.
    await ranges.locator('input[name="rangeDiscount"]').fill('101');
    await expect(ranges.getByText('Invalid Discount', { exact: true })).toBeVisible();
    await expect(ranges.getByRole('button', { name: 'Ajouter le palier' })).toBeDisabled();
    // 'à' below 'de': only the server refuses it.
    await addRange(ranges, '20', '10', '5');
    await page.getByRole('button', { name: 'Créer la promotion' }).click();
    await expect(toast(page, 'La borne « à » doit être supérieure ou égale à « de »')).toBeVisible();
    await reviewShot(page, 'promotion-refused-save');

    await expect(page).toHaveURL(/\/promotion\/new$/);
    await expect(field(page, 'code')).toHaveValue(values.code);
    await expect(field(page, 'description')).toHaveValue(values.description);
    await expect(combobox(page, 'Type de promotion')).toHaveText('PLAN_PALIER');
    await expect(combobox(page, 'Type de canal')).toHaveText('Autonome');
    await expect(field(page, 'dateFrom')).toHaveValue(values.dateFrom);
    await expect(field(page, 'dateTo')).toHaveValue(values.dateTo);
    await expect(field(page, 'promoValue')).toHaveValue('7');
    await expect(combobox(page, 'Unité de condition')).toHaveText('Quantité');
    await expect(combobox(page, 'Critère article')).toHaveText('Marque');
    await expect(combobox(page, 'Canaux')).toHaveText('CANAL-2 – Canal 2 – Gros');
    expect((await rowTexts(page, 'Éléments article'))[0]![0]).toBe(brand.title);
    expect(await rowTexts(ranges, 'Paliers')).toEqual([['20', '10', '5 %']]);
  });
});

