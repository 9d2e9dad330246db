import { Level, Permission } from '@console/schema';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { kitTexts } from '../../kit/texts.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import CustomersPage from './CustomersPage.tsx';

type ListArgs = Record<string, unknown>;

const row = (customerId: number) => ({
  customerId,
  code: `CL${String(customerId).padStart(6, '0')}`,
  firstName: 'Client',
  lastName: `Numéro ${customerId}`,
  customerStatusId: 3,
  createdAt: '2026-01-15T10:00:00.000Z',
});

/** The list over `count` customers; `calls` receives the arguments of each `customers` query. */
function openList(count: number, url = '/customers') {
  const calls: ListArgs[] = [];
  const page = renderScreen(<CustomersPage />, {
    path: '/customers',
    url,
    permissions: { [Permission.CUSTOMERS]: [Level.READ, Level.EDIT] },
    resolvers: () => ({
      Query: {
        customers: (_: unknown, args: ListArgs) => {
          calls.push(args);
          const take = Number(args.take);
          const first = (Number(args.page) - 1) * take;
          const ids = Array.from({ length: Math.max(0, Math.min(take, count - first)) }, (_unused, index) => first + index + 1);
          return { count, items: ids.map(row) };
        },
        channels: () => ({ count: 0, items: [] }),
        regions: () => ({ count: 0, items: [] }),
      },
    }),
  });
  return { page, calls };
}

describe('the customers list', () => {
  it('says so when there is no customer', async () => {
    openList(0);
    expect(await screen.findByText(kitTexts.noRows)).toBeTruthy();
    expect(screen.getByText(kitTexts.range(0, 0, 0))).toBeTruthy();
  });

  it('pages through the customers, the page in the URL', async () => {
    const { page, calls } = openList(25);
    expect(await screen.findByText('Numéro 10')).toBeTruthy();
    expect(screen.getByText(kitTexts.range(1, 10, 25))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: kitTexts.nextPage }));
    expect(await screen.findByText('Numéro 20')).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({ page: 2, take: 10 });
    expect(page.location()).toContain('page=');
    fireEvent.click(screen.getByRole('button', { name: kitTexts.lastPage }));
    expect(await screen.findByText('Numéro 25')).toBeTruthy();
    expect(screen.getByText(kitTexts.range(21, 25, 25))).toBeTruthy();
  });

  it('sends the filters of the URL and the search', async () => {
    const { page, calls } = openList(3, '/customers?customerStatusId=4');
    await screen.findByText('Numéro 3');
    expect(calls[0]).toMatchObject({ customerStatusId: 4, page: 1 });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Benani' } });
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Enter' });
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ keyword: 'Benani', customerStatusId: 4 }));
    expect(page.location()).toContain('keyword=Benani');
  });

  it('shows the cached rows at once when it comes back, and asks the server again', async () => {
    const { page, calls } = openList(3);
    await screen.findByText('Numéro 3');
    expect(calls).toHaveLength(1);
    await page.navigate('/customers/1');
    expect(screen.queryByText('Numéro 3')).toBeNull();
    await page.navigate(-1);
    expect(screen.getByText('Numéro 3')).toBeTruthy();
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it('asks the server again for a page shown before, on Back', async () => {
    const { page, calls } = openList(25);
    await screen.findByText('Numéro 10');
    fireEvent.click(screen.getByRole('button', { name: kitTexts.nextPage }));
    await screen.findByText('Numéro 20');
    expect(calls).toHaveLength(2);
    await page.navigate(-1);
    expect(screen.getByText('Numéro 10')).toBeTruthy();
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls.at(-1)).toMatchObject({ page: 1 });
  });
});
