import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { EXPORT_KIND_NAMES, EXPORT_KINDS, Permission, type ExportKindName } from '../../schema/src/index.ts';
import { gql } from './api.ts';
import { uniquePhone } from './customer-setup.ts';
import { rows } from './admin-support.ts';
import { accounts, LAPTOP, laptopShot, signIn } from './support.ts';

test.use({ viewport: LAPTOP });

const SHOTS = '/tmp/web-exports-shots/';
const shot = (page: Page, name: string) => laptopShot(page, SHOTS, name);

/** An account holding the export permission (19) at one tab's level only: an access level of that one type. */
async function tabUser(request: APIRequestContext, kind: ExportKindName) {
  const stamp = `${kind.toLowerCase()}.${Date.now().toString(36)}`;
  const { createAccessLevel } = await gql<{ createAccessLevel: { accessLevel: { accessLevelId: number } } }>(
    request,
    'mutation($i:AccessLevelInput!){createAccessLevel(input:$i){ok accessLevel{accessLevelId}}}',
    { i: { name: `Export ${stamp}`, description: `Seulement l'onglet ${EXPORT_KINDS[kind].label}` } },
  );
  const accessLevelId = createAccessLevel.accessLevel.accessLevelId;
  await gql(request, 'mutation($a:Int!,$c:[AccessLevelDetailChange!]!){saveAccessLevelPermissionTypes(accessLevelId:$a,changes:$c){accessLevelId}}', {
    a: accessLevelId,
    c: [{ typeAction: 1, permissionTypeId: EXPORT_KINDS[kind].level }],
  });
  const account = { email: `export.${stamp}@demo.ma`, password: 'Export123!', firstName: 'Sanae' };
  const { createUser } = await gql<{ createUser: { ok: boolean; user: { userId: number } } }>(request, 'mutation($i:UserInput!){createUser(input:$i){ok user{userId}}}', {
    i: { firstName: account.firstName, lastName: 'Exports', email: account.email, phoneNumber: uniquePhone(), password: account.password, userTypeId: 2, active: true },
  });
  expect(createUser.ok).toBe(true);
  await gql(request, 'mutation($u:Int!,$c:[UserPermissionChange!]!){saveUserPermissions(userId:$u,changes:$c){userPermissionId}}', {
    u: createUser.user.userId,
    c: [{ typeAction: 4, permissionId: Permission.EXPORTS, accessLevelId, allowed: true }],
  });
  return account;
}

const tabs = (page: Page) => page.getByRole('tab');

/** The tabs shown, by their accessible names (Fluent draws an unselected tab's label twice, once hidden, to keep its width). */
async function expectTabs(page: Page, labels: readonly string[]) {
  await expect(tabs(page)).toHaveCount(labels.length);
  for (const [index, label] of labels.entries()) await expect(tabs(page).nth(index)).toHaveAccessibleName(label);
}

test.describe('the export centre', () => {
  test('shows each tab only to a user holding its level, and sends anyone without one home', async ({ browser, request }) => {
    for (const kind of EXPORT_KIND_NAMES) {
      const account = await tabUser(request, kind);
      const context = await browser.newContext({ viewport: LAPTOP, baseURL: test.info().project.use.baseURL });
      const page = await context.newPage();
      await signIn(page, account, '/exports');
      await expect(page.getByRole('heading', { name: 'Exports', level: 1 })).toBeVisible();
      await expectTabs(page, [EXPORT_KINDS[kind].label]);
      await expect(page.getByTestId(`export-tab-${kind}`)).toBeVisible();
      await context.close();
    }
  });

  test('an agent without an export level is sent home', async ({ page }) => {
    await signIn(page, accounts.agent, '/exports');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a required filter left empty is named; the form keeps what was typed', async ({ page }) => {
    await signIn(page, accounts.admin, '/exports?tab=ORDERS');
    const tab = page.getByTestId('export-tab-ORDERS');
    await tab.getByLabel('Du *').fill('');
    await tab.getByRole('button', { name: /Exporter orders\.xlsx/ }).click();
    await expect(page.getByTestId('export-errors')).toContainText('Du : Champ requis');
    await expect(tab.getByLabel('Au *')).not.toHaveValue('');
  });

  test('the administrator exports customers from their tab, follows it in « Mes exports » and opens the file: typed cells, a formula kept as text', async ({ page, request }) => {
    const marker = `Formule${Date.now().toString(36)}`;
    const formula = `=HYPERLINK("http://evil.example","${marker}")`;
    await gql(request, 'mutation($i:NewCustomerInput!){createCustomer(input:$i){ok}}', { i: { firstName: formula, lastName: 'Piège', phoneNumber: uniquePhone(), password: 'Client123!' } });

    await signIn(page, accounts.admin, '/exports');
    await expectTabs(page, EXPORT_KIND_NAMES.map((kind) => EXPORT_KINDS[kind].label));
    await page.getByRole('tab', { name: 'Clients' }).click();
    const tab = page.getByTestId('export-tab-CUSTOMERS');
    await tab.getByLabel('Recherche').fill(marker);
    const downloading = page.waitForEvent('download');
    await tab.getByRole('button', { name: /Exporter clients\.xlsx/ }).click();
    await expect(tab.getByTestId('export-progress')).toBeVisible();
    expect((await downloading).suggestedFilename()).toBe('clients.xlsx');
    await expect(tab.getByTestId('export-progress')).toContainText('Prêt : 1 ligne');

    const mine = page.getByTestId('my-exports');
    const row = rows(mine).filter({ hasText: `Recherche : ${marker}` });
    await expect(row).toContainText('Prêt');
    await shot(page, 'exports-customers');
    const again = page.waitForEvent('download');
    await row.getByTestId('row-download').click();
    const download = await again;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0]!;
    expect(String(sheet.getCell('A1').value)).toMatch(/^Clients : export du \d{2}-\d{2}-\d{4} à \d{2}:\d{2}/);
    expect(sheet.getCell('A2').value).toBe(`Recherche : ${marker}`);
    const record = sheet.getRow(5);
    expect(typeof record.getCell(1).value).toBe('number');
    expect(record.getCell(3).type).toBe(ExcelJS.ValueType.String);
    expect(record.getCell(3).value).toBe(`'${formula} Piège`);
    expect(record.getCell(14).value).toBeInstanceOf(Date);
    expect(sheet.rowCount).toBe(5);
  });

  test('the orders tab exports this month by order date, amounts as numbers', async ({ page }) => {
    await signIn(page, accounts.admin, '/exports?tab=ORDERS');
    const tab = page.getByTestId('export-tab-ORDERS');
    await expect(tab.getByLabel('Du *')).not.toHaveValue('');
    const downloading = page.waitForEvent('download');
    await tab.getByRole('button', { name: /Exporter orders\.xlsx/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('orders.xlsx');
    await expect(tab.getByTestId('export-progress')).toContainText('Prêt');
    await shot(page, 'exports-orders');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('A2').value).toBe('Type de date : Date de commande');
    const header = (sheet.getRow(6).values as unknown[]).slice(1);
    const ttc = header.indexOf('Montant TTC') + 1;
    expect(ttc).toBeGreaterThan(0);
    expect(sheet.rowCount).toBeGreaterThan(6);
    expect(typeof sheet.getRow(7).getCell(ttc).value).toBe('number');
    expect(sheet.getRow(7).getCell(ttc).numFmt).toBe('#,##0.00 "DH"');
  });
});
