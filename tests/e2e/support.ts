import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The demo accounts rest-api creates (README). */
export const accounts = {
  admin: { email: 'admin@demo.ma', password: 'Admin123!', firstName: 'Youssef' },
  agent: { email: 'agent@demo.ma', password: 'Agent123!', firstName: 'Salma' },
  supervisor: { email: 'superviseur@demo.ma', password: 'Super123!', firstName: 'Karim' },
  dispatch: { email: 'dispatch@demo.ma', password: 'Dispatch123!', firstName: 'Hamza' },
  marketing: { email: 'marketing@demo.ma', password: 'Marketing123!', firstName: 'Imane' },
  cashier: { email: 'caisse@demo.ma', password: 'Caisse123!', firstName: 'Nadia' },
  preparer: { email: 'preparateur@demo.ma', password: 'Prepa123!', firstName: 'Rachid' },
  noPermissions: { email: 'sans.droits@demo.ma', password: 'Aucun123!', firstName: 'Omar' },
} as const;

export async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

const SIGN_IN = 'mutation($e:String!,$p:String!){signIn(email:$e,password:$p,cookie:true){session{accessToken}}}';

/**
 * Signs in as the console does (the session cookie), without the form: through the page's own request
 * context, whose cookies the browser shares. Then opens the home screen, or the screen `at` of the shell
 * directly (one start of the console, not two) once its menu names the account. The form itself is tested in
 * sign-in.spec.ts and session.spec.ts (`fillSignIn`).
 */
export async function signIn(page: Page, account: { email: string; password: string; firstName: string }, at?: string) {
  const answer = await page.request.post('/graphql', {
    headers: { 'x-graphql-yoga-csrf': '1' },
    data: { query: SIGN_IN, variables: { e: account.email, p: account.password } },
  });
  const body = (await answer.json()) as { errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  if (at !== undefined) {
    await page.goto(at);
    await expect(page.getByTestId('menu-user-name')).toContainText(account.firstName);
  } else {
    await page.goto('/home');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: `Bienvenue, ${account.firstName}` })).toBeVisible();
  }
}

/** A notification (the page also repeats it in an aria-live region for screen readers). */
export const toast = (page: Page, text: string) => page.locator('.fui-ToastTitle', { hasText: text });

export const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

const screensDir = fileURLToPath(new URL('../../.tmp/screens/', import.meta.url));

/** The seeds' laptop: screens are checked (and photographed) at 1280 × 800. */
export const LAPTOP = { width: 1280, height: 800 } as const;

/**
 * The screen fits its width (the seeds' laptop, menu open): neither the page, the shell's <main> nor
 * any table's container scrolls sideways, and no table left a column out (the kit's last resort,
 * columnFit.ts, marks them `data-hidden-columns`; `everyColumn: false` allows it on narrower screens).
 * Polled: tables measure their width once drawn.
 */
export async function expectFits(page: Page, { everyColumn = true } = {}) {
  const problems = () =>
    page.evaluate((everyColumn) => {
      const containers = [document.documentElement, document.querySelector('main'), ...[...document.querySelectorAll('table')].map((table) => table.parentElement)];
      const name = (element: HTMLElement) => element.querySelector(':scope > table')?.getAttribute('aria-label') ?? element.tagName.toLowerCase();
      const overflowing = containers
        .filter((element): element is HTMLElement => element instanceof HTMLElement && element.scrollWidth > element.clientWidth + 1)
        .map((element) => `${name(element)} scrolls sideways (${element.scrollWidth} > ${element.clientWidth})`);
      const leftOut = everyColumn ? [...document.querySelectorAll('table[data-hidden-columns]')] : [];
      const hidden = leftOut.map((table) => `${table.getAttribute('aria-label')} hides ${table.getAttribute('data-hidden-columns')}`);
      return [...overflowing, ...hidden];
    }, everyColumn);
  await expect.poll(problems, { message: `${new URL(page.url()).pathname} fits ${page.viewportSize()?.width} px` }).toEqual([]);
}

/** Clicks the middle of an element as a user would (brought into view, not uncovered first): what covers it gets the click. */
export async function clickAtCentre(page: Page, target: Locator) {
  await target.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'nearest' }));
  await expect(target).toBeInViewport({ ratio: 1 });
  const box = (await target.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Two things on screen apart (a notification and the button it must not cover): their boxes do not meet. */
export async function expectApart(first: Locator, second: Locator) {
  await expect(first).toBeVisible();
  await expect(second).toBeVisible();
  const [a, b] = [(await first.boundingBox())!, (await second.boundingBox())!];
  const meet = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(meet, `${JSON.stringify(a)} and ${JSON.stringify(b)} meet`).toBe(false);
}

/** A review screenshot in `dir`, after checking that the screen fits its width (`expectFits`). */
export async function laptopShot(page: Page, dir: string, name: string) {
  await expectFits(page);
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}${name}.png`, animations: 'disabled' });
}

/** Review screenshots (not assertions), kept in .tmp/screens. */
export async function screenshot(page: Page, name: string) {
  mkdirSync(screensDir, { recursive: true });
  await page.screenshot({ path: `${screensDir}${name}.png`, animations: 'disabled' });
}

/**
 * Serious and critical violations, as readable lines. Fluent's focus manager (Tabster) adds
 * `<i data-tabster-dummy tabindex="0" aria-hidden>` guards that hand focus on at once; they are
 * left out of the check, as Tabster's maintainers advise (microsoft/tabster#288). Every other
 * element of the page is checked. Legacy mode runs axe in the page itself instead of gathering
 * the frames' results in a blank page opened for each analysis (a third of the time per screen);
 * it leaves cross-origin frames out, and the console has no frames at all.
 */
export async function axeViolations(page: Page, where: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).setLegacyMode().exclude('[data-tabster-dummy]').analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${where}: ${violation.id} (${violation.impact}) on ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
