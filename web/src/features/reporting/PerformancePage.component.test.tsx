import { Permission } from '@console/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formInput, renderScreen } from '../../testing/renderScreen.tsx';
import { ordersLink, type Card } from './PerformanceCard.tsx';
import PerformancePage from './PerformancePage.tsx';

type Args = Record<string, unknown>;

const drill = { statusIds: [7], dateType: 5, dateFrom: '2026-11-26T23:00:00.000Z', dateTo: '2026-11-28T23:00:00.000Z' };

/** The server's cards: the test chooses value, previous, change and percent; nothing is computed by the console. */
const card = (figure: Card['figure'], unit: Card['unit'], value: number, previous: number, change: number, changePercent: number | null): Card => ({
  figure,
  unit,
  value,
  previous,
  change,
  changePercent,
  series: [
    { start: '2026-11-26T23:00:00.000Z', value: 1 },
    { start: '2026-11-27T23:00:00.000Z', value: 3 },
  ],
  orders: drill,
});

const cards = [
  card('LINES', 'COUNT', 2400, 2000, 400, 20),
  card('ORDERS', 'COUNT', 1, 0, 1, null),
  card('CANCELED_ORDERS', 'COUNT', 3, 1, 2, 200),
  card('CA_AVERAGE', 'AMOUNT', 1250.5, 1000, 250.5, 25.05),
  card('CA_AMOUNT', 'AMOUNT', 1234567.891, 1234567.891, 0, 0),
  card('CANCELED_CA_AMOUNT', 'AMOUNT', 0, 10, -10, -100),
  card('RETURNED_ORDERS', 'COUNT', 0, 0, 0, null),
  card('RETURNED_CA_AMOUNT', 'AMOUNT', 0, 0, 0, null),
  card('LINES_AVERAGE_PER_ORDER', 'RATIO', 3.6, 3.2, 0.4, 12.5),
  card('DELIVERED_CA_AMOUNT', 'AMOUNT', 999.999, 500, 500, 100),
];

const text = (element: HTMLElement) => (element.textContent ?? '').replace(/[\u202f\u00a0]/g, ' ');

function openDashboard() {
  const asked: Args[] = [];
  const page = renderScreen(<PerformancePage />, {
    path: '/suivi/performance',
    url: '/suivi/performance',
    permissions: { [Permission.PERFORMANCE]: [6] },
    mocks: { BusinessClock: () => ({ date: '2026-11-28', time: '09:30' }) },
    resolvers: () => ({
      Query: {
        performanceReport: (_: unknown, args: Args) => {
          asked.push(args);
          return { from: '2026-11-26T23:00:00.000Z', to: '2026-11-28T23:00:00.000Z', previousFrom: 'x', previousTo: 'y', step: 'HOUR', cards };
        },
      },
    }),
  });
  return { page, asked };
}

describe('the performance dashboard', () => {
  it('asks for yesterday to today of the server, and shows the ten cards as the seed formats them', async () => {
    const { asked } = openDashboard();
    await screen.findByTestId('card-LINES');
    expect(asked[0]).toEqual({ from: '2026-11-27', to: '2026-11-28' });
    expect(screen.getByRole('heading', { name: 'Performance' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);

    const shown = (figure: string) => {
      const element = screen.getByTestId(`card-${figure}`);
      return { value: text(within(element).getByTestId('card-value')), absolute: text(within(element).getByTestId('card-change-absolute')), percent: text(within(element).getByTestId('card-change-percent')), all: text(element) };
    };
    // Counts with two decimals, amounts with two decimals, a thousands space and « Dh ».
    expect(shown('LINES')).toMatchObject({ value: '2 400,00', absolute: '+400,00', percent: '+20,00 %' });
    expect(shown('CA_AMOUNT')).toMatchObject({ value: '1 234 567,89 Dh', absolute: '0,00 Dh', percent: '0,00 %' });
    expect(shown('CANCELED_CA_AMOUNT')).toMatchObject({ value: '0,00 Dh', absolute: '-10,00 Dh', percent: '-100,00 %' });
    // The previous period at 0: « — » for the percentage.
    expect(shown('ORDERS')).toMatchObject({ value: '1,00', absolute: '+1,00', percent: '—' });
    // A ratio's change reads in points.
    expect(shown('LINES_AVERAGE_PER_ORDER')).toMatchObject({ value: '3,60', absolute: '+0,40 pt', percent: '+12,50 %' });
    expect(shown('DELIVERED_CA_AMOUNT').value).toBe('1 000,00 Dh');
    // The average revenue, an amount per order for the server: in Dh.
    expect(shown('CA_AVERAGE')).toMatchObject({ value: '1 250,50 Dh', absolute: '+250,50 Dh', percent: '+25,05 %' });
    // Plural above 1 only.
    expect(shown('LINES').all).toContain('Lignes');
    expect(shown('ORDERS').all).toMatch(/^Commande1,00/);
    expect(shown('CANCELED_ORDERS').all).toContain('Commandes annulées');
    expect(shown('RETURNED_ORDERS').all).toContain('Commande retournée');
  });

  it('opens the orders behind a card: the list filtered by the statuses and the range the server gave', async () => {
    const { page } = openDashboard();
    const cancelled = await screen.findByTestId('card-CANCELED_ORDERS');
    expect(ordersLink(cards[2]!)).toBe('/orders?statusIds=7&dateType=5&dateFrom=2026-11-26T23%3A00%3A00.000Z&dateTo=2026-11-28T23%3A00%3A00.000Z');
    fireEvent.click(cancelled);
    await waitFor(() => expect(decodeURIComponent(page.location())).toBe('/orders?statusIds=7&dateType=5&dateFrom=2026-11-26T23:00:00.000Z&dateTo=2026-11-28T23:00:00.000Z'));
  });

  it('clamps « from » to « to » and « to » to « from », and reloads on each change', async () => {
    const { asked } = openDashboard();
    await screen.findByTestId('card-LINES');
    fireEvent.change(formInput('from'), { target: { value: '2026-12-05' } });
    await waitFor(() => expect(asked.at(-1)).toEqual({ from: '2026-11-28', to: '2026-11-28' }));
    expect(formInput('from').value).toBe('2026-11-28');
    fireEvent.change(formInput('from'), { target: { value: '2026-11-20' } });
    await waitFor(() => expect(asked.at(-1)).toEqual({ from: '2026-11-20', to: '2026-11-28' }));
    fireEvent.change(formInput('to'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(asked.at(-1)).toEqual({ from: '2026-11-20', to: '2026-11-20' }));
    expect(formInput('to').value).toBe('2026-11-20');
  });
});
