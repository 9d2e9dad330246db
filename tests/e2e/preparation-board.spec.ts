import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { PREPARATION_BOARD_TITLES } from '@console/schema';
import { gql } from './api.ts';
import { orderPlacer } from './order-setup.ts';
import { accounts, screenshot } from './support.ts';

/** The demo's Casablanca warehouse (Aïn Sebaâ), the preparer's. */
const CASABLANCA = 1;
const fr = PREPARATION_BOARD_TITLES.fr;
const ar = PREPARATION_BOARD_TITLES.ar;

/** Customers 2400–2599 are this spec's. */
const orders = orderPlacer(2400);

/** A column of the board, found by its heading, and the counters it shows. */
const column = (page: Page, title: string) => page.getByRole('region', { name: new RegExp(`^${title}`) });
const counter = (page: Page, title: string, value: number) => column(page, title).getByRole('listitem').filter({ hasText: new RegExp(`^${value}$`) });

/** The board as a wall screen opens it: a fresh browser, nobody signed in. */
async function openBoard(browser: Browser, lng: string, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: Math.round((width * 9) / 16) } });
  const page = await context.newPage();
  await page.goto(`/screen/preparation/${lng}/${CASABLANCA}`);
  return { context, page };
}

async function placedCounter(request: APIRequestContext) {
  const order = await orders.place(request, { warehouseId: CASABLANCA, articles: 1, minimumQuantity: 1, maximumQuantity: 99 });
  const { order: read } = await gql<{ order: { counter: number } | null }>(request, 'query($o:Int!){order(orderId:$o){counter}}', { o: order.orderId });
  return { order, counter: read!.counter };
}

test('the board in French follows an order through preparation without reload, signed out', async ({ browser, request }) => {
  // Placing the order (a free customer of the warehouse, its basket, its confirmation) takes a few calls.
  test.setTimeout(60_000);
  const { order, counter: number } = await placedCounter(request);
  const { context, page } = await openBoard(browser, 'fr');
  await expect(page.getByRole('heading', { level: 1, name: fr.title })).toBeVisible();
  await expect(page.locator('div[dir="ltr"][lang="fr"]')).toBeVisible();
  await expect(counter(page, fr.idle, number)).toBeVisible();
  await screenshot(page, 'preparation-board-fr-1280');

  // Another browser context: the preparer, through the API.
  await gql(request, 'mutation($o:Int!){startOrderPreparation(orderId:$o){ok}}', { o: order.orderId }, accounts.preparer);
  await expect(counter(page, fr.inPreparation, number)).toBeVisible();
  await expect(counter(page, fr.idle, number)).toHaveCount(0);

  const lines = order.orderLines.map((line) => ({ orderLineId: line.orderLineId, quantityPrepared: line.quantity }));
  await gql(request, 'mutation($o:Int!,$l:[PreparedLineInput!]!){saveOrderPreparation(orderId:$o,lines:$l,finish:true){ok}}', { o: order.orderId, l: lines }, accounts.preparer);
  await expect(counter(page, fr.inPreparation, number)).toHaveCount(0);
  // « Prêtes » shows the oldest first, at most its limit: the demo's warehouse already fills it.
  await expect(column(page, fr.prepared).getByRole('listitem')).not.toHaveCount(0);
  await context.close();
});

test('the board in Arabic, right to left, at 1920 px', async ({ browser }) => {
  const { context, page } = await openBoard(browser, 'ar', 1920);
  await expect(page.getByRole('heading', { level: 1, name: ar.title })).toBeVisible();
  await expect(page.locator('div[dir="rtl"][lang="ar"]')).toBeVisible();
  // The demo's warehouse has orders waiting.
  await expect(column(page, ar.idle).getByRole('listitem').first()).toBeVisible();
  // Right to left: the first column (waiting) is on the right.
  const idle = await column(page, ar.idle).boundingBox();
  const prepared = await column(page, ar.prepared).boundingBox();
  expect(idle!.x).toBeGreaterThan(prepared!.x);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1920);
  await screenshot(page, 'preparation-board-ar-1920');

  // At a laptop's width too, the title stands on the right, where an Arabic reader starts.
  await page.setViewportSize({ width: 1280, height: 720 });
  const title = page.getByRole('heading', { level: 1, name: ar.title });
  const edges = await title.evaluate((heading) => {
    const range = heading.ownerDocument.createRange();
    range.selectNodeContents(heading);
    return { text: range.getBoundingClientRect().right, heading: heading.getBoundingClientRect().right };
  });
  expect(Math.abs(edges.heading - edges.text), `title text ends at ${edges.text}, its heading at ${edges.heading}`).toBeLessThan(1);
  // The page itself is Arabic while the board shows (screen readers, fonts, the scrollbar's side).
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await screenshot(page, 'preparation-board-ar-1280');
  await context.close();
});

test('says when the connection is lost, and recovers by itself', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  let refuse = false;
  const sockets: { close(): Promise<void> }[] = [];
  await page.routeWebSocket(/\/graphql$/, (socket) => {
    if (refuse) return void socket.close();
    socket.connectToServer();
    sockets.push(socket);
  });
  await page.goto(`/screen/preparation/fr/${CASABLANCA}`);
  await expect(column(page, fr.idle)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  refuse = true;
  await Promise.all(sockets.map((socket) => socket.close()));
  await expect(page.getByRole('alert')).toHaveText(fr.offline);
  // The last board stays on screen meanwhile.
  await expect(column(page, fr.idle)).toBeVisible();
  await screenshot(page, 'preparation-board-offline-1280');

  refuse = false;
  await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 15_000 });
  await expect(column(page, fr.idle)).toBeVisible();
  await context.close();
});

test('an unknown warehouse or a bad address says so; an unknown language falls back to French', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/screen/preparation/fr/999999');
  await expect(page.getByRole('alert')).toHaveText("Cet entrepôt n'existe pas : vérifiez l'adresse du tableau.");
  await page.goto('/screen/preparation/xx/abc');
  await expect(page.getByRole('heading', { level: 1, name: fr.title })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText("Cet entrepôt n'existe pas : vérifiez l'adresse du tableau.");
  await page.goto('/screen/preparation/xx/1');
  await expect(column(page, fr.idle)).toBeVisible();
  await context.close();
});
