import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { gql } from './api.ts';
import { success } from './content-support.ts';
import { rows } from './lists.ts';
import { accounts, signIn } from './support.ts';

/** The seeds' laptop. */
const VIEWPORT = { width: 1280, height: 800 } as const;
test.use({ viewport: VIEWPORT });

const SHOTS = '/tmp/reopen-shots/';

async function shot(page: Page, name: string) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORT.width);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}${name}.png`, animations: 'disabled' });
}

interface CatalogArticle {
  articleId: number;
  code: string;
  stockQuantity: number | null;
  outOfStock: boolean;
  minimumToOrder: number;
  quantityStep: number;
  unitPriceTTC: number;
}

interface ConfirmedOrder {
  orderId: number;
  code: string;
  article: CatalogArticle;
  quantity: number;
}

/** Demo customers from here on are this spec's (the order lists' spec takes them from 300). */
let nextCustomerId = 1500;

/** Every demo channel's minimum basket is at most 200 DH: the basket is aimed at 300. */
const BASKET_DH = 300;

/** A confirmed delivery order (status 2) of a fresh customer: one article worth BASKET_DH, its stock covering one more step. */
async function confirmedDeliveryOrder(request: APIRequestContext): Promise<ConfirmedOrder> {
  for (let tries = 0; tries < 200; tries++) {
    const customerId = nextCustomerId++;
    const { posCustomer, draftOrder } = await gql<{ posCustomer: { warehouseId: number | null; channel: { channelId: number } | null } | null; draftOrder: { orderId: number } | null }>(
      request,
      'query($c:Int!){posCustomer(customerId:$c){warehouseId channel{channelId}} draftOrder(customerId:$c){orderId}}',
      { c: customerId },
    );
    if (!posCustomer || posCustomer.warehouseId === null || !posCustomer.channel || draftOrder) continue;
    const { posCatalog } = await gql<{ posCatalog: { items: CatalogArticle[] } }>(
      request,
      'query($c:Int!){posCatalog(customerId:$c,page:1,deliveryModeId:2){items{articleId code stockQuantity outOfStock minimumToOrder quantityStep unitPriceTTC}}}',
      { c: customerId },
    );
    const article = posCatalog.items.find((item) => !item.outOfStock && item.unitPriceTTC >= 5 && item.quantityStep >= 1);
    if (!article) continue;
    const step = article.quantityStep;
    const wanted = Math.ceil(BASKET_DH / article.unitPriceTTC);
    const quantity = article.minimumToOrder + Math.max(0, Math.ceil((wanted - article.minimumToOrder) / step)) * step;
    if (article.stockQuantity !== null && article.stockQuantity < quantity + step) continue;
    const { createOrder } = await gql<{ createOrder: { ok: boolean; order: { orderId: number; code: string } } }>(
      request,
      'mutation($i:CreateOrderInput!){createOrder(input:$i){ok order{orderId code}}}',
      { i: { customerId, deliveryModeId: 2, lines: [{ articleId: article.articleId, quantity }] } },
    );
    const { deliveryOptions, paymentModes } = await gql<{ deliveryOptions: { desiredDeliveryDate: string; deliverySlotId: number | null }; paymentModes: { paymentModeId: number }[] }>(
      request,
      'query($c:Int!){deliveryOptions(customerId:$c){desiredDeliveryDate deliverySlotId} paymentModes(customerId:$c){paymentModeId}}',
      { c: customerId },
    );
    const { confirmOrder } = await gql<{ confirmOrder: { confirmed: boolean; errors: unknown[] } }>(
      request,
      'mutation($o:Int!,$i:ConfirmOrderInput!){confirmOrder(orderId:$o,input:$i){confirmed errors{field message}}}',
      {
        o: createOrder.order.orderId,
        i: { paymentModeId: paymentModes[0]!.paymentModeId, desiredDeliveryDate: deliveryOptions.desiredDeliveryDate, deliverySlotId: deliveryOptions.deliverySlotId },
      },
    );
    expect(confirmOrder.confirmed, JSON.stringify(confirmOrder.errors)).toBe(true);
    return { ...createOrder.order, article, quantity };
  }
  throw new Error('no demo customer fit for a delivery order');
}

test.describe('reopening a confirmed order', () => {
  test('from the delivery list: edit, « Modifier la commande », a new quantity, confirmed again', async ({ page }) => {
    const order = await confirmedDeliveryOrder(page.request);
    const newQuantity = order.quantity + order.article.quantityStep;
    await signIn(page, accounts.admin);

    await page.goto(`/romeo/todelivery?orderId=${order.orderId}`);
    await expect(rows(page)).toHaveCount(1);
    const edit = rows(page).getByTestId('row-edit');
    await expect(edit).toBeEnabled();
    await edit.click();
    await expect(page).toHaveURL(new RegExp(`/orders/catalog/${order.orderId}$`));

    const reopen = page.getByRole('button', { name: 'Modifier la commande' });
    await expect(reopen).toBeVisible();
    await expect(page.getByTestId('pos-save-status')).toHaveText('Confirmée');
    await shot(page, 'editor-confirmed');
    await reopen.click();
    const question = page.getByRole('alertdialog', { name: 'Modifier la commande confirmée' });
    await expect(question).toContainText('La commande repasse en panier ouvert ; il faudra la confirmer à nouveau.');
    await shot(page, 'reopen-question');
    await question.getByRole('button', { name: 'Modifier la commande' }).click();
    await expect(success(page)).toBeVisible();
    await expect(page.getByTestId('pos-save-status')).toHaveText('Brouillon enregistré');
    await expect(reopen).toHaveCount(0);

    const quantity = page.getByLabel(`Quantité de ${order.article.code}`);
    await quantity.focus();
    await quantity.selectOption(String(newQuantity));
    await expect(page.getByTestId('pos-save-status')).toHaveText('Brouillon enregistré');
    const confirm = page.getByRole('button', { name: 'Confirmer la commande' });
    await expect(confirm).toBeEnabled();
    await confirm.scrollIntoViewIfNeeded();
    await shot(page, 'editor-reopened');
    await confirm.click();
    await expect(page.getByTestId('pos-save-status')).toHaveText('Confirmée');

    const { order: after } = await gql<{ order: { orderStatusId: number; orderLines: { articleId: number; quantity: number; isGift: boolean }[] } }>(
      page.request,
      'query($o:Int!){order(orderId:$o){orderStatusId orderLines{articleId quantity isGift}}}',
      { o: order.orderId },
    );
    expect(after.orderStatusId).toBe(2);
    expect(after.orderLines.filter((line) => !line.isGift)).toEqual([{ articleId: order.article.articleId, quantity: newQuantity, isGift: false }]);
    await page.goto(`/romeo/todelivery?orderId=${order.orderId}`);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText('Confirmée');
  });
});
