import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { gql } from './api.ts';
import { success } from './content-support.ts';
import { rows } from './lists.ts';
import { orderPlacer } from './order-setup.ts';
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

/** Demo customers from 1500 on are this spec's (the order lists' spec takes them from 300). */
const orders = orderPlacer(1500);

/** A confirmed delivery order (status 2) of a fresh customer: one article, its stock covering one more step. */
async function confirmedDeliveryOrder(request: APIRequestContext) {
  const order = await orders.place(request, { deliveryModeId: 2, spareStep: true });
  const article = order.articles[0]!;
  const line = order.orderLines.find((candidate) => !candidate.isGift && candidate.articleId === article.articleId)!;
  return { orderId: order.orderId, code: order.code, article, quantity: line.quantity };
}

test.describe('reopening a confirmed order', () => {
  test('from the delivery list: edit, « Modifier la commande », a new quantity, confirmed again', async ({ page }) => {
    const order = await confirmedDeliveryOrder(page.request);
    const newQuantity = order.quantity + order.article.quantityStep;
    await signIn(page, accounts.admin, `/romeo/todelivery?orderId=${order.orderId}`);
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
