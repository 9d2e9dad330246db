import { expect, test, type Page } from '@playwright/test';
import { formatMoney, formatNumber } from '@console/schema';
import { accounts, signIn } from './support.ts';
import { addGift, addItem, addRange, createAndReload, createdId, criterionItem, demoArticles, expectMain, fillMain, region, rowTexts, tableRows, type MainFields } from './promotion-editor.ts';
import { field, reviewShot } from './promotion-support.ts';
import { combobox } from './lists.ts';

test.use({ viewport: { width: 1280, height: 900 } });

/** YYYY-MM-DD, `days` from today. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** 1 000, with the narrow no-break space of French digit groups. */
const THOUSAND = formatNumber(1000);
/** A letter after the kind, so the list test's demo keyword ("QDT-0") never finds a code made here. */
const unique = () => `T${Date.now().toString(36)}`;

async function openNew(page: Page) {
  await signIn(page, accounts.admin, '/promotion/new');
  await expect(page.getByRole('heading', { name: 'Nouvelle promotion' })).toBeVisible();
}

/** An entry's ranges (after a click on it), then a range's gifts (after a click on it). */
async function openEntry(page: Page, title: string) {
  await tableRows(page, 'Éléments article').filter({ hasText: title }).click();
  return region(page, `Paliers de ${title}`);
}

test.describe('the promotion editor: one promotion of each kind, saved and shown again', () => {
  // Each test fills and saves whole promotions, then reopens them: 16–21 s alone on a loaded two-core machine.
  test.describe.configure({ timeout: 60_000 });

  test('kind 1 (LPR, brand) and kind 2 (TPR, article with a range)', async ({ page, request }) => {
    const brand = await criterionItem(request, 'ARTICLE', 2);
    const article = await criterionItem(request, 'ARTICLE', 4);
    const lpr: MainFields = {
      code: `E2E-LPR-${unique()}`, description: 'Remise prix e2e', kind: 'LPR', canal: 'Centre d’appels', dateFrom: day(3), dateTo: day(30),
      value: '10', articleCriterion: 'Marque', channels: ['CANAL-1', 'CANAL-2'],
    };
    await openNew(page);
    await fillMain(page, lpr);
    await expect(page.getByTestId('promotion-discount-type')).toHaveValue('Montant');
    await addItem(page, 'Critères article', 'Marque', brand);
    await reviewShot(page, 'promotion-new-lpr');
    await createAndReload(page);
    await expectMain(page, lpr, 'CANAL-1 – Canal 1 – Détail, CANAL-2 – Canal 2 – Gros');
    expect(await rowTexts(page, 'Éléments article')).toEqual([[brand.title, ...(brand.description ? [brand.description] : []), '0']]);
    await reviewShot(page, 'promotion-saved-lpr');

    const tpr: MainFields = {
      code: `E2E-TPR-${unique()}`, description: 'Réduction temporaire e2e', kind: 'TPR', canal: 'Tous', dateFrom: day(5), dateTo: day(6),
      unit: 'Montant (DH)', articleCriterion: 'Article', channels: ['CANAL-3'], warehouses: ['Rabat Témara'],
    };
    await page.goto('/promotion/new');
    await fillMain(page, tpr);
    await addItem(page, 'Critères article', 'Article', article);
    await addRange(await openEntry(page, article.title), '1', '6', '2,5');
    await createAndReload(page);
    await expectMain(page, tpr, 'CANAL-3 – Canal 3 – Cafés, hôtels, restaurants');
    await expect(combobox(page, 'Entrepôts')).toHaveText('Rabat Témara');
    expect(await rowTexts(page, 'Éléments article')).toEqual([[article.title, article.description, '1']]);
    expect(await rowTexts(await openEntry(page, article.title), 'Paliers')).toEqual([['1', '6', formatMoney(2.5)]]);
  });

  test('kind 3 (PLAN_PANIER): ranges with gifts', async ({ page, request }) => {
    const brand = await criterionItem(request, 'ARTICLE', 2, 1);
    const [first, second] = await demoArticles(request);
    const panier: MainFields = {
      code: `E2E-PANIER-${unique()}`, description: 'Cadeaux e2e', kind: 'PLAN_PANIER', canal: 'Ambassadeur', dateFrom: day(1), dateTo: day(20),
      condition: 'Quantité', articleCriterion: 'Marque', channels: ['CANAL-1'],
    };
    await openNew(page);
    await fillMain(page, panier);
    await addItem(page, 'Critères article', 'Marque', brand);
    const ranges = await openEntry(page, brand.title);
    await addRange(ranges, '5', '9');
    await addRange(ranges, '10', '1000');
    await tableRows(ranges, 'Paliers').filter({ hasText: THOUSAND }).click();
    const gifts = region(page, `Cadeaux du palier 10 – ${THOUSAND}`);
    await addGift(page, gifts, first!.code, '2', '6');
    await addGift(page, gifts, second!.code, '1', '2');
    await tableRows(ranges, 'Paliers').first().click();
    await addGift(page, region(page, 'Cadeaux du palier 5 – 9'), first!.code, '1', '3');
    await reviewShot(page, 'promotion-new-panier');

    await createAndReload(page);
    await expectMain(page, panier, 'CANAL-1 – Canal 1 – Détail');
    await expect(combobox(page, 'Unité de condition')).toHaveText('Quantité');
    await expect(page.getByRole('checkbox', { name: 'Cadeaux multi-lignes' })).not.toBeChecked();
    const saved = await openEntry(page, brand.title);
    expect(await rowTexts(saved, 'Paliers')).toEqual([['5', '9', '1'], ['10', THOUSAND, '2']]);
    await tableRows(saved, 'Paliers').nth(1).click();
    const savedGifts = await rowTexts(region(page, `Cadeaux du palier 10 – ${THOUSAND}`), 'Cadeaux');
    expect(savedGifts.map(([label, ...rest]) => [label!.split(' – ')[0], ...rest])).toEqual([[first!.code, '2', '6'], [second!.code, '1', '2']]);
    await tableRows(saved, 'Paliers').first().click();
    expect((await rowTexts(region(page, 'Cadeaux du palier 5 – 9'), 'Cadeaux')).map(([label, ...rest]) => [label!.split(' – ')[0], ...rest])).toEqual([[first!.code, '1', '3']]);
    await reviewShot(page, 'promotion-saved-panier');
  });

  test('kind 3 (PLAN_PANIER) with multi-line gifts', async ({ page, request }) => {
    const category = await criterionItem(request, 'ARTICLE', 3);
    const [first] = await demoArticles(request);
    const multi: MainFields = {
      code: `E2E-MULTI-${unique()}`, description: 'Cadeaux multi-lignes e2e', kind: 'PLAN_PANIER', canal: 'Autonome', dateFrom: day(2), dateTo: day(9),
      value: '200', unit: 'Montant (DH)', condition: 'Montant', articleCriterion: 'Catégorie d\'article', channels: ['CANAL-2'],
    };
    await openNew(page);
    await fillMain(page, multi);
    await page.getByRole('checkbox', { name: 'Cadeaux multi-lignes' }).check();
    await addItem(page, 'Critères article', 'Catégorie d\'article', category);
    await addGift(page, region(page, 'Cadeaux multi-lignes'), first!.code, '3', '9');
    await createAndReload(page);
    await expectMain(page, multi, 'CANAL-2 – Canal 2 – Gros');
    await expect(page.getByRole('checkbox', { name: 'Cadeaux multi-lignes' })).toBeChecked();
    expect(await rowTexts(page, 'Éléments article')).toEqual([[category.title, '0']]);
    const gifts = await rowTexts(region(page, 'Cadeaux multi-lignes'), 'Cadeaux multi-lignes');
    expect(gifts.map(([label, ...rest]) => [label!.split(' – ')[0], ...rest])).toEqual([[first!.code, '3', '9']]);
  });

  test('kind 4 (PLAN_PALIER): ranges with discounts, a customer criterion', async ({ page, request }) => {
    const partner = await criterionItem(request, 'ARTICLE', 1);
    const region1 = await criterionItem(request, 'CUSTOMER', 2);
    const palier: MainFields = {
      code: `E2E-PALIER-${unique()}`, description: 'Paliers e2e', kind: 'PLAN_PALIER', canal: 'Magasin', dateFrom: day(4), dateTo: day(40),
      condition: 'Quantité', articleCriterion: 'Partenaire', customerCriterion: 'Région', channels: ['CANAL-1', 'CANAL-5'],
    };
    await openNew(page);
    await fillMain(page, palier);
    await addItem(page, 'Critères article', 'Partenaire', partner);
    const ranges = await openEntry(page, partner.title);
    await addRange(ranges, '1', '9', '5');
    await addRange(ranges, '10', '1000', '12,5');
    await addItem(page, 'Critères client', 'Région', region1);
    await createAndReload(page);
    await expectMain(page, palier, 'CANAL-1 – Canal 1 – Détail, CANAL-5 – Canal 5 – Grandes surfaces');
    expect(await rowTexts(await openEntry(page, partner.title), 'Paliers')).toEqual([['1', '9', '5 %'], ['10', THOUSAND, '12,5 %']]);
    expect(await rowTexts(page, 'Éléments client')).toEqual([[region1.name]]);
    await reviewShot(page, 'promotion-saved-palier');
  });

  test('kind 5 (SLOG) in DH, and a flash promotion with its hours', async ({ page, request }) => {
    const partner = await criterionItem(request, 'ARTICLE', 1, 1);
    const slog: MainFields = {
      code: `E2E-SLOG-${unique()}`, description: 'Slogan e2e', kind: 'SLOG', canal: 'Tous', dateFrom: day(7), dateTo: day(8),
      unit: 'Montant (DH)', value: '20', articleCriterion: 'Partenaire', channels: ['CANAL-4'],
    };
    await openNew(page);
    await fillMain(page, slog);
    await addItem(page, 'Critères article', 'Partenaire', partner);
    // 20 DH off a line reaches the price of the partner's cheapest articles: the editor says so before saving.
    const slogId = await createdId(page, async () => {
      await page.getByRole('button', { name: 'Créer la promotion' }).click();
      const warning = page.getByRole('alertdialog', { name: 'Articles vendus 0,00 DH' });
      await expect(warning.getByTestId('promotion-giveaways')).toContainText(/atteint ou dépasse le prix de \d+ articles? qu’elle vise/);
      await expect(warning.getByRole('listitem').first()).toContainText(`(remise ${formatMoney(20)})`);
      await reviewShot(page, 'promotion-giveaway-warning');
      await warning.getByRole('button', { name: 'Enregistrer quand même' }).click();
    });
    await page.goto(`/promotion/${slogId}`);
    await expectMain(page, slog, 'CANAL-4 – Canal 4 – Supérettes');
    await expect(page.getByTestId('promotion-discount-type')).toHaveValue('Montant');

    // A code another promotion has is refused under the field, the form kept as typed; a good one saves and returns to the list.
    await field(page, 'code').fill('LPR-01');
    await page.getByRole('button', { name: 'Mettre à jour la promotion' }).click();
    await page.getByRole('alertdialog', { name: 'Articles vendus 0,00 DH' }).getByRole('button', { name: 'Enregistrer quand même' }).click();
    await expect(page.getByText('Ce code de promotion est déjà utilisé par une autre promotion')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/promotion/${slogId}$`));
    await expect(field(page, 'code')).toHaveValue('LPR-01');
    await field(page, 'code').fill(`${slog.code}-B`);
    await page.getByRole('button', { name: 'Mettre à jour la promotion' }).click();
    await page.getByRole('alertdialog', { name: 'Articles vendus 0,00 DH' }).getByRole('button', { name: 'Enregistrer quand même' }).click();
    await expect(page).toHaveURL(/\/promotions$/);

    const flash: MainFields = {
      code: `E2E-FLASH-${unique()}`, description: 'Flash e2e', kind: 'LPR', canal: 'Tous', dateFrom: day(10), value: '15', articleCriterion: 'Aucun', channels: ['CANAL-1'],
    };
    await page.goto('/promotion/new');
    await page.getByRole('switch', { name: 'Promotion flash' }).check();
    await expect(field(page, 'dateTo')).toHaveCount(0);
    await expect(field(page, 'startHour')).toHaveValue('00:00');
    await fillMain(page, flash);
    await field(page, 'startHour').fill('10:30');
    await field(page, 'endHour').fill('14:00');
    await reviewShot(page, 'promotion-new-flash');
    await createAndReload(page);
    await expectMain(page, flash, 'CANAL-1 – Canal 1 – Détail');
    await expect(page.getByRole('switch', { name: 'Promotion flash' })).toBeChecked();
    await expect(field(page, 'dateTo')).toHaveCount(0);
    await expect(field(page, 'startHour')).toHaveValue('10:30');
    await expect(field(page, 'endHour')).toHaveValue('14:00');
  });

  test('kind 6 (QDT): customer criteria and customer ranges, no article section', async ({ page, request }) => {
    const [segment, other] = [await criterionItem(request, 'CUSTOMER', 1), await criterionItem(request, 'CUSTOMER', 1, 1)];
    const qdt: MainFields = {
      code: `E2E-QDT-${unique()}`, description: 'Remise sur total e2e', kind: 'QDT', canal: 'Centre d’appels', dateFrom: day(1), dateTo: day(15),
      condition: 'Montant', customerCriterion: 'Segment', channels: ['CANAL-1'],
    };
    await openNew(page);
    await fillMain(page, qdt);
    await expect(region(page, 'Critères article')).toHaveCount(0);
    await expect(combobox(page, 'Critère article')).toHaveCount(0);
    await addItem(page, 'Critères client', 'Segment', segment);
    await addItem(page, 'Critères client', 'Segment', other);
    const ranges = region(page, 'Paliers client');
    await addRange(ranges, '500', '999', '3');
    await addRange(ranges, '1000', '100000', '5');
    await reviewShot(page, 'promotion-new-qdt');
    await createAndReload(page);
    await expectMain(page, qdt, 'CANAL-1 – Canal 1 – Détail');
    await expect(combobox(page, 'Unité de condition')).toHaveText('Montant');
    expect(await rowTexts(page, 'Éléments client')).toEqual([[segment.name], [other.name]]);
    expect(await rowTexts(page, 'Paliers client')).toEqual([['500', '999', '3 %'], [THOUSAND, formatNumber(100_000), '5 %']]);
    await reviewShot(page, 'promotion-saved-qdt');
  });
});
