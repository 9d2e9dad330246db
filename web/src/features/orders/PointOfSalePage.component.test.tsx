import { Level, OrderMessages, Permission } from '@console/schema';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../kit/money.ts';
import { nineArticles, openPosScreen, orderOf, posCustomer, saveResult } from './posScreenTesting.tsx';
import { orderLine, posOrder } from './posTesting.ts';

const tiles = () => screen.findAllByTestId('pos-tile');
const tile = async (name: string) => (await tiles()).find((element) => element.getAttribute('aria-label') === name)!;
/** A toast's text (Fluent also announces it in a live region). */
const toast = async (text: string) => expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
const lines = () => screen.getByRole('table', { name: 'Lignes de commande' });
const confirmButton = () => screen.getByRole('button', { name: 'Confirmer la commande' });

describe('the point of sale', () => {
  it('lays out the customer and lines beside a 3-wide grid of 9 tiles', async () => {
    openPosScreen();
    expect(await tiles()).toHaveLength(9);
    const layout = screen.getByTestId('pos-layout');
    const [left, right] = Array.from(layout.children);
    expect(left?.getAttribute('data-testid')).toBe('pos-left');
    expect(right?.getAttribute('data-testid')).toBe('pos-right');
    expect(within(left as HTMLElement).getByTestId('pos-customer-summary').textContent).toContain('Sara Benani (CL000033)');
    expect(within(left as HTMLElement).getByTestId('pos-customer-summary').textContent).toContain('GROS');
    expect(within(left as HTMLElement).getByTestId('pos-customer-summary').textContent).toContain('0612345678');
    expect(within(right as HTMLElement).getByTestId('pos-grid').children).toHaveLength(9);
    expect(screen.getByTestId('pos-pager').textContent).toContain('Page 1 / 3');
  });

  it('adds an article on a click of its tile and removes it on a second click', async () => {
    const { calls } = openPosScreen();
    fireEvent.click(await tile('Lait 1 L'));
    await waitFor(() => expect(calls.created).toHaveLength(1));
    expect(calls.created[0]).toMatchObject({ input: { customerId: 33, deliveryModeId: 2, lines: [{ articleId: 502, quantity: 1 }] } });
    const table = screen.getByRole('table', { name: 'Lignes de commande' });
    await waitFor(() => expect(within(table).getByTestId('cell-total').textContent).toBe(formatMoney(9.9)));
    expect((await tile('Lait 1 L')).getAttribute('data-selected')).toBe('true');
    expect(within(await tile('Lait 1 L')).getByRole('button', { name: 'Dans le panier' })).toBeTruthy();

    fireEvent.click(await tile('Lait 1 L'));
    await waitFor(() => expect(calls.updated).toHaveLength(1));
    expect(calls.updated[0]).toMatchObject({ orderId: 70, input: { lines: [] } });
    await waitFor(() => expect(within(table).queryAllByTestId('cell-total')).toHaveLength(0));
    expect((await tile('Lait 1 L')).getAttribute('data-selected')).toBeNull();
  });

  it('refuses an article whose minimum is above the stock, and an out-of-stock tile', async () => {
    const articles = nineArticles({ minimumToOrder: 13, stockQuantity: 12 });
    articles[1] = { ...articles[1]!, stockQuantity: 0, outOfStock: true };
    const { calls } = openPosScreen({ articles });
    const empty = await tile('Article 503');
    expect(within(empty).getByTestId('tile-out-of-stock').textContent).toBe('Rupture');
    fireEvent.click(within(empty).getByRole('button', { name: 'Ajouter' }));
    await toast(OrderMessages.quantityUnavailable);
    fireEvent.click(await tile('Lait 1 L'));
    await toast(OrderMessages.quantityUnavailable);
    expect(within(await tile('Lait 1 L')).getByText('Stock : 12')).toBeTruthy();
    // An article that may be ordered goes through the same save: the basket it sends holds it alone.
    fireEvent.click(await tile('Article 504'));
    await waitFor(() => expect(calls.created).toHaveLength(1));
    expect(calls.created[0]).toMatchObject({ input: { lines: [{ articleId: 504, quantity: 1 }] } });
  });

  it('shows a promotion price over the struck-through price, and no stock when the channel does not control it', async () => {
    openPosScreen({ customer: posCustomer({ ctrlStock: false }), articles: nineArticles({ inPromo: true, unitPromotionPriceTTC: 8.5, promotionPercent: 14.14, stockQuantity: null }) });
    const milk = await tile('Lait 1 L');
    expect(within(milk).getByTestId('tile-price').textContent).toBe(formatMoney(8.5));
    expect(within(milk).getByTestId('tile-price-before').textContent).toBe(formatMoney(9.9));
    expect(within(milk).getByTestId('tile-promotion').textContent).toBe('-14 %');
    expect(within(milk).queryByText(/Stock/)).toBeNull();
  });

  it('badges every promoted article and lists all its ranges and its gifts, from articlePromotionInfo', async () => {
    const palier = (from: number, discountValue: number, unit = 1, condition = 1) => ({ __typename: 'ArticlePromotionPalier' as const, from, discountValue, unit, condition });
    const gift = (from: number, quantity: number, articleId = 502, articleCode = 'ART502') => ({ __typename: 'ArticlePromotionGift' as const, articleId, articleCode, quantity, from, condition: 1 });
    const info = (paliers: ReturnType<typeof palier>[], gifts: ReturnType<typeof gift>[]) => ({ __typename: 'ArticlePromotionInfo' as const, paliers, gifts });
    const articles = nineArticles();
    articles[0] = { ...articles[0]!, inPromo: true, articlePromotionInfo: info([palier(0, 1, 1, 2), palier(6, 10), palier(12, 15), palier(200, 2, 2, 2)], []) };
    articles[1] = { ...articles[1]!, inPromo: true, articlePromotionInfo: info([], [gift(10, 2, 503, 'ART503'), gift(20, 1, 600, 'ART600')]) };
    articles[2] = { ...articles[2]!, inPromo: true, promotionPercent: 20, unitPromotionPriceTTC: 7.92, articlePromotionInfo: info([palier(1, 20)], []) };
    openPosScreen({ articles });
    const ranges = await tile('Lait 1 L');
    expect(within(ranges).getByTestId('tile-promotion').textContent).toBe('Promo');
    expect(within(ranges).getAllByTestId('tile-palier').map((row) => row.textContent)).toEqual(['sans minimum : -1\u00a0%', 'dès 6 : -10\u00a0%', 'dès 12 : -15\u00a0%', `dès ${formatMoney(200)} : -${formatMoney(2)}`]);
    const gifts = (await tiles())[1]!;
    expect(within(gifts).getByTestId('tile-promotion').textContent).toBe('Promo');
    expect(within(gifts).getAllByTestId('tile-gift').map((row) => row.textContent)).toEqual(['10 achetés : 2 offerts', '20 achetés : 1 ART600 offert']);
    const percent = (await tiles())[2]!;
    expect(within(percent).getByTestId('tile-promotion').textContent).toBe('-20 %');
    expect(within(percent).getAllByTestId('tile-palier').map((row) => row.textContent)).toEqual(['dès 1 : -20\u00a0%']);
    expect(within((await tiles())[3]!).queryByTestId('tile-promotion')).toBeNull();
  });

  it('shows the promotion engine’s discount under a priced line, not under a gift', async () => {
    openPosScreen({
      create: () => saveResult(posOrder({ orderLines: [orderLine({ discountAmount: 2.5, promotionCode: 'LPR-02', totalAmountTTC: 7.4 }), orderLine({ orderLineId: 9002, articleId: 503, isGift: true, discountAmount: 0, totalAmountTTC: 0 })] })),
    });
    fireEvent.click(await tile('Lait 1 L'));
    await waitFor(() => expect(screen.getAllByTestId('line-discount').map((caption) => caption.textContent)).toEqual([`LPR-02 : -${formatMoney(2.5)}`]));
  });

  it('refuses a line price of 0 with a message, keeps what was typed and sends nothing until a price above 0', async () => {
    const { calls } = openPosScreen({ draft: posOrder(), customer: posCustomer({ allowModifPrice: true }) });
    const price = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Prix de ART502' });
    fireEvent.change(price, { target: { value: '0' } });
    fireEvent.blur(price);
    expect(await screen.findByText('Le prix doit être supérieur à 0')).toBeTruthy();
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(price.value).toBe('0');
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull();
    fireEvent.change(price, { target: { value: '8,5' } });
    fireEvent.blur(price);
    await waitFor(() => expect(screen.queryByText('Le prix doit être supérieur à 0')).toBeNull());
    fireEvent.click(within(await screen.findByRole('alertdialog', { hidden: true })).getByRole('button', { hidden: true, name: 'Confirmer' }));
    await waitFor(() => expect(calls.updated).toHaveLength(1));
    expect(calls.updated[0]).toMatchObject({ input: { lines: [{ articleId: 502, unitPrice: 8.5 }] } });
  });

  it('says the stock falls short when a save is answered 202, and shows how many are available under the line', async () => {
    openPosScreen({ create: () => saveResult(posOrder({ orderLines: [orderLine({ availableQuantity: 5 })] }), true) });
    fireEvent.click(await tile('Lait 1 L'));
    await toast(OrderMessages.quantityUnavailable);
    expect((await screen.findByTestId('line-available')).textContent).toBe('5 disponibles');
  });

  it('creates one order for two quick clicks: the second click updates the order the first created', async () => {
    let answer: (() => void) | null = null;
    const { calls } = openPosScreen({
      create: (args) =>
        new Promise((resolve) => {
          answer = () => resolve(saveResult(orderOf((args.input as { lines: { articleId: number; quantity: number }[] }).lines)));
        }),
    });
    fireEvent.click(await tile('Lait 1 L'));
    fireEvent.click(await tile('Article 503'));
    await waitFor(() => expect(calls.created).toHaveLength(1));
    expect(screen.getByRole('table', { name: 'Lignes de commande' }).querySelectorAll('[data-testid="cell-article"]')).toHaveLength(2);
    await act(async () => answer?.());
    await waitFor(() => expect(calls.updated).toHaveLength(1));
    expect(calls.created).toHaveLength(1);
    expect(calls.updated[0]).toMatchObject({ orderId: 70, input: { lines: [{ articleId: 502, orderLineId: 9001 }, { articleId: 503 }] } });
  });

  it('goes back to the saved lines when a save fails', async () => {
    const { calls } = openPosScreen({ draft: posOrder(), update: () => ({ ok: false, errors: [{ field: 'lines', message: "La commande n'est plus modifiable" }], stockShortage: false, order: null }) });
    fireEvent.click(await tile('Article 503'));
    await waitFor(() => expect(calls.updated).toHaveLength(1));
    await toast("La commande n'est plus modifiable");
    await waitFor(() => expect(screen.getByRole('table', { name: 'Lignes de commande' }).querySelectorAll('[data-testid="cell-article"]')).toHaveLength(1));
    expect((await tile('Article 503')).getAttribute('data-selected')).toBeNull();
  });

  it('keeps Confirm disabled until a payment mode, a date, a slot and a saved order are there', async () => {
    openPosScreen();
    await tiles();
    expect(confirmButton().hasAttribute('disabled')).toBe(true);
    fireEvent.click(await tile('Lait 1 L'));
    await waitFor(() => expect(screen.getByTestId('pos-save-status').textContent).toBe('Brouillon enregistré'));
    expect(confirmButton().hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByRole('combobox', { name: /Mode de paiement/ }), { target: { value: '100' } });
    await waitFor(() => expect(confirmButton().hasAttribute('disabled')).toBe(false));
    fireEvent.change(document.querySelector('input[name="desiredDeliveryDate"]')!, { target: { value: '2026-03-08' } });
    expect(await screen.findByText('Pas de livraison le dimanche')).toBeTruthy();
    expect(confirmButton().hasAttribute('disabled')).toBe(true);
  });

  it('confirms with the delivery, the payment mode and the call, then starts afresh', async () => {
    // The basket was saved with a date that has passed: the first date offered replaces it.
    const { calls, page } = openPosScreen({
      url: '/orders/pos?customerId=33&assignmentId=9',
      customer: posCustomer({}, { paymentModeId: 100 }),
      draft: posOrder({ desiredDeliveryDate: '2026-02-20', deliverySlotId: 4 }),
    });
    await tiles();
    await waitFor(() => expect(confirmButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(confirmButton());
    await toast('Operation effectuée avec succès');
    expect(calls.confirmed[0]).toEqual({ orderId: 70, input: { paymentModeId: 100, desiredDeliveryDate: '2026-03-03', deliverySlotId: 4, assignmentId: 9 } });
    expect(await screen.findByText('Choisissez un client pour commencer.')).toBeTruthy();
    expect(screen.queryByTestId('pos-customer-summary')).toBeNull();
    expect(screen.queryByTestId('pos-tile')).toBeNull();
    expect(page.location()).toBe('/orders/pos');
  });

  it('says the stock cannot cover the order when the confirmation is refused (406), line by line', async () => {
    openPosScreen({
      customer: posCustomer({}, { paymentModeId: 100 }),
      draft: posOrder(),
      confirm: () => ({ ok: true, errors: [], confirmed: false, order: posOrder({ orderLines: [orderLine({ availableQuantity: 3 })] }) }),
    });
    await tiles();
    await waitFor(() => expect(confirmButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(confirmButton());
    await toast(OrderMessages.stockUnavailable);
    expect((await screen.findByTestId('line-available')).textContent).toBe('3 disponibles');
    expect(screen.getByTestId('pos-customer-summary')).toBeTruthy();
  });

  it('shows the confirmation’s field errors under their fields', async () => {
    openPosScreen({
      customer: posCustomer({}, { paymentModeId: 100 }),
      draft: posOrder(),
      confirm: () => ({ ok: false, errors: [{ field: 'deliverySlotId', message: 'Créneau complet' }], confirmed: false, order: null }),
    });
    await tiles();
    await waitFor(() => expect(confirmButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(confirmButton());
    expect(await screen.findByText('Créneau complet')).toBeTruthy();
  });

  it('cancels the open basket after a confirmation', async () => {
    const { calls } = openPosScreen({ draft: posOrder() });
    await tiles();
    fireEvent.click(screen.getByRole('button', { name: 'Annuler la commande' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Annuler la commande' }));
    await waitFor(() => expect(calls.cancelled).toEqual([{ orderId: 70 }]));
    expect(await screen.findByText('Choisissez un client pour commencer.')).toBeTruthy();
  });

  it('resumes the customer’s open basket with its totals', async () => {
    openPosScreen({ draft: posOrder({ totalTimbre: 0.25, orderLines: [orderLine(), orderLine({ orderLineId: 9002, articleId: 600, articleCode: 'ART600', isGift: true, unitPrice: 0, totalAmountTTC: 0 })] }) });
    const table = await screen.findByRole('table', { name: 'Lignes de commande' });
    await waitFor(() => expect(within(table).getAllByTestId('cell-article')).toHaveLength(2));
    expect(within(table).getAllByTestId('row-remove')).toHaveLength(1);
    expect(within(table).getByText('Cadeau')).toBeTruthy();
    expect(screen.getByTestId('total-stamp').textContent).toBe(`Timbre${formatMoney(0.25)}`);
    expect(screen.queryByTestId('total-escompte')).toBeNull();
    expect(screen.getByTestId('total-totalTTC').textContent).toBe(`Total TTC${formatMoney(9.9)}`);
  });

  it('shows the order-total discount (QDT) on its own labelled line under the discount', async () => {
    openPosScreen({ draft: posOrder({ totalDiscount: 6.78, totalOrderDiscount: 4.78 }) });
    expect((await screen.findByTestId('total-orderDiscount')).textContent).toBe(`dont remise sur total commande${formatMoney(4.78)}`);
    expect(screen.getByTestId('total-discount').textContent).toBe(`Remise${formatMoney(6.78)}`);
  });

  it('goes to the calls with « Mes appels » when no assignments dialog is provided', async () => {
    const { page } = openPosScreen();
    await tiles();
    fireEvent.click(screen.getByRole('button', { name: 'Mes appels' }));
    await waitFor(() => expect(page.location()).toBe('/calls'));
  });

  it('opens the assignments over the point of sale with « Mes appels », and closes them', async () => {
    const { page } = openPosScreen({
      assignmentsDialog: ({ onClose }) => (
        <div role="dialog" aria-label="Affectations">
          <button onClick={onClose}>Fermer les affectations</button>
        </div>
      ),
    });
    await tiles();
    fireEvent.click(screen.getByRole('button', { name: 'Mes appels' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Fermer les affectations' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Affectations' })).toBeNull());
    expect(page.location()).toBe('/orders/pos?customerId=33');
  });

  it('offers no « Mes appels » to a user without the calls permission', async () => {
    openPosScreen({ permissions: { [Permission.POINT_OF_SALE]: [Level.CREATE], [Permission.ORDERS]: [Level.CREATE] } });
    await tiles();
    expect(screen.queryByRole('button', { name: 'Mes appels' })).toBeNull();
  });

  it('finds a customer, resumes their open basket and opens the catalogue filters', async () => {
    const { page } = openPosScreen({ url: '/orders/pos', draft: posOrder() });
    expect(await screen.findByText('Choisissez un client pour voir ses prix et son stock.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Famille' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Marque' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByRole('combobox', { name: 'Client' }), { target: { value: 'Sara' } });
    fireEvent.click(await screen.findByRole('option', { name: /Sara Benani/ }));
    await waitFor(() => expect(within(lines()).getAllByTestId('cell-article')).toHaveLength(1));
    expect(page.operations).toContain('PosDraftOrder');
    expect(page.location()).toBe('/orders/pos?customerId=33');
    expect((await tile('Lait 1 L')).getAttribute('data-selected')).toBe('true');
    const family = screen.getByRole('combobox', { name: 'Famille' });
    await waitFor(() => expect(family.hasAttribute('disabled')).toBe(false));
    expect(screen.getByRole('combobox', { name: 'Marque' }).hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(within(family).getAllByRole('option')).toHaveLength(2));
    fireEvent.change(family, { target: { value: '1' } });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Marque' }).hasAttribute('disabled')).toBe(false));
  });

  it('shows the next image without toggling the tile', async () => {
    const { calls } = openPosScreen({ articles: nineArticles({ imageListUrl: ['/a.jpg', '/b.jpg'] }) });
    const milk = await tile('Lait 1 L');
    expect(within(milk).getByRole('img').getAttribute('src')).toBe('/a.jpg');
    fireEvent.click(within(milk).getByRole('button', { name: 'Image suivante' }));
    expect(within(milk).getByRole('img').getAttribute('src')).toBe('/b.jpg');
    // A click on the tile itself then adds the article (had the image button added it, this click would take it out).
    fireEvent.click(milk);
    expect(milk.getAttribute('data-selected')).toBe('true');
    await waitFor(() => expect(calls.created).toHaveLength(1));
    expect(calls.created[0]).toMatchObject({ input: { lines: [{ articleId: 502, quantity: 1 }] } });
    expect(calls.updated).toEqual([]);
  });

  it('opens the customer’s order history', async () => {
    const { page } = openPosScreen();
    await tiles();
    fireEvent.click(screen.getByRole('button', { name: 'Historique' }));
    expect(await screen.findByRole('table', { name: 'Historique des commandes' })).toBeTruthy();
    await waitFor(() => expect(page.operations).toContain('OrderHistory'));
  });
});
