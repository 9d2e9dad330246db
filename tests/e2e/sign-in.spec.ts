import { expect, test } from '@playwright/test';
import { accounts, fillSignIn, screenshot } from './support.ts';

test.describe('sign-in', () => {
  test('asks for both fields', async ({ page }) => {
    await page.goto('/sign-in');
    await screenshot(page, 'sign-in');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText('Champ requis')).toHaveCount(2);
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('checks the e-mail format and the password length before calling the server', async ({ page }) => {
    const signInCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.postData()?.includes('signIn')) signInCalls.push(request.url());
    });
    await page.goto('/sign-in');
    await fillSignIn(page, 'pas-un-email', '123');
    await expect(page.getByText("Format d'email invalide")).toBeVisible();
    await expect(page.getByText('Le mot de passe doit contenir au moins 6 caractères')).toBeVisible();
    expect(signInCalls).toEqual([]);
  });

  test("shows the server's message for a wrong password and keeps what was typed", async ({ page }) => {
    await page.goto('/sign-in');
    await fillSignIn(page, accounts.supervisor.email, 'Mauvais123');
    await expect(page.getByRole('alert')).toHaveText('Email ou mot de passe incorrect');
    await expect(page.getByLabel('E-mail')).toHaveValue(accounts.supervisor.email);
    await expect(page.getByLabel('Mot de passe')).toHaveValue('Mauvais123');
    await screenshot(page, 'sign-in-error');
  });

  test('refuses a user without permissions', async ({ page }) => {
    await page.goto('/sign-in');
    await fillSignIn(page, accounts.noPermissions.email, accounts.noPermissions.password);
    await expect(page.getByRole('alert')).toHaveText("Vous n'avez pas les permissions nécessaires pour vous connecter");
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('lands on /home, and a signed-in user going to /sign-in is sent back', async ({ page }) => {
    await page.goto('/sign-in');
    await fillSignIn(page, accounts.admin.email, accounts.admin.password);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: 'Bienvenue, Youssef' })).toBeVisible();
    await page.goto('/sign-in');
    await expect(page).toHaveURL(/\/home$/);
  });
});
