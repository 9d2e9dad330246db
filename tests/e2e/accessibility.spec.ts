import { expect, test as base, type Page } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LAPTOP, accounts, axeViolations as violations, expectFits, screenshot, sideMenu, signIn } from './support.ts';

/**
 * The console's screens, read from the registry (web/src/app/registry.ts) and the features' screen
 * lists it takes in (web/src/features/<domain>[/<topic>]/index.ts), so a new screen is checked as soon as it
 * is declared. Read as text: importing them would pull the React screens in.
 */
function registryScreens(): { path: string; guest: boolean }[] {
  const web = fileURLToPath(new URL('../../web/src/', import.meta.url));
  // A domain lists its screens in its index.ts, or each of its topics in its own (features/delivery/dispatch/index.ts).
  const domains = readdirSync(join(web, 'features'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => join(web, 'features', entry.name));
  const topics = domains.flatMap((domain) => readdirSync(domain, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => join(domain, entry.name)));
  const features = [...domains, ...topics].map((folder) => join(folder, 'index.ts')).filter((file) => existsSync(file));
  const source = [join(web, 'app/registry.ts'), ...features].map((file) => readFileSync(file, 'utf8')).join('\n');
  const screens = [...source.matchAll(/\{ path: '([^']+)', access: ([^,]+),/g)].map(([, path, access]) => ({ path: path!, guest: access === "'guest'" }));
  // Every declared screen was read (a change of the registry's layout fails here, not silently).
  const declared = source.split("{ path: '").length - 1;
  if (screens.length !== declared || declared < 60) throw new Error(`registry: read ${screens.length} of ${declared} screens`);
  return screens;
}

/** Ids that exist in the demo data, for the screens that load one (1 elsewhere). */
const SAMPLE_IDS: Record<string, string> = { '/customers/:id': '3', '/articles/:id': '31', '/permissionstypes/:id': '2' };
const urlOf = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => (name === 'lng' ? 'fr' : (SAMPLE_IDS[path] ?? '1')));

/** The screen has drawn its data: no table veil, no spinner. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"], [role="progressbar"]')).toHaveCount(0);
}


/** A header fully inside the window, at least `min` px wide. */
async function expectHeaderShown(page: Page, name: string, min = 40) {
  const header = page.getByRole('columnheader', { name, exact: true });
  await expect(header).toBeVisible();
  const box = (await header.boundingBox())!;
  expect(box.width, `${name} width`).toBeGreaterThanOrEqual(min);
  expect(box.x + box.width, `${name} right edge`).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/**
 * The columns the seeds list for a screen (seed 000 §3, and the users' « Actif »), all shown at 1280 px with the menu open.
 * `expectFits` adds that no table of any screen hides a column or scrolls sideways.
 */
const SEED_COLUMNS: Record<string, readonly string[]> = {
  '/users': ['Id', 'Nom', 'E-mail', 'Téléphone', 'Type', 'Rôles', 'Actif'],
  '/articles': ['Id', 'Désignation', 'Marque', 'Taxe', 'Code', 'Prix unitaire', 'Poids brut', 'Créé le'],
  '/customers': ['Id', 'Code', 'Prénom', 'Nom', 'Téléphone', 'Canal', 'Entrepôt', 'Secteur', 'Statut', 'Origine', 'Créé le'],
  // The addresses grid.
  '/customers/:id': ['Adresse', 'Code postal', 'Région', 'Secteur', 'Lat. / Long.', 'Par défaut'],
};

/**
 * The administrator's console, signed in once per worker at 1280 × 800 (the project's context options), which the
 * screens' chunks share: a sign-in and a cold start of the console per chunk were a good part of their time.
 */
const test = base.extend<object, { adminConsole: Page }>({
  adminConsole: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, locale, timezoneId, reducedMotion } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, locale, timezoneId, reducedMotion, viewport: LAPTOP });
      const page = await context.newPage();
      await signIn(page, accounts.admin);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Pushes `url` on the history and tells the console's router, as its own links do: no reload. */
const navigate = (page: Page, url: string) =>
  page.evaluate((target) => {
    const index = (history.state as { idx?: number } | null)?.idx ?? 0;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index + 1 }, '', target);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, url);

/**
 * Opens `url` in the console already loaded, without reloading it: through an unknown path first, whose page
 * (« Accès interdit ») stands outside the shell, so the shell and the screen then start afresh, and nothing of
 * the screen before is left on view once that page is gone.
 */
async function openInConsole(page: Page, url: string) {
  const elsewhere = page.getByRole('heading', { level: 1, name: 'Accès interdit' });
  await navigate(page, '/accessibility-check-elsewhere');
  await expect(elsewhere).toBeVisible();
  await navigate(page, url);
  await expect(elsewhere).toBeHidden();
}

// The tests spread over the workers (the screens' checks are most of the suite's browser time).
test.describe.configure({ mode: 'parallel' });

test.describe('accessibility', () => {
  test('the sign-in page focuses the e-mail field and passes axe', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.getByLabel('E-mail')).toBeFocused();
    await expect(page).toHaveTitle('Connexion – Console');
    expect(await violations(page, '/sign-in')).toEqual([]);
  });

  // In chunks, so each test has its own time budget, a failure names fewer screens, and the workers share them out.
  const signedInScreens = registryScreens().filter((screen) => !screen.guest);
  const CHUNK = 8;
  for (let start = 0; start < signedInScreens.length; start += CHUNK) {
    const chunk = signedInScreens.slice(start, start + CHUNK);
    test(`screens ${start + 1}–${start + chunk.length} of the registry pass axe as the administrator, with a tab title, and fit 1280 px with the menu open`, async ({ adminConsole: page }) => {
      test.setTimeout(60_000 + chunk.length * 20_000);
      await openInConsole(page, '/home');
      await expect(sideMenu(page)).not.toHaveAttribute('data-folded', 'true');
      const found: string[] = [];
      for (const screen of chunk) {
        const url = urlOf(screen.path);
        await test.step(url, async () => {
          await openInConsole(page, url);
          await settled(page);
          // The sample item exists: the screen did not fall back to a list or a new form.
          expect(new URL(page.url()).pathname).toBe(url);
          expect(await page.title()).toMatch(/^\S.* – Console$/);
          await expectFits(page);
          for (const name of SEED_COLUMNS[screen.path] ?? []) await expectHeaderShown(page, name);
          found.push(...(await violations(page, url)));
        });
      }
      expect(found).toEqual([]);
    });
  }

  test('a skip link leads past the menu to the screen', async ({ page }) => {
    await signIn(page, accounts.admin);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Aller au contenu' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('tab titles name the screen and the item', async ({ page }) => {
    await signIn(page, accounts.admin);
    await expect(page).toHaveTitle('Accueil – Console');
    await page.goto('/customers');
    await expect(page).toHaveTitle('Clients – Console');
    await page.goto('/customers/3');
    await expect(page).toHaveTitle('Client CL000003 – Console');
  });
});

test.describe('lists at laptop widths', () => {
  test('the customers list shows Statut, Origine, Créé le and the row actions at 1366 and 1280 px, without scrolling sideways', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, accounts.admin);
    for (const width of [1366, 1280]) {
      await page.setViewportSize({ width, height: width === 1366 ? 768 : 800 });
      await page.goto('/customers');
      await settled(page);
      for (const name of ['Code', 'Nom', 'Statut', 'Origine', 'Créé le', 'Actions']) await expectHeaderShown(page, name);
      await expect(page.getByTestId('row-delete').first()).toBeInViewport({ ratio: 1 });
      await expectFits(page);
      // A cut text shows whole on hover.
      await expect(page.getByTestId('cell-origin').first()).toHaveAttribute('title', /\S/);
      if (width === 1280) await screenshot(page, 'kit-customers-1280');
    }
  });

  test('the articles list keeps Désignation readable at 1024 px, headers apart, menu folded', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await signIn(page, accounts.admin);
    await page.goto('/articles');
    await settled(page);
    await expect(sideMenu(page)).toHaveAttribute('data-folded', 'true');
    await expectHeaderShown(page, 'Désignation', 150);
    for (const name of ['Id', 'Code', 'Prix unitaire', 'Actions']) await expectHeaderShown(page, name);
    const headers = await page.getByRole('columnheader').evaluateAll((cells) =>
      cells.filter((cell) => cell.getBoundingClientRect().width > 0).map((cell) => ({ left: cell.getBoundingClientRect().left, right: cell.getBoundingClientRect().right })),
    );
    for (let index = 1; index < headers.length; index += 1) expect(headers[index]!.left).toBeGreaterThanOrEqual(headers[index - 1]!.right - 1);
    await expect(page.getByTestId('row-images').first()).toBeInViewport({ ratio: 1 });
    await expectFits(page, { everyColumn: false });

    // The folded menu still names its entries, and unfolds on demand.
    await expect(sideMenu(page).getByRole('link', { name: 'Accueil' })).toBeVisible();
    await page.getByTestId('menu-toggle').click();
    await expect(sideMenu(page)).not.toHaveAttribute('data-folded', 'true');
    await expect(sideMenu(page).getByText('Catalogue produits')).toBeVisible();
  });

  test('review screenshots at 1280 px: articles, a customer, the folded menu', async ({ page }) => {
    await signIn(page, accounts.admin);
    await page.goto('/articles');
    await settled(page);
    await expectFits(page);
    await screenshot(page, 'kit-articles-1280');
    await page.goto('/customers/3');
    await settled(page);
    await screenshot(page, 'kit-customer-1280');
    await page.getByTestId('menu-toggle').click();
    await expect(sideMenu(page)).toHaveAttribute('data-folded', 'true');
    // The choice holds across a reload.
    await page.goto('/customers');
    await settled(page);
    await expect(sideMenu(page)).toHaveAttribute('data-folded', 'true');
    await expectFits(page);
    await screenshot(page, 'kit-menu-folded-1280');
  });
});
