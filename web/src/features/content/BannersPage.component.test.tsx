import { Level, Permission, PromotionMessages } from '@console/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { kitTexts } from '../../kit/texts.ts';
import { fieldMessage, formInput, renderScreen } from '../../testing/renderScreen.tsx';
import BannerPage from './BannerPage.tsx';
import BannersPage from './BannersPage.tsx';

type Args = Record<string, unknown>;

const banner = (bannerId: number, name: string) => ({
  bannerId,
  name,
  startDate: '2026-03-01',
  endDate: '2026-03-31',
  active: true,
  imageUrl: null,
  warehouseIds: [1],
  channelIds: [2],
});

const options = {
  channels: () => ({ count: 2, items: [{ channelId: 2, code: 'GROS' }, { channelId: 3, code: 'DETAIL' }] }),
  customerWarehouses: () => [{ warehouseId: 1, code: 'CAS', localisation: 'Casablanca' }],
};

/** The table row showing `text`. */
async function rowOf(text: string): Promise<HTMLElement> {
  const row = (await screen.findByText(text)).closest('tr');
  if (!row) throw new Error(`no row shows ${text}`);
  return row;
}

describe('the banners list', () => {
  it('shows the banners with their dates as DD-MM-YYYY, and sends the active-only filter', async () => {
    const calls: Args[] = [];
    renderScreen(<BannersPage />, {
      path: '/banners/',
      url: '/banners/?activeOnly=1',
      permissions: { [Permission.PROMOTIONS]: [Level.EDIT, Level.DELETE] },
      resolvers: () => ({
        Query: {
          banners: (_: unknown, args: Args) => {
            calls.push(args);
            return { count: 1, items: [banner(5, 'Ramadan 2026')] };
          },
        },
      }),
    });
    const row = await rowOf('Ramadan 2026');
    expect(within(row).getByText('01-03-2026')).toBeTruthy();
    expect(within(row).getByText('31-03-2026')).toBeTruthy();
    expect(calls[0]).toMatchObject({ activeOnly: true, take: 10, page: 1 });
    // Seed 001: an active-only toggle, on from the URL.
    expect(screen.getByRole('switch', { name: 'Actives uniquement' })).toHaveProperty('checked', true);
    // Delete at level 5 for every saved banner; no add without level 3.
    expect(within(row).getByRole('button', { name: kitTexts.delete })).toBeTruthy();
    expect(screen.queryByRole('button', { name: kitTexts.add })).toBeNull();
  });

  it('deletes a banner once confirmed', async () => {
    const deleted: Args[] = [];
    renderScreen(<BannersPage />, {
      path: '/banners/',
      url: '/banners/',
      permissions: { [Permission.PROMOTIONS]: [Level.CREATE, Level.DELETE] },
      resolvers: () => ({
        Query: { banners: () => (deleted.length > 0 ? { count: 0, items: [] } : { count: 1, items: [banner(5, 'Ramadan 2026')] }) },
        Mutation: {
          deleteBanner: (_: unknown, args: Args) => {
            deleted.push(args);
            return true;
          },
        },
      }),
    });
    const row = await rowOf('Ramadan 2026');
    fireEvent.click(within(row).getByRole('button', { name: kitTexts.delete }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: kitTexts.delete }));
    await waitFor(() => expect(deleted).toEqual([{ bannerId: 5 }]));
    await waitFor(() => expect(screen.queryByText('Ramadan 2026')).toBeNull());
  });
});

describe('the banner form', () => {
  const grants = { [Permission.PROMOTIONS]: [Level.CREATE, Level.EDIT] };

  it('requires the name and dates, refuses an end before the start, and is inactive when new', async () => {
    renderScreen(<BannerPage />, { path: '/banners/new', url: '/banners/new', permissions: grants, resolvers: () => ({ Query: options }) });
    await screen.findByRole('heading', { name: 'Nouvelle bannière' });
    fireEvent.blur(formInput('name'));
    await waitFor(() => expect(fieldMessage(formInput('name'))).toBe('Champ requis'));
    expect(screen.getByRole('checkbox', { name: 'Active' })).toHaveProperty('checked', false);
    fireEvent.change(formInput('startDate'), { target: { value: '2026-03-10' } });
    fireEvent.change(formInput('endDate'), { target: { value: '2026-03-01' } });
    fireEvent.blur(formInput('endDate'));
    await waitFor(() => expect(fieldMessage(formInput('endDate'))).toBe(PromotionMessages.dateNotBefore('10-03-2026')));
    fireEvent.change(formInput('endDate'), { target: { value: '2026-03-10' } });
    await waitFor(() => expect(fieldMessage(formInput('endDate'))).toBeNull());
  });

  it('sends the banner with its warehouses and channels, and returns to the list', async () => {
    const inputs: Args[] = [];
    const page = renderScreen(<BannerPage />, {
      path: '/banners/new',
      url: '/banners/new',
      permissions: grants,
      resolvers: () => ({
        Query: options,
        Mutation: {
          createBanner: (_: unknown, args: Args) => {
            inputs.push(args);
            return { ok: true, errors: [], banner: banner(12, 'Été') };
          },
        },
      }),
    });
    await screen.findByRole('heading', { name: 'Nouvelle bannière' });
    fireEvent.change(formInput('name'), { target: { value: 'Été' } });
    fireEvent.change(formInput('startDate'), { target: { value: '2026-06-01' } });
    fireEvent.change(formInput('endDate'), { target: { value: '2026-06-30' } });
    // The channels are loaded before the list opens.
    await waitFor(() => expect(page.cache.extract()['Channel:{"channelId":3}']).toBeTruthy());
    fireEvent.click(screen.getByRole('combobox', { name: 'Canaux' }));
    // A multiple select lists its options as checkable items.
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'DETAIL' }));
    const save = screen.getByRole('button', { name: 'Enregistrer' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(page.location()).toBe('/banners/'));
    expect(inputs[0]).toMatchObject({ input: { name: 'Été', startDate: '2026-06-01', endDate: '2026-06-30', active: false, channelIds: [3], warehouseIds: [] } });
  });

  it('is titled with its id', async () => {
    renderScreen(<BannerPage />, { path: '/banners/:id', url: '/banners/5', permissions: grants, resolvers: () => ({ Query: { ...options, banner: () => banner(5, 'Ramadan') } }) });
    expect(await screen.findByRole('heading', { name: 'Bannière n° 5' })).toBeTruthy();
  });

  it('returns to the list when the banner does not exist', async () => {
    const page = renderScreen(<BannerPage />, { path: '/banners/:id', url: '/banners/99', permissions: grants, resolvers: () => ({ Query: { ...options, banner: () => null } }) });
    await waitFor(() => expect(page.location()).toBe('/banners/'));
  });
});
