import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accounts, screenshot, signIn, toast } from './support.ts';
import { gql } from './api.ts';
import { cells, choose, combobox, expectColumn, rows, total } from './lists.ts';

test.use({ viewport: { width: 1600, height: 1000 } });

const success = (page: Page) => toast(page, 'Operation effectuée avec succès').first();

/** A phone number no other test uses. */
const uniquePhone = () => `+2126${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;

// --- GraphQL set-up calls: each test creates the customers it changes ----------------------------


interface Created {
  customerId: number;
  code: string;
  firstName: string;
  lastName: string;
}

/** A new customer (status 1, En attente), optionally with an address in Casablanca (Hay Hassani) and another status. */
async function createCustomer(request: APIRequestContext, options: { address?: boolean; statusId?: number } = {}): Promise<Created> {
  const firstName = `Test${Date.now().toString(36)}`;
  const lastName = 'Ezzahra';
  const { createCustomer: created } = await gql<{ createCustomer: { ok: boolean; customer: { customerId: number; code: string } } }>(
    request,
    'mutation($i:NewCustomerInput!){createCustomer(input:$i){ok errors{field message} customer{customerId code}}}',
    { i: { firstName, lastName, phoneNumber: uniquePhone(), password: 'Client123!' } },
  );
  expect(created.ok).toBe(true);
  const { customerId, code } = created.customer;
  if (options.address) {
    await gql(request, 'mutation($c:Int!,$a:[CustomerAddressChange!]!){saveCustomerAddresses(customerId:$c,changes:$a){ok errors{field message}}}', {
      c: customerId,
      a: [{ typeAction: 1, adress: '12, rue Ibn Battouta', postalCode: '20200', isDefault: true, countryId: 1, regionId: 6, sectorId: 4, latitude: '33.5', longitude: '-7.6' }],
    });
  }
  if (options.statusId) await gql(request, 'mutation($c:Int!,$s:Int!){setCustomerStatus(customerId:$c,statusId:$s){customerId}}', { c: customerId, s: options.statusId });
  return { customerId, code, firstName, lastName };
}

const customerForUpdate = (request: APIRequestContext, customerId: number) =>
  gql<{ customerForUpdate: { customerStatusId: number; sector: { name: string } | null; addresses: { isDefault: boolean; latitude: string; longitude: string; sectorName: string }[] } }>(
    request,
    'query($c:Int!){customerForUpdate(customerId:$c){customerStatusId sector{name} addresses{isDefault latitude longitude sectorName}}}',
    { c: customerId },
  );

test.describe('customers list', () => {
  test('filters: channel, region → sector (enabled by the region, cleared when it changes), status, origin, search', async ({ page }) => {
    // Eleven columns: a wide screen shows them all without scrolling.
    await page.setViewportSize({ width: 1920, height: 1000 });
    await signIn(page, accounts.admin);
    await page.goto('/customers');
    await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible();
    await expect(rows(page)).toHaveCount(10);
    const all = await total(page);
    for (const date of await cells(page, 'created').allTextContents()) expect(date).toMatch(/^\d{2}-\d{2}-\d{4}$/);

    await expect(combobox(page, 'Secteur')).toBeDisabled();
    await choose(page, 'Région', 'Casablanca-Settat');
    await expect(page).toHaveURL(/regionId=6\b/);
    await expect(combobox(page, 'Secteur')).toBeEnabled();
    await expect.poll(() => total(page)).toBeLessThan(all);
    await choose(page, 'Secteur', 'Hay Hassani');
    await expect(page).toHaveURL(/sectorId=4\b/);
    await expect(cells(page, 'sector').first()).toHaveText('Hay Hassani');
    await expectColumn(page, 'sector', 'Hay Hassani');

    await choose(page, 'Statut', 'Actif');
    await expect(page).toHaveURL(/customerStatusId=3\b/);
    await expect(cells(page, 'status').first()).toHaveText('Actif');
    await expectColumn(page, 'status', 'Actif');
    await screenshot(page, 'customers-filters');

    // Another region clears the sector.
    await choose(page, 'Région', 'Rabat-Salé-Kénitra');
    await expect(page).not.toHaveURL(/sectorId/);
    await expect(combobox(page, 'Secteur')).toHaveText('Tous');
    await expect(cells(page, 'sector').first()).not.toHaveText('Hay Hassani');

    await choose(page, 'Origine', 'Back-office');
    await expect(page).toHaveURL(/customerOriginId=6\b/);
    await expect(cells(page, 'origin').first()).toHaveText('Back-office');
    await expectColumn(page, 'origin', 'Back-office');

    await choose(page, 'Canal', 'CANAL-2');
    await expect(page).toHaveURL(/channelId=2\b/);
    await expect.poll(async () => [...new Set(await cells(page, 'channel').allTextContents())]).toEqual(['CANAL-2']);

    await page.goto('/customers');
    await page.getByRole('searchbox').fill('CL000001');
    await page.getByRole('searchbox').press('Enter');
    await expect(cells(page, 'code').first()).toHaveText('CL000001');
  });

  test('Export Excel writes the filtered list as clients.xlsx', async ({ page }) => {
    await signIn(page, accounts.admin);
    await page.goto('/customers');
    await choose(page, 'Statut', 'Désactivé');
    await expect(cells(page, 'status').first()).toHaveText('Désactivé');
    const expected = await total(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Excel' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('clients.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(['Id', 'Code', 'Prénom', 'Nom', 'Téléphone', 'Email', 'Canal', 'Entrepôt', 'Secteur', 'Région', 'Statut', 'Origine', 'Créé le']);
    const statusColumn = header.indexOf('Statut') + 1;
    const statuses: unknown[] = [];
    sheet.eachRow((row, number) => {
      if (number > 1) statuses.push(row.getCell(statusColumn).value);
    });
    expect(statuses.length).toBe(expected);
    expect(new Set(statuses)).toEqual(new Set(['Désactivé']));
  });

  test('admin: change password and delete per row (level 5)', async ({ page, request }) => {
    const customer = await createCustomer(request);
    await signIn(page, accounts.admin);
    await page.goto(`/customers?keyword=${customer.code}`);
    await expect(rows(page)).toHaveCount(1);
    await page.getByTestId('row-change-password').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nouveau mot de passe').fill('Nouveau123!');
    await dialog.getByLabel('Confirmer le mot de passe').fill('Nouveau123!');
    await dialog.getByRole('button', { name: 'Valider' }).click();
    await expect(success(page)).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByTestId('row-delete').click();
    await expect(page.getByRole('alertdialog')).toContainText(`Voulez-vous vraiment supprimer le client ${customer.code} ?`);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText('Aucune ligne')).toBeVisible();
  });

  test('agent (levels 4/6): opens customers, but no export, no creation, no delete', async ({ page }) => {
    await signIn(page, accounts.agent);
    await page.goto('/customers');
    await expect(rows(page)).toHaveCount(10);
    await expect(page.getByRole('button', { name: 'Export Excel' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Nouveau client' })).toHaveCount(0);
    await expect(page.getByTestId('row-delete')).toHaveCount(0);
    await expect(page.getByTestId('row-change-password')).toHaveCount(0);
    await page.goto('/customers/new');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/customers');
    await rows(page).first().click();
    await expect(page).toHaveURL(/\/customers\/\d+$/);
  });

  test('a profile without the permission (dispatch) is sent home from /customers', async ({ page }) => {
    await signIn(page, accounts.dispatch);
    await page.goto('/customers');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/customers/1');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/customer/update');
    await expect(page).toHaveURL(/\/home$/);
  });
});

test.describe('customer detail', () => {
  test('a status-3 customer is read-only; a status-1 customer is editable', async ({ page, request }) => {
    const active = await createCustomer(request, { address: true, statusId: 3 });
    const waiting = await createCustomer(request, { address: true });
    await signIn(page, accounts.admin);

    await page.goto(`/customers/${active.customerId}`);
    await expect(page.getByTestId('customer-status-label')).toHaveText('Actif');
    await expect(page.getByTestId('customer-read-only')).toBeVisible();
    await expect(page.getByLabel('Prénom')).toBeDisabled();
    await expect(page.getByLabel('Téléphone')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Confirmer' })).toHaveCount(0);
    await expect(page.getByTestId('customer-addresses').getByRole('button', { name: 'Ajouter' })).toHaveCount(0);
    await expect(page.getByTestId('customer-code')).toHaveValue(active.code);

    await page.goto(`/customers/${waiting.customerId}`);
    await expect(page.getByTestId('customer-status-label')).toHaveText('En attente');
    await expect(page.getByTestId('customer-read-only')).toHaveCount(0);
    await expect(page.getByLabel('Prénom')).toBeEnabled();
    await expect(page.getByTestId('customer-code')).toHaveAttribute('readonly', '');
    await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeVisible();

    // Required fields and the e-mail pattern, under their fields.
    await page.getByLabel('Prénom').fill('');
    await page.getByLabel('Prénom').blur();
    await expect(page.getByText('Champ requis').first()).toBeVisible();
    await page.getByLabel('E-mail').fill('pas-un-email');
    await page.getByLabel('E-mail').blur();
    await expect(page.getByText("Format d'email invalide")).toBeVisible();

    await page.getByLabel('Prénom').fill('Nadia');
    await page.getByLabel('E-mail').fill('');
    await choose(page, 'Canal', 'CANAL-3');
    await page.getByLabel('ICE').fill('001234567000089');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(success(page)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Prénom')).toHaveValue('Nadia');
    await expect(page.getByLabel('ICE')).toHaveValue('001234567000089');
    await expect(combobox(page, 'Canal')).toHaveText('CANAL-3');

    // An unknown customer returns to the list.
    await page.goto('/customers/99999999');
    await expect(page).toHaveURL(/\/customers$/);
  });

  test('addresses: at least one, add two, set default, delete at once — all surviving a reload', async ({ page, request }) => {
    const customer = await createCustomer(request);
    await signIn(page, accounts.admin);
    await page.goto(`/customers/${customer.customerId}`);
    const grid = page.getByTestId('customer-addresses');
    await expect(grid.getByText('Aucune ligne')).toBeVisible();
    await choose(page, 'Canal', 'CANAL-1');

    // Saving without any address: the message under the block, nothing saved.
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByTestId('addresses-error')).toHaveText('Au moins une adresse est requise');

    const addAddress = async (adress: string, postalCode: string, sector: string, coordinates?: { latitude: string; longitude: string }) => {
      await grid.getByRole('button', { name: 'Ajouter' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nouvelle adresse' });
      await expect(dialog.getByLabel('Latitude')).toHaveValue('0');
      await expect(dialog.getByLabel('Longitude')).toHaveValue('0');
      await expect(combobox(dialog, 'Secteur')).toBeDisabled();
      await dialog.getByRole('textbox', { name: 'Adresse', exact: true }).fill(adress);
      await dialog.getByLabel('Code postal').fill(postalCode);
      await choose(page, 'Pays', 'Maroc', dialog);
      await choose(page, 'Région', 'Casablanca-Settat', dialog);
      await choose(page, 'Secteur', sector, dialog);
      if (coordinates) {
        await dialog.getByLabel('Latitude').fill(coordinates.latitude);
        await dialog.getByLabel('Longitude').fill(coordinates.longitude);
      }
      await dialog.getByRole('button', { name: 'Confirmer' }).click();
      await expect(dialog).toBeHidden();
    };
    await addAddress('5, boulevard Zerktouni', '20100', 'Hay Hassani');
    await expect(page.getByTestId('addresses-error')).toHaveCount(0);
    // The first address is the default.
    await expect(grid.getByTestId('table-row').first().getByTestId('cell-default')).toHaveText('Par défaut');
    await addAddress('8, rue Moulay Youssef', '20250', "Ben M'Sick", { latitude: '33.55543', longitude: '-7.642849' });
    await expect(grid.getByTestId('table-row')).toHaveCount(2);

    // Set the second as default: the first loses the flag.
    await grid.getByTestId('table-row').nth(1).getByTestId('address-set-default').click();
    await expect(grid.getByTestId('table-row').nth(1).getByTestId('cell-default')).toHaveText('Par défaut');
    await expect(grid.getByTestId('table-row').first().getByTestId('address-set-default')).toBeVisible();

    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(success(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
    await screenshot(page, 'customer-addresses');

    await page.reload();
    await expect(grid.getByTestId('table-row')).toHaveCount(2);
    const zerktouni = grid.getByTestId('table-row').filter({ hasText: 'Zerktouni' });
    const moulay = grid.getByTestId('table-row').filter({ hasText: 'Moulay Youssef' });
    await expect(moulay.getByTestId('cell-default')).toHaveText('Par défaut');
    await expect(moulay.getByTestId('cell-coordinates')).toHaveText('33.55543 / -7.642849');
    await expect(zerktouni.getByTestId('cell-default')).toHaveText('Définir par défaut');

    // Deleting a saved address is sent at once (no save needed).
    await zerktouni.getByTestId('row-delete').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(success(page)).toBeVisible();
    await expect(grid.getByTestId('table-row')).toHaveCount(1);
    await page.reload();
    await expect(grid.getByTestId('table-row')).toHaveCount(1);
    await expect(grid.getByTestId('table-row')).toContainText('Moulay Youssef');
  });

  test("status dialog, then activate / deactivate; 'Confirmer' verifies an editable customer", async ({ page, request }) => {
    const customer = await createCustomer(request, { address: true });
    await signIn(page, accounts.admin);
    await page.goto(`/customers/${customer.customerId}`);
    await expect(page.getByTestId('customer-status-label')).toHaveText('En attente');
    // Neither activate nor deactivate outside statuses 3 and 4.
    await expect(page.getByRole('button', { name: 'Activer' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Désactiver' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Changer le statut' }).click();
    const dialog = page.getByRole('dialog', { name: 'Changer le statut' });
    await choose(page, 'Nouveau statut', 'Actif', dialog);
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('customer-status-label')).toHaveText('Actif');
    await expect(page.getByTestId('customer-read-only')).toBeVisible();

    await page.getByRole('button', { name: 'Désactiver' }).click();
    await expect(page.getByTestId('customer-status-label')).toHaveText('Désactivé');
    await expect(page.getByRole('button', { name: 'Désactiver' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Activer' }).click();
    await expect(page.getByTestId('customer-status-label')).toHaveText('Actif');
    await page.reload();
    await expect(page.getByTestId('customer-status-label')).toHaveText('Actif');

    // Back to an editable status, then the confirm verifies the customer (2, Validé) and reloads.
    await page.getByRole('button', { name: 'Changer le statut' }).click();
    await choose(page, 'Nouveau statut', 'Injoignable', dialog);
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await expect(page.getByTestId('customer-status-label')).toHaveText('Injoignable');
    await choose(page, 'Canal', 'CANAL-1');
    await page.getByRole('button', { name: 'Confirmer' }).click();
    await expect(success(page)).toBeVisible();
    await expect(page.getByTestId('customer-status-label')).toHaveText('Validé');
    await expect(page.getByTestId('customer-read-only')).toBeVisible();
  });
});

test('new customer: the password confirmation must match, then the customer opens', async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.goto('/customers');
  await page.getByRole('button', { name: 'Nouveau client' }).click();
  await expect(page).toHaveURL(/\/customers\/new$/);
  await expect(page.getByRole('heading', { name: 'Nouveau client' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Enregistrer' });
  await expect(save).toBeDisabled();

  const phone = uniquePhone();
  await page.getByLabel('Prénom').fill('Hajar');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Benjelloun');
  await page.getByLabel('Téléphone').fill(phone);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('Client123!');
  await page.getByLabel('Confirmation du mot de passe').fill('Client124!');
  await page.getByLabel('Confirmation du mot de passe').blur();
  await expect(page.getByText('La confirmation du mot de passe ne correspond pas')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.getByLabel('E-mail').fill('hajar@');
  await page.getByLabel('E-mail').blur();
  await expect(page.getByText("Format d'email invalide")).toBeVisible();
  await screenshot(page, 'customer-new-error');

  await page.getByLabel('E-mail').fill('');
  await page.getByLabel('Confirmation du mot de passe').fill('Client123!');
  await expect(page.getByText('La confirmation du mot de passe ne correspond pas')).toHaveCount(0);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && (request.postData() ?? '').includes('createCustomer')) sent.push(request.postData() ?? '');
  });
  await save.click();
  await expect(success(page)).toBeVisible();
  await expect(page).toHaveURL(/\/customers\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Client : Hajar Benjelloun' })).toBeVisible();
  await expect(page.getByLabel('Téléphone')).toHaveValue(phone);
  await expect(page.getByTestId('customer-status-label')).toHaveText('En attente');
  expect(sent).toHaveLength(1);
  expect(sent[0]).not.toContain('confirmPassword');
});

test.describe('customer update screen', () => {
  test('messages, locked statuses, coordinate filtering and a successful update', async ({ page, request }) => {
    const locked = await createCustomer(request, { address: true });
    const active = await createCustomer(request, { address: true, statusId: 3 });
    await signIn(page, accounts.admin);
    await page.goto('/customer/update');
    const message = page.getByTestId('customer-update-message');
    const update = page.getByRole('button', { name: 'Mettre à jour' });
    const search = page.getByLabel('Identifiant du client');
    const longitude = page.getByLabel('Longitude');
    const latitude = page.getByLabel('Latitude');
    await expect(message).toHaveText('Choisir un client');
    await expect(update).toBeDisabled();
    await screenshot(page, 'customer-update-choose');

    // Status 1: nothing may change.
    await search.fill(` ${locked.customerId} `);
    await search.press('Enter');
    await expect(page.getByTestId('customer-update-code')).toHaveValue(locked.code);
    await expect(message).toHaveText('Ce client ne peut pas être modifié !');
    await expect(update).toBeDisabled();
    await expect(longitude).toBeDisabled();
    await expect(page.getByRole('switch')).toBeDisabled();
    await screenshot(page, 'customer-update-locked');

    // Status 3: loads active and editable.
    await search.fill(String(active.customerId));
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page.getByTestId('customer-update-name')).toHaveValue(`${active.firstName} ${active.lastName}`);
    await expect(message).toHaveCount(0);
    await expect(page.getByRole('switch')).toBeChecked();
    await expect(longitude).toHaveValue('-7.6');
    await expect(update).toBeEnabled();

    // Keystrokes outside the format are ignored.
    await longitude.fill('');
    await longitude.pressSequentially('-7a.58x9812345');
    await expect(longitude).toHaveValue('-7.589812');
    await longitude.fill('');
    await longitude.pressSequentially('181');
    await expect(longitude).toHaveValue('18');
    await longitude.fill('');
    await longitude.pressSequentially('-7.589812');
    await latitude.fill('');
    await latitude.pressSequentially('95');
    await expect(latitude).toHaveValue('9');
    await latitude.fill('');
    await latitude.pressSequentially('33.5731104');
    await expect(latitude).toHaveValue('33.573110');

    // Sector lookup and deactivation.
    // (The lookup holds the current sector: clear it, then search.)
    const sector = combobox(page, 'Secteur');
    await sector.clear();
    await sector.pressSequentially('Malab');
    await page.getByRole('option', { name: /Malabata/ }).click();
    await page.getByRole('switch').click();
    await expect(page.getByRole('switch')).not.toBeChecked();
    await update.click();
    await expect(success(page)).toBeVisible();
    await expect(page).toHaveURL(/\/customers$/);

    const saved = (await customerForUpdate(request, active.customerId)).customerForUpdate;
    expect(saved.customerStatusId).toBe(4);
    const address = saved.addresses.find((candidate) => candidate.isDefault)!;
    expect({ latitude: Number(address.latitude), longitude: Number(address.longitude), sector: address.sectorName }).toEqual({ latitude: 33.57311, longitude: -7.589812, sector: 'Malabata' });
  });
});
