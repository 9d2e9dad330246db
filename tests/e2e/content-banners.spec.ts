import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { gql } from './api.ts';
import { addResult, chooser, chosenNames, png, reviewScreen, success, unique, VIEWPORT } from './content-support.ts';
import { cells, combobox, rows } from './lists.ts';
import { accounts, signIn } from './support.ts';

test.use({ viewport: VIEWPORT });

const CREATE = 'mutation($i:BannerInput!){createBanner(input:$i){ok banner{bannerId}}}';

async function createBanner(request: APIRequestContext, name: string, active: boolean): Promise<number> {
  const input = { name, startDate: '2026-07-01', endDate: '2026-07-15', active, imageUrl: null, warehouseIds: [1], channelIds: [2] };
  const data = await gql<{ createBanner: { ok: boolean; banner: { bannerId: number } } }>(request, CREATE, { i: input });
  expect(data.createBanner.ok).toBe(true);
  return data.createBanner.banner.bannerId;
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox').fill(text);
  await page.getByRole('searchbox').press('Enter');
}

/** Ticks the options of a multiple select, then closes it. */
async function tick(page: Page, label: string, options: string[]) {
  await combobox(page, label).click();
  for (const option of options) await page.getByRole('menuitemcheckbox', { name: option }).click();
  await page.keyboard.press('Escape');
  await expect(combobox(page, label)).toHaveText(options.join(', '));
}

test.describe('banners', () => {
  test('the list: dates as DD-MM-YYYY on the right, name search, active only', async ({ page, request }) => {
    const tag = unique('Filtre e2e');
    await createBanner(request, `${tag} active`, true);
    await createBanner(request, `${tag} inactive`, false);
    await signIn(page, accounts.admin, '/banners/');
    await expect(page.getByRole('heading', { name: 'Bannières' })).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    for (const column of ['startDate', 'endDate']) {
      for (const date of await cells(page, column).allTextContents()) expect(date).toMatch(/^\d{2}-\d{2}-\d{4}$/);
      await expect(cells(page, column).first()).toHaveCSS('text-align', /^(right|end)$/);
    }
    await expect(rows(page).filter({ hasText: 'Ramadan Karim : prix doux' }).getByTestId('cell-startDate')).toHaveText('15-02-2026');
    await reviewScreen(page, 'banners-list');

    await search(page, tag);
    await expect.poll(async () => (await cells(page, 'name').allTextContents()).sort()).toEqual([`${tag} active`, `${tag} inactive`]);
    const activeOnly = page.getByRole('switch', { name: 'Actives uniquement' });
    // A click, not check(): the switch follows the URL, a moment after the click.
    await activeOnly.click();
    await expect(activeOnly).toBeChecked();
    await expect(page).toHaveURL(/activeOnly=1/);
    await expect(cells(page, 'name')).toHaveText([`${tag} active`]);
    await expect(cells(page, 'startDate')).toHaveText(['01-07-2026']);
    await expect(cells(page, 'endDate')).toHaveText(['15-07-2026']);
    await activeOnly.click();
    await expect(activeOnly).not.toBeChecked();
    await expect(page).not.toHaveURL(/activeOnly/);
    await expect(rows(page)).toHaveCount(2);
  });

  test('a new banner: dates checked, warehouses, channels and an image, saved and reopened', async ({ page }) => {
    await signIn(page, accounts.admin, '/banners/');
    await page.getByRole('button', { name: 'Ajouter' }).click();
    await expect(page).toHaveURL(/\/banners\/new$/);
    await expect(page.getByRole('heading', { name: 'Nouvelle bannière' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Active' })).not.toBeChecked();
    await page.getByRole('textbox', { name: 'Nom', exact: true }).focus();
    await page.getByRole('textbox', { name: 'Nom', exact: true }).blur();
    await expect(page.getByText('Champ requis')).toHaveCount(1);

    const name = unique('Bannière e2e');
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(name);
    await page.getByLabel('Date de début').fill('2026-09-10');
    await page.getByLabel('Date de fin').fill('2026-09-01');
    await page.getByLabel('Date de fin').blur();
    await expect(page.getByText('Date should not be before 10-09-2026')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    await page.getByLabel('Date de fin').fill('2026-09-30');
    await expect(page.getByText('Date should not be before 10-09-2026')).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Active' }).check();
    await tick(page, 'Entrepôts', ['Casablanca Aïn Sebaâ', 'Rabat Témara']);
    await tick(page, 'Canaux', ['CANAL-2', 'CANAL-5']);

    const uploader = page.getByTestId('banner-image-uploader');
    await uploader.locator('input[type=file]').setInputFiles(png('bannière.png'));
    const preview = page.getByRole('img', { name });
    await expect(preview).toHaveAttribute('src', /\S/);
    await expect(preview).not.toHaveAttribute('data-placeholder', 'true');
    await reviewScreen(page, 'banner-new');

    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page).toHaveURL(/\/banners\/$/);
    await search(page, name);
    await expect(rows(page)).toHaveCount(1);
    await expect(cells(page, 'startDate')).toHaveText('10-09-2026');
    await expect(cells(page, 'endDate')).toHaveText('30-09-2026');
    await expect(cells(page, 'image').getByRole('img')).not.toHaveAttribute('data-placeholder', 'true');
    await reviewScreen(page, 'banners-list-with-image');

    await rows(page).first().click();
    await expect(page.getByRole('heading', { name: /^Bannière n° \d+$/ })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue(name);
    await expect(page.getByLabel('Date de début')).toHaveValue('2026-09-10');
    await expect(page.getByLabel('Date de fin')).toHaveValue('2026-09-30');
    await expect(page.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    await expect(combobox(page, 'Entrepôts')).toHaveText('Casablanca Aïn Sebaâ, Rabat Témara');
    await expect(combobox(page, 'Canaux')).toHaveText('CANAL-2, CANAL-5');
    await expect(page.getByRole('img', { name })).not.toHaveAttribute('data-placeholder', 'true');
    await reviewScreen(page, 'banner-edit');
  });

  test('delete asks first, then the banner leaves the list; a missing banner returns to the list', async ({ page, request }) => {
    const name = unique('À supprimer e2e');
    await createBanner(request, name, true);
    await signIn(page, accounts.admin, '/banners/');
    await search(page, name);
    await expect(rows(page)).toHaveCount(1);
    await rows(page).first().getByRole('button', { name: 'Supprimer' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(rows(page)).toHaveCount(1);
    await rows(page).first().getByRole('button', { name: 'Supprimer' }).click();
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await expect(rows(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('Aucune ligne')).toBeVisible();
    await reviewScreen(page, 'banners-empty');

    await page.goto('/banners/999999');
    await expect(page).toHaveURL(/\/banners\/$/);
  });
});

test.describe('promoted articles', () => {
  test('add with the chooser, remove, reorder, save, and the order survives a reload', async ({ page }) => {
    await signIn(page, accounts.admin, '/store/promotions');
    await expect(page.getByRole('heading', { name: 'Promotions magasin' })).toBeVisible();
    const picker = chooser(page);
    await expect(picker.chosen.first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    await expect(picker.results.first()).toBeVisible();
    await expect(picker.tree.getByRole('button', { name: 'Épicerie', exact: true })).toBeVisible();
    await reviewScreen(page, 'promotions');
    const before = await chosenNames(picker.chosen);

    await picker.search.fill('olive');
    await picker.search.press('Enter');
    await expect.poll(async () => (await chosenNames(picker.results)).every((text) => /olive/i.test(text))).toBe(true);
    let added = '';
    for (let index = 0; added === ''; index += 1) {
      const item = picker.results.nth(index);
      if (await item.getByRole('button').isEnabled()) added = await addResult(page, index);
    }
    await expect.poll(() => chosenNames(picker.chosen)).toEqual([...before, added]);
    const [removed, ...kept] = before;
    await picker.chosen.first().getByRole('button', { name: `Retirer ${removed}` }).click();
    await picker.chosen.last().getByRole('button', { name: `Monter ${added}` }).click();
    const expected = [...kept.slice(0, -1), added, ...kept.slice(-1)];
    await expect.poll(() => chosenNames(picker.chosen)).toEqual(expected);
    // Leaving with the change unsaved asks first.
    await page.getByRole('button', { name: 'Retour' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Rester sur la page' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/store\/promotions$/);
    await expect.poll(() => chosenNames(picker.chosen)).toEqual(expected);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(success(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();

    await page.reload();
    await expect.poll(() => chosenNames(chooser(page).chosen)).toEqual(expected);
  });
});
