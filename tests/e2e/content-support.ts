import { type Locator, type Page } from '@playwright/test';
import { expectFits, screenshot, toast } from './support.ts';

/** Shared by the selections and content specs: the viewport they check, unique names, the chooser. */
export const VIEWPORT = { width: 1280, height: 900 } as const;

/** A real 2×2 PNG (red), so the browser decodes it and the server's signature check passes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEUlEQVR4nGP4z8DwnwGMgRQAH+4D/dJQfRoAAAAASUVORK5CYII=',
  'base64',
);
export const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

let counter = 0;
/** A name no other test (nor a previous run on the same data) uses. */
export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${(counter++).toString(36)}`;

export const success = (page: Page) => toast(page, 'Operation effectuée avec succès').first();

/** A review screenshot at 1280 px, after checking the screen fits its width, tables included (`expectFits`). */
export async function reviewScreen(page: Page, name: string) {
  await expectFits(page);
  await screenshot(page, name);
}

/** The article chooser's parts (kit/ArticleChooser.tsx). */
export const chooser = (page: Page) => {
  const root = page.getByTestId('article-picker');
  return {
    root,
    tree: root.getByRole('navigation', { name: 'Catégories' }),
    results: root.getByRole('region', { name: 'Résultats' }).getByRole('listitem'),
    chosen: root.getByTestId('chosen-article'),
    search: root.getByRole('searchbox', { name: 'Rechercher un article' }),
  };
};

/** The designations of the chosen articles, in order. */
export const chosenNames = (items: Locator) => items.locator('span[title]').evaluateAll((spans) => spans.map((span) => span.getAttribute('title') ?? ''));

/** Adds the result at `index` and returns its designation. */
export async function addResult(page: Page, index: number): Promise<string> {
  const item = chooser(page).results.nth(index);
  const name = (await item.locator('span[title]').getAttribute('title')) ?? '';
  await item.getByRole('button', { name: `Ajouter ${name}` }).click();
  return name;
}
