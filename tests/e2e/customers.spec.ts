import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { createCustomer, success, uniquePhone } from './customer-setup.ts';
import { accounts, screenshot, signIn } from './support.ts';
import { cells, choose, combobox, expectColumn, rows, total } from './lists.ts';

test.use({ viewport: { width: 1600, height: 1000 } });

test.describe('customers list', () => {
  test('filters: channel, region → sector (enabled by the region, cleared when it changes), status, origin, search', async ({ page }) => {
    // Eleven columns: a wide screen shows them all without scrolling.
    await page.setViewportSize({ width: 1920, height: 1000 });
    await signIn(page, accounts.admin, '/customers');
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

  test('Export Excel runs the export as a job, shows its progress and downloads clients.xlsx', async ({ page }) => {
    await signIn(page, accounts.admin, '/customers');
    await choose(page, 'Statut', 'Désactivé');
    await expect(cells(page, 'status').first()).toHaveText('Désactivé');
    const expected = await total(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Excel' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('clients.xlsx');
    await expect(page.getByTestId('export-progress')).toContainText(`Prêt : ${expected} ligne`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('A2').value).toBe('Statut : Désactivé');
    const HEADER_ROW = 4;
    const header = (sheet.getRow(HEADER_ROW).values as unknown[]).slice(1);
    expect(header).toEqual(['Id', 'Code', 'Nom', 'Téléphone', 'Email', 'Canal', 'Entrepôt', 'Secteur', 'Région', 'Latitude', 'Longitude', 'Statut', 'Origine', 'Créé le', 'Créé par']);
    const statusColumn = header.indexOf('Statut') + 1;
    const statuses: unknown[] = [];
    sheet.eachRow((row, number) => {
      if (number > HEADER_ROW) statuses.push(row.getCell(statusColumn).value);
    });
    expect(statuses.length).toBe(expected);
    expect(new Set(statuses)).toEqual(new Set(['Désactivé']));
  });

  test('admin: change password and delete per row (level 5)', async ({ page, request }) => {
    const customer = await createCustomer(request);
    await signIn(page, accounts.admin, `/customers?keyword=${customer.code}`);
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
    await signIn(page, accounts.agent, '/customers');
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
    await signIn(page, accounts.dispatch, '/customers');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/customers/1');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/customer/update');
    await expect(page).toHaveURL(/\/home$/);
  });
});

test('new customer: the password confirmation must match, then the customer opens', async ({ page }) => {
  await signIn(page, accounts.admin, '/customers');
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
