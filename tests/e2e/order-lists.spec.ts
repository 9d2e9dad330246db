import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { formatMoney } from '../../schema/src/format.ts';
import { gql } from './api.ts';
import { success } from './content-support.ts';
import { cells, choose, expectColumn, rows } from './lists.ts';
import { orderPlacer, prepareInFull } from './order-setup.ts';
import { accounts, LAPTOP, laptopShot, signIn, toast } from './support.ts';

const VIEWPORT = LAPTOP;
test.use({ viewport: VIEWPORT });

const SHOTS = '/tmp/web-lists-shots/';

const shot = (page: Page, name: string) => laptopShot(page, SHOTS, name);

/** Customers are taken in turn from 300: each order of a test is its own customer's. */
const orders = orderPlacer(300);
/** A confirmed order (status 2) of a fresh customer: take-away (1) or delivery (2), paid cash unless the customer cannot. */
const placeOrder = (request: APIRequestContext, deliveryModeId: 1 | 2, warehouseId?: number) => orders.place(request, { deliveryModeId, warehouseId });

/** Cancels an order through the API (another user's doing, for the tests' mixed selections). */
async function cancel(request: APIRequestContext, orderId: number) {
  const { runOrderAction } = await gql<{ runOrderAction: { done: number } }>(request, 'mutation($i:OrderActionInput!){runOrderAction(input:$i){done}}', { i: { action: 'CANCEL', orderIds: [orderId] } });
  expect(runOrderAction.done).toBe(1);
}

/** A dispatched delivery order of the demo data, collected in cash: its delivery status becomes 3 (Livrée). */
async function collectDispatchedDelivery(request: APIRequestContext): Promise<{ orderId: number; code: string }> {
  const { orders } = await gql<{ orders: { items: { orderId: number; code: string }[] } }>(
    request,
    'query($f:OrderListFilter!){orders(filter:$f,page:1,take:1){items{orderId code}}}',
    { f: { deliveryModeId: 2, statusId: 3 } },
  );
  const order = orders.items[0]!;
  const { runOrderAction } = await gql<{ runOrderAction: { done: number } }>(request, 'mutation($i:OrderActionInput!){runOrderAction(input:$i){done}}', {
    i: { action: 'COLLECT', orderIds: [order.orderId], paymentModeId: 100 },
  });
  expect(runOrderAction.done).toBe(1);
  return order;
}

/** The administrator's warehouse: preparation is done by the order's warehouse only. */
const adminWarehouse = async (request: APIRequestContext) => (await gql<{ viewer: { warehouse: { warehouseId: number } } }>(request, '{viewer{warehouse{warehouseId}}}')).viewer.warehouse.warehouseId;


const businessDay = async (request: APIRequestContext) => (await gql<{ businessClock: { date: string } }>(request, '{businessClock{date}}')).businessClock.date;

/** YYYY-MM-DD `days` after `date`. */
function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const shown = (date: string) => date.split('-').reverse().join('-');

const row = (page: Page, order: { code: string }) => rows(page).filter({ hasText: order.code });
const rowCheckbox = (page: Page, order: { code: string }) => row(page, order).getByRole('checkbox');
/** The list once loaded: the table no longer busy. */
const loaded = (page: Page) => expect(page.getByRole('table').first()).not.toHaveAttribute('aria-busy', 'true');
const dialog = (page: Page, name: string): Locator => page.getByRole('alertdialog', { name });

/** Filters the list by an order id; `shows` is the one row expected then (none: the list is empty). */
async function filterOrderId(page: Page, orderId: number, shows: { code: string } | null) {
  const input = page.getByLabel('N° commande');
  await input.fill(String(orderId));
  await input.press('Enter');
  await expect(page).toHaveURL(new RegExp(`orderId=${orderId}`));
  if (shows) {
    await expect(rows(page)).toHaveCount(1);
    await expect(cells(page, 'code')).toHaveText(shows.code);
  } else {
    await expect(page.getByText('Aucune commande')).toBeVisible();
  }
}

test.describe('the order lists', () => {
  test('filter each list: order id, customer, statuses, dates, warehouse; the empty state', async ({ page }) => {
    // Three lists, two orders placed and one collected: longer than one screen's test.
    test.setTimeout(90_000);
    const takeAway = await placeOrder(page.request, 1);
    const delivery = await placeOrder(page.request, 2);
    await signIn(page, accounts.admin);

    // Take-away: 50 a page, the order by its id, the customer by the lookup, the statuses.
    await page.goto('/romeo/togo');
    await expect(page.getByRole('heading', { name: 'Commandes à emporter' })).toBeVisible();
    await loaded(page);
    await expect(rows(page)).toHaveCount(50);
    await shot(page, 'togo-list');
    await filterOrderId(page, takeAway.orderId, takeAway);
    await expect(cells(page, 'status')).toHaveText('Confirmée');
    await expect(cells(page, 'preparation')).toHaveText('Pas encore');
    await expect(cells(page, 'total')).toHaveText(formatMoney(takeAway.totalAmountTTC));
    // A delivery order is not a take-away one.
    await filterOrderId(page, delivery.orderId, null);
    await shot(page, 'togo-empty');
    await page.goto('/romeo/togo');
    const customer = page.getByRole('combobox', { name: 'Client', exact: true });
    await customer.fill(takeAway.customer.code);
    await page.getByRole('option').filter({ hasText: takeAway.customer.code }).first().click();
    await expect(row(page, takeAway)).toBeVisible();
    await expectColumn(page, 'customer', takeAway.customer.name);
    await page.goto('/romeo/togo');
    await choose(page, 'Statut', 'Livrée');
    await expectColumn(page, 'status', 'Livrée');
    await choose(page, 'Préparation', 'Préparée');
    await expectColumn(page, 'preparation', 'Préparée');

    // Delivery: the desired date, the delivery status.
    await page.goto(`/romeo/todelivery?orderId=${delivery.orderId}`);
    await expect(page.getByRole('heading', { name: 'Commandes à livrer' })).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
    await expect(cells(page, 'plannedDelivery')).toContainText(shown(delivery.desiredDeliveryDate));
    await expect(cells(page, 'plannedDelivery')).toContainText(/\d{2}:\d{2}–\d{2}:\d{2}/);
    await expect(cells(page, 'deliveryStatus')).toHaveText('En cours');
    await page.goto('/romeo/todelivery');
    await loaded(page);
    await shot(page, 'todelivery-list');
    await page.getByLabel('Date de livraison').fill(delivery.desiredDeliveryDate);
    await expect(row(page, delivery)).toBeVisible();
    await expect.poll(async () => [...new Set((await cells(page, 'plannedDelivery').allTextContents()).map((text) => text.slice(0, 10)))]).toEqual([shown(delivery.desiredDeliveryDate)]);
    // The delivery status: a dispatched delivery order collected (the driver's money back) is delivered (3).
    const delivered = await collectDispatchedDelivery(page.request);
    await page.goto('/romeo/todelivery');
    await choose(page, 'Livraison', 'Livrée');
    await expect(row(page, delivered)).toBeVisible();
    await expectColumn(page, 'deliveryStatus', 'Livrée');

    // All orders: both, the warehouse.
    await page.goto('/orders');
    await expect(page.getByRole('heading', { name: 'Toutes les commandes' })).toBeVisible();
    await loaded(page);
    await shot(page, 'orders-list');
    await filterOrderId(page, delivery.orderId, delivery);
    await filterOrderId(page, takeAway.orderId, takeAway);
    await page.goto('/orders');
    await choose(page, 'Statut', 'Annulée');
    await expectColumn(page, 'status', 'Annulée');
    await choose(page, 'Entrepôt', delivery.customer.warehouseName!);
    await expectColumn(page, 'warehouse', delivery.customer.warehouseName!);
    await expectColumn(page, 'status', 'Annulée');
  });

  test('bulk-cancel a mixed selection: the confirmation counts, the report names the refused order and why', async ({ page }) => {
    const first = await placeOrder(page.request, 2);
    const second = await placeOrder(page.request, 2);
    const cancelled = await placeOrder(page.request, 2);
    await cancel(page.request, cancelled.orderId);
    await signIn(page, accounts.admin, '/romeo/todelivery');
    await loaded(page);

    // Nothing selected: the seed's alert.
    await page.getByTestId('toolbar-cancel').click();
    await expect(toast(page, 'Merci de selectionner une commande !')).toBeVisible();

    // The list is newest first: the three orders just placed are on its first page (50 rows).
    const ids = [first, second, cancelled];
    await page.goto('/orders');
    await loaded(page);
    for (const order of ids) await rowCheckbox(page, order).check();
    await page.getByTestId('toolbar-cancel').click();
    const confirmation = dialog(page, 'Annuler les commandes');
    await expect(confirmation).toContainText('2 commandes seront annulées.');
    await expect(confirmation).toContainText('1 commande sélectionnée ne le permet pas');
    await shot(page, 'cancel-confirmation');
    await confirmation.getByRole('button', { name: 'Annuler les commandes' }).click();

    const report = page.getByTestId('action-report');
    await expect(report.getByTestId('report-done')).toHaveText('2 commandes traitées');
    await expect(report.getByTestId('report-refused')).toHaveText('1 commande refusée');
    const refused = report.getByRole('row').filter({ hasText: cancelled.code });
    await expect(refused).toContainText('Une commande « Annulée » ne peut pas être annulée');
    await shot(page, 'cancel-report');
    await page.getByRole('button', { name: 'Fermer' }).click();
    await expect(row(page, first).getByTestId('cell-status')).toHaveText('Annulée');
    await expect(row(page, second).getByTestId('cell-status')).toHaveText('Annulée');

    // Only orders the rules refuse: the seed's other alert.
    await rowCheckbox(page, cancelled).check();
    await page.getByTestId('toolbar-cancel').click();
    await expect(toast(page, 'Erreur de traitement, Merci de vérifier les commandes sélectionnées !')).toBeVisible();
  });

  test('collect a prepared take-away order by card (TPE): the amount is the TTC minus stamp duty', async ({ page }) => {
    const order = await placeOrder(page.request, 1, await adminWarehouse(page.request));
    await prepareInFull(page.request, order);
    await signIn(page, accounts.admin, `/romeo/togo?orderId=${order.orderId}`);
    await expect(row(page, order).getByTestId('cell-preparation')).toHaveText('Préparée');
    await row(page, order).getByTestId('row-collect').click();
    const payment = dialog(page, 'Mode de paiement');
    await expect(payment.getByTestId('pay-cash')).toContainText('نقدا');
    await shot(page, 'payment-mode');
    await payment.getByTestId('pay-cash').click();
    await expect(payment.getByTestId('collect-amount')).toHaveText(formatMoney(order.totalAmountTTC));
    await payment.getByRole('button', { name: 'Retour' }).click();
    await payment.getByTestId('pay-card').click();
    const expected = formatMoney(Math.round((order.totalAmountTTC - order.totalTimbre) * 100) / 100);
    await expect(payment.getByTestId('collect-amount')).toHaveText(expected);
    await expect(payment).toContainText(`La commande ${order.code} sera encaissée.`);
    await shot(page, 'payment-confirm-card');
    await payment.getByRole('button', { name: 'Encaisser' }).click();
    await expect(success(page)).toBeVisible();
    await expect(row(page, order).getByTestId('cell-status')).toHaveText('Livrée');
    await expect(row(page, order).getByTestId('cell-payment')).toHaveText('TPE');
    await expect(row(page, order).getByTestId('row-collect')).toBeDisabled();
  });

  test('collect a partly prepared take-away order: billed on what was prepared, the cashier sees the new amount', async ({ page }) => {
    const order = await orders.place(page.request, { deliveryModeId: 1, warehouseId: await adminWarehouse(page.request), articles: 2, lineAimDH: 200, minimumQuantity: 2, maximumQuantity: 99 });
    // The line cut short is one that costs something (a demo promotion can take a price down to 0).
    const { order: placed } = await gql<{ order: { orderLines: { orderLineId: number; quantity: number; totalAmountTTC: number; isGift: boolean }[] } }>(
      page.request,
      'query($o:Int!){order(orderId:$o){orderLines{orderLineId quantity totalAmountTTC isGift}}}',
      { o: order.orderId },
    );
    const paid = placed.orderLines.filter((line) => !line.isGift).sort((a, b) => b.totalAmountTTC - a.totalAmountTTC);
    const [short] = paid as [(typeof paid)[number]];
    expect(short.totalAmountTTC).toBeGreaterThan(0);
    expect(short.quantity).toBeGreaterThanOrEqual(2);
    // The warehouse prepares 1 of that line, all of the others, and finishes: « Préparée partiellement ».
    const shown = placed.orderLines.map((line) => (line.orderLineId === short.orderLineId ? 1 : line.quantity));
    await gql(page.request, 'mutation($o:Int!){startOrderPreparation(orderId:$o){ok}}', { o: order.orderId });
    const { saveOrderPreparation } = await gql<{ saveOrderPreparation: { ok: boolean; order: { preparationStatus: number; totalAmountTTC: number; totalTimbre: number } } }>(
      page.request,
      'mutation($o:Int!,$l:[PreparedLineInput!]!){saveOrderPreparation(orderId:$o,lines:$l,finish:true){ok order{preparationStatus totalAmountTTC totalTimbre}}}',
      { o: order.orderId, l: placed.orderLines.map((line, index) => ({ orderLineId: line.orderLineId, quantityPrepared: shown[index] })) },
    );
    const billed = saveOrderPreparation.order;
    expect(billed.preparationStatus).toBe(4);
    expect(billed.totalAmountTTC).toBeLessThan(order.totalAmountTTC);

    await signIn(page, accounts.admin, `/romeo/togo?orderId=${order.orderId}`);
    await expect(row(page, order).getByTestId('cell-preparation')).toHaveText('Préparée partiellement');
    await expect(row(page, order).getByTestId('cell-total')).toHaveText(formatMoney(billed.totalAmountTTC));
    // The order detail: the prepared quantity beside the ordered one, each line's discount, the new total.
    await row(page, order).getByTestId('cell-code').click();
    const detail = page.getByRole('dialog', { name: `Commande ${order.code}` });
    await expect(detail.getByTestId('billed-on-prepared')).toHaveText('Préparée partiellement : facturée sur les quantités préparées (la quantité commandée à côté).');
    await expect(detail.getByTestId('cell-quantity')).toHaveText(placed.orderLines.map((line) => String(line.quantity)));
    await expect(detail.getByTestId('cell-prepared')).toHaveText(shown.map(String));
    await expect(detail.getByTestId('cell-discount')).toHaveCount(placed.orderLines.length);
    await expect(detail.getByTestId('total-ttc')).toContainText(formatMoney(billed.totalAmountTTC));
    await shot(page, 'order-detail-partly-prepared');
    await detail.getByRole('button', { name: 'Fermer' }).click();
    await expect(detail).toBeHidden();

    await row(page, order).getByTestId('row-collect').click();
    const payment = dialog(page, 'Mode de paiement');
    await payment.getByTestId('pay-cash').click();
    await expect(payment.getByTestId('collect-amount')).toHaveText(formatMoney(billed.totalAmountTTC));
    await expect(payment.getByTestId('collect-prepared')).toHaveText(`Préparée partiellement : ${order.code}, montant des quantités préparées.`);
    await shot(page, 'payment-partly-prepared');
    await payment.getByRole('button', { name: 'Encaisser' }).click();
    await expect(success(page)).toBeVisible();
    await expect(row(page, order).getByTestId('cell-status')).toHaveText('Livrée');
  });

  test('change a delivery date: a Sunday refused, then a weekday saved', async ({ page }) => {
    const order = await placeOrder(page.request, 2);
    const today = await businessDay(page.request);
    const sunday = [...Array(7).keys()].map((offset) => addDays(today, 7 + offset)).find((date) => weekday(date) === 0)!;
    const next = [...Array(7).keys()].map((offset) => addDays(today, 8 + offset)).find((date) => weekday(date) !== 0 && date !== order.desiredDeliveryDate)!;

    // The server refuses a Sunday too (an integrator calling it directly).
    const { changeOrderDeliveryDate } = await gql<{ changeOrderDeliveryDate: { ok: boolean; errors: { field: string; message: string }[] } }>(
      page.request,
      'mutation($o:Int!,$d:String!){changeOrderDeliveryDate(orderId:$o,desiredDeliveryDate:$d){ok errors{field message}}}',
      { o: order.orderId, d: sunday },
    );
    expect(changeOrderDeliveryDate).toEqual({ ok: false, errors: [{ field: 'desiredDeliveryDate', message: 'Pas de livraison le dimanche' }] });

    await signIn(page, accounts.admin, `/orders?orderId=${order.orderId}`);
    await expect(rows(page)).toHaveCount(1);
    await rowCheckbox(page, order).check();
    await page.getByTestId('toolbar-deliveryDate').click();
    const change = dialog(page, 'Changer la date de livraison');
    const input = change.getByLabel('Nouvelle date de livraison');
    await expect(input).toHaveValue(order.desiredDeliveryDate);
    await expect(input).toHaveAttribute('min', today);
    await input.fill(sunday);
    await expect(change.getByText('Pas de livraison le dimanche')).toBeVisible();
    await expect(change.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    await shot(page, 'date-sunday');
    await input.fill(next);
    await expect(change.getByText('Pas de livraison le dimanche')).toHaveCount(0);
    await change.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(success(page)).toBeVisible();
    await expect(change).toHaveCount(0);
    await expect(row(page, order).getByTestId('cell-deliveryDate')).toHaveText(shown(next));
  });

  test('a second browser sees an order cancelled in the first within a second, without reloading', async ({ page, browser }) => {
    const order = await placeOrder(page.request, 2);
    const other = await browser.newContext({ viewport: VIEWPORT, locale: 'fr-FR', timezoneId: 'Africa/Casablanca', baseURL: test.info().project.use.baseURL });
    const watcher = await other.newPage();
    try {
      await signIn(watcher, accounts.admin);
      await watcher.goto(`/romeo/todelivery?orderId=${order.orderId}`);
      await expect(row(watcher, order).getByTestId('cell-status')).toHaveText('Confirmée');

      await signIn(page, accounts.admin, `/orders?orderId=${order.orderId}`);
      await rowCheckbox(page, order).check();
      await page.getByTestId('toolbar-cancel').click();
      await dialog(page, 'Annuler les commandes').getByRole('button', { name: 'Annuler les commandes' }).click();
      await expect(toast(page, 'Operation effectuée avec succès').first()).toBeVisible();

      await expect(row(watcher, order).getByTestId('cell-status')).toHaveText('Annulée', { timeout: 2000 });
    } finally {
      await other.close();
    }
  });
});
