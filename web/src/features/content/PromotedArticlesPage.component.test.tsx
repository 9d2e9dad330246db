import { Level, Permission } from '@console/schema';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chosenTexts } from '../../kit/ChosenArticles.tsx';
import { renderScreen } from '../../testing/renderScreen.tsx';
import PromotedArticlesPage from './PromotedArticlesPage.tsx';

type Args = Record<string, unknown>;

const article = (articleId: number, descriptionLong: string) => ({ articleId, code: `A${articleId}`, descriptionLong, imageListUrl: null });
const huile = article(1, 'Huile Lesieur 1L');
const sucre = article(2, 'Sucre Cosumar 1kg');
const the = article(3, 'Thé Sultan 200g');

function openPromoted() {
  const saved: Args[] = [];
  const page = renderScreen(<PromotedArticlesPage />, {
    path: '/store/promotions',
    url: '/store/promotions',
    permissions: { [Permission.PROMOTIONS]: [Level.EDIT] },
    resolvers: () => ({
      Query: {
        promotedArticles: () => [huile, sucre],
        chooserArticles: () => ({ count: 3, items: [huile, sucre, the] }),
        articleCategories: () => [],
      },
      Mutation: {
        savePromotedArticles: (_: unknown, args: Args) => {
          saved.push(args);
          const ids = Array.isArray(args.articleIds) ? args.articleIds : [];
          return ids.map((id) => [huile, sucre, the].find((item) => item.articleId === id));
        },
      },
    }),
  });
  return { page, saved };
}

/** The designations of the chosen list, in order (each shown with its full text as title). */
const chosenNames = () => screen.getAllByTestId('chosen-article').map((item) => item.querySelector('[title]')?.getAttribute('title'));

describe('the promoted articles', () => {
  it('lists the promoted articles in order, saving nothing until changed', async () => {
    openPromoted();
    await waitFor(() => expect(screen.getAllByTestId('chosen-article')).toHaveLength(2));
    expect(chosenNames()).toEqual(['Huile Lesieur 1L', 'Sucre Cosumar 1kg']);
    expect(screen.getByRole('button', { name: 'Enregistrer' }).hasAttribute('disabled')).toBe(true);
  });

  it('adds, reorders and removes articles, then saves the list in its order', async () => {
    const { page, saved } = openPromoted();
    await waitFor(() => expect(screen.getAllByTestId('chosen-article')).toHaveLength(2));
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter Thé Sultan 200g' }));
    fireEvent.click(screen.getByRole('button', { name: chosenTexts.up('Thé Sultan 200g') }));
    fireEvent.click(screen.getByRole('button', { name: chosenTexts.remove('Huile Lesieur 1L') }));
    expect(chosenNames()).toEqual(['Thé Sultan 200g', 'Sucre Cosumar 1kg']);
    expect(screen.getByTestId('pending-changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(saved).toEqual([{ articleIds: [3, 2] }]));
    await waitFor(() => expect(screen.queryByTestId('pending-changes')).toBeNull());
    expect(chosenNames()).toEqual(['Thé Sultan 200g', 'Sucre Cosumar 1kg']);
    expect(page.operations).toContain('SavePromotedArticles');
  });

  it('asks before leaving with unsaved changes', async () => {
    const { page } = openPromoted();
    await waitFor(() => expect(screen.getAllByTestId('chosen-article')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: chosenTexts.remove('Sucre Cosumar 1kg') }));
    await page.navigate('/home');
    expect(await screen.findByRole('alertdialog', { name: 'Quitter sans enregistrer ?' })).toBeTruthy();
    expect(page.location()).toBe('/store/promotions');
  });
});
