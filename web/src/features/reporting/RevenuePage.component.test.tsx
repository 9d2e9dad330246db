import { Permission } from '@console/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { formInput, renderScreen } from '../../testing/renderScreen.tsx';
import RevenuePage from './RevenuePage.tsx';

type Args = Record<string, unknown>;

// Components that add up to the TTC, as the server's do: HT − remise − escompte + logistique + TVA + timbre.
const sum = (label: string, id: number | null, ttc: number) => ({
  id,
  label,
  orders: 2,
  totalAmountHT: ttc - 15.5,
  totalDiscount: 5,
  totalEscompte: 1,
  totalRebates: 6,
  totalTva: 15,
  totalTimbre: 0.5,
  totalAmountTTC: ttc,
});

const text = (element: HTMLElement) => (element.textContent ?? '').replace(/[\u202f\u00a0]/g, ' ');

function openRevenue(answer: (args: Args) => unknown) {
  const asked: Args[] = [];
  renderScreen(<RevenuePage />, {
    path: '/romeo/revenue',
    url: '/romeo/revenue',
    permissions: { [Permission.ORDERS]: [6] },
    mocks: { BusinessClock: () => ({ date: '2026-11-28', time: '09:30' }) },
    resolvers: () => ({
      Query: {
        revenueReport: (_: unknown, args: Args) => {
          asked.push(args);
          return answer(args);
        },
      },
    }),
  });
  return asked;
}

describe('the revenue report', () => {
  it("asks the server's day by order date, shows its totals and subtotals, the empty list in French, and clamps the range", async () => {
    const asked = openRevenue(() => ({
      items: [],
      count: 0,
      countIsLowerBound: false,
      dateFrom: 'a',
      dateTo: 'b',
      totals: sum('Total', null, 12345.678),
      byWarehouse: [sum('Casablanca', 1, 10000), sum('Rabat', 2, 2345.68)],
      byChannel: [sum('Gros', 3, 12345.68)],
      byPaymentMode: [sum('Espèces', 100, 12345.68)],
    }));
    await screen.findByText('Aucune commande sur cette période');
    expect(asked[0]).toEqual({ dateType: 1, dateFrom: '2026-11-28', dateTo: '2026-11-28', page: 1, take: 50 });
    expect(text(screen.getByTestId('revenue-totals'))).toContain('12 345,68 Dh');
    const warehouses = within(screen.getByTestId('revenue-by-warehouse')).getAllByRole('row').slice(1).map(text);
    const headers = within(screen.getByTestId('revenue-by-warehouse')).getAllByRole('columnheader').map(text);
    expect(headers).toEqual(['Libellé', 'Commandes', 'HT', 'Remise', 'Escompte', 'Logistique', 'TVA', 'Timbre', 'TTC']);
    expect(warehouses).toEqual(['Casablanca29 984,50 Dh5,00 Dh1,00 Dh6,00 Dh15,00 Dh0,50 Dh10 000,00 Dh', 'Rabat22 330,18 Dh5,00 Dh1,00 Dh6,00 Dh15,00 Dh0,50 Dh2 345,68 Dh']);
    fireEvent.change(formInput('dateFrom'), { target: { value: '2026-12-01' } });
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ dateFrom: '2026-11-28', dateTo: '2026-11-28' }));
    fireEvent.change(formInput('dateFrom'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ dateFrom: '2026-11-01', dateTo: '2026-11-28' }));
  });

  it("shows the server's refusal in the kit's error bar", async () => {
    openRevenue(() => {
      throw new GraphQLError('La période ne peut pas dépasser 366 jours', { extensions: { code: 'BAD_USER_INPUT', serverMessages: ['La période ne peut pas dépasser 366 jours'] } });
    });
    await waitFor(() => expect(screen.getByTestId('report-error').textContent).toContain('La période ne peut pas dépasser 366 jours'));
  });
});
