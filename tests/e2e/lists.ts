import { expect, type Locator, type Page } from '@playwright/test';

/** Reading and driving the kit's list pages (ListPage, DataTable, Pager). */
export const rows = (page: Page) => page.getByTestId('table-row');
export const cells = (scope: Page | Locator, column: string) => scope.getByTestId(`cell-${column}`);
const pagerRange = (page: Page) => page.getByTestId('pager-range');
export const combobox = (scope: Page | Locator, name: string) => scope.getByRole('combobox', { name, exact: true });

/** Picks an option of a Fluent dropdown by its label. */
export async function choose(page: Page, label: string, option: string, scope: Page | Locator = page) {
  await combobox(scope, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Every row of the page shows `value` in `column` (polled: the previous page stays shown while the next loads). */
export async function expectColumn(page: Page, column: string, value: string) {
  await expect.poll(async () => [...new Set(await cells(page, column).allTextContents())]).toEqual([value]);
}

/** The total of the pager ('1–10 sur 2 615', French digit groups → 2615). */
export async function total(page: Page): Promise<number> {
  const text = (await pagerRange(page).textContent()) ?? '';
  return Number(/sur ([\d\u202f]+)/.exec(text)?.[1]?.replace(/\u202f/g, '') ?? Number.NaN);
}
