import { expect, test, type Page } from '@playwright/test';
import { reviewScreen, success, unique, VIEWPORT } from './content-support.ts';
import { cells, choose, rows } from './lists.ts';
import { accounts, expectApart, signIn } from './support.ts';

test.use({ viewport: VIEWPORT });

/** A form's input by its name (a required field's label ends with its mark). */
const input = (page: Page, field: string) => page.locator(`[name="${field}"]`);
/** The message under a form field (Fluent's validation message). */
const fieldMessage = (page: Page, field: string) => page.locator('.fui-Field').filter({ has: input(page, field) }).locator('.fui-Field__validationMessage');

/** The whole notification of a success, not only its text. */
const successToast = (page: Page) => page.locator('.fui-Toast').filter({ has: success(page) }).first();

async function search(page: Page, keyword: string) {
  await page.getByRole('searchbox').fill(keyword);
  await page.getByRole('searchbox').press('Enter');
  await expect(page.getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
}

test.describe('vehicles', () => {
  test('create (French errors first), find with the warehouse filter, edit, delete; a missing vehicle returns to the list', async ({ page }) => {
    test.slow(); // a whole create, refuse, filter, edit, delete loop
    await signIn(page, accounts.admin, '/vehicules');
    await expect(page.getByRole('heading', { name: 'Véhicules', exact: true })).toBeVisible();
    await reviewScreen(page, 'vehicles-list');

    await page.getByRole('button', { name: 'Nouveau véhicule' }).click();
    await expect(page).toHaveURL(/\/vehicules\/new$/);
    await expect(page.getByRole('heading', { name: 'Nouveau véhicule' })).toBeVisible();
    await expect(input(page, 'color')).toHaveValue('#000000');
    await expect(page.getByRole('checkbox', { name: 'Actif' })).not.toBeChecked();
    for (const field of ['code', 'matriculation', 'volume', 'weight']) {
      await input(page, field).focus();
      await input(page, field).blur();
      await expect(fieldMessage(page, field)).toHaveText('Champ requis');
    }
    await input(page, 'volume').fill('0');
    await input(page, 'weight').fill('-5');
    await expect(fieldMessage(page, 'volume')).toHaveText('La valeur doit être supérieure à 0');
    await expect(fieldMessage(page, 'weight')).toHaveText('La valeur doit être supérieure à 0');
    await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    await reviewScreen(page, 'vehicle-new-errors');

    const code = unique('VE2E').replace(' ', '-');
    const matriculation = unique('M').replace(' ', '-');
    // A demo vehicle's code first: the server's refusal shows under the field, and the form keeps what was typed.
    await input(page, 'code').fill('CAM-01');
    await input(page, 'matriculation').fill(matriculation);
    await input(page, 'brand').fill('Renault');
    await input(page, 'model').fill('Master');
    await input(page, 'year').fill('2021-03-15');
    await input(page, 'volume').fill('12,5');
    await input(page, 'weight').fill('1500');
    await input(page, 'color').fill('#1f6feb');
    await choose(page, 'Entrepôt', 'Casablanca Bouskoura');
    await choose(page, 'Livreur', 'Abdelilah Benjelloun');
    await page.getByRole('checkbox', { name: 'Actif' }).check();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(fieldMessage(page, 'code')).toHaveText('Cette valeur existe déjà');
    await expect(input(page, 'matriculation')).toHaveValue(matriculation);
    await expect(input(page, 'weight')).toHaveValue('1500');
    await reviewScreen(page, 'vehicle-new-refused');
    await input(page, 'code').fill(code);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(success(page)).toBeVisible();
    await expect(page).toHaveURL(/\/vehicules$/);

    await search(page, code);
    await expect(rows(page)).toHaveCount(1);
    const row = rows(page).first();
    for (const text of [code, matriculation, 'Renault', '2021', '12,5', '1\u202f500', 'Abdelilah Benjelloun', 'Oui']) await expect(row).toContainText(text);
    await choose(page, 'Entrepôt', 'Casablanca Bouskoura');
    await expect(rows(page)).toHaveCount(1);
    await choose(page, 'Entrepôt', 'Rabat Témara');
    await expect(page.getByText('Aucune ligne')).toBeVisible();
    await choose(page, 'Entrepôt', 'Casablanca Bouskoura');
    await expect(cells(page, 'code')).toHaveText([code]);

    await rows(page).first().click();
    await expect(page).toHaveURL(/\/vehicules\/\d+$/);
    await expect(page.getByRole('heading', { name: `Véhicule : ${code}` })).toBeVisible();
    await expect(input(page, 'volume')).toHaveValue('12.5');
    await expect(input(page, 'color')).toHaveValue('#1f6feb');
    await input(page, 'model').fill('Trafic');
    await expect(page.getByTestId('pending-changes')).toHaveText('Modifications non enregistrées');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    // Saved: the unsaved-changes mark goes (the create's toast may still be shown).
    await expect(page.getByTestId('pending-changes')).toHaveCount(0);
    await page.getByRole('button', { name: 'Retour' }).click();
    await expect(page).toHaveURL(/\/vehicules(\?.*)?$/);
    await search(page, code);
    await expect(rows(page).first()).toContainText('Trafic');

    await rows(page).first().getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText('Aucune ligne')).toBeVisible();

    await page.goto('/vehicules/999999');
    await expect(page).toHaveURL(/\/vehicules$/);
  });
});

test.describe('return reasons', () => {
  test('as the dispatcher: create (French errors first), edit, delete; a missing reason returns to the list', async ({ page }) => {
    test.slow(); // a whole create, edit, delete loop
    await signIn(page, accounts.dispatch, '/reasonreturns/');
    await expect(page.getByRole('heading', { name: 'Motifs de retour', exact: true })).toBeVisible();
    await reviewScreen(page, 'return-reasons-list');

    await page.getByRole('button', { name: 'Nouveau motif' }).click();
    await expect(page).toHaveURL(/\/reasonreturns\/new$/);
    for (const field of ['name', 'description']) {
      await input(page, field).focus();
      await input(page, field).blur();
      await expect(fieldMessage(page, field)).toHaveText('Champ requis');
    }
    await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    await reviewScreen(page, 'return-reason-new-errors');
    const name = unique('Client absent');
    await input(page, 'name').fill(name);
    await input(page, 'description').fill('Personne à l’adresse de livraison');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(success(page)).toBeVisible();
    await expect(page).toHaveURL(/\/reasonreturns\/$/);
    // The notification leaves the page's primary action uncovered.
    await expectApart(successToast(page), page.getByRole('button', { name: 'Nouveau motif' }));

    await search(page, name);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Personne à l’adresse de livraison');
    await rows(page).first().click();
    await expect(page.getByRole('heading', { name: `Motif de retour : ${name}` })).toBeVisible();
    const renamed = `${name} (modifié)`;
    await input(page, 'name').fill(renamed);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(success(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: `Motif de retour : ${renamed}` })).toBeVisible();
    await expectApart(successToast(page), page.getByRole('button', { name: 'Enregistrer' }));

    await page.getByRole('button', { name: 'Retour' }).click();
    await search(page, renamed);
    await expect(rows(page)).toHaveCount(1);
    await rows(page).first().getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText('Aucune ligne')).toBeVisible();

    await page.goto('/reasonreturns/999999');
    await expect(page).toHaveURL(/\/reasonreturns\/$/);
  });
});
