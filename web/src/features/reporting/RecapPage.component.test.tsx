import { Level, Permission } from '@console/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/renderScreen.tsx';
import RecapPage from './RecapPage.tsx';

type Args = Record<string, unknown>;

const recap = (date: string, lastSync: { ranAt: string; ranByName: string } | null) => ({
  date,
  start: 's',
  end: 'e',
  totalConfirmedOrders: 12,
  totalAmountConfirmedOrders: 15000.4,
  totalCanceledOrders: 1,
  totalAmountCanceledOrders: 99.9,
  totalReturnedOrders: 0,
  totalAmountReturnedOrders: 0,
  totalDeliveredOrders: 5,
  totalAmountDeliveredOrders: 2500,
  totalTPEDeliveredOrders: 2,
  totalTPEAmountDeliveredOrders: 1000,
  totalCashDeliveredOrders: 3,
  totalCashAmountDeliveredOrders: 1500,
  rounds: [],
  lastSync,
});

const text = (element: HTMLElement) => (element.textContent ?? '').replace(/[\u202f\u00a0]/g, ' ');

describe('the daily recap', () => {
  it("shows the server's figures for its day, the empty rounds in French, and « Synchroniser » says who ran it", async () => {
    const asked: Args[] = [];
    renderScreen(<RecapPage />, {
      path: '/romeo/recap',
      url: '/romeo/recap',
      permissions: { [Permission.SUMMARY]: [Level.CREATE, Level.EDIT] },
      mocks: { BusinessClock: () => ({ date: '2026-11-28', time: '09:30' }) },
      resolvers: () => {
        let synchronized = false;
        return {
          Query: {
            dailyRecap: (_: unknown, args: { date: string }) => {
              asked.push(args);
              return recap(args.date, synchronized ? { ranAt: '2026-11-28T08:05:00Z', ranByName: 'Youssef Alami' } : null);
            },
          },
          Mutation: {
            synchronizeRecap: (_: unknown, args: { date: string }) => {
              synchronized = true;
              return recap(args.date, { ranAt: '2026-11-28T08:05:00Z', ranByName: 'Youssef Alami' });
            },
          },
        };
      },
    });
    const figures = await screen.findByRole('table', { name: 'Récapitulatif des commandes' });
    expect(asked[0]).toEqual({ date: '2026-11-28' });
    const rows = within(figures).getAllByRole('row').slice(1).map(text);
    expect(rows).toEqual([
      'Confirmées1215 000,40 Dh',
      'Annulées199,90 Dh',
      'Retournées00,00 Dh',
      'Livrées52 500,00 Dh',
      'dont TPE (carte)21 000,00 Dh',
      'dont ESP (espèces)31 500,00 Dh',
    ]);
    expect(screen.getByText('Aucune tournée ce jour-là')).toBeTruthy();
    expect(screen.getByTestId('last-sync').textContent).toBe('Jamais synchronisé');
    fireEvent.click(screen.getByRole('button', { name: 'Synchroniser' }));
    await waitFor(() => expect(screen.getByTestId('last-sync').textContent).toBe('Dernière synchronisation le 28-11-2026 09:05 par Youssef Alami'));
  });
});
