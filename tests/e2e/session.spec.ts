import { expect, test } from '@playwright/test';
import { accounts, sideMenu, signIn } from './support.ts';

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
});
