import { expect, test, type Page } from '@playwright/test';
import { formatMoney } from '@console/schema';
import { gql } from './api.ts';
import { accounts, signIn } from './support.ts';
import { cells, rows } from './lists.ts';
import { demoArticles, region, tableRows } from './promotion-editor.ts';
import { createPromotion, field, lookUp, promotionInput, reviewShot } from './promotion-support.ts';

test.use({ viewport: { width: 1280, height: 900 } });

const today = new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const cents = (amount: number) => Math.round(amount * 100);
const money = (amountInCents: number) => formatMoney(amountInCents / 100);

/** A live customer of channel 1 (its code and "first last"), read as the admin. */
async function demoCustomer(request: Parameters<typeof gql>[0]) {
  const data = await gql<{ customers: { items: { customerId: number; code: string; firstName: string; lastName: string }[] } }>(
    request,
    'query { customers(channelId: 1, take: 1) { items { customerId code firstName lastName } } }',
  );
  const customer = data.customers.items[0]!;
  return { ...customer, name: `${customer.firstName} ${customer.lastName}` };
}

/** Adds a basket line in the simulator. */
async function addLine(page: Page, code: string, quantity: string) {
  const simulator = region(page, 'Simulateur');
  await lookUp(page, simulator, 'Article', code, new RegExp(`^${code}`));
  await field(page, 'simulatorQuantity').fill(quantity);
  await simulator.getByRole('button', { name: 'Ajouter au panier' }).click();
}

test.describe('the promotion simulator', () => {
  test('a known basket: 12 × A reaches the 10+ range (1,50 DH off each), 3 × B the 1–9 range (0,75 DH off each)', async ({ page, request }) => {
    const [a, b] = await demoArticles(request);
    const customer = await demoCustomer(request);
    // Kind 4 (PLAN_PALIER), ranges counted in quantity, discounts in DH, each article named by criterion 4.
    const code = `SIM-${Date.now()}`;
    const promotionId = await createPromotion(
      request,
      promotionInput(code, {
        dateFrom: today,
        dateTo: inDays(30),
        discountType: 1,
        percentOrAmountDiscount: 2,
        articleCriteria: 4,
        articles: [
          { typeAction: 1, itemId: a!.articleId, title: a!.code, ranges: [{ typeAction: 1, from: 1, to: 9, discountValue: 0.5, gifts: [] }, { typeAction: 1, from: 10, to: 1000, discountValue: 1.5, gifts: [] }] },
          { typeAction: 1, itemId: b!.articleId, title: b!.code, ranges: [{ typeAction: 1, from: 1, to: 9, discountValue: 0.75, gifts: [] }] },
        ],
      }),
    );
    await signIn(page, accounts.admin, `/promotion/${promotionId}`);
    await expect(field(page, 'code')).toHaveValue(code);
    const simulator = region(page, 'Simulateur');
    await lookUp(page, simulator, 'Client', customer.code, customer.name);
    await addLine(page, a!.code, '12');
    await addLine(page, b!.code, '3');
    await expect(simulator.getByRole('listitem')).toHaveText([new RegExp(`^12 × ${a!.code}`), new RegExp(`^3 × ${b!.code}`)]);
    await simulator.getByRole('button', { name: 'Simuler' }).click();

    // By hand (README, kind 4): each unit loses its range's discount; nothing else applies (this promotion only).
    const priceA = cents(a!.unitPrice);
    const priceB = cents(b!.unitPrice);
    const expected = [
      { code: a!.code, quantity: 12, before: 12 * priceA, unit: priceA - 150, discount: 12 * 150, total: 12 * (priceA - 150) },
      { code: b!.code, quantity: 3, before: 3 * priceB, unit: priceB - 75, discount: 3 * 75, total: 3 * (priceB - 75) },
    ];
    const lines = tableRows(simulator, 'Résultat de la simulation');
    await expect(lines).toHaveCount(2);
    for (const [index, line] of expected.entries()) {
      const row = lines.nth(index);
      await expect(cells(row, 'article')).toContainText(line.code);
      await expect(cells(row, 'quantity')).toHaveText(String(line.quantity));
      await expect(cells(row, 'totalBefore')).toHaveText(money(line.before));
      await expect(cells(row, 'unitWith')).toHaveText(money(line.unit));
      await expect(cells(row, 'discount')).toHaveText(money(line.discount));
      await expect(cells(row, 'totalWith')).toHaveText(money(line.total));
    }
    const before = expected[0]!.before + expected[1]!.before;
    const discount = expected[0]!.discount + expected[1]!.discount;
    expect(discount).toBe(2025);
    const totals = page.getByTestId('simulator-totals');
    await expect(totals).toContainText(`Total sans promotion${money(before)}`);
    await expect(totals).toContainText(`Remise${formatMoney(20.25)}`);
    await expect(totals).toContainText(`Total avec la promotion${money(before - discount)}`);
    await expect(totals).not.toContainText('Dont remise commande');
    await expect(page.getByTestId('simulator-not-applicable')).toHaveCount(0);
    await simulator.scrollIntoViewIfNeeded();
    await reviewShot(page, 'promotion-simulator');

    // Without B, and A at 5 units (the 1–9 range): 0,50 DH off each.
    await simulator.getByRole('listitem').filter({ hasText: b!.code }).getByRole('button', { name: /^Supprimer / }).click();
    await expect(simulator.getByRole('listitem')).toHaveCount(1);
    await addLine(page, a!.code, '5');
    await simulator.getByRole('button', { name: 'Simuler' }).click();
    await expect(lines).toHaveCount(1);
    await expect(cells(lines.first(), 'discount')).toHaveText(money(5 * 50));
    await expect(totals).toContainText(`Total avec la promotion${money(5 * (priceA - 50))}`);
  });
});

test.describe('the marketing user (promotions at levels 4 and 6 only)', () => {
  test('opens the list and the editor, and picks a customer in the simulator without the customers permission', async ({ page, request }) => {
    const [a] = await demoArticles(request);
    const customer = await demoCustomer(request);
    await signIn(page, accounts.marketing, '/promotions');
    await expect(rows(page)).toHaveCount(10);
    await expect(page.getByRole('button', { name: 'Nouvelle promotion' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Supprimer' })).toHaveCount(0);
    await reviewShot(page, 'promotions-list-marketing');
    await page.goto('/customers');
    await expect(page.getByRole('heading', { name: 'Clients' })).toHaveCount(0);

    await page.goto('/promotions');
    await rows(page).first().click();
    await expect(page).toHaveURL(/\/promotion\/\d+$/);
    await expect(field(page, 'code')).toHaveValue('LPR-01');
    await expect(page.getByRole('button', { name: 'Mettre à jour la promotion' })).toBeVisible();
    const simulator = region(page, 'Simulateur');
    await lookUp(page, simulator, 'Client', customer.code, customer.name);
    await expect(simulator.getByRole('combobox', { name: 'Client', exact: true })).toHaveValue(customer.name);
    await addLine(page, a!.code, '2');
    await simulator.getByRole('button', { name: 'Simuler' }).click();
    await expect(tableRows(simulator, 'Résultat de la simulation')).toHaveCount(1);
    await reviewShot(page, 'promotion-editor-marketing');
  });
});
