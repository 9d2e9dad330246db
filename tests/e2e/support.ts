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

/** Review screenshots (not assertions), kept in .tmp/screens. */
export async function screenshot(page: Page, name: string) {
  mkdirSync(screensDir, { recursive: true });
  await page.screenshot({ path: `${screensDir}${name}.png`, animations: 'disabled' });
}
