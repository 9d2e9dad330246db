import { expect, test, type Page } from '@playwright/test';
import { choose, expectToast, fill, fullScreenshot, lookup, rows, unique } from './admin-support.ts';
import { accounts, signIn } from './support.ts';

/** The three simple resources: create from the list, edit, delete; a 404 opens the new form. */
const resources = [
  { list: '/users/types/', title: "Types d'utilisateurs", add: 'Nouveau type', fields: { Nom: 'name', Description: 'desc' }, newPath: '/users/types/new' },
  { list: '/permissions/', title: 'Permissions', add: 'Nouvelle permission', fields: { Nom: 'name', Description: 'desc', Ordre: '99' }, newPath: '/permissions/new' },
  { list: '/permissionstypes/', title: 'Types de permissions', add: 'Nouveau type', fields: { Nom: 'name', Description: 'desc' }, newPath: '/permissionstypes/new' },
] as const;

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill(text);
  await page.getByRole('searchbox', { name: 'Rechercher' }).press('Enter');
}

test.describe('user types, permissions, permission types', () => {
  test.beforeEach(async ({ page }) => signIn(page, accounts.admin));

  for (const resource of resources) {
    test(`${resource.list}: create, edit, delete`, async ({ page }) => {
      test.slow(); // many server round trips and reloads
      const name = unique('E2E');
      await page.goto(resource.list);
      const table = page.getByRole('table', { name: resource.title });
      await expect(rows(table).first()).toBeVisible();
      await page.getByRole('button', { name: resource.add }).click();
      for (const [label, value] of Object.entries(resource.fields)) {
        if (label === 'Ordre') await page.getByRole('spinbutton', { name: label }).fill(value);
        else await fill(page, label, value === 'name' ? name : `Description de ${name}`);
      }
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expectToast(page);
      // Back to the list after a create.
      await expect(page).toHaveURL(new RegExp(`${resource.list.replace(/\//g, '\\/')}$`));
      await search(page, name);
      await expect(rows(table)).toHaveCount(1);
      await rows(table).first().click();
      await fill(page, 'Description', `Autre description de ${name}`);
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expectToast(page);
      await page.reload();
      await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(`Autre description de ${name}`);
      await page.getByRole('button', { name: 'Retour' }).click();
      await search(page, name);
      await rows(table).first().getByRole('button', { name: 'Supprimer' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
      await expectToast(page);
      await expect(table.getByText('Aucune ligne')).toBeVisible();

      await page.goto(`${resource.list.replace(/\/$/, '')}/987654`);
      await expect(page).toHaveURL(new RegExp(`${resource.newPath}$`));
    });
  }

  test('a refused delete keeps the row and shows the server text', async ({ page }) => {
    await page.goto('/permissionstypes/?keyword=Lecture');
    const table = page.getByRole('table', { name: 'Types de permissions' });
    await rows(table).filter({ hasText: 'Consulter' }).getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    await expectToast(page, "Ce type de permission est utilisé par des niveaux d'accès");
    await expect(rows(table).filter({ hasText: 'Consulter' })).toHaveCount(1);
  });
});

test.describe('user parameters (channels and sectors)', () => {
  test.beforeEach(async ({ page }) => signIn(page, accounts.admin));

  test('assigns channels and sectors of a user picked by type', async ({ page }) => {
    test.slow(); // many server round trips and reloads
    await page.goto('/user/parametres');
    await expect(page.getByRole('heading', { name: 'Affectation des agents' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Utilisateur', exact: true })).toBeDisabled();
    await choose(page, "Type d'utilisateur", 'Ambassadeur');
    const agent = await pickFirstUser(page);
    expect(agent).toBeTruthy();

    const channels = page.getByRole('region', { name: 'Canaux' });
    const available = channels.getByTestId('transfer-available');
    const chosen = channels.getByTestId('transfer-chosen');
    await expect(available.getByRole('option').first()).toBeVisible();
    const before = await chosen.getByRole('option').count();
    const channel = available.getByRole('option').first();
    const channelName = (await channel.textContent())!;
    await channel.click();
    await channels.getByRole('button', { name: 'Ajouter la sélection' }).click();
    await channels.getByRole('button', { name: 'Confirmer les canaux' }).click();
    await expectToast(page);

    const sectors = page.getByRole('region', { name: 'Secteurs' });
    await sectors.getByRole('combobox', { name: 'Région', exact: true }).click();
    // The Fluent listbox of the region dropdown (the transfer lists are listboxes too).
    await page.locator('.fui-Listbox').getByRole('option').nth(1).click();
    const region = await sectors.getByRole('combobox', { name: 'Région' }).textContent();
    const sectorOptions = sectors.getByTestId('transfer-available').getByRole('option');
    await expect(sectorOptions.first()).toBeVisible();
    const sectorName = (await sectorOptions.first().textContent())!;
    await sectorOptions.first().dblclick();
    await sectors.getByRole('textbox', { name: 'Rechercher (Secteurs affectés)' }).fill(sectorName.slice(0, 4));
    await expect(sectors.getByTestId('transfer-chosen').getByRole('option', { name: sectorName })).toBeVisible();
    await sectors.getByRole('button', { name: 'Confirmer les secteurs' }).click();
    await expectToast(page);
    expect(region).not.toBe('Toutes les régions');
    await fullScreenshot(page, 'user-parameters');

    // A reload and the same user again: both assignments are there; then undo them.
    await page.reload();
    await choose(page, "Type d'utilisateur", 'Ambassadeur');
    await lookup(page, 'Utilisateur', agent!.split(' ')[0]!, new RegExp(agent!));
    await expect(chosen.getByRole('option', { name: channelName })).toBeVisible();
    await expect(chosen.getByRole('option')).toHaveCount(before + 1);
    await expect(sectors.getByTestId('transfer-chosen').getByRole('option', { name: sectorName })).toBeVisible();
    await chosen.getByRole('option', { name: channelName }).dblclick();
    await channels.getByRole('button', { name: 'Confirmer les canaux' }).click();
    await expectToast(page);
    await sectors.getByTestId('transfer-chosen').getByRole('option', { name: sectorName }).dblclick();
    await sectors.getByRole('button', { name: 'Confirmer les secteurs' }).click();
    await expectToast(page);
  });
});

/** Types a letter in the user lookup and picks the first answer; returns its name. */
async function pickFirstUser(page: Page): Promise<string | null> {
  const box = page.getByRole('combobox', { name: 'Utilisateur', exact: true });
  await box.fill('a');
  const option = page.getByRole('option').first();
  await expect(option).toBeVisible();
  const name = (await option.locator('span > span').first().textContent()) ?? (await option.textContent());
  await option.click();
  return name;
}
