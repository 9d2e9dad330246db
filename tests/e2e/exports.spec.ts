import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { EXPORT_KINDS, EXPORT_TAB_KINDS, MONTH_NAMES, Permission, businessClock, type ExportKindName } from '../../schema/src/index.ts';
import { gql } from './api.ts';
import { uniquePhone } from './customer-setup.ts';
import { rows } from './admin-support.ts';
import { accounts, LAPTOP, laptopShot, signIn } from './support.ts';

test.use({ viewport: LAPTOP });

const SHOTS = '/tmp/web-exports-shots/';
const shot = (page: Page, name: string) => laptopShot(page, SHOTS, name);

/** The export centre's level of a tab kind. */
function tabLevel(kind: ExportKindName): number {
  const level = EXPORT_KINDS[kind].level;
  if (level === null) throw new Error(`${kind} is no tab of the export centre`);
  return level;
}

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
    c: [{ typeAction: 1, permissionTypeId: tabLevel(kind) }],
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
    for (const kind of EXPORT_TAB_KINDS) {
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
    await expectTabs(page, EXPORT_TAB_KINDS.map((kind) => EXPORT_KINDS[kind].label));
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

  /** Picks an option of one of the tab's selects (Fluent's Dropdown: a combobox, then its listbox). */
  async function choose(page: Page, tab: ReturnType<Page['getByTestId']>, label: string, option: string) {
    await tab.getByRole('combobox', { name: label, exact: true }).click();
    await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
    await expect(tab.getByRole('combobox', { name: label, exact: true })).toHaveText(option);
  }

  test('the TSP tab exports the month chosen, counted through its day, projected over its working days: figures as numbers', async ({ page }) => {
    const [year, month, day] = businessClock().date.split('-').map(Number) as [number, number, number];
    await signIn(page, accounts.admin, '/exports?tab=TSP');
    const tab = page.getByTestId('export-tab-TSP');
    await choose(page, tab, 'Mois *', MONTH_NAMES[month - 1]!);
    await choose(page, tab, "Jusqu'au jour *", String(day));
    await choose(page, tab, 'Année *', String(year));
    await choose(page, tab, 'Jours ouvrés du mois *', '26');
    const downloading = page.waitForEvent('download');
    await tab.getByRole('button', { name: /Exporter tsp\.xlsx/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('tsp.xlsx');
    await expect(tab.getByTestId('export-progress')).toContainText('Prêt');
    await shot(page, 'exports-tsp');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0]!;
    expect([2, 3, 4, 5].map((row) => sheet.getCell(`A${row}`).value)).toEqual([`Mois : ${MONTH_NAMES[month - 1]}`, `Jusqu'au jour : ${day}`, `Année : ${year}`, 'Jours ouvrés du mois : 26']);
    const header = (sheet.getRow(7).values as unknown[]).slice(1);
    expect(header.slice(0, 3)).toEqual(['Agent', 'Superviseur', 'Affectations']);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 7 });
    // The demo's agents, one row each, then the total.
    expect(sheet.rowCount).toBeGreaterThan(8);
    expect(sheet.getRow(8).getCell(1).type).toBe(ExcelJS.ValueType.String);
    const total = sheet.getRow(sheet.rowCount);
    expect(total.getCell(1).value).toBe('Total');
    expect(Number(total.getCell(3).value)).toBeGreaterThan(0);
    const revenue = header.indexOf("Chiffre d'affaires TTC") + 1;
    const projection = header.indexOf('CA fin de mois') + 1;
    expect(typeof total.getCell(3).value).toBe('number');
    expect(total.getCell(revenue).numFmt).toBe('#,##0.00 "DH"');
    // The projection: the revenue so far over the days counted, times the 26 working days.
    expect(total.getCell(projection).value).toBeCloseTo((Number(total.getCell(revenue).value) / day) * 26, 1);
  });

  test('the call results tab exports the responses of the days, their times and days as date cells', async ({ page }) => {
    const today = businessClock().date;
    const tenDaysAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 10 * 86_400_000).toISOString().slice(0, 10);
    await signIn(page, accounts.admin, '/exports?tab=CALL_RESULTS');
    const tab = page.getByTestId('export-tab-CALL_RESULTS');
    await tab.getByLabel('Du *').fill(tenDaysAgo);
    await tab.getByLabel('Au *').fill(today);
    const downloading = page.waitForEvent('download');
    await tab.getByRole('button', { name: /Exporter assignement\.xlsx/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('assignement.xlsx');
    await expect(tab.getByTestId('export-progress')).toContainText('Prêt');
    await shot(page, 'exports-call-results');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('A2').value).toBe(`Du : ${tenDaysAgo.split('-').reverse().join('-')}`);
    expect((sheet.getRow(5).values as unknown[]).slice(1, 4)).toEqual(['Répondu le', "Date d'affectation", 'Agent']);
    // The demo's agents answered calls on the past days.
    expect(sheet.rowCount).toBeGreaterThan(5);
    const first = sheet.getRow(6);
    expect(first.getCell(1).value).toBeInstanceOf(Date);
    expect(first.getCell(1).numFmt).toBe('dd-mm-yyyy hh:mm:ss');
    expect(first.getCell(2).value).toBeInstanceOf(Date);
    expect(first.getCell(2).numFmt).toBe('dd-mm-yyyy');
    expect(first.getCell(3).type).toBe(ExcelJS.ValueType.String);
  });

  test('the 3CX tab offers the agents and the call states; the tab strip scrolls, the page does not', async ({ page }) => {
    await signIn(page, accounts.admin, '/exports?tab=CALLS_3CX');
    const tab = page.getByTestId('export-tab-CALLS_3CX');
    await tab.getByRole('combobox', { name: 'Agent', exact: true }).click();
    await expect(page.getByRole('listbox').getByRole('option')).not.toHaveCount(1);
    await page.keyboard.press('Escape');
    await choose(page, tab, "État d'appel", 'Non répondus');
    const strip = page.getByRole('tablist');
    expect(await strip.evaluate((list) => list.parentElement!.scrollWidth > list.parentElement!.clientWidth)).toBe(true);
    await shot(page, 'exports-3cx');
  });
});
