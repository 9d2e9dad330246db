import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
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
 * context, whose cookies the browser shares. Then opens the home screen. The form itself is tested in
 * sign-in.spec.ts and session.spec.ts (`fillSignIn`).
 */
export async function signIn(page: Page, account: { email: string; password: string; firstName: string }) {
  const answer = await page.request.post('/graphql', {
    headers: { 'x-graphql-yoga-csrf': '1' },
    data: { query: SIGN_IN, variables: { e: account.email, p: account.password } },
  });
  const body = (await answer.json()) as { errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  await page.goto('/home');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: `Bienvenue, ${account.firstName}` })).toBeVisible();
}

/** A notification (the page also repeats it in an aria-live region for screen readers). */
export const toast = (page: Page, text: string) => page.locator('.fui-ToastTitle', { hasText: text });

export const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

const screensDir = fileURLToPath(new URL('../../.tmp/screens/', import.meta.url));

/** The seeds' laptop: screens are checked (and photographed) at 1280 × 800. */
export const LAPTOP = { width: 1280, height: 800 } as const;

/** A review screenshot in `dir`, after checking that nothing scrolls sideways (the page, the shell's <main>). */
export async function laptopShot(page: Page, dir: string, name: string) {
  const width = page.viewportSize()?.width ?? LAPTOP.width;
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await expect.poll(() => page.locator('main').evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
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
