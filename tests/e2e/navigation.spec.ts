import { expect, test } from '@playwright/test';
import { accounts, screenshot, sideMenu, signIn } from './support.ts';

const cardTitles = ['Articles', 'Point de vente', 'Dispatch'];
const homeCards = (page: import('@playwright/test').Page) => page.getByTestId(/^home-card-/);

test.describe('home and menu by permissions', () => {
  test('the administrator gets the three cards and the whole menu', async ({ page }) => {
    await signIn(page, accounts.admin);
    await expect(homeCards(page)).toHaveCount(3);
    for (const title of cardTitles) await expect(homeCards(page).getByText(title, { exact: true })).toBeVisible();
    const menu = sideMenu(page);
    for (const group of ['Catalogue produits', 'Clients', 'Commandes', 'Livraison', 'Utilisateurs', 'Administration des accès', 'Superviseurs', 'Synthèse']) {
      await expect(menu.getByRole('button', { name: group })).toBeVisible();
    }
    await expect(page.getByTestId('menu-user-name')).toHaveText('Youssef El Amrani');
    await expect(page.getByTestId('menu-user-role')).toHaveText('Administrateur');
    await menu.getByRole('button', { name: 'Catalogue produits' }).click();
    await expect(menu.getByRole('link', { name: 'Articles' })).toBeVisible();
    await screenshot(page, 'home-admin');
  });

  test('an agent sees only the point-of-sale card and no catalogue', async ({ page }) => {
    await signIn(page, accounts.agent);
    await expect(homeCards(page)).toHaveCount(1);
    await expect(homeCards(page)).toContainText('Point de vente');
    const menu = sideMenu(page);
    await expect(menu.getByRole('button', { name: 'Catalogue produits' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Articles' })).toHaveCount(0);
    await menu.getByRole('button', { name: 'Commandes' }).click();
    await expect(menu.getByRole('link', { name: 'Point de vente' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Appels' })).toBeVisible();
    await screenshot(page, 'home-agent');

    await homeCards(page).click();
    await expect(page).toHaveURL(/\/orders\/pos$/);
    await expect(page.getByRole('heading', { name: 'Point de vente' })).toBeVisible();
  });

  test('a dispatcher sees only the dispatch card and the delivery menu', async ({ page }) => {
    await signIn(page, accounts.dispatch);
    await expect(homeCards(page)).toHaveCount(1);
    await expect(homeCards(page)).toContainText('Dispatch');
    const menu = sideMenu(page);
    await expect(menu.getByRole('button', { name: 'Livraison' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Commandes' })).toHaveCount(0);

    // The card opens from the keyboard, with Space as with Enter.
    await homeCards(page).focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\/map$/);
    await page.goBack();
    await homeCards(page).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/map$/);
  });

  test('a guarded URL typed by hand sends the user home', async ({ page }) => {
    await signIn(page, accounts.agent);
    await page.goto('/articles');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: 'Bienvenue, Salma' })).toBeVisible();
  });

  test('an unknown path shows the forbidden page with a way home', async ({ page }) => {
    await signIn(page, accounts.admin);
    await page.goto('/nulle-part/ici');
    await expect(page.getByRole('heading', { name: 'Accès interdit' })).toBeVisible();
    await screenshot(page, 'forbidden');
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('/ leads to /home', async ({ page }) => {
    await signIn(page, accounts.admin);
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
  });
});
