import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { gql } from './api.ts';
import { cells, choose, combobox, rows } from './lists.ts';
import { orderPlacer, type PlacedOrder } from './order-setup.ts';
import { accounts, LAPTOP, laptopShot, signIn, toast } from './support.ts';

test.use({ viewport: LAPTOP });

const SHOTS = '/tmp/web-preparation-shots/';
const preparer = accounts.preparer;

const shot = (page: Page, name: string) => laptopShot(page, SHOTS, name);

/** Customers are taken in turn from 1200 (other specs take theirs elsewhere): each order is its own customer's. */
const orders = orderPlacer(1200);
/**
 * A confirmed order (status 2, preparation not started) of two lines in the preparer's warehouse, as the call centre
 * places it: at least 2 of each (so a line can fall short), few enough to type.
 */
const placeOrder = (request: APIRequestContext, warehouseId: number) =>
  orders.place(request, { warehouseId, articles: 2, lineAimDH: 200, minimumQuantity: 2, maximumQuantity: 99 });

/** The preparer's warehouse (the demo's Casablanca one). */
async function preparerWarehouse(request: APIRequestContext): Promise<number> {
  const { viewer } = await gql<{ viewer: { warehouse: { warehouseId: number } | null } }>(request, '{viewer{warehouse{warehouseId}}}', {}, preparer);
  expect(viewer.warehouse).not.toBeNull();
  return viewer.warehouse!.warehouseId;
}

/** Where the order stands in the preparer's list (0-based), oldest desired date first as the server orders it. */
async function position(request: APIRequestContext, orderId: number): Promise<number> {
  for (let page = 1; ; page++) {
    const { ordersToPrepare } = await gql<{ ordersToPrepare: { count: number; items: { orderId: number }[] } }>(
      request,
      'query($p:Int!){ordersToPrepare(page:$p,take:200){count items{orderId}}}',
      { p: page },
      preparer,
    );
    const index = ordersToPrepare.items.findIndex((item) => item.orderId === orderId);
    if (index >= 0) return (page - 1) * 200 + index;
    if (page * 200 >= ordersToPrepare.count) throw new Error(`order ${orderId} is not to prepare`);
  }
}

const list = (page: Page) => page.getByRole('table', { name: 'Commandes à préparer' });
const panel = (page: Page) => page.getByTestId('preparation-panel');
const loaded = (page: Page) => expect(list(page)).not.toHaveAttribute('aria-busy', 'true');
const row = (page: Page, order: { code: string }) => rows(page).filter({ hasText: order.code });
const prepared = (page: Page, articleCode: string) => panel(page).getByRole('spinbutton', { name: `Quantité préparée de ${articleCode}` });

/** « Livraison » › « Préparation » in the side menu (warehouse work, beside « Plannings entrepôt »). */
async function openFromMenu(page: Page) {
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await menu.getByRole('button', { name: 'Livraison' }).click();
  await menu.getByRole('link', { name: 'Préparation' }).click();
}

/**
 * A user without a warehouse (the demo's staff all have one): created by the administrator (a new user has none),
 * granted the warehouse schedules permission (40) at levels 4 and 6 (access level 6 « Consultation »).
 */
async function userWithoutWarehouse(request: APIRequestContext) {
  const stamp = Date.now().toString(36);
  const account = { email: `prep.${stamp}@demo.ma`, password: 'Prepa123!', firstName: 'Leila' };
  const { createUser } = await gql<{ createUser: { ok: boolean; errors: unknown[]; user: { userId: number } | null } }>(
    request,
    'mutation($i:UserInput!){createUser(input:$i){ok errors{field message} user{userId}}}',
    { i: { firstName: account.firstName, lastName: 'Sans dépôt', email: account.email, phoneNumber: '+212600000040', password: account.password, userTypeId: 2, active: true } },
  );
  expect(createUser.ok, JSON.stringify(createUser.errors)).toBe(true);
  await gql(request, 'mutation($u:Int!,$c:[UserPermissionChange!]!){saveUserPermissions(userId:$u,changes:$c){userPermissionId}}', {
    u: createUser.user!.userId,
    c: [{ typeAction: 4, permissionId: 40, accessLevelId: 6, allowed: true }],
  });
  return account;
}

/** Opens the preparation screen from the menu, pages to the order (50 a page) and opens it. */
async function openOrder(page: Page, order: PlacedOrder) {
  const index = await position(page.request, order.orderId);
  await openFromMenu(page);
  await expect(page).toHaveURL(/\/romeo\/preparation$/);
  await expect(page.getByRole('heading', { name: 'Préparation', level: 1 })).toBeVisible();
  await loaded(page);
  await choose(page, 'Lignes par page', '50');
  for (let pageIndex = 0; pageIndex < Math.floor(index / 50); pageIndex++) {
    await loaded(page);
    await page.getByRole('button', { name: 'Page suivante' }).click();
  }
  await loaded(page);
  await row(page, order).click();
  await expect(panel(page).getByRole('heading', { name: `Commande ${order.code}` })).toBeVisible();
}

test.describe('preparation', () => {
  test('the preparer prepares an order from start to partial: one line short, « Préparée partiellement »', async ({ page }) => {
    const warehouseId = await preparerWarehouse(page.request);
    const order = await placeOrder(page.request, warehouseId);
    const [first, second] = order.orderLines as [PlacedOrder['orderLines'][number], PlacedOrder['orderLines'][number]];
    await signIn(page, preparer);
    await openOrder(page, order);
    await expect(row(page, order).getByTestId('cell-status')).toHaveText('Pas encore');
    await expect(row(page, order).getByTestId('cell-lines')).toHaveText('2');
    await expect(page.getByTestId('own-warehouse')).toContainText('Entrepôt : Casablanca');
    await shot(page, 'preparation-not-started');

    await panel(page).getByRole('button', { name: 'Commencer la préparation' }).click();
    await expect(toast(page, 'Operation effectuée avec succès').first()).toBeVisible();
    await expect(panel(page).getByTestId('preparation-status')).toHaveText('En cours');
    await expect(row(page, order).getByTestId('cell-status')).toHaveText('En cours');

    // A wrong quantity is refused under its field before anything is sent.
    await prepared(page, first.articleCode).fill(String(first.quantity + 1));
    await expect(panel(page).getByText(`La quantité préparée ne peut pas dépasser ${first.quantity}`)).toBeVisible();
    await expect(panel(page).getByRole('button', { name: 'Terminer' })).toBeDisabled();
    await shot(page, 'preparation-error');

    // First line one short, the second whole.
    await prepared(page, first.articleCode).fill(String(first.quantity - 1));
    await panel(page).getByRole('button', { name: `Tout préparer : ${second.articleCode}` }).click();
    await expect(prepared(page, second.articleCode)).toHaveValue(String(second.quantity));
    await expect(panel(page).getByTestId('finish-outcome')).toHaveText('Terminer donnera « Préparée partiellement » : 1 ligne incomplète.');
    await panel(page).getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Operation effectuée avec succès').first()).toBeVisible();
    await shot(page, 'preparation-in-progress');

    await panel(page).getByRole('button', { name: 'Terminer' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Terminer la préparation' });
    await expect(dialog).toContainText(`Terminer la préparation de la commande ${order.code} ?`);
    await expect(dialog).toContainText('Terminer donnera « Préparée partiellement » : 1 ligne incomplète.');
    await shot(page, 'preparation-finish-partial');
    await dialog.getByRole('button', { name: 'Terminer' }).click();
    await expect(dialog).toBeHidden();
    await expect(row(page, order)).toHaveCount(0);
    await expect(page.getByText('Choisissez une commande dans la liste pour la préparer.')).toBeVisible();

    // As the office sees it: partially prepared, the quantities saved.
    const { customerOrders } = await gql<{ customerOrders: { items: { orderId: number; preparationStatus: number; orderLines: { orderLineId: number; quantityPrepared: number | null }[] }[] } }>(
      page.request,
      'query($o:Int!){customerOrders(customerId:$o,page:1,take:5){items{orderId preparationStatus orderLines{orderLineId quantityPrepared}}}}',
      { o: order.customer.customerId },
    );
    const saved = customerOrders.items.find((item) => item.orderId === order.orderId)!;
    expect(saved.preparationStatus).toBe(4);
    expect(saved.orderLines.map((line) => line.quantityPrepared)).toEqual([first.quantity - 1, second.quantity]);
  });

  test('the preparer prepares another order completely with « Tout préparer »: « Préparée »', async ({ page }) => {
    const warehouseId = await preparerWarehouse(page.request);
    const order = await placeOrder(page.request, warehouseId);
    await signIn(page, preparer);
    await openOrder(page, order);
    await panel(page).getByRole('button', { name: 'Commencer la préparation' }).click();
    await expect(panel(page).getByTestId('preparation-status')).toHaveText('En cours');
    await panel(page).getByRole('button', { name: 'Tout préparer', exact: true }).click();
    for (const line of order.orderLines) await expect(prepared(page, line.articleCode)).toHaveValue(String(line.quantity));
    await expect(panel(page).getByTestId('finish-outcome')).toHaveText('Terminer donnera « Préparée » : toutes les lignes sont complètes.');
    await panel(page).getByRole('button', { name: 'Terminer' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Terminer la préparation' });
    await expect(dialog).toContainText('Terminer donnera « Préparée » : toutes les lignes sont complètes.');
    await shot(page, 'preparation-finish-complete');
    await dialog.getByRole('button', { name: 'Terminer' }).click();
    await expect(toast(page, 'Operation effectuée avec succès').first()).toBeVisible();
    await expect(row(page, order)).toHaveCount(0);
    const { ordersToPrepare } = await gql<{ ordersToPrepare: { items: { orderId: number }[] } }>(page.request, 'query{ordersToPrepare(page:1,take:200){items{orderId}}}', {}, preparer);
    expect(ordersToPrepare.items.map((item) => item.orderId)).not.toContain(order.orderId);
  });

  // « Aucune commande à préparer » is the component test's: every demo warehouse has orders to prepare.
  test('a user without a warehouse chooses one, kept in the URL', async ({ page }) => {
    const account = await userWithoutWarehouse(page.request);
    const { customerWarehouses } = await gql<{ customerWarehouses: { warehouseId: number; localisation: string | null }[] }>(page.request, '{customerWarehouses{warehouseId localisation}}', {}, account);
    const counts = await Promise.all(
      customerWarehouses.map(async (warehouse) => {
        const { ordersToPrepare } = await gql<{ ordersToPrepare: { count: number } }>(page.request, 'query($w:Int){ordersToPrepare(warehouseId:$w,page:1,take:1){count}}', { w: warehouse.warehouseId }, account);
        return { name: warehouse.localisation ?? String(warehouse.warehouseId), count: ordersToPrepare.count };
      }),
    );
    await signIn(page, account);
    await openFromMenu(page);
    await expect(page.getByText('Choisissez un entrepôt pour voir ses commandes à préparer.')).toBeVisible();
    await shot(page, 'preparation-choose-warehouse');
    const busy = counts.find((entry) => entry.count > 0)!;
    await choose(page, 'Entrepôt', busy.name);
    await expect(page).toHaveURL(/\/romeo\/preparation\?warehouseId=\d+$/);
    await loaded(page);
    await expect(rows(page).first()).toBeVisible();
    await expect(cells(page, 'status').first()).toHaveText(/Pas encore|En cours/);
    await expect(page.getByTestId('pager-range')).toHaveText(`1–10 sur ${busy.count}`);
    await shot(page, 'preparation-chosen-warehouse');
    await page.reload();
    await expect(combobox(page, 'Entrepôt')).toHaveText(busy.name);
    await expect(rows(page).first()).toBeVisible();
  });
});
