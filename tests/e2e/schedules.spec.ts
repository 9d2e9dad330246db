import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatMoney } from '../../schema/src/format.ts';
import { gql } from './api.ts';
import { createSchedule, deliveryOrderPlacer, type CreatedSchedule, type DeliveryOrder } from './delivery-setup.ts';
import { cells, rows } from './lists.ts';
import { printCount, stubPrint } from './print.ts';
import { accounts, screenshot, signIn } from './support.ts';

/** The seeds' laptop. */
const VIEWPORT = { width: 1280, height: 800 } as const;
test.use({ viewport: VIEWPORT });

/** This spec's customers: 2100–2399. */
const orders = deliveryOrderPlacer(2100);
const AIN_SEBAA = { lat: 33.6, lng: -7.53 };

const sheet = (page: Page) => page.locator('#schedule-print-root');
const dots = (dialog: Locator) => dialog.getByTestId('order-dot').evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.colour));

/** The schedule found in a list by one of its orders' code. */
async function findSchedule(page: Page, list: string, order: DeliveryOrder, schedule: CreatedSchedule) {
  await page.goto(`${list}?keyword=${encodeURIComponent(order.code)}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(cells(page, 'code')).toHaveText(schedule.code);
  return rows(page).first();
}

const orderStatus = async (page: Page, orderId: number) =>
  (await gql<{ order: { orderStatusId: number } }>(page.request, 'query($o:Int!){order(orderId:$o){orderStatusId}}', { o: orderId })).order.orderStatusId;

test.describe('schedules', () => {
  test('a dispatcher invoices a schedule (the round sheet prints), ends its deliveries, sees it synchronized', async ({ page }) => {
    // The whole round in one test (invoice and print, two outcomes, the provisional view): more than the default time on a busy machine.
    test.slow();
    const [delivered, returned] = [await orders.place(page.request, AIN_SEBAA), await orders.place(page.request, { lat: AIN_SEBAA.lat + 0.01, lng: AIN_SEBAA.lng })];
    const round = await createSchedule(page.request, { orderIds: [delivered.orderId, returned.orderId] });
    await stubPrint(page);
    await signIn(page, accounts.dispatch);

    // The live list: found by an order's code, open.
    const row = await findSchedule(page, '/schedules/loaded', returned, round);
    await expect(row.getByTestId('schedule-status')).toHaveText('Ouvert');
    await expect(cells(page, 'orderCount')).toHaveText('2');
    await expect(cells(page, 'totalTTC')).toHaveText(formatMoney(delivered.totalAmountTTC + returned.totalAmountTTC));
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORT.width);
    await screenshot(page, 'schedules-loaded');

    // Its orders: in progress (yellow); invoicing sets it ready and prints the round sheet.
    await cells(page, 'code').click();
    const dialog = page.getByRole('dialog', { name: `Commandes du planning ${round.code}` });
    await expect(dialog.getByTestId('table-row')).toHaveCount(2);
    await expect.poll(() => dots(dialog)).toEqual(['yellow', 'yellow']);
    await expect(dialog.getByRole('button', { name: 'Réimprimer' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Facturer' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Facturer' }).click();
    await expect.poll(() => printCount(page)).toBe(1);
    await expect(dialog.getByTestId('schedule-status')).toHaveText('Prêt');
    await page.emulateMedia({ media: 'print' });
    await expect(sheet(page)).toBeVisible();
    await expect(page.locator('#root')).toBeHidden();
    await screenshot(page, 'schedule-sheet');
    const printed = (await sheet(page).textContent()) ?? '';
    for (const text of [`Feuille de tournée ${round.code}`, delivered.code, returned.code, delivered.customer.name, formatMoney(returned.totalAmountTTC)]) expect(printed).toContain(text);
    await page.emulateMedia({ media: 'screen' });
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await expect(sheet(page)).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Facturer' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Réimprimer' })).toBeVisible();

    // One delivered in cash, the amount shown: under way.
    await dialog.getByRole('button', { name: `Commande ${delivered.code} livrée` }).click();
    const payment = page.getByRole('alertdialog', { name: `Livraison de la commande ${delivered.code}` });
    await expect(payment.getByTestId('outcome-amount')).toHaveText(formatMoney(delivered.totalAmountTTC));
    await payment.getByTestId('pay-cash').click();
    await screenshot(page, 'schedule-delivered-payment');
    await payment.getByRole('button', { name: 'Confirmer' }).click();
    await expect(payment).toBeHidden();
    await expect.poll(() => dots(dialog)).toEqual(['green', 'yellow']);
    await expect(dialog.getByTestId('schedule-status')).toHaveText('En cours');

    // The other returned, the customer away: closed.
    await dialog.getByRole('button', { name: `Commande ${returned.code} retournée` }).click();
    const giveBack = page.getByRole('alertdialog', { name: `Retour de la commande ${returned.code}` });
    await giveBack.getByRole('combobox', { name: 'Motif de retour' }).click();
    await page.getByRole('option', { name: 'Client absent', exact: true }).click();
    await giveBack.getByRole('button', { name: 'Confirmer' }).click();
    await expect(giveBack).toBeHidden();
    await expect.poll(() => dots(dialog)).toEqual(['green', 'red']);
    await expect(dialog.getByTestId('schedule-status')).toHaveText('Clôturé');
    await expect(dialog.getByTestId('cell-delivery').nth(1)).toHaveText('Retournée : Client absent');
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORT.width);
    await screenshot(page, 'schedules-dialog');
    expect([await orderStatus(page, delivered.orderId), await orderStatus(page, returned.orderId)]).toEqual([5, 6]);
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect(row.getByTestId('schedule-status')).toHaveText('Clôturé');
    // An invoiced schedule is not deleted.
    await expect(row.getByRole('button', { name: 'Supprimer' })).toHaveCount(0);

    // The provisional view: synchronized.
    const provisional = await findSchedule(page, '/schedules/provisional', delivered, round);
    await expect(provisional.getByTestId('schedule-status')).toHaveText('Synchronisé');
  });

  test('a dispatcher deletes an open schedule: its order is to plan again (confirmed)', async ({ page }) => {
    const freed = await orders.place(page.request, { lat: AIN_SEBAA.lat - 0.01, lng: AIN_SEBAA.lng });
    const open = await createSchedule(page.request, { orderIds: [freed.orderId], vehicleCode: 'CAM-02' });
    await signIn(page, accounts.dispatch);
    const openRow = await findSchedule(page, '/schedules/loaded', freed, open);
    await openRow.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText('Aucune ligne')).toBeVisible();
    expect(await orderStatus(page, freed.orderId)).toBe(2);
  });

  test("a preparer sees their warehouse's schedules", async ({ page }) => {
    const order = await orders.place(page.request, AIN_SEBAA);
    const schedule = await createSchedule(page.request, { orderIds: [order.orderId] });
    const { order: placed } = await gql<{ order: { desiredDeliveryDate: string } }>(page.request, 'query($o:Int!){order(orderId:$o){desiredDeliveryDate}}', { o: order.orderId });
    await signIn(page, accounts.preparer, `/romeo/schedules/loaded?operationDate=${placed.desiredDeliveryDate}&statusId=1&size=100`);
    await expect(page.getByTestId('own-warehouse')).toContainText('Entrepôt :');
    await expect(page.getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
    await expect(cells(page, 'code').filter({ hasText: schedule.code })).toHaveCount(1);
    await screenshot(page, 'schedules-warehouse');
  });
});
