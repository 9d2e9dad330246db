import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { formatMoney } from '../../schema/src/format.ts';
import { gql } from './api.ts';
import { success } from './content-support.ts';
import { cells, choose, expectColumn, rows } from './lists.ts';
import { accounts, signIn, toast } from './support.ts';

/** The seeds' laptop: every list and dialog is checked (and photographed) at 1280 × 800. */
const VIEWPORT = { width: 1280, height: 800 } as const;
test.use({ viewport: VIEWPORT });

const SHOTS = '/tmp/web-lists-shots/';

/** A review screenshot, after checking that nothing scrolls sideways (the page, the shell's <main>). */
async function shot(page: Page, name: string) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORT.width);
  await expect.poll(() => page.locator('main').evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}${name}.png`, animations: 'disabled' });
}

interface PosCustomer {
  customerId: number;
  code: string;
  name: string;
  warehouseId: number | null;
  channel: { channelId: number } | null;
}

interface CatalogArticle {
  articleId: number;
  stockQuantity: number | null;
  outOfStock: boolean;
  minimumToOrder: number;
  quantityStep: number;
  unitPriceTTC: number;
}

interface PlacedOrder {
  orderId: number;
  code: string;
  customer: PosCustomer;
  totalAmountTTC: number;
  totalTimbre: number;
  desiredDeliveryDate: string;
  orderLines: { orderLineId: number; quantity: number }[];
}

const ORDER_FIELDS = 'orderId code totalAmountTTC totalTimbre desiredDeliveryDate orderStatusId orderLines{orderLineId quantity}';
/** Well above every demo channel's minimum basket (100 or 200 DH). */
const BASKET_DH = 300;

/** Customers are taken in turn from here: each order of a test is its own customer's. */
let nextCustomerId = 300;

/** The next demo customer with a channel and a warehouse and no open basket. */
async function freeCustomer(request: APIRequestContext): Promise<PosCustomer> {
  for (let tries = 0; tries < 200; tries++) {
    const customerId = nextCustomerId++;
    const { posCustomer } = await gql<{ posCustomer: PosCustomer | null }>(request, 'query($c:Int!){posCustomer(customerId:$c){customerId code name warehouseId channel{channelId}}}', { c: customerId });
    if (!posCustomer || posCustomer.warehouseId === null || !posCustomer.channel) continue;
    const { draftOrder } = await gql<{ draftOrder: { orderId: number } | null }>(request, 'query($c:Int!){draftOrder(customerId:$c){orderId}}', { c: customerId });
    if (draftOrder === null) return posCustomer;
  }
  throw new Error('no free demo customer');
}

/** The quantity of `article` worth at least BASKET_DH, from its minimum by its step; null when the stock cannot cover it. */
function basketQuantity(article: CatalogArticle): number | null {
  if (article.outOfStock || article.unitPriceTTC <= 0) return null;
  const wanted = Math.ceil(BASKET_DH / article.unitPriceTTC);
  const step = Math.max(1, article.quantityStep);
  const quantity = article.minimumToOrder + Math.max(0, Math.ceil((wanted - article.minimumToOrder) / step)) * step;
  if (quantity > 9999 || (article.stockQuantity !== null && article.stockQuantity < quantity)) return null;
  return quantity;
}

/** A confirmed order (status 2) of a fresh customer: take-away (1) or delivery (2), paid cash unless the customer cannot. */
async function placeOrder(request: APIRequestContext, deliveryModeId: 1 | 2): Promise<PlacedOrder> {
  const customer = await freeCustomer(request);
  const { posCatalog } = await gql<{ posCatalog: { items: CatalogArticle[] } }>(
    request,
    'query($c:Int!,$d:Int){posCatalog(customerId:$c,page:1,deliveryModeId:$d){items{articleId stockQuantity outOfStock minimumToOrder quantityStep unitPriceTTC}}}',
    { c: customer.customerId, d: deliveryModeId },
  );
  const article = posCatalog.items.find((candidate) => basketQuantity(candidate) !== null);
  if (!article) throw new Error(`no article in stock for customer ${customer.customerId}`);
  const { createOrder } = await gql<{ createOrder: { ok: boolean; errors: unknown[]; order: { orderId: number } | null } }>(
    request,
    'mutation($i:CreateOrderInput!){createOrder(input:$i){ok errors{field message} order{orderId}}}',
    { i: { customerId: customer.customerId, deliveryModeId, lines: [{ articleId: article.articleId, quantity: basketQuantity(article) }] } },
  );
  expect(createOrder.ok, JSON.stringify(createOrder.errors)).toBe(true);
  const orderId = createOrder.order!.orderId;
  const { deliveryOptions, paymentModes } = await gql<{ deliveryOptions: { desiredDeliveryDate: string; deliverySlotId: number | null }; paymentModes: { paymentModeId: number }[] }>(
    request,
    'query($c:Int!){deliveryOptions(customerId:$c){desiredDeliveryDate deliverySlotId} paymentModes(customerId:$c){paymentModeId}}',
    { c: customer.customerId },
  );
  const paymentModeId = paymentModes.some((mode) => mode.paymentModeId === 100) ? 100 : paymentModes[0]!.paymentModeId;
  const { confirmOrder } = await gql<{ confirmOrder: { ok: boolean; confirmed: boolean; errors: unknown[]; order: Omit<PlacedOrder, 'customer'> | null } }>(
    request,
    `mutation($o:Int!,$i:ConfirmOrderInput!){confirmOrder(orderId:$o,input:$i){ok confirmed errors{field message} order{${ORDER_FIELDS}}}}`,
    { o: orderId, i: { paymentModeId, desiredDeliveryDate: deliveryOptions.desiredDeliveryDate, deliverySlotId: deliveryOptions.deliverySlotId } },
  );
  expect(confirmOrder.ok && confirmOrder.confirmed, JSON.stringify(confirmOrder.errors)).toBe(true);
  return { ...confirmOrder.order!, customer };
}

/** Cancels an order through the API (another user's doing, for the tests' mixed selections). */
async function cancel(request: APIRequestContext, orderId: number) {
  const { runOrderAction } = await gql<{ runOrderAction: { done: number } }>(request, 'mutation($i:OrderActionInput!){runOrderAction(input:$i){done}}', { i: { action: 'CANCEL', orderIds: [orderId] } });
  expect(runOrderAction.done).toBe(1);
}

/** Prepares the whole order as the warehouse does: started, every line prepared, finished (preparation 3). */
async function prepare(request: APIRequestContext, order: PlacedOrder) {
  const { startOrderPreparation } = await gql<{ startOrderPreparation: { ok: boolean; errors: unknown[] } }>(request, 'mutation($o:Int!){startOrderPreparation(orderId:$o){ok errors{field message}}}', { o: order.orderId });
  expect(startOrderPreparation.ok, JSON.stringify(startOrderPreparation.errors)).toBe(true);
  const lines = order.orderLines.map((line) => ({ orderLineId: line.orderLineId, quantityPrepared: line.quantity }));
  const { saveOrderPreparation } = await gql<{ saveOrderPreparation: { ok: boolean; errors: unknown[]; order: { preparationStatus: number } | null } }>(
    request,
    'mutation($o:Int!,$l:[PreparedLineInput!]!){saveOrderPreparation(orderId:$o,lines:$l,finish:true){ok errors{field message} order{orderId preparationStatus}}}',
    { o: order.orderId, l: lines },
  );
  expect(saveOrderPreparation.ok, JSON.stringify(saveOrderPreparation.errors)).toBe(true);
  expect(saveOrderPreparation.order?.preparationStatus).toBe(3);
}

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

async function filterOrderId(page: Page, orderId: number) {
  const input = page.getByLabel('N° commande');
  await input.fill(String(orderId));
  await input.press('Enter');
}

test.describe('the order lists', () => {
  test('filter each list: order id, customer, statuses, dates, warehouse; the empty state', async ({ page }) => {
    const takeAway = await placeOrder(page.request, 1);
    const delivery = await placeOrder(page.request, 2);
    await signIn(page, accounts.admin);

    // Take-away: 50 a page, the order by its id, the customer by the lookup, the statuses.
    await page.goto('/romeo/togo');
    await expect(page.getByRole('heading', { name: 'Commandes à emporter' })).toBeVisible();
    await loaded(page);
    await expect(rows(page)).toHaveCount(50);
    await shot(page, 'togo-list');
    await filterOrderId(page, takeAway.orderId);
    await expect(rows(page)).toHaveCount(1);
    await expect(cells(page, 'code')).toHaveText(takeAway.code);
    await expect(cells(page, 'status')).toHaveText('Confirmée');
    await expect(cells(page, 'preparation')).toHaveText('Pas encore');
    await expect(cells(page, 'total')).toHaveText(formatMoney(takeAway.totalAmountTTC));
    // A delivery order is not a take-away one.
    await filterOrderId(page, delivery.orderId);
    await expect(page.getByText('Aucune commande')).toBeVisible();
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
    await expect(cells(page, 'deliveryDate')).toHaveText(shown(delivery.desiredDeliveryDate));
    await expect(cells(page, 'deliveryStatus')).toHaveText('En cours');
    await page.goto('/romeo/todelivery');
    await loaded(page);
    await shot(page, 'todelivery-list');
    await page.getByLabel('Date de livraison').fill(delivery.desiredDeliveryDate);
    await expect(row(page, delivery)).toBeVisible();
    await expectColumn(page, 'deliveryDate', shown(delivery.desiredDeliveryDate));
    await choose(page, 'Livraison', 'Livrée');
    await expectColumn(page, 'deliveryStatus', 'Livrée');

    // All orders: both, the warehouse.
    await page.goto('/orders');
    await expect(page.getByRole('heading', { name: 'Toutes les commandes' })).toBeVisible();
    await loaded(page);
    await shot(page, 'orders-list');
    await filterOrderId(page, delivery.orderId);
    await expect(cells(page, 'code')).toHaveText(delivery.code);
    await filterOrderId(page, takeAway.orderId);
    await expect(cells(page, 'code')).toHaveText(takeAway.code);
    await page.goto('/orders');
    await choose(page, 'Statut', 'Annulée');
    await expectColumn(page, 'status', 'Annulée');
  });

  test('bulk-cancel a mixed selection: the confirmation counts, the report names the refused order and why', async ({ page }) => {
    const first = await placeOrder(page.request, 2);
    const second = await placeOrder(page.request, 2);
    const cancelled = await placeOrder(page.request, 2);
    await cancel(page.request, cancelled.orderId);
    await signIn(page, accounts.admin);
    await page.goto('/romeo/todelivery');
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
    const order = await placeOrder(page.request, 1);
    await prepare(page.request, order);
    await signIn(page, accounts.admin);
    await page.goto(`/romeo/togo?orderId=${order.orderId}`);
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

    await signIn(page, accounts.admin);
    await page.goto(`/orders?orderId=${order.orderId}`);
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

      await signIn(page, accounts.admin);
      await page.goto(`/orders?orderId=${order.orderId}`);
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
