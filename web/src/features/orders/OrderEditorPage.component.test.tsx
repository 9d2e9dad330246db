import { Level, OrderMessages, Permission } from '@console/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../kit/money.ts';
import { openPosScreen, posCustomer, saveResult } from './posScreenTesting.tsx';
import { orderLine, posOrder } from './posTesting.ts';

const status = () => screen.getByTestId('pos-save-status').textContent;
const lines = () => screen.getByRole('table', { name: 'Lignes de commande' });

describe('the order editor', () => {
  it('opens the order with its customer and saves each change after a pause: modified, then saved', async () => {
    // A step of 1000 keeps the choices few (happy-dom draws thousands of options slowly).
    const { calls } = openPosScreen({
      url: '/orders/catalog/70',
      order: posOrder({ orderLines: [orderLine({ quantityStep: 1000 })] }),
      update: () => saveResult(posOrder({ orderLines: [orderLine({ quantityStep: 1000, quantity: 2001, totalAmountTTC: 19809.9 })] })),
    });
    expect(await screen.findByRole('heading', { name: 'Commande CMD000070' })).toBeTruthy();
    await waitFor(() => expect(status()).toBe('Brouillon enregistré'));
    expect(screen.queryByRole('combobox', { name: 'Client' })).toBeNull();
    expect(screen.getByTestId('pos-customer-summary').textContent).toContain('Sara Benani');

    const quantity = within(lines()).getByRole('combobox', { name: 'Quantité de ART502' });
    fireEvent.focus(quantity);
    expect(Array.from(quantity.querySelectorAll('option'), (option) => option.value)).toEqual(['1', '1001', '2001', '3001', '4001', '5001', '6001', '7001', '8001', '9001']);
    fireEvent.change(quantity, { target: { value: '2001' } });
    expect(status()).toBe('Modifié…');
    expect(calls.updated).toEqual([]);
    await waitFor(() => expect(calls.updated).toHaveLength(1));
    expect(calls.updated[0]).toMatchObject({ orderId: 70, input: { lines: [{ articleId: 502, quantity: 2001, orderLineId: 9001 }] } });
    await waitFor(() => expect(status()).toBe('Brouillon enregistré'));
    expect(within(lines()).getByTestId('cell-total').textContent).toBe(formatMoney(19809.9));
  });

  it('asks before applying a typed price when the channel allows it, and sends it', async () => {
    const { calls } = openPosScreen({ url: '/orders/catalog/70', order: posOrder(), customer: posCustomer({ allowModifPrice: true }) });
    const price = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Prix de ART502' });
    expect(price.value).toBe('9,90');
    fireEvent.change(price, { target: { value: '8,5' } });
    fireEvent.blur(price);
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(calls.updated).toHaveLength(1));
    expect(calls.updated[0]).toMatchObject({ input: { lines: [{ articleId: 502, unitPrice: 8.5 }] } });
  });

  it('opens a confirmed order already prepared read-only with its status', async () => {
    openPosScreen({ url: '/orders/catalog/70', order: posOrder({ orderStatusId: 2, orderStatusName: 'Confirmée', preparationStatus: 3, orderLines: [orderLine(), orderLine({ orderLineId: 9002, articleId: 503, articleCode: 'ART503' })] }) });
    expect(await screen.findByText('Commande « Confirmée » : elle n’est plus modifiable.')).toBeTruthy();
    expect(status()).toBe('Confirmée');
    await waitFor(() => expect(within(lines()).getAllByTestId('cell-article')).toHaveLength(2));
    expect(within(lines()).queryAllByTestId('row-remove')).toEqual([]);
    expect(within(lines()).queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Confirmer la commande' }).hasAttribute('disabled')).toBe(true);
    const tiles = await screen.findAllByTestId('pos-tile');
    expect(within(tiles[0]!).getByRole('button', { name: 'Dans le panier' }).hasAttribute('disabled')).toBe(true);
  });

  it('reopens a confirmed order not yet in preparation after asking, then edits it as an open basket', async () => {
    const confirmed = posOrder({ orderStatusId: 2, orderStatusName: 'Confirmée', preparationStatus: 1, orderLines: [orderLine({ quantityStep: 1000 })] });
    const { calls } = openPosScreen({ url: '/orders/catalog/70', order: confirmed, reopen: () => saveResult(posOrder({ orderLines: [orderLine({ quantityStep: 1000 })] })) });
    const reopen = await screen.findByRole('button', { name: 'Modifier la commande' });
    expect(screen.queryByText('Commande « Confirmée » : elle n’est plus modifiable.')).toBeNull();
    fireEvent.click(reopen);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('La commande repasse en panier ouvert ; il faudra la confirmer à nouveau.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Garder la commande confirmée' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.reopened).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Modifier la commande' }));
    const again = await waitFor(() => within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Modifier la commande' }));
    fireEvent.click(again);
    await waitFor(() => expect(calls.reopened).toEqual([{ orderId: 70 }]));
    await waitFor(() => expect(status()).toBe('Brouillon enregistré'));
    expect(screen.queryByRole('button', { name: 'Modifier la commande' })).toBeNull();
    expect(within(lines()).getByRole('combobox', { name: 'Quantité de ART502' })).toBeTruthy();
  });

  it('shows the server’s refusal of a reopen as a toast, and no reopen once preparation started or without the editor’s write access', async () => {
    const confirmed = posOrder({ orderStatusId: 2, orderStatusName: 'Confirmée', preparationStatus: 1 });
    const refusal = OrderMessages.reopenRefusedPreparation;
    const first = openPosScreen({
      url: '/orders/catalog/70',
      order: confirmed,
      reopen: () => new GraphQLError(refusal, { extensions: { code: 'CONFLICT', serverMessages: [refusal] } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier la commande' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Modifier la commande' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(status()).toBe('Confirmée');
    first.page.unmount();

    const started = openPosScreen({ url: '/orders/catalog/70', order: { ...confirmed, preparationStatus: 2 } });
    expect(await screen.findByText('Commande « Confirmée » : elle n’est plus modifiable.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Modifier la commande' })).toBeNull();
    started.page.unmount();

    openPosScreen({ url: '/orders/catalog/70', order: confirmed, permissions: { [Permission.ORDERS]: [Level.READ] } });
    expect(await screen.findByText('Commande « Confirmée » : elle n’est plus modifiable.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Modifier la commande' })).toBeNull();
  });

  it('says when the order does not exist', async () => {
    openPosScreen({ url: '/orders/catalog/404', order: null });
    expect(await screen.findByText('Commande introuvable')).toBeTruthy();
  });
});
