import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatMoney, formatNumber } from '../../schema/src/format.ts';
import { gql } from './api.ts';
import { palierPromotionInput } from '../promotion-input.ts';
import { VIEWPORT, png, reviewScreen, success } from './content-support.ts';
import { rows } from './lists.ts';
import { accounts, screenshot, signIn, toast } from './support.ts';

test.use({ viewport: VIEWPORT });

const agent = accounts.agent;

interface Assignment {
  userAssignmentAgentCcId: number;
  contacted: boolean;
  callable: boolean;
  customer: { customerId: number; code: string; name: string };
}

interface CatalogArticle {
  articleId: number;
  code: string;
  descriptionLong: string;
  commercialDesignation: string | null;
  stockQuantity: number | null;
  outOfStock: boolean;
  minimumToOrder: number;
  quantityStep: number;
  unitPriceTTC: number;
  unitPromotionPriceTTC: number | null;
  inPromo: boolean;
  articlePromotionInfo: {
    paliers: { from: number; discountValue: number; unit: number; condition: number }[];
    gifts: { articleId: number; articleCode: string; quantity: number; from: number; condition: number }[];
  };
}

interface OrderTotals {
  orderId: number;
  code: string;
  orderStatusId: number;
  totalAmountTTC: number;
  orderLines: { articleId: number; quantity: number; totalAmountTTC: number; discountedUnitPriceTTC: number }[];
}

const ORDER_FIELDS = 'orderId code orderStatusId totalAmountTTC orderLines{articleId quantity totalAmountTTC discountedUnitPriceTTC}';
const ARTICLE_FIELDS = 'articleId code descriptionLong commercialDesignation stockQuantity outOfStock minimumToOrder quantityStep unitPriceTTC unitPromotionPriceTTC inPromo ' +
  'articlePromotionInfo{paliers{from discountValue unit condition} gifts{articleId articleCode quantity from condition}}';

/** What a tile writes for a range and a gift (« dès 6 : -10 % », « 10 achetés : 2 offerts »), from the server's figures. */
const count = (value: number, condition: number) => (condition === 2 ? formatMoney(value) : formatNumber(value));
const palierText = ({ from, discountValue, unit, condition }: CatalogArticle['articlePromotionInfo']['paliers'][number]) =>
  `dès ${count(from, condition)} : -${unit === 1 ? `${formatNumber(discountValue)}\u00a0%` : formatMoney(discountValue)}`;
const giftText = (article: CatalogArticle, { articleId, articleCode, quantity, from, condition }: CatalogArticle['articlePromotionInfo']['gifts'][number]) =>
  `${condition === 2 ? `dès ${formatMoney(from)}` : `${formatNumber(from)} achetés`} : ${quantity}${articleId === article.articleId ? '' : ` ${articleCode}`} ${quantity > 1 ? 'offerts' : 'offert'}`;

const designation = (article: CatalogArticle) => article.commercialDesignation || article.descriptionLong;

/** The agent's callable assignments of a day whose customer's channel controls stock. */
async function callableAssignments(request: APIRequestContext, date: string): Promise<Assignment[]> {
  const { callAssignments } = await gql<{ callAssignments: Assignment[] }>(
    request,
    'query($d:String!){callAssignments(date:$d){userAssignmentAgentCcId contacted callable customer{customerId code name}}}',
    { d: date },
    agent,
  );
  const open = callAssignments.filter((row) => row.callable);
  const controlled: Assignment[] = [];
  for (const row of open) {
    const { posCustomer } = await gql<{ posCustomer: { channel: { ctrlStock: boolean } | null; warehouseId: number | null } | null }>(
      request,
      'query($c:Int!){posCustomer(customerId:$c){warehouseId channel{ctrlStock}}}',
      { c: row.customer.customerId },
      agent,
    );
    if (posCustomer?.channel?.ctrlStock && posCustomer.warehouseId !== null) controlled.push(row);
  }
  return controlled;
}

/** A customer of a stock-controlled channel with a warehouse, without an open basket (the demo has 2,400). */
async function freshCustomer(request: APIRequestContext, keyword: string): Promise<{ customerId: number; code: string; name: string }> {
  const { posCustomers } = await gql<{ posCustomers: { customerId: number; code: string; name: string; warehouseId: number | null; channel: { ctrlStock: boolean } | null }[] }>(
    request,
    'query($k:String!){posCustomers(keyword:$k){customerId code name warehouseId channel{ctrlStock}}}',
    { k: keyword },
    agent,
  );
  for (const customer of posCustomers) {
    if (!customer.channel?.ctrlStock || customer.warehouseId === null) continue;
    const { draftOrder } = await gql<{ draftOrder: { orderId: number } | null }>(request, 'query($c:Int!){draftOrder(customerId:$c){orderId}}', { c: customer.customerId }, agent);
    if (draftOrder === null) return customer;
  }
  throw new Error(`no fresh customer for ${keyword}`);
}

/** Walks the customer's catalogue (9 a page) until every wanted kind of article is found. */
async function findArticles<K extends string>(
  request: APIRequestContext,
  customerId: number,
  wanted: Record<K, (article: CatalogArticle) => boolean>,
): Promise<Record<K, CatalogArticle>> {
  const found: Partial<Record<K, CatalogArticle>> = {};
  const kinds = Object.keys(wanted) as K[];
  for (let page = 1; kinds.some((kind) => !found[kind]); page++) {
    const { posCatalog } = await gql<{ posCatalog: { items: CatalogArticle[]; count: number } }>(
      request,
      `query($c:Int!,$p:Int!){posCatalog(customerId:$c,page:$p){count items{${ARTICLE_FIELDS}}}}`,
      { c: customerId, p: page },
      agent,
    );
    for (const article of posCatalog.items) {
      const kind = kinds.find((candidate) => !found[candidate] && !Object.values(found).includes(article) && wanted[candidate](article));
      if (kind) found[kind] = article;
    }
    if (page * 9 >= posCatalog.count) break;
  }
  const missing = kinds.filter((kind) => !found[kind]);
  if (missing.length > 0) throw new Error(`no ${missing.join(', ')} article in the catalogue of ${customerId}`);
  return found as Record<K, CatalogArticle>;
}

const plain = (article: CatalogArticle) => !article.inPromo && !article.outOfStock && (article.stockQuantity ?? 0) >= 60 && article.minimumToOrder === 1;

const draftOrder = (request: APIRequestContext, customerId: number) =>
  gql<{ draftOrder: OrderTotals | null }>(request, `query($c:Int!){draftOrder(customerId:$c){${ORDER_FIELDS}}}`, { c: customerId }, agent).then((data) => data.draftOrder);

/** Two images for an article (the demo articles have none), uploaded as the article editor does. */
async function uploadImages(request: APIRequestContext, articleId: number) {
  const signed = await request.post('/graphql', {
    headers: { 'x-graphql-yoga-csrf': '1' },
    data: { query: 'mutation($e:String!,$p:String!){signIn(email:$e,password:$p){session{accessToken}}}', variables: { e: accounts.admin.email, p: accounts.admin.password } },
  });
  const token = ((await signed.json()) as { data: { signIn: { session: { accessToken: string } } } }).data.signIn.session.accessToken;
  const answer = await request.post('/graphql', {
    headers: { 'x-graphql-yoga-csrf': '1', authorization: `Bearer ${token}` },
    multipart: {
      operations: JSON.stringify({ query: 'mutation($a:Int!,$f:[Upload!]!){uploadArticleImages(articleId:$a,files:$f){imageId}}', variables: { a: articleId, f: [null, null] } }),
      map: JSON.stringify({ 0: ['variables.f.0'], 1: ['variables.f.1'] }),
      0: png('pos-1.png'),
      1: png('pos-2.png'),
    },
  });
  const body = (await answer.json()) as { errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
}

const catalog = (page: Page) => page.getByTestId('pos-catalog');
const tile = (page: Page, article: CatalogArticle) => catalog(page).getByRole('group', { name: designation(article), exact: true });
const line = (page: Page, article: CatalogArticle) => page.getByTestId('line').filter({ hasText: article.code });
const saveStatus = (page: Page) => page.getByTestId('pos-save-status');

/** Shows the article's tile through the catalogue's search (by its code). */
async function search(page: Page, article: CatalogArticle) {
  await catalog(page).getByLabel('Rechercher un article').fill(article.code);
  await catalog(page).getByRole('button', { name: 'Rechercher' }).click();
  await expect(catalog(page).getByTestId('pos-tile')).toHaveCount(1);
  await expect(tile(page, article)).toBeVisible();
}

async function add(page: Page, article: CatalogArticle) {
  await search(page, article);
  await tile(page, article).click();
  await expect(line(page, article)).toBeVisible();
  await expect(saveStatus(page)).toHaveText('Brouillon enregistré');
}

async function setQuantity(page: Page, article: CatalogArticle, quantity: number) {
  const select = page.getByLabel(`Quantité de ${article.code}`);
  await select.focus();
  await select.selectOption(String(quantity));
}

test.describe('point of sale', () => {
  test('the agent loop: a call, the order taken with promotion, stock refusals and shortage, confirmed, seen in the customer’s orders and on the call', async ({ page, request }) => {
    // Fifteen steps through four screens: about 20 s alone, three times that on a two-core machine under load.
    test.setTimeout(90_000);
    await signIn(page, agent, '/calls');
    const date = await page.locator('input[name="assignmentDate"]').inputValue();
    // The first callable assignment whose customer has no open basket and whose catalogue has every kind of article the loop needs (a
    // customer's channel and warehouse decide which promotions apply).
    const wanted = {
      promotion: (article: CatalogArticle) =>
        article.inPromo && !article.outOfStock && (article.stockQuantity ?? 0) >= 20 && article.minimumToOrder === 1 && (article.unitPromotionPriceTTC ?? 0) > 0,
      outOfStock: (article: CatalogArticle) => article.outOfStock && !article.inPromo,
      low: (article: CatalogArticle) =>
        !article.inPromo && (article.stockQuantity ?? 0) >= 1 && (article.stockQuantity ?? 0) <= 20 && article.minimumToOrder === 1 && article.quantityStep === 1,
      plain,
    };
    let taken: { assignment: Assignment; articles: Record<keyof typeof wanted, CatalogArticle> } | null = null;
    for (const candidate of await callableAssignments(request, date)) {
      // A customer without an open basket: a resumed one could already hold the articles the loop adds.
      if ((await draftOrder(request, candidate.customer.customerId)) !== null) continue;
      const articles = await findArticles(request, candidate.customer.customerId, wanted).catch(() => null);
      if (articles) {
        taken = { assignment: candidate, articles };
        break;
      }
    }
    expect(taken, `a callable assignment on ${date} with every kind of article`).not.toBeNull();
    const { assignment, articles } = taken!;
    const { customerId, code } = assignment.customer;

    await uploadImages(request, articles.promotion.articleId);

    // The call: 'Appeler' on the customer's row, 'Répondu', 'Prendre la commande'.
    const row = rows(page).filter({ hasText: code });
    await row.getByRole('button', { name: 'Appeler' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Répondu' }).click();
    await dialog.getByRole('button', { name: 'Prendre la commande' }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/pos\\?customerId=${customerId}&assignmentId=${assignment.userAssignmentAgentCcId}$`));
    await expect(page.getByTestId('pos-customer-summary')).toContainText(assignment.customer.name);

    // A promotion: the badge on the tile, the promotion price on its line.
    await search(page, articles.promotion);
    await expect(tile(page, articles.promotion).getByTestId('tile-promotion')).toBeVisible();
    await expect(tile(page, articles.promotion).getByTestId('tile-price')).toHaveText(formatMoney(articles.promotion.unitPromotionPriceTTC!));
    await expect(tile(page, articles.promotion).getByTestId('tile-price-before')).toHaveText(formatMoney(articles.promotion.unitPriceTTC));
    // Its images, one at a time: the next one without adding the article.
    const image = tile(page, articles.promotion).getByRole('img');
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(2);
    await expect(image).toHaveAttribute('alt', `${designation(articles.promotion)} (1/2)`);
    await tile(page, articles.promotion).getByRole('button', { name: 'Image suivante' }).click();
    await expect(image).toHaveAttribute('alt', `${designation(articles.promotion)} (2/2)`);
    await expect(line(page, articles.promotion)).toHaveCount(0);
    await add(page, articles.promotion);
    const promoted = (await draftOrder(request, customerId))!.orderLines.find((orderLine) => orderLine.articleId === articles.promotion.articleId)!;
    expect(promoted.discountedUnitPriceTTC).toBeLessThan(articles.promotion.unitPriceTTC);
    await expect(line(page, articles.promotion).getByTestId('cell-total')).toHaveText(formatMoney(promoted.totalAmountTTC));
    await expect(line(page, articles.promotion).getByTestId('line-discount')).toContainText(`-${formatMoney(articles.promotion.unitPriceTTC - promoted.discountedUnitPriceTTC)}`);

    // Out of stock: refused, nothing added.
    await search(page, articles.outOfStock);
    await expect(tile(page, articles.outOfStock).getByTestId('tile-out-of-stock')).toBeVisible();
    await tile(page, articles.outOfStock).click();
    await expect(toast(page, "Quantité demandée n'est pas disponible").first()).toBeVisible();
    await expect(line(page, articles.outOfStock)).toHaveCount(0);

    // More than the stock: the line says how many are available; back within it, the warning goes.
    await add(page, articles.low);
    const stock = articles.low.stockQuantity!;
    await setQuantity(page, articles.low, stock + 1);
    await expect(line(page, articles.low).getByTestId('line-available')).toHaveText(`${stock} disponibles`);
    await screenshot(page, 'pos-shortage');
    await setQuantity(page, articles.low, 1);
    await expect(saveStatus(page)).toHaveText('Brouillon enregistré');
    await expect(line(page, articles.low).getByTestId('line-available')).toHaveCount(0);

    await add(page, articles.plain);
    await setQuantity(page, articles.plain, 10);
    await expect(saveStatus(page)).toHaveText('Brouillon enregistré');
    const basket = (await draftOrder(request, customerId))!;
    await expect(page.getByTestId('total-totalTTC')).toContainText(formatMoney(basket.totalAmountTTC));
    await reviewScreen(page, 'pos-basket');

    // Date, slot and payment mode, then confirm.
    const delivery = page.getByTestId('pos-delivery');
    const dateInput = delivery.locator('input[name="desiredDeliveryDate"]');
    const max = (await dateInput.getAttribute('max'))!;
    const chosen = new Date(`${max}T12:00:00Z`).getUTCDay() === 0 ? (await dateInput.getAttribute('min'))! : max;
    await dateInput.fill(chosen);
    const slots = delivery.locator('select[name="deliverySlotId"] option:not([value=""])');
    await delivery.locator('select[name="deliverySlotId"]').selectOption((await slots.last().getAttribute('value'))!);
    const modes = delivery.locator('select[name="paymentModeId"] option:not([value=""])');
    await delivery.locator('select[name="paymentModeId"]').selectOption((await modes.first().getAttribute('value'))!);
    await page.getByRole('button', { name: 'Confirmer la commande' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'pos-delivery');
    await page.getByRole('button', { name: 'Confirmer la commande' }).click();
    await expect(success(page)).toBeVisible();
    // The point of sale starts afresh: no customer, no call.
    await expect(page).toHaveURL(/\/orders\/pos$/);
    await expect(page.getByTestId('line')).toHaveCount(0);
    expect(await draftOrder(request, customerId)).toBeNull();

    // The customer's orders: the confirmed order with the engine's total.
    const { customerOrders } = await gql<{ customerOrders: { items: (OrderTotals & { desiredDeliveryDate: string })[] } }>(
      request,
      `query($c:Int!){customerOrders(customerId:$c,page:1,take:5){items{${ORDER_FIELDS} desiredDeliveryDate}}}`,
      { c: customerId },
      agent,
    );
    const order = customerOrders.items.find((item) => item.orderId === basket.orderId)!;
    expect(order.orderStatusId).toBe(2);
    expect(order.desiredDeliveryDate).toBe(chosen);
    expect(order.totalAmountTTC).toBe(basket.totalAmountTTC);
    await page.goto(`/orders/customer/${customerId}`);
    const orderRow = rows(page).filter({ hasText: order.code });
    await expect(orderRow.getByTestId('cell-total')).toHaveText(formatMoney(order.totalAmountTTC));
    const { order: read } = await gql<{ order: OrderTotals }>(request, `query($o:Int!){order(orderId:$o){${ORDER_FIELDS}}}`, { o: order.orderId }, agent);
    await orderRow.click();
    await expect(page.getByRole('dialog').getByTestId('order-total')).toHaveText(`Total TTC : ${formatMoney(read.totalAmountTTC)}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Fermer' }).click();

    // The call's last response.
    await page.goto('/calls');
    await expect(rows(page).filter({ hasText: code }).getByTestId('cell-lastResponse')).toContainText('Commande passée');
  });

  test('« Mes appels » opens the assignments over the point of sale, and a call takes its order there', async ({ page, request }) => {
    await signIn(page, agent, '/orders/pos');
    await expect(page.getByRole('heading', { name: 'Point de vente' })).toBeVisible();
    await page.getByRole('button', { name: 'Mes appels' }).click();
    const assignments = page.getByRole('dialog', { name: 'Affectations' });
    await expect(assignments.getByTestId('table-row').first()).toBeVisible();
    const date = await assignments.locator('input[name="assignmentDate"]').inputValue();
    const [assignment] = (await callableAssignments(request, date)).slice(-1);
    expect(assignment, `a callable assignment on ${date}`).toBeDefined();
    await assignments.getByTestId('table-row').filter({ hasText: assignment!.customer.code }).getByRole('button', { name: 'Appeler' }).click();
    const call = page.getByRole('dialog').filter({ hasText: 'Le client a-t-il répondu ?' });
    await call.getByRole('button', { name: 'Répondu' }).click();
    await page.getByRole('button', { name: 'Prendre la commande' }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/pos\\?customerId=${assignment!.customer.customerId}&assignmentId=${assignment!.userAssignmentAgentCcId}$`));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('pos-customer-summary')).toContainText(assignment!.customer.name);
  });

  test('the order editor saves a changed line by itself, and the change survives a reload', async ({ page, request }) => {
    const customer = await freshCustomer(request, 'CL00011');
    const { first, second } = await findArticles(request, customer.customerId, { first: plain, second: plain });
    const { createOrder } = await gql<{ createOrder: { ok: boolean; order: OrderTotals } }>(
      request,
      `mutation($i:CreateOrderInput!){createOrder(input:$i){ok order{${ORDER_FIELDS}}}}`,
      { i: { customerId: customer.customerId, lines: [{ articleId: first.articleId, quantity: 2 }, { articleId: second.articleId, quantity: 1 }] } },
      agent,
    );
    expect(createOrder.ok).toBe(true);
    await signIn(page, agent, `/orders/catalog/${createOrder.order.orderId}`);
    await expect(page.getByRole('heading', { name: `Commande ${createOrder.order.code}` })).toBeVisible();
    await expect(page.getByLabel(`Quantité de ${first.code}`)).toHaveValue('2');

    await setQuantity(page, first, 5);
    await expect.poll(async () => (await draftOrder(request, customer.customerId))?.orderLines.find((orderLine) => orderLine.articleId === first.articleId)?.quantity).toBe(5);
    await expect(saveStatus(page)).toHaveText('Brouillon enregistré');
    const saved = (await draftOrder(request, customer.customerId))!;
    await expect(page.getByTestId('total-totalTTC')).toContainText(formatMoney(saved.totalAmountTTC));
    await reviewScreen(page, 'pos-editor');

    await page.reload();
    await expect(page.getByLabel(`Quantité de ${first.code}`)).toHaveValue('5');
    await expect(page.getByLabel(`Quantité de ${second.code}`)).toHaveValue('1');
    await expect(saveStatus(page)).toHaveText('Brouillon enregistré');
  });

  test('two quick clicks on two tiles make one basket holding both', async ({ page, request }) => {
    const customer = await freshCustomer(request, 'CL00022');
    await signIn(page, agent, `/orders/pos?customerId=${customer.customerId}`);
    await expect(page.getByTestId('pos-customer-summary')).toContainText(customer.name);
    const addable = catalog(page).locator('[data-testid="pos-tile"]:not(:has([data-testid="tile-out-of-stock"]))');
    await expect(addable.nth(1)).toBeVisible();
    const names = [await addable.nth(0).getAttribute('aria-label'), await addable.nth(1).getAttribute('aria-label')];
    await addable.nth(0).getByRole('button', { name: 'Ajouter' }).click();
    await addable.nth(1).getByRole('button', { name: 'Ajouter' }).click();
    await expect(page.getByTestId('line').filter({ has: page.getByLabel(/^Quantité de /) })).toHaveCount(2);
    await expect(saveStatus(page)).toHaveText('Brouillon enregistré');

    const basket = (await draftOrder(request, customer.customerId))!;
    const { orderHistory } = await gql<{ orderHistory: { items: { orderId: number; orderStatusId: number }[] } }>(
      request,
      'query($c:Int!){orderHistory(customerId:$c,page:1,take:20){items{orderId orderStatusId}}}',
      { c: customer.customerId },
      accounts.admin,
    );
    expect(orderHistory.items.filter((order) => order.orderStatusId === 1).map((order) => order.orderId)).toEqual([basket.orderId]);
    const { order } = await gql<{ order: { orderLines: { description: string; isGift: boolean }[] } }>(
      request,
      'query($o:Int!){order(orderId:$o){orderLines{description isGift}}}',
      { o: basket.orderId },
      agent,
    );
    expect(order.orderLines.filter((orderLine) => !orderLine.isGift).map((orderLine) => orderLine.description).sort()).toEqual([...names].sort());
  });

  test('tiles badge every promoted article and list all its ranges and its gifts', async ({ page, request }) => {
    const customer = await freshCustomer(request, 'CL00033');
    const found = await findArticles(request, customer.customerId, { ranges: (article) => article.inPromo && article.articlePromotionInfo.paliers.length >= 2, giftable: plain });
    // A gift promotion of today on a plain article of the customer's channel: 2 of it offered from 10 bought.
    const { posCustomer } = await gql<{ posCustomer: { channel: { channelId: number } } }>(request, 'query($c:Int!){posCustomer(customerId:$c){channel{channelId}}}', { c: customer.customerId });
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const input = palierPromotionInput({
      code: `E2E-GIFT-${Date.now().toString(36)}`,
      promoType: 3,
      dateFrom: day(-1),
      dateTo: day(1),
      articleCriteria: 4,
      channelIds: [posCustomer.channel.channelId],
      articles: [{ typeAction: 1, itemId: found.giftable.articleId, title: found.giftable.code, ranges: [{ typeAction: 1, from: 10, to: 1000, discountValue: 0, gifts: [{ typeAction: 1, articleId: found.giftable.articleId, quantity: 2, maxQuantity: 6 }] }] }],
    });
    const create = 'mutation($i:PromotionInput!){createPromotion(input:$i){ok promotion{promotionId}}}';
    const { createPromotion } = await gql<{ createPromotion: { ok: boolean; promotion: { promotionId: number } } }>(request, create, { i: input });
    expect(createPromotion.ok).toBe(true);
    await signIn(page, agent, `/orders/pos?customerId=${customer.customerId}`);
    await search(page, found.giftable);
    await expect(tile(page, found.giftable).getByTestId('tile-promotion')).toHaveText('Promo');
    await expect(tile(page, found.giftable).getByTestId('tile-gift')).toHaveText(['10 achetés : 2 offerts']);
    await screenshot(page, 'pos-tile-gifts');
    await search(page, found.ranges);
    await expect(tile(page, found.ranges).getByTestId('tile-promotion')).toBeVisible();
    await expect(tile(page, found.ranges).getByTestId('tile-palier')).toHaveText(found.ranges.articlePromotionInfo.paliers.map(palierText));
    await expect(tile(page, found.ranges).getByTestId('tile-gift')).toHaveText(found.ranges.articlePromotionInfo.gifts.map((offer) => giftText(found.ranges, offer)));
    await screenshot(page, 'pos-tile-ranges');
    await gql(request, 'mutation($p:Int!){deletePromotion(promotionId:$p)}', { p: createPromotion.promotion.promotionId });
  });

  test('confirming below the channel’s minimum basket is refused', async ({ page, request }) => {
    const customer = await freshCustomer(request, 'CL00033');
    const { cheap } = await findArticles(request, customer.customerId, { cheap: (article) => plain(article) && article.unitPriceTTC < 20 });
    await signIn(page, agent, `/orders/pos?customerId=${customer.customerId}`);
    await add(page, cheap);
    const delivery = page.getByTestId('pos-delivery');
    await expect(delivery.locator('select[name="deliverySlotId"]')).not.toHaveValue('');
    const modes = delivery.locator('select[name="paymentModeId"] option:not([value=""])');
    await delivery.locator('select[name="paymentModeId"]').selectOption((await modes.first().getAttribute('value'))!);
    await page.getByRole('button', { name: 'Confirmer la commande' }).click();
    // The amount written the French way: « 200,00 DH », not « 200.00 DH ».
    await expect(page.locator('.fui-ToastTitle', { hasText: /^Le minimum de panier \(\d[\d\u202f]*,\d\d\u00a0DH\) n'est pas atteint$/ }).first()).toBeVisible();
    const basket = await draftOrder(request, customer.customerId);
    expect(basket?.orderStatusId).toBe(1);
  });

  test('a basket over the stock is saved with a warning, kept on reload, and its confirmation is refused line by line', async ({ page, request }) => {
    const customer = await freshCustomer(request, 'CL00044');
    const { low, big } = await findArticles(request, customer.customerId, {
      low: (article) => !article.inPromo && (article.stockQuantity ?? 0) >= 2 && (article.stockQuantity ?? 0) <= 20 && article.minimumToOrder === 1 && article.quantityStep === 1,
      big: (article) => plain(article) && article.unitPriceTTC >= 25,
    });
    await signIn(page, agent, `/orders/pos?customerId=${customer.customerId}`);
    await add(page, big);
    await setQuantity(page, big, 10);
    await expect(saveStatus(page)).toHaveText('Brouillon enregistré');
    await add(page, low);
    const stock = low.stockQuantity!;
    await setQuantity(page, low, stock + 1);
    await expect(toast(page, "Quantité demandée n'est pas disponible").first()).toBeVisible();
    await expect(line(page, low).getByTestId('line-available')).toHaveText(`${stock} disponibles`);
    await expect(saveStatus(page)).toHaveText('Brouillon enregistré');
    expect((await draftOrder(request, customer.customerId))!.orderLines.find((orderLine) => orderLine.articleId === low.articleId)?.quantity).toBe(stock + 1);

    await page.reload();
    await expect(page.getByLabel(`Quantité de ${low.code}`)).toHaveValue(String(stock + 1));
    await expect(page.getByLabel(`Quantité de ${big.code}`)).toHaveValue('10');

    const delivery = page.getByTestId('pos-delivery');
    await expect(delivery.locator('select[name="deliverySlotId"]')).not.toHaveValue('');
    const modes = delivery.locator('select[name="paymentModeId"] option:not([value=""])');
    await delivery.locator('select[name="paymentModeId"]').selectOption((await modes.first().getAttribute('value'))!);
    await page.getByRole('button', { name: 'Confirmer la commande' }).click();
    await expect(toast(page, "La quantitée demandée n'est pas disponible en stock").first()).toBeVisible();
    await expect(line(page, low).getByTestId('line-available')).toHaveText(`${stock} disponibles`);
    expect((await draftOrder(request, customer.customerId))?.orderStatusId).toBe(1);
  });
});
