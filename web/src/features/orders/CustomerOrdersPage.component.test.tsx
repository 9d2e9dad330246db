import { Level, Permission } from '@console/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/renderScreen.tsx';
import CustomerOrdersPage from './CustomerOrdersPage.tsx';

type Args = Record<string, unknown>;

const order = (orderId: number, orderStatusId: number) => ({
  orderId,
  code: `CMD-${orderId}`,
  orderStatusId,
  orderStatusName: 'Serveur',
  createdAt: '2026-11-20T09:15:00.000Z',
  confirmedAt: '2026-11-20T09:30:00.000Z',
  desiredDeliveryDate: '2026-11-22',
  totalAmountTTC: 1234.5,
});

const line = (orderLineId: number, change: Record<string, unknown>) => ({
  orderLineId,
  articleCode: `ART${orderLineId}`,
  description: `Article ${orderLineId}`,
  quantity: 2,
  quantityPrepared: null,
  unitCode: 'UNITE',
  unitPrice: 10,
  isGift: false,
  discountAmount: 0,
  totalAmountTTC: 20,
  ...change,
});

const LINES = [line(1, {}), line(2, { unitCode: 'CAISSE', quantity: 1, unitPrice: 48.4, totalAmountTTC: 48.4 }), line(3, { isGift: true, unitPrice: 0, totalAmountTTC: 0, quantity: 1 })];

function openOrders(shown: { preparationStatus: number; orderLines: unknown[] } = { preparationStatus: 1, orderLines: LINES }) {
  const listed: Args[] = [];
  const page = renderScreen(<CustomerOrdersPage />, {
    path: '/orders/customer/:id',
    url: '/orders/customer/42',
    permissions: { [Permission.ORDERS]: [Level.READ] },
    resolvers: () => ({
      Query: {
        posCustomer: () => ({ customerId: 42, code: 'CL000042', name: 'Épicerie Atlas', phoneNumber: '0612345678', channel: { channelId: 1, channelName: 'Gros' } }),
        customerOrders: (_: unknown, args: Args) => {
          listed.push(args);
          return { count: 2, items: [order(7, 2), order(8, 5)] };
        },
        order: (_: unknown, args: Args) => ({
          orderId: args.orderId,
          code: `CMD-${String(args.orderId)}`,
          totalAmountTTC: 68.4,
          ...shown,
        }),
      },
    }),
  });
  return { page, listed };
}

describe("a customer's orders", () => {
  it('shows the customer and their orders with status labels, dates and amounts in DH', async () => {
    const { listed } = openOrders();
    const header = await screen.findByTestId('customer-header');
    expect(within(header).getByDisplayValue('Épicerie Atlas (CL000042)')).toBeTruthy();
    expect(within(header).getByDisplayValue('0612345678')).toBeTruthy();
    expect(within(header).getByDisplayValue('Gros')).toBeTruthy();
    expect(await screen.findByText('CMD-7')).toBeTruthy();
    expect(listed[0]).toEqual({ customerId: 42, page: 1, take: 10 });
    expect(screen.getByText('Confirmée')).toBeTruthy();
    expect(screen.getByText('Livrée')).toBeTruthy();
    expect(screen.getAllByText('22-11-2026')).toHaveLength(2);
    expect(screen.getAllByText(/1\s234,50 DH/)).toHaveLength(2);
  });

  it("opens an order's lines: units as Pce / Cse, the gift marked, the total in DH", async () => {
    openOrders();
    fireEvent.click(await screen.findByText('CMD-8'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Commande CMD-8')).toBeTruthy();
    expect(await within(dialog).findByText('Article 2')).toBeTruthy();
    expect(within(dialog).getAllByText('Pce')).toHaveLength(2);
    expect(within(dialog).getByText('Cse')).toBeTruthy();
    expect(within(dialog).getAllByText('48,40 DH')).toHaveLength(2);
    expect(within(dialog).getAllByTestId('cell-gift').filter((cell) => cell.textContent === 'Cadeau')).toHaveLength(1);
    expect(within(dialog).getByTestId('order-total').textContent).toMatch(/Total TTC : 68,40\sDH/);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows each line's discount so that unit price × quantity − discount = line total, a partly prepared order on what was prepared with the ordered quantity beside", async () => {
    openOrders({
      preparationStatus: 4,
      orderLines: [
        line(1, { quantity: 24, quantityPrepared: 1, unitPrice: 37.05, discountAmount: 1.85, totalAmountTTC: 35.2 }),
        line(2, { quantity: 6, quantityPrepared: 6, unitPrice: 12.5, discountAmount: 7.5, totalAmountTTC: 67.5 }),
      ],
    });
    fireEvent.click(await screen.findByText('CMD-8'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Article 2')).toBeTruthy();
    const cells = (column: string) => within(dialog).getAllByTestId(`cell-${column}`).map((cell) => cell.textContent ?? '');
    expect(cells('quantity')).toEqual(['1 sur 24', '6']);
    expect(cells('discount')).toEqual(['1,85\u00a0DH', '7,50\u00a0DH']);
    const amount = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
    const billed = cells('quantity').map((text) => Number(text.split(' ')[0]));
    const [prices, discounts, totals] = ['unitPrice', 'discount', 'total'].map((column) => cells(column).map(amount));
    expect(totals).toEqual([35.2, 67.5]);
    totals?.forEach((total, index) => expect((prices?.[index] ?? 0) * (billed[index] ?? 0) - (discounts?.[index] ?? 0)).toBeCloseTo(total, 2));
  });
});
