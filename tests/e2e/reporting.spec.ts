import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { formatNumber } from '../../schema/src/format.ts';
import { gql } from './api.ts';
import { success } from './content-support.ts';
import { rows } from './lists.ts';
import { orderPlacer, prepareInFull } from './order-setup.ts';
import { accounts, expectFits, LAPTOP, laptopShot, sideMenu, signIn } from './support.ts';

test.use({ viewport: LAPTOP });

const SHOTS = '/tmp/web-reporting-shots/';
const shot = (page: Page, name: string) => laptopShot(page, SHOTS, name);

/** This spec's customers are 100–299 (the demo has 2,400; the order lists start at 300). */
const orders = orderPlacer(100);

/** The console's separators as plain spaces, to compare shown figures with expected text. */
const plain = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

const adminWarehouse = async (page: Page) => (await gql<{ viewer: { warehouse: { warehouseId: number } } }>(page.request, '{viewer{warehouse{warehouseId}}}')).viewer.warehouse.warehouseId;

test.describe('the reports', () => {
  test('a cashier collects a take-away order, then finds it in their own cash on the collection screen', async ({ page }) => {
    const order = await orders.place(page.request, { deliveryModeId: 1, warehouseId: await adminWarehouse(page), paymentModeId: 100 });
    await prepareInFull(page.request, order);

    await signIn(page, accounts.cashier, `/romeo/togo?orderId=${order.orderId}`);
    const row = rows(page).filter({ hasText: order.code });
    await row.getByTestId('row-collect').click();
    const payment = page.getByRole('alertdialog', { name: 'Mode de paiement' });
    await payment.getByTestId('pay-cash').click();
    await payment.getByRole('button', { name: 'Encaisser' }).click();
    await expect(success(page)).toBeVisible();

    await sideMenu(page).getByRole('button', { name: 'Synthèse' }).click();
    await sideMenu(page).getByRole('link', { name: 'Encaissement' }).click();
    await expect(page.getByRole('heading', { name: 'Encaissement', level: 1 })).toBeVisible();
    const collected = page.getByRole('table', { name: 'Commandes encaissées du jour' });
    const orderRow = collected.getByRole('row').filter({ hasText: order.code });
    await expect(orderRow).toContainText('Retrait');
    await expect(orderRow).toContainText('Nadia');
    // Their own cash: the cashier's row, with their till to close.
    const own = page.getByRole('table', { name: 'Espèces par encaisseur' }).getByRole('row').filter({ hasText: 'Nadia' });
    await expect(own).toContainText('Caisse');
    await expect(own.getByRole('button', { name: 'Clôturer la caisse' })).toBeVisible();
    await shot(page, 'collection-cashier');

    // Closing the till: a wrong amount says why under the field and stays as typed.
    await own.getByRole('button', { name: 'Clôturer la caisse' }).click();
    const close = page.getByRole('dialog');
    const amount = close.getByLabel('Espèces remises (Dh)');
    await amount.fill('12,345');
    await close.getByRole('button', { name: 'Clôturer', exact: true }).click();
    await expect(close.getByText('Le montant a au plus deux décimales')).toBeVisible();
    await expect(amount).toHaveValue('12,345');
    await shot(page, 'collection-close-till-error');
    await amount.fill(String(order.totalAmountTTC).replace('.', ','));
    await close.getByRole('button', { name: 'Clôturer', exact: true }).click();
    await expect(success(page)).toBeVisible();
    await expect(own).toContainText('Clôturée');
  });

  test('the dashboard is live: an order cancelled in another browser changes the cancelled card without a reload', async ({ page, browser }) => {
    const order = await orders.place(page.request, { deliveryModeId: 2 });
    // What reaches the page, in order: the dashboard's loads (HTTP) and the pushes of reportChanges (WebSocket).
    const arrivals: Array<'load' | 'push'> = [];
    page.on('request', (request) => {
      if (request.postData()?.includes('performanceReport')) arrivals.push('load');
    });
    page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => {
      if (String(payload).includes('"reportChanges"')) arrivals.push('push');
    }));
    await signIn(page, accounts.admin, '/suivi/performance');
    await expect(page.getByRole('heading', { name: 'Performance', level: 1 })).toBeVisible();
    const cancelledCard = page.getByTestId('card-CANCELED_ORDERS');
    const value = cancelledCard.getByTestId('card-value');
    await expect(value).toHaveText(/\d/);
    const before = Number(plain(await value.textContent()).replace(/\s/g, '').replace(',', '.'));
    await expect(page.getByRole('list', { name: 'Indicateurs de la période' }).getByRole('listitem')).toHaveCount(10);
    await shot(page, 'performance');

    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      const { runOrderAction } = await gql<{ runOrderAction: { done: number } }>(other.request, 'mutation($i:OrderActionInput!){runOrderAction(input:$i){done}}', {
        i: { action: 'CANCEL', orderIds: [order.orderId] },
      });
      expect(runOrderAction.done).toBe(1);
    } finally {
      await other.close();
    }
    await expect(value).toHaveText(formatNumber(before + 1, 2));
    // Pushed, not polled: the page loaded the dashboard once, then again only after the push.
    const firstPush = arrivals.indexOf('push');
    expect(firstPush, arrivals.join(' ')).toBeGreaterThan(0);
    expect(arrivals.slice(0, firstPush), arrivals.join(' ')).toEqual(['load']);
    expect(arrivals.slice(firstPush), arrivals.join(' ')).toContain('load');

    // The card opens the orders behind it: the cancelled order is among them.
    await cancelledCard.click();
    await expect(page).toHaveURL(/\/orders\?.*statusIds=7/);
    await expect(page.getByTestId('linked-filters')).toContainText('Commandes au statut Annulée');
    await expect(rows(page).filter({ hasText: order.code })).toHaveCount(1);
    await expectFits(page);
  });

  test('the recap fits 1280 px, prints without the menu and exports a spreadsheet', async ({ page }) => {
    await signIn(page, accounts.admin, '/romeo/recap');
    await expect(page.getByRole('table', { name: 'Récapitulatif des commandes' })).toBeVisible();
    await shot(page, 'recap');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('recap.xlsx');
    await expect(page.getByTestId('export-progress')).toContainText('Prêt');
    await shot(page, 'recap-exported');
    // An .xlsx is a zip: PK first.
    expect(readFileSync(await file.path()).subarray(0, 2).toString()).toBe('PK');

    await page.emulateMedia({ media: 'print' });
    await expect(sideMenu(page)).toBeHidden();
    await expect(page.getByTestId('report-printed-period')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Exporter' })).toBeHidden();
    await page.screenshot({ path: `${SHOTS}recap-print.png` });
    await page.emulateMedia({ media: 'screen' });
  });

  // A test of its own (same checks): with the recap's, one test ran past its 30 s on a loaded machine.
  test('the revenue report fits 1280 px and a row opens its order', async ({ page }) => {
    await signIn(page, accounts.admin, '/romeo/revenue');
    const revenueRows = page.getByRole('table', { name: "Commandes du chiffre d'affaires" });
    await expect(revenueRows).toBeVisible();
    await page.getByRole('textbox', { name: 'Du' }).fill('2026-01-01');
    await expect(revenueRows.getByTestId('table-row').first()).toBeVisible();
    // Every component of the TTC is shown, beside the customer.
    for (const name of ['Client', 'HT', 'Remise', 'Escompte', 'Logistique', 'TVA', 'Timbre', 'TTC']) await expect(revenueRows.getByRole('columnheader', { name, exact: true })).toBeVisible();
    await shot(page, 'revenue');
    await revenueRows.getByTestId('table-row').first().click();
    await expect(page.getByRole('dialog')).toContainText('Commande');
    await shot(page, 'revenue-order-dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Fermer' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('the collection and performance screens fit 1280 px; a day without collections says so', async ({ page }) => {
    await signIn(page, accounts.admin, '/romeo/collection');
    await expect(page.getByRole('table', { name: 'Espèces par encaisseur' })).toBeVisible();
    await shot(page, 'collection');
    await page.getByRole('textbox', { name: 'Date' }).fill('2020-01-01');
    await expect(page.getByText('Aucun encaissement ce jour-là')).toBeVisible();
    await shot(page, 'collection-empty');

    await page.goto('/suivi/performance');
    await expect(page.getByTestId('card-LINES')).toBeVisible();
    await expectFits(page);
  });
});
