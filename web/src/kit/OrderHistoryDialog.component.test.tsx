import { Permission } from '@console/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { kitTexts } from './texts.ts';
import { renderScreen } from '../testing/renderScreen.tsx';
import { OrderHistoryDialog } from './OrderHistoryDialog.tsx';

type Args = Record<string, unknown>;

const order = (orderId: number) => ({
  orderId,
  code: `CMD-${orderId}`,
  orderStatusId: 4,
  orderStatusName: 'Serveur',
  createdAt: '2026-11-18T09:15:00.000Z',
  confirmedAt: null,
  desiredDeliveryDate: null,
  totalAmountTTC: 99.9,
});

describe('the order history dialog', () => {
  it("pages through the customer's history: code, date, status, TTC in DH", async () => {
    const asked: Args[] = [];
    renderScreen(<OrderHistoryDialog customerId={42} open onClose={() => undefined} />, {
      path: '/calls',
      url: '/calls',
      permissions: { [Permission.CALLS]: [6] },
      resolvers: () => ({
        Query: {
          orderHistory: (_: unknown, args: Args) => {
            asked.push(args);
            const first = (Number(args.page) - 1) * Number(args.take);
            return { count: 12, items: Array.from({ length: Math.min(Number(args.take), 12 - first) }, (_unused, index) => order(first + index + 1)) };
          },
        },
      }),
    });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('CMD-10')).toBeTruthy();
    expect(asked[0]).toEqual({ customerId: 42, page: 1, take: 10 });
    expect(within(dialog).getAllByText('Facturée')).toHaveLength(10);
    expect(within(dialog).getAllByText('18-11-2026')).toHaveLength(10);
    expect(within(dialog).getAllByText('99,90 DH')).toHaveLength(10);
    fireEvent.click(within(dialog).getByRole('button', { name: kitTexts.nextPage }));
    expect(await within(dialog).findByText('CMD-12')).toBeTruthy();
    await waitFor(() => expect(asked.at(-1)).toEqual({ customerId: 42, page: 2, take: 10 }));
  });
});
