import { Level, Permission } from '@console/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldMessage, formInput, renderScreen } from '../../testing/renderScreen.tsx';
import CollectionPage from './CollectionPage.tsx';
import { typedAmount } from './CloseTillDialog.tsx';

type Args = Record<string, unknown>;

const collector = (collectorId: number, collectorName: string, deliveryMan: boolean, closed = false) => ({
  collectorId,
  collectorName,
  deliveryMan,
  orders: 2,
  cashExpected: 1250.5,
  tpeAmount: 0,
  cashHandedOver: closed ? 1250.5 : null,
  cashDifference: closed ? 0 : null,
  closed,
  closedAt: closed ? '2026-11-28T17:00:00Z' : null,
  closedByName: closed ? 'Nadia Caisse' : null,
});

const report = (collectors: unknown[], items: unknown[] = []) => ({
  date: '2026-11-28',
  start: 's',
  end: 'e',
  items,
  count: items.length,
  countIsLowerBound: false,
  totalDeliveredOrders: 2,
  totalCashAmountDeliveredOrders: 1250.5,
  totalTPEAmountDeliveredOrders: 300,
  collectors,
  lastSync: null,
});

const text = (element: HTMLElement) => (element.textContent ?? '').replace(/[\u202f\u00a0]/g, ' ');

function openCollection(closeTill: (args: Args) => unknown, permissions: Record<number, number[]>) {
  const closes: Args[] = [];
  renderScreen(<CollectionPage />, {
    path: '/romeo/collection',
    url: '/romeo/collection',
    permissions,
    mocks: { BusinessClock: () => ({ date: '2026-11-28', time: '09:30' }) },
    resolvers: () => ({
      Query: {
        // The signed-in test user is user 1: the cashier's own till.
        collectionReport: () => report([collector(1, 'Nadia Caisse', false), collector(8, 'Hamid Livreur', true)]),
      },
      Mutation: {
        closeTill: (_: unknown, args: Args) => {
          closes.push(args);
          return closeTill(args);
        },
      },
    }),
  });
  return closes;
}

const cashier = { [Permission.ROMEO_ORDERS]: [Level.CREATE, Level.EDIT, Level.READ], [Permission.ORDERS]: [Level.READ] };

describe('the collection report', () => {
  it('shows the seed cash totals and lets a cashier close only their own till; a refused amount keeps what was typed', async () => {
    const closes = openCollection(() => ({ ok: false, errors: [{ field: 'cashHandedOver', message: 'Le montant a au plus deux décimales' }], collector: null }), cashier);
    const collectors = await screen.findByRole('table', { name: 'Espèces par encaisseur' });
    expect(text(screen.getByTestId('total-cash'))).toContain('1 250,50 Dh');
    expect(text(screen.getByTestId('total-tpe'))).toContain('300,00 Dh');
    const [own, deliveryMan] = within(collectors).getAllByRole('row').slice(1);
    expect(within(deliveryMan!).queryByRole('button', { name: 'Clôturer la caisse' })).toBeNull();
    fireEvent.click(within(own!).getByRole('button', { name: 'Clôturer la caisse' }));
    await screen.findByText('Clôture de la caisse de Nadia Caisse');

    // Not a number: refused before sending, the text kept.
    fireEvent.change(formInput('cashHandedOver'), { target: { value: 'douze' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clôturer' }));
    await waitFor(() => expect(fieldMessage(formInput('cashHandedOver'))).toBe('Montant invalide : saisissez un nombre (par exemple 1 250,50)'));
    // The shared rule (schema/src/reporting.ts tillAmountError), before sending too.
    fireEvent.change(formInput('cashHandedOver'), { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clôturer' }));
    await waitFor(() => expect(fieldMessage(formInput('cashHandedOver'))).toBe('Le montant ne peut pas être négatif'));
    expect(closes).toEqual([]);

    // The server refuses: its message under the field, the amount as typed.
    fireEvent.change(formInput('cashHandedOver'), { target: { value: '1 250,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clôturer' }));
    await waitFor(() => expect(fieldMessage(formInput('cashHandedOver'))).toBe('Le montant a au plus deux décimales'));
    expect(closes).toEqual([{ date: '2026-11-28', collectorId: 1, cashHandedOver: 1250.5 }]);
    expect(formInput('cashHandedOver').value).toBe('1 250,50');
  });

  it('reads amounts typed with a comma, a point or thousands spaces', () => {
    expect(typedAmount('1 250,50')).toBe(1250.5);
    expect(typedAmount('1250.5')).toBe(1250.5);
    expect(typedAmount('')).toBeNull();
    expect(typedAmount('12,5,0')).toBeNull();
  });
});
