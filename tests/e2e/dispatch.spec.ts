import { formatNumber } from '@console/schema';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { deliveryOrderPlacer, type DeliveryOrder } from './delivery-setup.ts';
import { cells, rows } from './lists.ts';
import { accounts, axeViolations, LAPTOP, laptopShot, signIn } from './support.ts';

test.use({ viewport: LAPTOP });
test.describe.configure({ mode: 'serial' });

const SHOTS = '/tmp/web-dispatch-shots/';

const shot = (page: Page, name: string) => laptopShot(page, SHOTS, name);

/** This spec's customers are 1800–2099. */
const placer = deliveryOrderPlacer(1800);
/**
 * Three customers about 1 km apart, south-east of the demo's Casablanca customers (33.535–33.605, -7.67 to -7.52):
 * nothing else of the demo falls in a zone drawn around them.
 */
const CLUSTER = [
  { lat: 33.5, lng: -7.4 },
  { lat: 33.509, lng: -7.4 },
  { lat: 33.5045, lng: -7.389 },
];
/** Alone further east, heavier than CAM-02 carries (1 500 kg). */
const HEAVY = { lat: 33.49, lng: -7.3 };

let cluster: DeliveryOrder[] = [];
let heavy: DeliveryOrder;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  cluster = [];
  for (const point of CLUSTER) cluster.push(await placer.place(request, { ...point, weightKg: 40 }));
  heavy = await placer.place(request, { ...HEAVY, weightKg: 1700 });
});

const marker = (page: Page, order: DeliveryOrder) => page.locator(`[data-testid="marker"][data-customer-code="${order.customer.code}"]`);
const plan = (page: Page) => page.getByTestId('plan-view');
const summaryRow = (page: Page, label: string) => page.getByTestId('dispatch-summary').getByRole('row').filter({ hasText: label });

/** Drags the plan so that the target comes to its middle (the press beside the target, on the plan itself). */
async function centreOn(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  const frame = (await plan(page).boundingBox())!;
  const from = { x: box.x - 20, y: box.y + box.height };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(frame.x + frame.width / 2 - 20, frame.y + frame.height / 2, { steps: 8 });
  await page.mouse.up();
}

/** Centres the plan on the target, then zooms in with the wheel over it until the zoom level is reached. */
async function zoomOver(page: Page, target: Locator, zoom: number) {
  await centreOn(page, target);
  for (;;) {
    const current = Number(await plan(page).getAttribute('data-zoom'));
    if (current >= zoom) return;
    const box = (await target.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height);
    await page.mouse.wheel(0, -100);
    await expect(plan(page)).toHaveAttribute('data-zoom', String(current + 1));
  }
}

/** Draws a rectangle around the markers by clicking its corners, then closes it on its first vertex. */
async function drawAround(page: Page, markers: Locator[], margin = 30) {
  const boxes = await Promise.all(markers.map(async (item) => (await item.boundingBox())!));
  const left = Math.min(...boxes.map((box) => box.x)) - margin;
  const right = Math.max(...boxes.map((box) => box.x + box.width)) + margin;
  const top = Math.min(...boxes.map((box) => box.y)) - margin;
  const bottom = Math.max(...boxes.map((box) => box.y + box.height)) + margin;
  await page.getByRole('button', { name: 'Dessiner une zone' }).click();
  for (const [x, y] of [[left, top], [right, top], [right, bottom], [left, bottom]] as const) await page.mouse.click(x, y);
  await page.getByTestId('draft-first-vertex').click();
}

async function configure(page: Page, orders: DeliveryOrder[]) {
  const dates = orders.map((order) => order.desiredDeliveryDate).sort();
  await page.getByRole('combobox', { name: /^Entrepôt/ }).click();
  await page.getByRole('option', { name: /^CAS-AS/ }).click();
  await page.locator('input[name="dateFrom"]').fill(dates[0]);
  await page.locator('input[name="dateTo"]').fill(dates[dates.length - 1]);
  await page.getByRole('button', { name: 'Confirmer' }).click();
}

test('the dispatch map: dates checked, the orders as markers, a customer’s popup, the configuration kept on reload', async ({ page }) => {
  await signIn(page, accounts.dispatch, '/map');
  await expect(page.getByRole('heading', { name: 'Carte de dispatch' })).toBeVisible();
  // The dates are required, the second not before the first.
  await page.locator('input[name="dateFrom"]').fill('2026-12-10');
  await page.locator('input[name="dateTo"]').fill('2026-12-09');
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText('Date should not be before 10-12-2026')).toBeVisible();
  await expect(plan(page)).toHaveCount(0);
  await shot(page, 'dispatch-configuration');
  expect(await axeViolations(page, '/map (configuration)')).toEqual([]);

  await configure(page, [...cluster, heavy]);
  await expect(page).toHaveURL(/warehouseId=\d+&dateFrom=\d{4}-\d{2}-\d{2}&dateTo=/);
  for (const order of cluster) await expect(marker(page, order)).toHaveCount(1);

  // Without a vehicle, nothing draws.
  await expect(page.getByRole('button', { name: 'Dessiner une zone' })).toBeDisabled();
  await expect(page.getByTestId('draw-hint')).toHaveText('Choisissez un véhicule pour dessiner une zone.');

  // The popup of a customer: code, name, its order (expandable) and weight.
  await zoomOver(page, marker(page, cluster[0]), 14);
  await marker(page, cluster[0]).click();
  const popup = page.getByTestId('marker-popup');
  await expect(popup).toContainText(cluster[0].customer.code);
  await popup.getByRole('button', { name: '1 commande' }).click();
  await expect(popup.getByRole('listitem')).toHaveText(new RegExp(`^${cluster[0].code} – \\d{2}-\\d{2}-\\d{4}$`));
  await expect(popup).toContainText('kg');
  await page.getByRole('button', { name: 'Fermer' }).click();

  // A reload keeps the configuration.
  await page.reload();
  await expect(page).toHaveURL(/warehouseId=\d+&dateFrom=\d{4}-\d{2}-\d{2}&dateTo=/);
  for (const order of cluster) await expect(marker(page, order)).toHaveCount(1);
});

test('a dispatcher assigns a cluster of orders to CAM-02 by drawing a zone, and its schedule is made', async ({ page }) => {
  await signIn(page, accounts.dispatch, '/map');
  await configure(page, [...cluster, heavy]);
  for (const order of cluster) await expect(marker(page, order)).toHaveCount(1);
  await zoomOver(page, marker(page, cluster[0]), 14);

  await page.getByRole('combobox', { name: 'Véhicule' }).click();
  await page.getByRole('option', { name: /^CAM-02 / }).click();
  await page.getByRole('combobox', { name: 'Créneau de livraison' }).click();
  await page.getByRole('option').first().click();
  await drawAround(page, cluster.map((order) => marker(page, order)));
  await expect(page.getByTestId('zone')).toHaveCount(1);

  const weight = cluster.reduce((sum, order) => sum + order.weight, 0);
  const row = summaryRow(page, 'CAM-02');
  await expect(row.getByTestId('cell-orders')).toHaveText('3');
  await expect(row.getByTestId('cell-customers')).toHaveText('3');
  await expect(row.getByTestId('cell-volume')).not.toHaveText('');
  await expect(row.getByTestId('cell-weight')).toHaveText(formatNumber(weight, 0));
  const gauge = page.getByTestId('capacity-gauge');
  await expect(gauge).toHaveAttribute('data-over-weight', 'false');
  await expect(gauge).toContainText('/ 1');
  await shot(page, 'dispatch-map-zone');
  expect(await axeViolations(page, '/map (a zone drawn)')).toEqual([]);

  // Over its volume too (the demo articles' volumes are large), sending asks first.
  const overVolume = (await gauge.getAttribute('data-over-volume')) === 'true';
  await page.getByRole('button', { name: 'Envoyer le planning' }).click();
  if (overVolume) await page.getByRole('alertdialog').getByRole('button', { name: 'Envoyer quand même' }).click();
  await expect(page.locator('.fui-ToastTitle', { hasText: /^Planning .+ créé : 3 commandes affectées\.$/ })).toBeVisible();
  for (const order of cluster) await expect(marker(page, order)).toHaveCount(0);
  await expect(page.getByTestId('zone')).toHaveCount(0);

  // The schedule holds them: /schedules/loaded finds it by one of the order codes, open, on CAM-02.
  await page.goto(`/schedules/loaded?keyword=${encodeURIComponent(cluster[1].code)}`);
  await expect(rows(page)).toHaveCount(1);
  // The list names a vehicle by model and matriculation: the demo's CAM-02 is a Mitsubishi Canter, 23456-B-6.
  await expect(cells(page, 'vehicle')).toHaveText('Mitsubishi Canter – 23456-B-6');
  await expect(cells(page, 'orderCount')).toHaveText('3');
  await expect(rows(page).first().getByTestId('schedule-status')).toHaveText('Ouvert');
});

test('an order heavier than the vehicle is flagged and sending asks first', async ({ page }) => {
  await signIn(page, accounts.dispatch, '/map');
  await configure(page, [heavy]);
  await expect(marker(page, heavy)).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Véhicule' }).click();
  await page.getByRole('option', { name: /^CAM-02 / }).click();
  await page.getByRole('combobox', { name: 'Créneau de livraison' }).click();
  await page.getByRole('option').first().click();
  await zoomOver(page, marker(page, heavy), 14);
  await drawAround(page, [marker(page, heavy)]);

  await expect(summaryRow(page, 'CAM-02').getByTestId('cell-orders')).toHaveText('1');
  await expect(page.getByTestId('capacity-gauge')).toHaveAttribute('data-over-weight', 'true');
  await expect(page.getByRole('alert').filter({ hasText: 'Le chargement dépasse la capacité du véhicule' })).toBeVisible();
  await page.getByRole('button', { name: 'Envoyer le planning' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('Le chargement dépasse la capacité du véhicule CAM-02. Envoyer le planning quand même ?');
  await question.getByRole('button', { name: 'Annuler' }).click();
  await expect(marker(page, heavy)).toHaveCount(1);

  // Deleting the zone frees the order.
  await page.getByTestId('dispatch-zones').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByTestId('zone')).toHaveCount(0);
  await expect(page.getByTestId('capacity-gauge')).toHaveAttribute('data-over-weight', 'false');
});
