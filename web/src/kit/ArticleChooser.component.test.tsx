import { Permission } from '@console/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../testing/renderScreen.tsx';
import { ArticlePicker, CHOOSER_TAKE, CHOOSER_TAKE_BRAND, chooserTexts } from './ArticleChooser.tsx';
import { categoryTreeTexts } from './CategoryTree.tsx';
import { chosenTexts, type ChosenArticle } from './ChosenArticles.tsx';

type Args = Record<string, unknown>;

const article = (articleId: number, name: string): ChosenArticle => ({ __typename: 'ListedArticle', articleId, code: `A${articleId}`, descriptionLong: name, imageListUrl: null });
const catalogue = [article(1, 'Huile Lesieur 1L'), article(2, 'Sucre Cosumar 1kg'), article(3, 'Thé Sultan 200g')];

const categories: Record<string, { articleCategoryId: number; description: string; categoryType: number; parentId: number | null }[]> = {
  root: [
    { articleCategoryId: 10, description: 'Épicerie', categoryType: 1, parentId: null },
    { articleCategoryId: 20, description: 'Boissons', categoryType: 1, parentId: null },
  ],
  10: [{ articleCategoryId: 11, description: 'Huiles', categoryType: 2, parentId: 10 }],
};

/** The picker over the catalogue above, its chosen list kept in state and shown through `chosen()`. */
function openPicker(initial: ChosenArticle[] = []) {
  const calls: Args[] = [];
  let chosen: ChosenArticle[] = initial;
  function Host() {
    const [value, setValue] = useState<ChosenArticle[]>(initial);
    chosen = value;
    return <ArticlePicker value={value} onChange={setValue} />;
  }
  renderScreen(<Host />, {
    path: '/picker',
    url: '/picker',
    permissions: { [Permission.SELECTIONS]: [3, 4] },
    resolvers: () => ({
      Query: {
        chooserArticles: (_: unknown, args: Args) => {
          calls.push(args);
          const keyword = typeof args.keyword === 'string' ? args.keyword.toLowerCase() : '';
          const items = catalogue.filter((item) => (item.descriptionLong ?? '').toLowerCase().includes(keyword));
          return { count: items.length, items };
        },
        articleCategories: (_: unknown, args: Args) => categories[args.parentId === undefined || args.parentId === null ? 'root' : String(args.parentId)] ?? [],
        brands: () => ({ count: 1, items: [{ brandId: 40, name: 'Lesieur' }] }),
      },
    }),
  });
  return { calls, chosen: () => chosen.map((item) => item.articleId) };
}

const results = () => within(screen.getByTestId('chooser-results'));

describe('the article chooser', () => {
  it('lists the first articles with their designation', async () => {
    const { calls } = openPicker();
    expect(await results().findByText('Huile Lesieur 1L')).toBeTruthy();
    expect(results().getByText('Thé Sultan 200g')).toBeTruthy();
    expect(calls[0]).toMatchObject({ take: CHOOSER_TAKE, keyword: null, brandId: null, familyId: null });
  });

  it('searches by keyword', async () => {
    const { calls } = openPicker();
    await results().findByText('Huile Lesieur 1L');
    const search = screen.getByRole('searchbox');
    fireEvent.change(search, { target: { value: 'sucre' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(results().queryByText('Huile Lesieur 1L')).toBeNull());
    expect(results().getByText('Sucre Cosumar 1kg')).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({ keyword: 'sucre' });
  });

  it('filters by a family, then by a sub-family of the tree', async () => {
    const { calls } = openPicker();
    const tree = within(await screen.findByRole('navigation', { name: categoryTreeTexts.label }));
    fireEvent.click(await tree.findByRole('button', { name: 'Épicerie' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ familyId: 10, subFamilyId: null, sSubFamilyId: null }));
    fireEvent.click(tree.getByRole('button', { name: categoryTreeTexts.expand('Épicerie') }));
    fireEvent.click(await tree.findByRole('button', { name: 'Huiles' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ familyId: 10, subFamilyId: 11, sSubFamilyId: null }));
    // A second click on the chosen category clears the filter.
    fireEvent.click(tree.getByRole('button', { name: 'Huiles' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ familyId: null, subFamilyId: null }));
  });

  it('filters by the family list', async () => {
    const { calls } = openPicker();
    await results().findByText('Huile Lesieur 1L');
    fireEvent.click(screen.getByRole('combobox', { name: chooserTexts.family }));
    fireEvent.click(await screen.findByRole('option', { name: 'Boissons' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ familyId: 20 }));
  });

  it('filters by brand, with up to 1000 results then', async () => {
    const { calls } = openPicker();
    await results().findByText('Huile Lesieur 1L');
    fireEvent.change(screen.getByTestId('chooser-brand'), { target: { value: 'Les' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Lesieur' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ brandId: 40, take: CHOOSER_TAKE_BRAND }));
  });

  it('adds articles once, in order, and moves and removes them', async () => {
    const { chosen } = openPicker();
    fireEvent.click(await results().findByRole('button', { name: chooserTexts.add('Huile Lesieur 1L') }));
    fireEvent.click(results().getByRole('button', { name: chooserTexts.add('Thé Sultan 200g') }));
    expect(chosen()).toEqual([1, 3]);
    expect(results().getByRole('button', { name: chooserTexts.add('Huile Lesieur 1L') }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: chosenTexts.up('Thé Sultan 200g') }));
    expect(chosen()).toEqual([3, 1]);
    fireEvent.click(screen.getByRole('button', { name: chosenTexts.down('Thé Sultan 200g') }));
    expect(chosen()).toEqual([1, 3]);
    fireEvent.click(screen.getByRole('button', { name: chosenTexts.remove('Huile Lesieur 1L') }));
    expect(chosen()).toEqual([3]);
    expect(screen.getAllByTestId('chosen-article')).toHaveLength(1);
  });
});
