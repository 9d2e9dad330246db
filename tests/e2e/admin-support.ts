import { expect, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The access-administration reader (permissions 8 and 10 at access level 6 Consultation: levels 4 and 6 only). */
export const consultation = { email: 'consultation@demo.ma', password: 'Consult123!', firstName: 'Leila' } as const;

/** A name no other test (or earlier run on the same data) uses. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}

export const SUCCESS = 'Operation effectuée avec succès';

/** The list's 'from–to sur count' text. */
export const pagerRange = (scope: Page | Locator) => scope.getByTestId('pager-range').first();

/** Picks an option of a Fluent Dropdown found by its label. */
export async function choose(scope: Page | Locator, label: string, option: string | RegExp) {
  const page = 'page' in scope ? scope.page() : scope;
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

/** Types in a lookup and picks the option that appears (debounced search). */
export async function lookup(scope: Page | Locator, label: string, text: string, option: RegExp) {
  const page = 'page' in scope ? scope.page() : scope;
  await scope.getByRole('combobox', { name: label, exact: true }).fill(text);
  await page.getByRole('option', { name: option }).click();
}

/** The table rows of a list or grid (data rows only). */
export const rows = (scope: Page | Locator) => scope.getByTestId('table-row');

/** Fills the form field with that label (inputs are labelled by their Fluent Field). */
export async function fill(scope: Page | Locator, label: string, value: string) {
  await scope.getByRole('textbox', { name: label, exact: true }).fill(value);
}

export async function expectToast(page: Page, text = SUCCESS) {
  await expect(page.locator('.fui-ToastTitle', { hasText: text }).first()).toBeVisible();
}

const screensDir = fileURLToPath(new URL('../../.tmp/screens/', import.meta.url));

/**
 * A review screenshot of the whole screen (long detail pages), kept in .tmp/screens. The shell
 * scrolls inside <main>, so the viewport is stretched to its content for the shot.
 */
export async function fullScreenshot(page: Page, name: string) {
  mkdirSync(screensDir, { recursive: true });
  const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
  const height = await page.locator('main').evaluate((main) => main.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, height) });
  await page.screenshot({ path: `${screensDir}${name}.png`, animations: 'disabled' });
  await page.setViewportSize(viewport);
}
