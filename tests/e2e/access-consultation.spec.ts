import { expect, test, type Page } from '@playwright/test';
import { consultation, rows } from './admin-support.ts';
import { signIn } from './support.ts';

/** consultation@demo.ma holds permissions 8 and 10 at levels 4 and 6 only: it opens and edits, never creates nor deletes. */
test.describe('a level-4-only profile', () => {
  test.beforeEach(async ({ page }) => signIn(page, consultation));

  const lists: Array<[string, string, string]> = [
    ['/users', 'Utilisateurs', 'Nouvel utilisateur'],
    ['/users/types/', "Types d'utilisateurs", 'Nouveau type'],
    ['/roles/', 'Rôles', 'Nouveau rôle'],
    ['/permissions/', 'Permissions', 'Nouvelle permission'],
    ['/accesslevels/', "Niveaux d'accès", 'Nouveau niveau'],
    ['/permissionstypes/', 'Types de permissions', 'Nouveau type'],
  ];

  for (const [path, title, addLabel] of lists) {
    test(`${path} shows rows without add or delete, and rows open`, async ({ page }) => {
      await page.goto(path);
      const table = page.getByRole('table', { name: title });
      await expect(rows(table).first()).toBeVisible();
      await expect(page.getByRole('button', { name: addLabel })).toHaveCount(0);
      await expect(table.getByRole('button', { name: 'Supprimer' })).toHaveCount(0);
      await expect(table.getByRole('button', { name: 'Changer le mot de passe' })).toHaveCount(0);
      await rows(table).first().click();
      await expect(page).toHaveURL(/\/\d+$/);
      await expect(page.getByRole('button', { name: 'Retour' })).toBeVisible();
    });
  }

  for (const path of ['/users/new', '/users/types/new', '/roles/new', '/permissions/new', '/accesslevels/new', '/permissionstypes/new']) {
    test(`typing ${path} sends the profile home`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByRole('heading', { name: `Bienvenue, ${consultation.firstName}` })).toBeVisible();
    });
  }

  test('a 404 on a user still lands home (the new-user form needs level 3)', async ({ page }) => {
    await page.goto('/users/987654');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('grids can be edited at level 4 but offer no new row (3), no deletion (5), and no deletion of the record', async ({ page }: { page: Page }) => {
    await page.goto('/roles/11');
    await expect(page.getByRole('heading', { name: 'Rôle : Superviseur' })).toBeVisible();
    const permissions = page.getByRole('region', { name: 'Permissions du rôle' });
    await expect(permissions.getByRole('button', { name: 'Modifier' }).first()).toBeVisible();
    await expect(permissions.getByRole('button', { name: 'Ajouter' })).toHaveCount(0);
    await expect(permissions.getByRole('button', { name: 'Supprimer' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Utilisateurs du rôle' }).getByRole('button', { name: 'Ajouter' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
  });
});
