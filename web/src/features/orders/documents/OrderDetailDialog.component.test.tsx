import { Messages, OrderStatus } from '@console/schema';
import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../testing/renderScreen.tsx';
import { OrderDetailDialog } from './OrderDetailDialog.tsx';

const line = (orderLineId: number, change: Record<string, unknown> = {}) => ({
  orderLineId,
  articleId: 100 + orderLineId,
  description: `Article ${orderLineId}`,
  imageUrl: null,
  quantity: 2,
  quantityPrepared: null,
  unitPrice: 10,
  unitCode: 'UNITE',
  isGift: false,
  discountAmount: 0,
  totalAmountTTC: 20,
  ...change,
});

const order = (change: Record<string, unknown> = {}) => ({
  orderId: 7,
  code: 'CMD-000007',
  customerId: 42,
  customerCode: 'CL000042',
  customerName: 'Épicerie Atlas',
  orderStatusId: OrderStatus.CONFIRMED,
  orderStatusName: 'Serveur',
  preparationStatus: 1,
  totalAmountHT: 1000,
  totalDiscount: 50,
  totalEscompte: 0,
  totalRebates: 20,
  totalTva: 194,
  totalAmountTTC: 1164,
  totalTimbre: 0,
  orderLines: [
    line(1),
    line(2, { unitCode: 'CAISSE', quantity: 3, quantityPrepared: 2, unitPrice: 48.4, totalAmountTTC: 145.2 }),
    line(3, { isGift: true, unitPrice: 0, totalAmountTTC: 0, quantity: 1 }),
  ],
  ...change,
});

function openDialog(answer: () => unknown, orderId: number | null = 7) {
  const onClose = vi.fn();
  const asked: unknown[] = [];
  renderScreen(<OrderDetailDialog orderId={orderId} onClose={onClose} />, {
    path: '/',
    url: '/',
    resolvers: () => ({
      Query: {
        order: (_: unknown, args: { orderId: number }) => {
          asked.push(args.orderId);
          return answer();
        },
      },
    }),
  });
  return { onClose, asked };
}

const cells = (dialog: HTMLElement, column: string) => within(dialog).getAllByTestId(`cell-${column}`).map((cell) => cell.textContent);

describe('the order detail dialog', () => {
  it('shows the code, status, customer and lines: units Pce / Cse, prepared quantities, the gift marked « Cadeau »', async () => {
    const { asked } = openDialog(() => order());
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Commande CMD-000007')).toBeTruthy();
    expect(asked).toEqual([7]);
    expect(within(dialog).getByDisplayValue('Confirmée')).toBeTruthy();
    expect(within(dialog).getByDisplayValue('Épicerie Atlas (CL000042)')).toBeTruthy();
    expect(cells(dialog, 'id')).toEqual(['1', '2', '3']);
    expect(cells(dialog, 'unit')).toEqual(['Pce', 'Cse', 'Pce']);
    expect(cells(dialog, 'prepared')).toEqual(['—', '2', '—']);
    expect(cells(dialog, 'unitPrice')).toEqual(['10,00\u00a0DH', '48,40\u00a0DH', '0,00\u00a0DH']);
    expect(cells(dialog, 'total')).toEqual(['20,00\u00a0DH', '145,20\u00a0DH', '0,00\u00a0DH']);
    expect(within(dialog).getAllByTestId('gift-badge')).toHaveLength(1);
    expect(within(dialog).getAllByTestId('cell-title')[2]?.textContent).toBe('Article 3 Cadeau');
    expect(within(dialog).getAllByRole('img')).toHaveLength(3);
  });

  it("shows each line's discount, so that unit price × billed quantity − discount = line total, billed on what was prepared once the preparation ended short", async () => {
    openDialog(() =>
      order({
        preparationStatus: 4,
        orderLines: [
          line(1, { quantity: 24, quantityPrepared: 1, unitPrice: 37.05, discountAmount: 1.85, totalAmountTTC: 35.2 }),
          line(2, { quantity: 6, quantityPrepared: 6, unitPrice: 12.5, discountAmount: 7.5, totalAmountTTC: 67.5 }),
          line(3, { quantity: 2, quantityPrepared: 0, unitPrice: 10, discountAmount: 0, totalAmountTTC: 0 }),
        ],
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Commande CMD-000007')).toBeTruthy();
    expect(cells(dialog, 'discount')).toEqual(['1,85 DH', '7,50 DH', '0,00 DH']);
    const amount = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));
    const [prices, prepared, discounts, totals] = ['unitPrice', 'prepared', 'discount', 'total'].map((column) => cells(dialog, column).map(amount));
    expect(totals).toHaveLength(3);
    totals?.forEach((total, index) => expect((prices?.[index] ?? 0) * (prepared?.[index] ?? 0) - (discounts?.[index] ?? 0)).toBeCloseTo(total, 2));
    expect(cells(dialog, 'quantity')).toEqual(['24', '6', '2']);
    expect(within(dialog).getByTestId('billed-on-prepared').textContent).toBe('Préparée partiellement : facturée sur les quantités préparées (la quantité commandée à côté).');
  });

  it('bills what was ordered before the preparation ends: no note, unit price × quantity − discount = line total', async () => {
    openDialog(() => order({ orderLines: [line(1, { quantity: 6, unitPrice: 12.5, discountAmount: 7.5, totalAmountTTC: 67.5 })] }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Commande CMD-000007')).toBeTruthy();
    expect(cells(dialog, 'discount')).toEqual(['7,50 DH']);
    expect(within(dialog).queryByTestId('billed-on-prepared')).toBeNull();
  });

  it('shows HT, discount, logistics cost, VAT and TTC; no early-payment discount nor stamp-duty note when 0', async () => {
    openDialog(() => order());
    const totals = await screen.findByTestId('order-totals');
    expect(within(totals).getAllByRole('term').map((term) => term.textContent)).toEqual(['Total HT', 'Remise', 'Coût logistique', 'TVA', 'Total TTC']);
    expect(within(totals).getAllByRole('definition').map((amount) => amount.textContent)).toEqual([
      '1\u202f000,00\u00a0DH',
      '50,00\u00a0DH',
      '20,00\u00a0DH',
      '194,00\u00a0DH',
      '1\u202f164,00\u00a0DH',
    ]);
    expect(screen.queryByTestId('stamp-duty-note')).toBeNull();
  });

  it('adds the early-payment discount and the stamp-duty note when above 0', async () => {
    openDialog(() => order({ totalEscompte: 11.64, totalTimbre: 1.25 }));
    const totals = await screen.findByTestId('order-totals');
    expect(within(totals).getAllByRole('term').map((term) => term.textContent)).toEqual(['Total HT', 'Remise', 'Escompte', 'Coût logistique', 'TVA', 'Total TTC']);
    expect(within(screen.getByTestId('total-escompte')).getByRole('definition').textContent).toBe('11,64\u00a0DH');
    expect(screen.getByTestId('stamp-duty-note').textContent).toBe('Dont droit de timbre : 1,25\u00a0DH');
  });

  it('offers « Imprimer » and closes with « Fermer »', async () => {
    const { onClose } = openDialog(() => order());
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('button', { name: 'Imprimer' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says so when the order does not exist', async () => {
    openDialog(() => null);
    expect(await screen.findByText('Commande introuvable')).toBeTruthy();
  });

  it('shows an error message when the order cannot be loaded', async () => {
    openDialog(() => new GraphQLError('Accès refusé', { extensions: { code: 'FORBIDDEN' } }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(Messages.forbidden)).toBeTruthy();
    expect(within(dialog).queryByTestId('order-totals')).toBeNull();
  });

  it('stays closed without an order: nothing is asked until an order is given', async () => {
    const asked: unknown[] = [];
    function Opener() {
      const [orderId, setOrderId] = useState<number | null>(null);
      return (
        <>
          <button onClick={() => setOrderId(7)}>Voir</button>
          <OrderDetailDialog orderId={orderId} onClose={() => setOrderId(null)} />
        </>
      );
    }
    const { operations } = renderScreen(<Opener />, {
      path: '/',
      url: '/',
      resolvers: () => ({ Query: { order: (_: unknown, args: { orderId: number }) => (asked.push(args.orderId), order()) } }),
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    // Given an order, the same dialog opens and asks for it: the first and only question it sent.
    fireEvent.click(screen.getByRole('button', { name: 'Voir' }));
    expect(await within(await screen.findByRole('dialog')).findByText(/CMD-000007/)).toBeTruthy();
    expect(asked).toEqual([7]);
    expect(operations).toHaveLength(1);
  });
});
