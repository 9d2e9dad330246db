import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { gql } from './api.ts';
import { choose, combobox, rows } from './lists.ts';
import { accounts, clickAtCentre, expectFits, fillSignIn, screenshot, sideMenu, signIn, toast } from './support.ts';

// An ordinary laptop width.
test.use({ viewport: { width: 1280, height: 800 } });

const success = (page: Page) => toast(page, 'Operation effectuée avec succès').first();
const uniquePhone = () => `+2127${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
const FRENCH_MONEY = /^\d{1,3}(\u202f\d{3})*,\d{2}\u00a0DH$/;

/** A new customer (En attente, editable), optionally with one address, and another status. */
async function createCustomer(request: APIRequestContext, options: { address?: boolean; statusId?: number } = {}) {
  const firstName = `Detail${Date.now().toString(36)}`;
  const { createCustomer: created } = await gql<{ createCustomer: { ok: boolean; customer: { customerId: number } } }>(
    request,
    'mutation($i:NewCustomerInput!){createCustomer(input:$i){ok customer{customerId}}}',
    { i: { firstName, lastName: 'Bennani', phoneNumber: uniquePhone(), password: 'Client123!' } },
  );
  expect(created.ok).toBe(true);
  const { customerId } = created.customer;
  if (options.address) {
    await gql(request, 'mutation($c:Int!,$a:[CustomerAddressChange!]!){saveCustomerAddresses(customerId:$c,changes:$a){ok}}', {
      c: customerId,
      a: [{ typeAction: 1, adress: '3, rue Allal Ben Abdellah', postalCode: '20000', isDefault: true, countryId: 1, regionId: 6, sectorId: 4, latitude: '33.5', longitude: '-7.6' }],
    });
  }
  if (options.statusId) await gql(request, 'mutation($c:Int!,$s:Int!){setCustomerStatus(customerId:$c,statusId:$s){customerId}}', { c: customerId, s: options.statusId });
  return { customerId, firstName };
}

test('leaving a detail page with unsaved changes asks first; staying keeps them, leaving drops them', async ({ page, request }) => {
  const customer = await createCustomer(request, { address: true });
  await signIn(page, accounts.admin, `/customers/${customer.customerId}`);
  const firstName = page.getByLabel('Prénom');
  await expect(firstName).toHaveValue(customer.firstName);
  await expect(page.getByTestId('pending-changes')).toHaveCount(0);

  await firstName.fill('Amina');
  // Pending changes are marked beside the save button.
  await expect(page.getByTestId('pending-changes')).toHaveText('Modifications non enregistrées');

  // The side menu's links and Back both ask.
  await sideMenu(page).getByRole('link', { name: 'Accueil' }).click();
  const guard = page.getByRole('alertdialog', { name: 'Quitter sans enregistrer ?' });
  await expect(guard).toBeVisible();
  await screenshot(page, 'leave-guard-1280');
  await guard.getByRole('button', { name: 'Rester sur la page' }).click();
  await expect(guard).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/customers/${customer.customerId}$`));
  await expect(firstName).toHaveValue('Amina');

  await page.getByRole('button', { name: 'Retour' }).click();
  await guard.getByRole('button', { name: 'Quitter sans enregistrer' }).click();
  await expect(page).toHaveURL(/\/customers$/);
  await page.goto(`/customers/${customer.customerId}`);
  await expect(firstName).toHaveValue(customer.firstName);
  await expect(page.getByTestId('draft-restored')).toHaveCount(0);

  // Saved changes leave freely.
  await firstName.fill('Amina');
  await choose(page, 'Canal', 'CANAL-1');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(success(page)).toBeVisible();
  await expect(page.getByTestId('pending-changes')).toHaveCount(0);
  await page.getByRole('button', { name: 'Retour' }).click();
  await expect(page).toHaveURL(/\/customers$/);
});

test('addresses: each dialog saves at once, so an edit survives a reload without « Enregistrer »', async ({ page, request }) => {
  test.slow();
  const customer = await createCustomer(request, { address: true });
  await signIn(page, accounts.admin, `/customers/${customer.customerId}`);
  const grid = page.getByTestId('customer-addresses');
  await expect(grid.getByTestId('table-row')).toHaveCount(1);

  // Edit in the dialog: saved on its confirm, nothing left pending on the page.
  await grid.getByTestId('table-row').first().click();
  const edit = page.getByRole('dialog', { name: "Modifier l'adresse" });
  await edit.getByLabel('Code postal').fill('20450');
  await edit.getByRole('button', { name: 'Confirmer' }).click();
  await expect(edit).toBeHidden();
  await expect(success(page)).toBeVisible();
  await expect(page.getByTestId('pending-changes')).toHaveCount(0);

  // A second address, then the reload (no guard: nothing is pending).
  await grid.getByRole('button', { name: 'Ajouter' }).click();
  const add = page.getByRole('dialog', { name: 'Nouvelle adresse' });
  await add.getByRole('textbox', { name: 'Adresse', exact: true }).fill('9, avenue Hassan II');
  await add.getByLabel('Code postal').fill('20070');
  await choose(page, 'Pays', 'Maroc', add);
  await choose(page, 'Région', 'Casablanca-Settat', add);
  await choose(page, 'Secteur', 'Hay Hassani', add);
  await add.getByRole('button', { name: 'Confirmer' }).click();
  await expect(add).toBeHidden();
  // At 1280 px with the menu open the grid fits: nothing covers « Définir par défaut », a click in its middle sets it.
  await expectFits(page);
  await clickAtCentre(page, grid.getByTestId('table-row').filter({ hasText: 'Hassan II' }).getByTestId('address-set-default'));
  await expect(grid.getByTestId('table-row').filter({ hasText: 'Hassan II' }).getByTestId('cell-default')).toHaveText('Par défaut');

  await page.reload();
  await expect(grid.getByTestId('table-row')).toHaveCount(2);
  await expect(grid.getByTestId('table-row').filter({ hasText: 'Allal Ben Abdellah' }).getByTestId('cell-postalCode')).toHaveText('20450');
  await expect(grid.getByTestId('table-row').filter({ hasText: 'Hassan II' }).getByTestId('cell-default')).toHaveText('Par défaut');
});

test('deactivating a customer asks to confirm; cancelling changes nothing', async ({ page, request }) => {
  const customer = await createCustomer(request, { address: true, statusId: 3 });
  await signIn(page, accounts.admin, `/customers/${customer.customerId}`);
  const status = page.getByTestId('customer-status-label');
  await expect(status).toHaveText('Actif');
  await page.getByRole('button', { name: 'Désactiver' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Désactiver le client ?' });
  await expect(dialog).toContainText(customer.firstName);
  await screenshot(page, 'confirm-deactivate-1280');
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  await expect(status).toHaveText('Actif');
  await page.getByRole('button', { name: 'Désactiver' }).click();
  await dialog.getByRole('button', { name: 'Désactiver' }).click();
  await expect(status).toHaveText('Désactivé');
});

test('the article page: read-only values as text, numbers in French', async ({ page }) => {
  await signIn(page, accounts.admin, '/articles/31');
  const price = page.getByLabel('Prix de vente');
  await expect(price).toHaveValue(FRENCH_MONEY);
  // Text, not a disabled input: read-only, focusable, no frame.
  await expect(price).toHaveAttribute('readonly', '');
  await expect(price).toBeEnabled();
  const readOnlyValues = page.locator('[data-read-only-value]');
  await expect(readOnlyValues).toHaveCount(16);
  await expect(page.locator('input:disabled, textarea:disabled')).toHaveCount(0);
  // Article 31 has a gross weight: shown in kilograms, the French way, three decimals.
  const { article } = await gql<{ article: { grossWeight: number | null } }>(page.request, '{ article(articleId: 31) { grossWeight } }');
  expect(article.grossWeight).toBeGreaterThan(0);
  const weight = page.getByLabel('Poids brut');
  await expect(weight).toHaveValue(/^\d{1,3}(\u202f\d{3})*,\d{3}\u00a0kg$/);
  expect(Number((await weight.inputValue()).replace(/[\u202f\u00a0kg]/g, '').replace(',', '.'))).toBeCloseTo(article.grossWeight!, 3);
  await expect(page.getByLabel('Désignation commerciale', { exact: true })).toBeEditable();
  await screenshot(page, 'article-read-only-1280');

  // The list: amounts in French too.
  await page.goto('/articles');
  await expect(rows(page).first()).toBeVisible();
  await page.getByRole('searchbox').fill('6110001000740');
  await page.getByRole('searchbox').press('Enter');
  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByTestId('cell-price')).toHaveText('38,40\u00a0DH');
});

test('the customers export writes dates as Excel dates with a format, not text', async ({ page }) => {
  await signIn(page, accounts.admin, '/customers');
  await expect(page.getByTestId('table-row').first()).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Excel' }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await (await downloading).path());
  const sheet = workbook.worksheets[0]!;
  // The title and « Filtres : aucun » first, an empty row, then the header (docs/exports.md).
  const HEADER_ROW = 4;
  const column = (sheet.getRow(HEADER_ROW).values as unknown[]).indexOf('Créé le');
  expect(column).toBeGreaterThan(0);
  const cell = sheet.getRow(HEADER_ROW + 1).getCell(column);
  expect(cell.value).toBeInstanceOf(Date);
  expect(cell.numFmt).toBe('dd-mm-yyyy');
  expect(typeof sheet.getRow(HEADER_ROW + 1).getCell(1).value).toBe('number');
});

test('a session that expires mid-edit: the form comes back after signing in again', async ({ page, request }) => {
  const customer = await createCustomer(request, { address: true });
  await signIn(page, accounts.admin, `/customers/${customer.customerId}`);
  await expect(page.getByLabel('Prénom')).toHaveValue(customer.firstName);
  await page.getByLabel('Prénom').fill('Khadija');
  await page.getByLabel('ICE').fill('001234567000012');
  await choose(page, 'Canal', 'CANAL-1');

  // The session ends elsewhere; the save is refused and the console asks to sign in again.
  const signedOut = await page.request.post('/graphql', { headers: { 'x-graphql-yoga-csrf': '1' }, data: { query: 'mutation { signOut }' } });
  expect(await signedOut.json()).toEqual({ data: { signOut: true } });
  await page.context().clearCookies();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);

  await fillSignIn(page, accounts.admin.email, accounts.admin.password);
  await expect(page).toHaveURL(new RegExp(`/customers/${customer.customerId}$`));
  await expect(page.getByTestId('draft-restored')).toBeVisible();
  await expect(page.getByLabel('Prénom')).toHaveValue('Khadija');
  await expect(page.getByLabel('ICE')).toHaveValue('001234567000012');
  await expect(page.getByTestId('pending-changes')).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(success(page)).toBeVisible();
  await expect(page.getByTestId('draft-restored')).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Prénom')).toHaveValue('Khadija');
  await expect(combobox(page, 'Canal')).toHaveText('CANAL-1');
});
