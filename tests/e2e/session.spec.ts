import { expect, test } from '@playwright/test';
import { accounts, fillSignIn, screenshot, sideMenu, signIn } from './support.ts';

test.describe('session', () => {
  test('a protected URL asks for sign-in, then opens once signed in', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.getByLabel('E-mail').fill(accounts.admin.email);
    await page.getByLabel('Mot de passe').fill(accounts.admin.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('a reload keeps the session (refresh cookie), the token stays out of storage', async ({ page }) => {
    await signIn(page, accounts.supervisor);
    await page.reload();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: 'Bienvenue, Karim' })).toBeVisible();
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
    expect(stored).not.toMatch(/eyJ/);
  });

  test('sign-out returns to /sign-in and protected URLs then ask for sign-in', async ({ page }) => {
    await signIn(page, accounts.admin);
    await sideMenu(page).getByRole('button', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.reload();
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('an ended session says so on the sign-in page and comes back to the same list page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, accounts.admin);
    await page.goto('/customers?page=2');
    await expect(page.getByRole('cell', { name: 'CL000011' })).toBeVisible();

    // The session ends elsewhere: its refresh cookie is revoked (and with it the access token in memory).
    const signedOut = await page.request.post('/graphql', { headers: { 'x-graphql-yoga-csrf': '1' }, data: { query: 'mutation { signOut }' } });
    expect(await signedOut.json()).toEqual({ data: { signOut: true } });
    await page.context().clearCookies();

    // The next page (never loaded, so its request reaches the server) is refused, the refresh fails,
    // the console says the session expired.
    await page.getByRole('button', { name: 'Page suivante' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('status').filter({ hasText: 'Votre session a expiré, veuillez vous reconnecter' })).toBeVisible();
    await screenshot(page, 'session-expired-sign-in-1280');

    await fillSignIn(page, accounts.admin.email, accounts.admin.password);
    await expect(page).toHaveURL(/\/customers\?page=3$/);
    await expect(page.getByRole('cell', { name: 'CL000021' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible();
  });

  test('a sign-out shows no message, and signing in again starts from home', async ({ page }) => {
    await signIn(page, accounts.admin);
    await page.goto('/customers?page=2');
    await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible();
    await sideMenu(page).getByRole('button', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByText('Votre session a expiré')).toHaveCount(0);
    await fillSignIn(page, accounts.admin.email, accounts.admin.password);
    await expect(page).toHaveURL(/\/home$/);
  });
});
