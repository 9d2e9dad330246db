import { Level, Permission } from '@console/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { kitTexts } from '../../kit/texts.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import PromotionsPage from './PromotionsPage.tsx';

type ListArgs = Record<string, unknown>;

const row = (promotionId: number) => ({
  promotionId,
  code: `PROMO${promotionId}`,
  description: `Promotion numéro ${promotionId}`,
  canalType: 4,
  promoType: 4,
  dateFrom: '2026-03-01',
  dateTo: '2026-03-31',
  active: true,
  flash: false,
});

/** The list over `count` promotions; `calls` receives the arguments of each `promotions` query. */
function openList(count: number, { url = '/promotions', levels = [Level.CREATE, Level.EDIT, Level.DELETE] }: { url?: string; levels?: number[] } = {}) {
  const calls: ListArgs[] = [];
  const deleted: ListArgs[] = [];
  const page = renderScreen(<PromotionsPage />, {
    path: '/promotions',
    url,
    permissions: { [Permission.PROMOTIONS]: levels },
    resolvers: () => ({
      Query: {
        promotions: (_: unknown, args: ListArgs) => {
          calls.push(args);
          const take = Number(args.take);
          const first = (Number(args.page) - 1) * take;
          const ids = Array.from({ length: Math.max(0, Math.min(take, count - first)) }, (_unused, index) => first + index + 1);
          return { count, items: ids.map(row) };
        },
      },
      Mutation: {
        deletePromotion: (_: unknown, args: ListArgs) => {
          deleted.push(args);
          return true;
        },
      },
    }),
  });
  return { page, calls, deleted };
}

describe('the promotions list', () => {
  it('says so when there is no promotion', async () => {
    openList(0);
    expect(await screen.findByText(kitTexts.noRows)).toBeTruthy();
  });

  it('shows the rows, ten a page, with their kinds, canal and DD-MM-YYYY dates', async () => {
    const { calls } = openList(25);
    expect(await screen.findByText('PROMO10')).toBeTruthy();
    expect(calls[0]).toMatchObject({ page: 1, take: 10 });
    const first = screen.getAllByTestId('table-row')[0]!;
    expect(within(first).getByText('PLAN_PALIER')).toBeTruthy();
    expect(within(first).getByText('Tous')).toBeTruthy();
    expect(within(first).getByText('01-03-2026')).toBeTruthy();
    expect(within(first).getByText('31-03-2026')).toBeTruthy();
    expect(screen.getByText(kitTexts.range(1, 10, 25))).toBeTruthy();
  });

  it('sends the keyword, the kind from the URL, the active-only switch and the sort', async () => {
    const { page, calls } = openList(3, { url: '/promotions?promoType=3' });
    await screen.findByText('PROMO3');
    expect(calls[0]).toMatchObject({ promoType: 3, activeOnly: null });
    fireEvent.click(screen.getByRole('switch', { name: 'Actives seulement' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ activeOnly: true, promoType: 3 }));
    expect(page.location()).toContain('activeOnly=1');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'ramadan' } });
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Enter' });
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ keyword: 'ramadan' }));
    fireEvent.click(screen.getByRole('columnheader', { name: 'Code' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ sort: { field: 'code', descending: false } }));
    fireEvent.click(screen.getByRole('columnheader', { name: 'Du' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ sort: { field: 'dateFrom', descending: false } }));
  });

  it("tells 'no canal filter' from canal type 4 ('Tous', every canal)", async () => {
    const { calls } = openList(3);
    await screen.findByText('PROMO3');
    fireEvent.click(screen.getByRole('combobox', { name: 'Type de canal' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Tous les types', 'Centre d’appels', 'Ambassadeur', 'Autonome', 'Tous', 'Magasin']);
    fireEvent.click(screen.getByRole('option', { name: 'Tous' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ canalType: 4 }));
  });

  it('opens a promotion on a row click and offers the new promotion', async () => {
    const { page } = openList(2);
    fireEvent.click(await screen.findByText('PROMO2'));
    await waitFor(() => expect(page.location()).toBe('/promotion/2'));
    await page.navigate('/promotions');
    fireEvent.click(await screen.findByRole('button', { name: 'Nouvelle promotion' }));
    await waitFor(() => expect(page.location()).toBe('/promotion/new'));
  });

  it('deletes a promotion after confirmation, at the delete level only', async () => {
    const { deleted } = openList(2);
    await screen.findByText('PROMO2');
    fireEvent.click(within(screen.getAllByTestId('table-row')[1]!).getByRole('button', { name: kitTexts.delete }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Voulez-vous vraiment supprimer la promotion PROMO2 ?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: kitTexts.delete }));
    await waitFor(() => expect(deleted).toEqual([{ promotionId: 2 }]));
  });

  it('offers neither delete nor new promotion below their levels', async () => {
    openList(2, { levels: [Level.EDIT] });
    await screen.findByText('PROMO2');
    expect(screen.queryByRole('button', { name: kitTexts.delete })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nouvelle promotion' })).toBeNull();
  });
});
