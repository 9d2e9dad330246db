import { expect, test, type APIRequestContext } from '@playwright/test';
import { gql } from './api.ts';
import { addResult, chooser, chosenNames, png, reviewScreen, success, unique, VIEWPORT } from './content-support.ts';
import { cells, choose, combobox, expectColumn, rows } from './lists.ts';
import { accounts, screenshot, signIn } from './support.ts';

test.use({ viewport: VIEWPORT });

const CREATE = 'mutation($i:SelectionInput!){createSelection(input:$i){ok selection{selectionId}}}';

/** A selection made through GraphQL for a test of its own (channel CANAL-1, no articles). */
async function createSelection(request: APIRequestContext, nameFr: string): Promise<number> {
  const input = { parentId: null, channelId: 1, nameFr, nameAr: 'اختيار', descriptionFr: 'Préparée par le test', descriptionAr: 'وصف', active: true, imageUrl: null, articleIds: [] };
  const data = await gql<{ createSelection: { ok: boolean; selection: { selectionId: number } } }>(request, CREATE, { i: input });
  expect(data.createSelection.ok).toBe(true);
  return data.createSelection.selection.selectionId;
}

test.describe('selections', () => {
  test('the list filters by keyword, channel and active', async ({ page }) => {
    await signIn(page, accounts.admin, '/selections/');
    await expect(page.getByRole('heading', { name: 'Sélections' })).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    await reviewScreen(page, 'selections-list');

    await page.getByRole('searchbox').fill('Ramadan');
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/keyword=Ramadan/);
    await expectColumn(page, 'nameFr', 'Ramadan Karim');
    await page.getByRole('searchbox').fill('');
    await page.getByRole('searchbox').press('Enter');

    await choose(page, 'Canal', 'CANAL-4');
    await expect(page).toHaveURL(/channelId=4/);
    await expectColumn(page, 'channel', 'CANAL-4');
    await expect(cells(page, 'nameFr').first()).toHaveText('Rafraîchissements d\u2019été');
    await choose(page, 'Canal', 'Tous');

    await choose(page, 'Active', 'Non');
    await expect(page).toHaveURL(/active=false/);
    await expectColumn(page, 'active', 'Non');
    await expect(cells(page, 'nameFr').filter({ hasText: 'Famille et bébé' })).toHaveCount(1);
    await choose(page, 'Active', 'Oui');
    await expectColumn(page, 'active', 'Oui');
  });

  test('a new selection: required fields, articles from the chooser in a chosen order, saved and reopened', async ({ page }) => {
    await signIn(page, accounts.admin, '/selections/');
    await page.getByRole('button', { name: 'Ajouter' }).click();
    await expect(page).toHaveURL(/\/selections\/new$/);
    await expect(page.getByRole('heading', { name: 'Nouvelle sélection' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Active' })).toBeChecked();

    // Names and descriptions are required, said under each field; nothing can be saved yet.
    for (const label of ['Nom (FR)', 'Nom (AR)', 'Description (FR)', 'Description (AR)']) {
      await page.getByLabel(label).focus();
      await page.getByLabel(label).blur();
    }
    await expect(page.getByText('Champ requis')).toHaveCount(4);
    await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();

    const name = unique('Sélection e2e');
    await page.getByLabel('Nom (FR)').fill(name);
    await page.getByLabel('Nom (AR)').fill('اختيار تجريبي');
    await choose(page, 'Canal', 'CANAL-3');
    await page.getByLabel('Description (FR)').fill('Les huiles de la maison');
    await page.getByLabel('Description (AR)').fill('زيوت المنزل');
    await expect(page.getByText('Champ requis')).toHaveCount(0);
    // The Arabic texts run right to left.
    for (const label of ['Nom (AR)', 'Description (AR)']) await expect(page.getByLabel(label)).toHaveAttribute('dir', 'rtl');
    await screenshot(page, 'selection-new-arabic');
    // The image is uploaded; its preview shows before the selection is saved.
    await page.getByTestId('selection-image-uploader').locator('input[type=file]').setInputFiles(png('sélection.png'));
    await expect(page.getByLabel('Image (URL)')).toHaveValue(/\S/);
    await expect(page.getByRole('img', { name })).not.toHaveAttribute('data-placeholder', 'true');

    // The chooser: the category tree narrows the results, then the brand, then a search.
    const picker = chooser(page);
    await expect(picker.results.first()).toBeVisible();
    await picker.tree.getByRole('button', { name: 'Déplier Épicerie' }).click();
    await picker.tree.getByRole('button', { name: 'Déplier Huiles et vinaigres' }).click();
    await picker.tree.getByRole('button', { name: 'Huiles de table', exact: true }).click();
    await expect(picker.tree.getByRole('button', { name: 'Huiles de table', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await chosenNames(picker.results)).every((text) => /^Huile de (table|tournesol) /.test(text))).toBe(true);
    await combobox(picker.root, 'Marque').fill('Zito');
    await page.getByRole('option', { name: 'Zitouna', exact: true }).click();
    await expect.poll(async () => [...new Set((await chosenNames(picker.results)).map((text) => text.includes('Zitouna')))]).toEqual([true]);
    await reviewScreen(page, 'selection-new-chooser');

    const first = await addResult(page, 0);
    const second = await addResult(page, 1);
    await picker.search.fill('tournesol');
    await picker.search.press('Enter');
    await expect.poll(async () => [...new Set((await chosenNames(picker.results)).map((text) => text.startsWith('Huile de tournesol Zitouna')))]).toEqual([true]);
    // Enter in the chooser's search does not save the form.
    await expect(page).toHaveURL(/\/selections\/new$/);
    const third = await addResult(page, 0);
    await expect(picker.results.first().getByRole('button')).toBeDisabled();
    await expect.poll(() => chosenNames(picker.chosen)).toEqual([first, second, third]);

    // The third goes up one place.
    await picker.chosen.nth(2).getByRole('button', { name: `Monter ${third}` }).click();
    await expect.poll(() => chosenNames(picker.chosen)).toEqual([first, third, second]);
    await reviewScreen(page, 'selection-new-chosen');

    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page).toHaveURL(/\/selections\/$/);
    // The router keeps the editor (and its chooser's search box) on screen until the list renders.
    await expect(page.getByRole('heading', { name: 'Sélections', exact: true })).toBeVisible();
    await page.getByRole('searchbox').fill(name);
    await page.getByRole('searchbox').press('Enter');
    await expect(rows(page)).toHaveCount(1);
    await expect(cells(page, 'channel')).toHaveText('CANAL-3');
    await expect(cells(page, 'image').getByRole('img')).not.toHaveAttribute('data-placeholder', 'true');
    await rows(page).first().click();
    await expect(page.getByRole('heading', { name: `Sélection : ${name}` })).toBeVisible();
    await expect(combobox(page, 'Canal')).toHaveText('CANAL-3');
    await expect.poll(() => chosenNames(chooser(page).chosen)).toEqual([first, third, second]);
    await expect(page.getByRole('img', { name })).not.toHaveAttribute('data-placeholder', 'true');
    await expect(chooser(page).results.first()).toBeVisible();
    await reviewScreen(page, 'selection-edit');
  });

  test('sub-selections: the parent lists them, a new one is made under it, Back returns to it', async ({ page, request }) => {
    const parentName = unique('Parent e2e');
    const parentId = await createSelection(request, parentName);
    await signIn(page, accounts.admin, `/selections/${parentId}`);
    const subs = page.getByRole('region', { name: 'Sous-sélections' });
    await expect(subs.getByText('Aucune ligne')).toBeVisible();
    await subs.getByRole('button', { name: 'Ajouter' }).click();
    await expect(page).toHaveURL(new RegExp(`/sub-selections/new/${parentId}$`));
    await expect(page.getByRole('heading', { name: 'Nouvelle sous-sélection' })).toBeVisible();
    // A sub-selection takes its parent's channel, and only its names are required.
    await expect(combobox(page, 'Canal')).toHaveCount(0);
    await expect(chooser(page).results.first()).toBeVisible();
    await reviewScreen(page, 'sub-selection-new');
    await page.getByRole('button', { name: 'Retour' }).click();
    await expect(page).toHaveURL(new RegExp(`/selections/${parentId}$`));

    await subs.getByRole('button', { name: 'Ajouter' }).click();
    // The parent's editor, with fields of the same names, stays on screen until the new form renders.
    await expect(page.getByRole('heading', { name: 'Nouvelle sous-sélection' })).toBeVisible();
    const subName = unique('Sous-sélection e2e');
    await page.getByLabel('Nom (FR)').fill(subName);
    await page.getByLabel('Nom (AR)').fill('فرعي');
    await addResult(page, 0);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page).toHaveURL(new RegExp(`/selections/${parentId}$`));
    await expect(cells(subs, 'nameFr')).toHaveText([subName]);
    await expect(cells(subs, 'active')).toHaveText(['Oui']);
    await subs.scrollIntoViewIfNeeded();
    await reviewScreen(page, 'selection-with-subs');

    await subs.getByTestId('table-row').first().click();
    await expect(page).toHaveURL(/\/sub-selections\/\d+$/);
    await expect(page.getByRole('heading', { name: `Sous-sélection : ${subName}` })).toBeVisible();
    await expect(chooser(page).chosen).toHaveCount(1);
    await expect(chooser(page).results.first()).toBeVisible();
    await reviewScreen(page, 'sub-selection-edit');
    await page.getByRole('button', { name: 'Retour' }).click();
    await expect(page).toHaveURL(new RegExp(`/selections/${parentId}$`));
  });

  test('a missing selection opens the new form; a missing sub-selection goes to the list', async ({ page }) => {
    await signIn(page, accounts.admin, '/selections/999999');
    await expect(page).toHaveURL(/\/selections\/new$/);
    await expect(page.getByRole('heading', { name: 'Nouvelle sélection' })).toBeVisible();
    await page.goto('/sub-selections/999999');
    await expect(page).toHaveURL(/\/selections\/$/);
    await expect(page.getByRole('heading', { name: 'Sélections' })).toBeVisible();
  });

  test('saving an edit says so and keeps the change', async ({ page, request }) => {
    const selectionId = await createSelection(request, unique('Édition e2e'));
    await signIn(page, accounts.admin, `/selections/${selectionId}`);
    const renamed = unique('Renommée e2e');
    await page.getByLabel('Nom (FR)').fill(renamed);
    await page.getByRole('checkbox', { name: 'Active' }).uncheck();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(success(page)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Nom (FR)')).toHaveValue(renamed);
    await expect(page.getByRole('checkbox', { name: 'Active' })).not.toBeChecked();
  });
});
