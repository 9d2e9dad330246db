import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { gql } from './api.ts';
import { reviewScreen, VIEWPORT } from './content-support.ts';
import { cells, choose, combobox, expectColumn, rows, total } from './lists.ts';
import { accounts, signIn } from './support.ts';

test.use({ viewport: VIEWPORT });

/** A Morocco date (YYYY-MM-DD) `offset` days from today, as the screen and the server count days. */
function moroccoDate(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca' }).format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
}

/** The Morocco date of this week's Monday shifted by `offset` days (-7: last week's Monday, -1: last Sunday). */
function moroccoMonday(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca' }).format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7) + offset);
  return day.toISOString().slice(0, 10);
}

const HISTORY = 'query($c:Int!){orderHistory(customerId:$c,page:1,take:10){count}}';
const ASSIGNMENTS = 'query($d:String!){callAssignments(date:$d){userAssignmentAgentCcId customer{customerId code}}}';

/**
 * /calls opens on the server's today (`businessClock`), whatever the browser's time-zone data says: Chromium's
 * can disagree with Node's on Casablanca (UTC+0 where Node says UTC+1 in late 2026), which between 23:00 and
 * 24:00 UTC opened the list on the server's yesterday.
 */
async function openCalls(page: Page) {
  await signIn(page, accounts.agent, '/calls');
  await expect(page.getByRole('heading', { name: 'Appels' })).toBeVisible();
  await expect(page.getByLabel('Date')).toHaveValue(moroccoDate(0));
  await expect(rows(page).first()).toBeVisible();
}

/** The row of the customer `code`. */
const rowOf = (page: Page, code: string) => rows(page).filter({ has: cells(page, 'code').getByText(code, { exact: true }) });

/**
 * The code of a today's row nobody has called yet: the first or the last such row, so two tests of one run
 * (one database per worker) never take the same customer.
 */
async function uncalledCode(page: Page, which: 'first' | 'last'): Promise<string> {
  const uncalled = rows(page).filter({ has: cells(page, 'contacted').getByText('Non', { exact: true }) }).filter({ has: cells(page, 'callable').getByText('Oui', { exact: true }) });
  await expect(uncalled.first()).toBeVisible();
  const row = which === 'first' ? uncalled.first() : uncalled.last();
  await expect(cells(row, 'lastResponse')).toHaveText('');
  return (await cells(row, 'code').textContent()) ?? '';
}

/** The RespondToAssignment mutations the page sends from now on. */
function respondRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (request.url().endsWith('/graphql') && body.includes('respondToAssignment')) sent.push(body);
  });
  return sent;
}

test.describe('calls', () => {
  test("the 'Affectations' tab comes first with today's assignments, filtered by response type", async ({ page }) => {
    await openCalls(page);
    const tabs = page.getByRole('tab');
    await expect(tabs.first()).toHaveText('Affectations');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Date')).toHaveValue(moroccoDate(0));
    await expect(page.getByRole('table', { name: 'Affectations du jour' })).not.toHaveAttribute('aria-busy', 'true');
    // The demo gives agent@demo.ma 25 customers today, a few already answered.
    await expect(rows(page)).toHaveCount(25);
    await expect(page.getByText('25 affectations', { exact: true })).toBeVisible();
    // The number to dial reads in full (+212 and 9 digits).
    const phone = cells(page, 'phone').first();
    await expect(phone).toHaveText(/^\+212\d{9}$/);
    const cut = (cell: HTMLElement) => [cell, ...cell.querySelectorAll('*')].some((element) => element.scrollWidth > element.clientWidth);
    expect(await phone.evaluate(cut)).toBe(false);
    // At 1280 px every column shows, the contact and the channel included (dense cells).
    await expect(cells(page, 'contact').first()).toBeVisible();
    await expect(cells(page, 'channel').first()).toBeVisible();
    await reviewScreen(page, 'calls-assignments');

    const answered = (await cells(page, 'lastResponse').allTextContents()).filter((text) => text !== '');
    expect(answered.length).toBeGreaterThan(0);
    const typeName = answered[0]!.split(' – ')[0]!;
    await choose(page, 'Type de réponse', typeName);
    await expect.poll(async () => (await rows(page).count()) < 25).toBe(true);
    await expect.poll(async () => [...new Set((await cells(page, 'lastResponse').allTextContents()).map((text) => text.split(' – ')[0]))]).toEqual([typeName]);
    await choose(page, 'Type de réponse', 'Tous');
    await expect(rows(page)).toHaveCount(25);
  });

  test("'Pas de réponse' records type 7 at once and the row shows it", async ({ page }) => {
    await openCalls(page);
    const code = await uncalledCode(page, 'first');
    const sent = respondRequests(page);
    await rowOf(page, code).getByRole('button', { name: 'Appeler' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Le client a-t-il répondu ?')).toBeVisible();
    await expect(dialog.getByTestId('call-phone')).not.toBeEmpty();
    await reviewScreen(page, 'calls-dialog-question');
    await dialog.getByRole('button', { name: 'Pas de réponse' }).click();
    await expect(dialog).toBeHidden();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('"assignmentResponseTypeId":7');
    await expect(cells(rowOf(page, code), 'lastResponse')).toHaveText('Pas de réponse');
    await expect(cells(rowOf(page, code), 'contacted')).toHaveText('Oui');
  });

  test("'Répondu': the fields follow the type, a 45-character comment is refused, a valid qualification is saved", async ({ page }) => {
    await openCalls(page);
    const code = await uncalledCode(page, 'last');
    const sent = respondRequests(page);
    await rowOf(page, code).getByRole('button', { name: 'Appeler' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Répondu' }).click();
    await expect(combobox(dialog, 'Type de réponse')).toBeFocused();
    // 'Pas de réponse' has its own button: the form does not offer it.
    await combobox(dialog, 'Type de réponse').click();
    await expect(page.getByRole('option', { name: 'Rappeler', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Pas de réponse', exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await choose(page, 'Type de réponse', 'Rappeler', dialog);
    await expect(dialog.getByLabel('Date de rappel')).toBeVisible();
    await expect(combobox(dialog, 'Détail')).toHaveCount(0);

    await choose(page, 'Type de réponse', 'Numéro erroné', dialog);
    await expect(dialog.getByLabel('Numéro rectifié')).toBeVisible();
    await expect(dialog.getByLabel('Date de rappel')).toHaveCount(0);

    // Refusal: a detail, and neither a date nor a number.
    await choose(page, 'Type de réponse', 'Refus', dialog);
    await expect(combobox(dialog, 'Détail')).toBeVisible();
    await expect(dialog.getByLabel('Date de rappel')).toHaveCount(0);
    await expect(dialog.getByLabel('Numéro rectifié')).toHaveCount(0);
    await combobox(dialog, 'Détail').click();
    const detail = (await page.getByRole('option').first().textContent()) ?? '';
    await page.getByRole('option').first().click();
    await expect(dialog.getByLabel('Date de rappel')).toHaveCount(0);
    await expect(dialog.getByLabel('Numéro rectifié')).toHaveCount(0);

    await choose(page, 'Type de réponse', 'Rappeler', dialog);
    await dialog.getByLabel('Date de rappel').fill(moroccoDate(2));
    await dialog.getByLabel('Commentaire').fill('x'.repeat(45));
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog.getByText('vous ne pouvez pas dépasser 44 caractères')).toBeVisible();
    await expect(dialog.getByText('45 / 44 caractères')).toBeVisible();
    await reviewScreen(page, 'calls-dialog-qualification');
    expect(sent).toHaveLength(0);

    // Back to a refusal with its detail, a comment of exactly 44 characters.
    await choose(page, 'Type de réponse', 'Refus', dialog);
    await choose(page, 'Détail', detail, dialog);
    await dialog.getByLabel('Commentaire').fill('y'.repeat(44));
    await expect(dialog.getByText('vous ne pouvez pas dépasser 44 caractères')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog).toBeHidden();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('"assignmentResponseTypeId":5');
    expect(sent[0]).toContain('"callbackDate":null');
    await expect(cells(rowOf(page, code), 'lastResponse')).toHaveText(`Refus – ${detail}`);
    await expect(cells(rowOf(page, code), 'contacted')).toHaveText('Oui');
  });

  test("a past day's row that cannot be called has 'Appeler' disabled", async ({ page }) => {
    await openCalls(page);
    await page.getByLabel('Date').fill(moroccoDate(-1));
    await expect(page.getByLabel('Date')).toHaveValue(moroccoDate(-1));
    const closed = rows(page).filter({ has: cells(page, 'callable').getByText('Non', { exact: true }) });
    await expect(closed.first()).toBeVisible();
    await expect(closed.first().getByRole('button', { name: 'Appeler' })).toBeDisabled();
    // A past call left for later (types 3, 6, 7) can still be made.
    const open = rows(page).filter({ has: cells(page, 'callable').getByText('Oui', { exact: true }) });
    await expect(open.first()).toBeVisible();
    await expect(open.first().getByRole('button', { name: 'Appeler' })).toBeEnabled();
    await expect(cells(open.first(), 'lastResponse')).toHaveText(/^(Rappeler|Non joignable|Pas de réponse)/);
    await reviewScreen(page, 'calls-past-day');

    await page.getByLabel('Date').fill(moroccoDate(-30));
    await expect(page.getByText(/^Choisissez une date entre le/)).toBeVisible();
    await expect(page.getByText('Aucune affectation pour ces critères')).toBeVisible();
  });

  test('the call log filters by range and state, searches, and opens a call to its customer', async ({ page }) => {
    await openCalls(page);
    await page.getByRole('tab', { name: 'Journal des appels' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('combobox', { name: 'Période' })).toHaveText("Aujourd'hui");

    // Last week (Monday to Sunday before this one): the demo's agents called every working day of it.
    await choose(page, 'Période', 'Semaine dernière');
    await expect(rows(page).first()).toBeVisible();
    const lastWeek = { first: moroccoMonday(-7), last: moroccoMonday(-1) };
    const days = (await cells(page, 'startedAt').allTextContents()).map((text) => text.slice(0, 10).split('-').reverse().join('-'));
    expect(days.length).toBeGreaterThan(0);
    expect(days.filter((day) => day < lastWeek.first || day > lastWeek.last)).toEqual([]);

    await choose(page, "État de l'appel", 'Non répondus');
    await expectColumn(page, 'answered', 'Non');
    await expectColumn(page, 'duration', '00:00');
    await choose(page, "État de l'appel", 'Répondus');
    await expectColumn(page, 'answered', 'Oui');
    await expect(page.getByText(/^\d+ appels?( \(les \d+ plus récents|$)/)).toBeVisible();
    await reviewScreen(page, 'calls-log');

    // A call the log matched to a customer: searched by the customer's name, then opened.
    const customer = ((await cells(page, 'customer').filter({ hasText: /\(CL/ }).first().textContent()) ?? '').trim();
    const [, name, code] = /^(.*) \((CL[^)]+)\)$/.exec(customer) ?? [];
    expect(code).toBeDefined();
    await panel.getByRole('searchbox').fill(name!);
    await panel.getByRole('searchbox').press('Enter');
    await expectColumn(page, 'customer', customer);
    await rows(page).first().click();
    await expect(page).toHaveURL(/\/customers\/\d+$/);
    await expect(page.getByText(code!, { exact: true }).first()).toBeVisible();
  });

  test("the call log's « Export Excel » (level 2) writes 3Cx.xlsx with the log's filters", async ({ page }) => {
    await signIn(page, accounts.admin, '/calls');
    await page.getByRole('tab', { name: 'Journal des appels' }).click();
    await choose(page, 'Période', 'Semaine dernière');
    await choose(page, "État de l'appel", 'Non répondus');
    await expect(rows(page).first()).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Excel' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('3Cx.xlsx');
    await expect(page.getByTestId('export-progress')).toContainText('Prêt');
    await reviewScreen(page, 'calls-log-exported');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0]!;
    const lines = Array.from({ length: 6 }, (_, index) => String(sheet.getRow(index + 1).getCell(1).value ?? ''));
    expect(lines).toContain(`Du : ${moroccoMonday(-7).split('-').reverse().join('-')}`);
    expect(lines).toContain(`Au : ${moroccoMonday(-1).split('-').reverse().join('-')}`);
    const headerIndex = lines.findIndex((line) => line === 'Date et heure') + 1;
    expect(headerIndex).toBeGreaterThan(1);
    const header = (sheet.getRow(headerIndex).values as unknown[]).slice(1);
    const column = (name: string) => header.indexOf(name) + 1;
    expect(sheet.rowCount).toBeGreaterThan(headerIndex);
    const answered = new Set<unknown>();
    for (let row = headerIndex + 1; row <= sheet.rowCount; row += 1) answered.add(sheet.getRow(row).getCell(column('Répondu')).value);
    expect([...answered]).toEqual(['Non']);
    const first = sheet.getRow(headerIndex + 1);
    expect(first.getCell(column('Date et heure')).value).toBeInstanceOf(Date);
    expect(first.getCell(column('Durée (s)')).value).toBe(0);
    expect(first.getCell(column('Durée')).value).toBe('00:00');
  });

  test("the call log's « Prendre la commande » opens the point of sale for the caller", async ({ page }) => {
    await openCalls(page);
    await page.getByRole('tab', { name: 'Journal des appels' }).click();
    await choose(page, 'Période', '7 derniers jours');
    const matched = rows(page).filter({ has: cells(page, 'customer').filter({ hasText: /\(CL/ }) }).first();
    const customer = ((await cells(matched, 'customer').textContent()) ?? '').trim();
    await matched.getByRole('button', { name: 'Prendre la commande' }).click();
    await expect(page).toHaveURL(/\/orders\/pos\?customerId=\d+$/);
    await expect(page.getByRole('heading', { name: 'Point de vente' })).toBeVisible();
    await expect(page.getByText(customer, { exact: true })).toBeVisible();
  });

  test("'Prendre la commande' opens the point of sale for the customer and the assignment", async ({ page }) => {
    await openCalls(page);
    const code = (await cells(rows(page).nth(2), 'code').textContent()) ?? '';
    const data = await gql<{ callAssignments: Array<{ userAssignmentAgentCcId: number; customer: { customerId: number; code: string } }> }>(
      page.request,
      ASSIGNMENTS,
      { d: moroccoDate(0) },
      accounts.agent,
    );
    const assignment = data.callAssignments.find((row) => row.customer.code === code);
    expect(assignment).toBeDefined();
    await rowOf(page, code).getByRole('button', { name: 'Appeler' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Répondu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Prendre la commande' }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/pos\\?customerId=${assignment!.customer.customerId}&assignmentId=${assignment!.userAssignmentAgentCcId}$`));
  });

  test("'Historique' opens the customer's order history, the agent's own orders only", async ({ page }) => {
    await openCalls(page);
    const code = (await cells(rows(page).first(), 'code').textContent()) ?? '';
    const data = await gql<{ callAssignments: Array<{ customer: { customerId: number; code: string } }> }>(page.request, ASSIGNMENTS, { d: moroccoDate(0) }, accounts.agent);
    const customerId = data.callAssignments.find((row) => row.customer.code === code)!.customer.customerId;
    const history = (account: { email: string; password: string }) =>
      gql<{ orderHistory: { count: number } }>(page.request, HISTORY, { c: customerId }, account).then((answer) => answer.orderHistory.count);
    const [own, all] = [await history(accounts.agent), await history(accounts.admin)];
    expect(own).toBeLessThanOrEqual(all);

    await rows(page).first().getByRole('button', { name: 'Historique' }).click();
    const dialog = page.getByRole('dialog', { name: 'Historique des commandes' });
    await expect(dialog).toBeVisible();
    const table = dialog.getByRole('table', { name: 'Historique des commandes' });
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
    await expect.poll(() => total(page)).toBe(own);
    await expect(dialog.getByTestId('table-row')).toHaveCount(Math.min(own, 10));
    await expect(dialog.getByText('Aucune commande')).toHaveCount(own === 0 ? 1 : 0);
    for (const text of await cells(dialog, 'total').allTextContents()) expect(text).toMatch(/^\d[\d\u202f ]*,\d{2}\u00a0DH$/);
    await reviewScreen(page, 'calls-history');
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect(dialog).toBeHidden();
  });
});
