import { Level, Messages, Permission } from '@console/schema';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldMessage, formInput, renderScreen, type MockResolvers } from '../../testing/renderScreen.tsx';
import BlocPage from './BlocPage.tsx';

type Args = Record<string, unknown>;

const huile = { articleId: 1, code: 'A1', descriptionLong: 'Huile Lesieur 1L', imageListUrl: null };

const options = {
  blocTypes: () => [{ blocTypeId: 1, name: 'Carrousel' }],
  blocAlgorithms: () => [
    { algorithmId: 1, name: 'Manuel' },
    { algorithmId: 2, name: 'Tops ventes' },
    { algorithmId: 5, name: 'Vos favoris' },
    { algorithmId: 8, name: 'Saisonnier' },
  ],
  chooserArticles: () => ({ count: 1, items: [huile] }),
  articleCategories: () => [],
};

const bloc = (algorithmId: number) => ({
  blocId: 31,
  homePageId: 7,
  nameFr: 'Nouveautés',
  description: null,
  order: 1,
  blocTypeId: 1,
  algorithmId,
  blocType: { blocTypeId: 1, name: 'Carrousel' },
  algorithm: { algorithmId, name: 'Manuel' },
  articles: algorithmId === 1 ? [huile] : [],
});

const grants = { [Permission.HOMEPAGES]: [Level.EDIT] };

function openBloc(url: string, resolvers: MockResolvers) {
  const path = url.endsWith('/newbloc') ? '/homepages/:id/newbloc' : '/homepages/:homePageId/blocs/:blocId';
  return renderScreen(<BlocPage />, { path, url, permissions: grants, resolvers });
}

/** Chooses an option of a form select by its label. */
async function choose(label: string, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the bloc form', () => {
  it('requires the title, the bloc type and the algorithm', async () => {
    openBloc('/homepages/7/newbloc', () => ({ Query: options }));
    await screen.findByRole('heading', { name: 'Nouveau bloc' });
    fireEvent.blur(formInput('nameFr'));
    await waitFor(() => expect(fieldMessage(formInput('nameFr'))).toBe(Messages.requiredField));
    expect(screen.getByRole('button', { name: 'Enregistrer' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the article chooser for a manual or unknown algorithm only, a note for a computed one', async () => {
    const page = openBloc('/homepages/7/newbloc', () => ({ Query: options }));
    await screen.findByRole('heading', { name: 'Nouveau bloc' });
    expect(screen.queryByTestId('article-picker')).toBeNull();
    await waitFor(() => expect(page.cache.extract()['BlocAlgorithm:{"algorithmId":8}']).toBeTruthy());
    await choose('Algorithme', 'Manuel');
    expect(await screen.findByTestId('article-picker')).toBeTruthy();
    await choose('Algorithme', 'Tops ventes');
    expect(await screen.findByTestId('bloc-computed-note')).toBeTruthy();
    expect(screen.queryByTestId('article-picker')).toBeNull();
    await choose('Algorithme', 'Vos favoris');
    expect(screen.getByTestId('bloc-computed-note').textContent).toContain('Vos favoris');
    await choose('Algorithme', 'Saisonnier');
    expect(await screen.findByTestId('article-picker')).toBeTruthy();
  });

  it('creates a manual bloc with its articles and returns to the home page', async () => {
    const inputs: Args[] = [];
    const page = openBloc('/homepages/7/newbloc', () => ({
      Query: options,
      Mutation: {
        createBloc: (_: unknown, args: Args) => {
          inputs.push(args);
          return { ok: true, errors: [], bloc: bloc(1) };
        },
      },
    }));
    await screen.findByRole('heading', { name: 'Nouveau bloc' });
    await waitFor(() => expect(page.cache.extract()['BlocType:{"blocTypeId":1}']).toBeTruthy());
    fireEvent.change(formInput('nameFr'), { target: { value: 'Nouveautés' } });
    await choose('Type de bloc', 'Carrousel');
    await choose('Algorithme', 'Manuel');
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter Huile Lesieur 1L' }));
    const save = screen.getByRole('button', { name: 'Enregistrer' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(page.location()).toBe('/homepages/7'));
    expect(inputs[0]).toEqual({ homePageId: 7, input: { nameFr: 'Nouveautés', description: null, blocTypeId: 1, algorithmId: 1, articleIds: [1] } });
  });

  it('loads a bloc of its home page, with its chosen articles', async () => {
    const calls: Args[] = [];
    openBloc('/homepages/7/blocs/31', () => ({
      Query: {
        ...options,
        bloc: (_: unknown, args: Args) => {
          calls.push(args);
          return bloc(1);
        },
      },
    }));
    await screen.findByRole('heading', { name: 'Bloc : Nouveautés' });
    expect(calls[0]).toEqual({ homePageId: 7, blocId: 31 });
    expect(await screen.findAllByTestId('chosen-article')).toHaveLength(1);
  });

  it('returns to its home page when the bloc does not exist', async () => {
    const page = openBloc('/homepages/7/blocs/99', () => ({ Query: { ...options, bloc: () => null } }));
    await waitFor(() => expect(page.location()).toBe('/homepages/7'));
  });
});
