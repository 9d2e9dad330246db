import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { formatMoney } from '../../schema/src/format.ts';
import { gql } from './api.ts';
import { rows } from './lists.ts';
import { firstCharacterSpots, printCount, stubPrint } from './print.ts';
import { orderPlacer, prepareInFull, type PlacedOrder } from './order-setup.ts';
import { accounts, signIn } from './support.ts';

/** The seeds' laptop. */
const VIEWPORT = { width: 1280, height: 800 } as const;
test.use({ viewport: VIEWPORT });

const SHOTS = '/tmp/web-documents-shots/';
/** 72 mm of ticket content at 96 CSS pixels per inch. */
const TICKET_CONTENT_PX = (72 / 25.4) * 96;

/** Customers taken in turn from 900 (the order lists' spec starts at 300 on the same stack). */
const orders = orderPlacer(900);
/** A confirmed order (status 2) of a fresh customer, two articles, paid cash (stamp duty above 0). */
const placeOrder = (request: APIRequestContext, deliveryModeId: 1 | 2, warehouseId?: number) => orders.place(request, { deliveryModeId, warehouseId, articles: 2, paymentModeId: 100 });

/** The admin's demo warehouse: the admin prepares only that warehouse's orders. */
const ADMIN_WAREHOUSE_ID = 1;

/** Prepared in full (by the admin: the order is of their warehouse) and collected in cash at the counter (status 5). */
async function prepareAndCollect(request: APIRequestContext, order: PlacedOrder) {
  await prepareInFull(request, order);
  const { runOrderAction } = await gql<{ runOrderAction: { done: number } }>(request, 'mutation($i:OrderActionInput!){runOrderAction(input:$i){done}}', {
    i: { action: 'COLLECT', orderIds: [order.orderId], paymentModeId: 100 },
  });
  expect(runOrderAction.done).toBe(1);
}

const printRoot = (page: Page) => page.locator('#order-print-root');

/** Two characters closer than this, up or down, stand on one line (Arabic and Latin glyph boxes differ a little). */
const SAME_LINE_PX = 6;

/** The parts, in reading order, appear line after line and along a line in `direction`. */
async function expectReadingOrder(element: Locator, parts: string[], direction: 'ltr' | 'rtl') {
  const spots = await firstCharacterSpots(element, parts);
  expect(spots).toHaveLength(parts.length);
  const outOfOrder = parts.filter((_, index) => {
    const [previous, spot] = [spots[index - 1], spots[index]!];
    if (!previous) return false;
    if (Math.abs(spot.middle - previous.middle) >= SAME_LINE_PX) return spot.middle < previous.middle;
    return direction === 'ltr' ? spot.left <= previous.left : spot.left >= previous.left;
  });
  expect(outOfOrder, `${parts.join(' | ')} read ${direction}: ${JSON.stringify(spots)}`).toEqual([]);
}

/**
 * The Arabic designations of the order's lines (demo: « product brand variant », e.g. « زيت المائدة Al Wafa 1 لتر »),
 * with their parts: the Arabic product, the Latin brand and the variant.
 */
async function arabicDesignations(request: APIRequestContext, order: PlacedOrder) {
  return Promise.all(
    order.orderLines.map(async (line) => {
      const { article } = await gql<{ article: { commercialDesignationAr: string } }>(request, 'query($a:Int!){article(articleId:$a){commercialDesignationAr}}', { a: line.articleId });
      const ar = article.commercialDesignationAr;
      const parts = /^(?<product>\P{Script=Latin}+?) (?<brand>[\p{Script=Latin}' ]+?) (?<variant>\P{Script=Latin}+)$/u.exec(ar)?.groups;
      expect(parts, ar).toBeDefined();
      return { ar, parts: [parts!.product!, parts!.brand!, parts!.variant!] };
    }),
  );
}

async function openOrder(page: Page, order: PlacedOrder): Promise<Locator> {
  await page.goto(`/orders?orderId=${order.orderId}`);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByTestId('cell-code').click();
  const dialog = page.getByRole('dialog', { name: `Commande ${order.code}` });
  await expect(dialog.getByTestId('order-totals')).toBeVisible();
  return dialog;
}

/** Prints from the dialog's menu, then shows the page as the printer sees it and photographs the document. */
async function printAndShoot(page: Page, dialog: Locator, item: string, name: string, choices: string[] = [], inPrint?: () => Promise<void>) {
  const before = await printCount(page);
  await dialog.getByRole('button', { name: 'Imprimer' }).click();
  const menu = page.getByRole('menu');
  for (const choice of choices) await menu.getByRole('menuitemradio', { name: choice, exact: true }).click();
  await menu.getByRole('menuitem', { name: item }).click();
  await expect.poll(() => printCount(page)).toBe(before + 1);
  await page.emulateMedia({ media: 'print' });
  await expect(printRoot(page)).toBeVisible();
  // Nothing else prints: the console and the open dialog are hidden.
  await expect(page.locator('#root')).toBeHidden();
  await expect(dialog).toBeHidden();
  mkdirSync(SHOTS, { recursive: true });
  await printRoot(page).screenshot({ path: `${SHOTS}${name}.png` });
  await inPrint?.();
  const width = (await printRoot(page).boundingBox())!.width;
  const text = (await printRoot(page).textContent()) ?? '';
  await page.emulateMedia({ media: 'screen' });
  await expect(printRoot(page)).toBeHidden();
  return { width, text };
}

/** The browser's print ended: the print root goes away. */
async function afterPrint(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(printRoot(page)).toHaveCount(0);
}

test.describe('order documents', () => {
  test('the order dialog: lines and totals with the stamp-duty note; the preparation voucher prints on A4 without prices', async ({ page }) => {
    const order = await placeOrder(page.request, 2);
    expect(order.totalTimbre).toBeGreaterThan(0);
    await stubPrint(page);
    await signIn(page, accounts.admin);
    const dialog = await openOrder(page, order);

    await expect(dialog.getByTestId('order-status')).toHaveValue('Confirmée');
    await expect(dialog.getByTestId('order-customer')).toHaveValue(`${order.customer.name} (${order.customer.code})`);
    await expect(dialog.getByTestId('table-row')).toHaveCount(order.orderLines.length);
    await expect(dialog.getByTestId('cell-title').first()).toContainText(order.orderLines[0]!.description);
    await expect(dialog.getByTestId('total-ttc')).toContainText(formatMoney(order.totalAmountTTC));
    await expect(dialog.getByTestId('stamp-duty-note')).toHaveText(`Dont droit de timbre : ${formatMoney(order.totalTimbre)}`);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORT.width);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}order-dialog.png`, animations: 'disabled' });

    const voucher = await printAndShoot(page, dialog, 'Bon de préparation', 'voucher-a4');
    await expect(printRoot(page)).toHaveClass('od-root od-root--a4');
    expect(voucher.text).toContain('Bon de préparation');
    expect(voucher.text).toContain(order.code);
    for (const line of order.orderLines) expect(voucher.text).toContain(line.articleCode);
    expect(voucher.text).not.toContain('DH');
    await afterPrint(page);
  });

  test('receipts of a collected order: French, and Arabic in 2 copies, on the 80 mm ticket', async ({ page }) => {
    const order = await placeOrder(page.request, 1, ADMIN_WAREHOUSE_ID);
    await prepareAndCollect(page.request, order);
    await stubPrint(page);
    await signIn(page, accounts.admin);
    const dialog = await openOrder(page, order);
    await dialog.getByRole('button', { name: 'Imprimer' }).click();
    await expect(page.getByRole('menuitem', { name: 'Bon de préparation' })).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');

    const french = await printAndShoot(page, dialog, 'Reçu (français)', 'receipt-fr-80mm');
    await expect(printRoot(page)).toHaveClass('od-root od-root--ticket');
    expect(Math.abs(french.width - TICKET_CONTENT_PX)).toBeLessThan(2);
    expect(french.text).toContain('Distribution Démo SARL');
    expect(french.text).toContain(`Montant encaissé${formatMoney(order.totalAmountTTC)}`);
    expect(french.text).toContain('ESP');
    await afterPrint(page);

    const designations = await arabicDesignations(page.request, order);
    const arabic = await printAndShoot(page, dialog, 'Reçu (arabe)', 'receipt-ar-80mm', ['2'], async () => {
      const copy = printRoot(page).getByTestId('receipt-copy').first();
      // Inside the right-to-left receipt, numbers, codes, dates, phone numbers and Latin names read left to right.
      await expectReadingOrder(copy.locator('.od-identity > div', { hasText: '212' }), ['+', '212', '5', '00', '00', '00', '00'], 'ltr');
      await expectReadingOrder(copy.locator('.od-field', { hasText: order.customer.code }), [order.customer.name, '(', order.customer.code, ')'], 'ltr');
      await expectReadingOrder(copy.locator('.od-field', { hasText: 'CMD-' }), ['CMD', '-', order.code.slice(4)], 'ltr');
      const orderDate = copy.locator('.od-field').filter({ hasText: 'تاريخ الطلبية' });
      await expectReadingOrder(orderDate, (await orderDate.locator('.od-field-value').textContent())!.match(/\d+/g)!, 'ltr');
      // The lines carry the articles' Arabic designations, read right to left: a Latin brand inside keeps its place,
      // the quantity stays by its unit.
      await expect(copy.getByTestId('receipt-line')).toHaveCount(designations.length);
      await expect(copy.getByTestId('receipt-line')).toContainText(designations.map((designation) => designation.ar));
      for (const [index, designation] of designations.entries()) {
        await expectReadingOrder(copy.getByTestId('receipt-line').nth(index).locator('td').first(), designation.parts, 'rtl');
      }
      await page.screenshot({ path: `${SHOTS}receipt-ar-print-1280.png`, fullPage: true });
    });
    expect(Math.abs(arabic.width - TICKET_CONTENT_PX)).toBeLessThan(2);
    const copies = printRoot(page).getByTestId('receipt-copy');
    await expect(copies).toHaveCount(2);
    await expect(copies.first()).toHaveAttribute('dir', 'rtl');
    await expect(copies.first()).toHaveAttribute('lang', 'ar');
    expect(arabic.text).toContain('شركة التوزيع التجريبية');
    expect(arabic.text).toContain('نقدا');
    // The amount reads « 1 234,50 درهم »: the number (kept left-to-right), then the currency.
    const [number] = formatMoney(order.totalAmountTTC).split('\u00a0');
    await expect(copies.first().getByTestId('receipt-total-ttc').locator('dd')).toHaveText(`${number}\u00a0درهم`);
    await expect(copies.first().getByTestId('receipt-total-ttc').locator('bdi')).toHaveAttribute('dir', 'ltr');
    // The self-hosted Arabic font is the one the receipt uses, loaded before printing.
    expect(await page.evaluate(() => document.fonts.check('12px "Noto Sans Arabic"', 'وصل'))).toBe(true);
    // The ticket page is as long as one copy: the roll printer cuts after each.
    const pageRule = await page.evaluate(() => [...document.head.querySelectorAll('style')].map((style) => style.textContent ?? '').find((text) => text.startsWith('@page ticket')));
    expect(pageRule).toMatch(/^@page ticket \{ size: 80mm \d+mm; \}$/);
    await afterPrint(page);
  });
});
