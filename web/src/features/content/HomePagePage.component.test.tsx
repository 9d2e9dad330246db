import { Level, Messages, Permission } from '@console/schema';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldMessage, formInput, renderScreen } from '../../testing/renderScreen.tsx';
import HomePagePage from './HomePagePage.tsx';
import HomePagesPage from './HomePagesPage.tsx';

type Args = Record<string, unknown>;

const bloc = (blocId: number, nameFr: string, order: number) => ({
  blocId,
  homePageId: 7,
  nameFr,
  order,
  description: null,
  blocTypeId: 1,
  algorithmId: 2,
  blocType: { blocTypeId: 1, name: 'Carrousel' },
  algorithm: { algorithmId: 2, name: 'Tops ventes' },
  articles: [],
});
const blocs = [bloc(31, 'Nouveautés', 1), bloc(32, 'Meilleures ventes', 2), bloc(33, 'Favoris', 3)];
const homePage = (list = blocs) => ({ homePageId: 7, name: 'Accueil Casablanca', description: 'Page principale', blocs: list });

const grants = { [Permission.HOMEPAGES]: [Level.CREATE, Level.EDIT, Level.DELETE] };

describe('the home pages list', () => {
  it('shows id, title and description', async () => {
    renderScreen(<HomePagesPage />, {
      path: '/homepages',
      url: '/homepages',
      permissions: grants,
      resolvers: () => ({ Query: { homePages: () => ({ count: 1, items: [homePage()] }) } }),
    });
    const row = (await screen.findByText('Accueil Casablanca')).closest('tr');
    expect(row && within(row).getByText('Page principale')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter' })).toBeTruthy();
  });
});

describe('the home page form', () => {
  it('requires the title', async () => {
    renderScreen(<HomePagePage />, { path: '/homepages/new', url: '/homepages/new', permissions: grants });
    await screen.findByRole('heading', { name: "Nouvelle page d'accueil" });
    fireEvent.blur(formInput('name'));
    await waitFor(() => expect(fieldMessage(formInput('name'))).toBe(Messages.requiredField));
    expect(screen.queryByRole('region', { name: 'Blocs' })).toBeNull();
  });

  it('returns to the list when the home page does not exist', async () => {
    const page = renderScreen(<HomePagePage />, { path: '/homepages/:id', url: '/homepages/99', permissions: grants, resolvers: () => ({ Query: { homePage: () => null } }) });
    await waitFor(() => expect(page.location()).toBe('/homepages'));
  });

  it('opens the bloc form to add or edit a bloc', async () => {
    const page = renderScreen(<HomePagePage />, { path: '/homepages/:id', url: '/homepages/7', permissions: grants, resolvers: () => ({ Query: { homePage: () => homePage() } }) });
    const section = within(await screen.findByRole('region', { name: 'Blocs' }));
    fireEvent.click(section.getByRole('button', { name: 'Modifier Favoris' }));
    await waitFor(() => expect(page.location()).toBe('/homepages/7/blocs/33'));
    await page.navigate('/homepages/7');
    fireEvent.click(within(await screen.findByRole('region', { name: 'Blocs' })).getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(page.location()).toBe('/homepages/7/newbloc'));
  });

  it('deletes a bloc once confirmed, and shows the page without it', async () => {
    const deleted: Args[] = [];
    renderScreen(<HomePagePage />, {
      path: '/homepages/:id',
      url: '/homepages/7',
      permissions: grants,
      resolvers: () => ({
        Query: { homePage: () => homePage(deleted.length > 0 ? blocs.slice(0, 2) : blocs) },
        Mutation: {
          deleteBloc: (_: unknown, args: Args) => {
            deleted.push(args);
            return true;
          },
        },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer Favoris' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(deleted).toEqual([{ homePageId: 7, blocId: 33 }]));
    await waitFor(() => expect(screen.queryByText('Favoris')).toBeNull());
    expect(screen.getAllByTestId('bloc-row')).toHaveLength(2);
  });
});

describe('reordering the blocs', () => {
  // happy-dom lays nothing out: each bloc row gets a 40 px high box in its order, as a browser would.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function box(this: HTMLElement) {
      const row = this.closest('[data-bloc-id]');
      const index = row?.parentElement ? Array.from(row.parentElement.children).indexOf(row) : 0;
      const top = row ? index * 40 : 0;
      const height = row ? 40 : 0;
      return { x: 0, y: top, top, left: 0, width: row ? 800 : 0, height, right: row ? 800 : 0, bottom: top + height, toJSON: () => ({}) };
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('moves a bloc down with the keyboard and saves the new positions at once', async () => {
    const calls: Args[] = [];
    renderScreen(<HomePagePage />, {
      path: '/homepages/:id',
      url: '/homepages/7',
      permissions: grants,
      resolvers: () => ({
        Query: { homePage: () => homePage() },
        Mutation: {
          setBlocPositions: (_: unknown, args: Args) => {
            calls.push(args);
            return homePage([bloc(32, 'Meilleures ventes', 1), bloc(31, 'Nouveautés', 2), bloc(33, 'Favoris', 3)]);
          },
        },
      }),
    });
    const handle = await screen.findByRole('button', { name: 'Déplacer Nouveautés' });
    handle.focus();
    // Space picks the bloc up (dnd-kit listens to the next keys from the following tick on).
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await waitFor(() => expect(handle.getAttribute('aria-pressed')).toBe('true'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    // The arrow moves it one row down (the row follows), Space drops it there.
    fireEvent.keyDown(handle, { key: 'ArrowDown', code: 'ArrowDown' });
    await waitFor(() => expect(handle.closest('tr')?.style.transform).toContain('40px'));
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await waitFor(() =>
      expect(calls).toEqual([
        {
          homePageId: 7,
          positions: [
            { blocId: 32, position: 1 },
            { blocId: 31, position: 2 },
            { blocId: 33, position: 3 },
          ],
        },
      ]),
    );
    expect(await screen.findByText(Messages.success)).toBeTruthy();
    const names = screen.getAllByTestId('bloc-row').map((row) => row.getAttribute('data-bloc-id'));
    expect(names).toEqual(['32', '31', '33']);
  });
});
