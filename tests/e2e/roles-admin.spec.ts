import { expect, test, type Page } from '@playwright/test';
import { choose, expectToast, fill, fullScreenshot, lookup, rows, unique } from './admin-support.ts';
import { accounts, signIn } from './support.ts';

const rolesTable = (page: Page) => page.getByRole('table', { name: 'Rôles' });

test.describe('roles', () => {
  test.beforeEach(async ({ page }) => signIn(page, accounts.admin));

  test('create, edit, permissions and users grids, delete: each change survives a reload', async ({ page }) => {
    test.slow(); // many server round trips and reloads
    const name = unique('Rôle e2e');
    await page.goto('/roles/');
    await page.getByRole('button', { name: 'Nouveau rôle' }).click();
    await expect(page).toHaveURL(/\/roles\/new$/);
    const save = page.getByRole('button', { name: 'Enregistrer' });
    await expect(save).toBeDisabled();
    // The grids wait for the role to exist.
    await expect(page.getByRole('region', { name: 'Permissions du rôle' })).toHaveCount(0);
    await fill(page, 'Nom', name);
    await fill(page, 'Description', 'Créé par un test');
    await save.click();
    await expectToast(page);
    await expect(page).toHaveURL(/\/roles\/\d+$/);
    await expect(page.getByRole('heading', { name: `Rôle : ${name}` })).toBeVisible();

    // Permissions: each row is sent at once.
    const permissions = page.getByRole('region', { name: 'Permissions du rôle' });
    await expect(permissions.getByText('Aucune ligne')).toBeVisible();
    await permissions.getByRole('button', { name: 'Ajouter' }).click();
    let dialog = page.getByRole('dialog', { name: 'Ajouter une permission au rôle' });
    await expect(dialog.getByRole('button', { name: 'Confirmer' })).toBeDisabled();
    await choose(dialog, 'Permission', 'Articles');
    await choose(dialog, "Niveau d'accès", 'Lecture');
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await expectToast(page);
    await expect(rows(permissions)).toHaveCount(1);
    await permissions.getByRole('button', { name: 'Ajouter' }).click();
    dialog = page.getByRole('dialog', { name: 'Ajouter une permission au rôle' });
    await choose(dialog, 'Permission', 'Marques');
    await choose(dialog, "Niveau d'accès", 'Standard');
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await expectToast(page);
    await expect(rows(permissions)).toHaveCount(2);

    // The row kept the server's id: editing it right away updates it (no duplicate).
    await permissions.getByRole('row', { name: /Articles/ }).getByRole('button', { name: 'Modifier' }).click();
    dialog = page.getByRole('dialog', { name: 'Modifier la permission du rôle' });
    await choose(dialog, "Niveau d'accès", 'Complet');
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await expectToast(page);
    await page.reload();
    await expect(rows(permissions)).toHaveCount(2);
    await expect(permissions.getByRole('row', { name: /Articles/ })).toContainText('Complet');
    await expect(permissions.getByRole('row', { name: /Marques/ })).toContainText('Standard');

    await permissions.getByRole('row', { name: /Marques/ }).getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('alertdialog', { name: 'Confirmer la suppression' }).getByRole('button', { name: 'Supprimer' }).click();
    await expectToast(page);
    await expect(rows(permissions)).toHaveCount(1);
    await page.reload();
    await expect(rows(permissions)).toHaveCount(1);
    await expect(rows(permissions).first()).toContainText('Articles');

    // Users: picked with a lookup that shows the e-mail.
    const users = page.getByRole('region', { name: 'Utilisateurs du rôle' });
    await expect(users.getByText('Aucune ligne')).toBeVisible();
    await users.getByRole('button', { name: 'Ajouter' }).click();
    dialog = page.getByRole('dialog', { name: 'Ajouter un utilisateur au rôle' });
    await lookup(dialog, 'Utilisateur', 'marketing', /Imane Chraibi/);
    await expect(dialog.getByTestId('role-user-email')).toHaveValue('marketing@demo.ma');
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await expectToast(page);
    await expect(rows(users)).toHaveCount(1);
    await expect(rows(users).first()).toContainText('marketing@demo.ma');
    await users.getByRole('button', { name: 'Ajouter' }).click();
    dialog = page.getByRole('dialog', { name: 'Ajouter un utilisateur au rôle' });
    await lookup(dialog, 'Utilisateur', 'dispatch@', /Hamza Alaoui/);
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await expectToast(page);
    await page.reload();
    await expect(rows(users)).toHaveCount(2);
    await fullScreenshot(page, 'role-edit');

    await users.getByRole('row', { name: /dispatch@demo.ma/ }).getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    await expectToast(page);
    await page.reload();
    await expect(rows(users)).toHaveCount(1);
    await expect(rows(users).first()).toContainText('marketing@demo.ma');

    // Rename.
    await fill(page, 'Nom', `${name} bis`);
    await save.click();
    await expectToast(page);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue(`${name} bis`);

    // A role held by users is refused with the server's text; once emptied it goes.
    await page.goto(`/roles/?keyword=${encodeURIComponent(`${name} bis`)}`);
    await expect(rows(rolesTable(page))).toHaveCount(1);
    await rows(rolesTable(page)).first().getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    await expectToast(page, "Ce rôle est attribué à des utilisateurs : retirez-le d'abord.");
    await rows(rolesTable(page)).first().click();
    await users.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    await expectToast(page);
    await page.getByRole('button', { name: 'Retour' }).click();
    await expect(page).toHaveURL(/\/roles\/$/);
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill(`${name} bis`);
    await page.getByRole('searchbox', { name: 'Rechercher' }).press('Enter');
    await rows(rolesTable(page)).first().getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    await expectToast(page);
    await expect(rolesTable(page).getByText('Aucune ligne')).toBeVisible();
    await page.reload();
    await expect(rolesTable(page).getByText('Aucune ligne')).toBeVisible();
  });

  test('an unknown role opens the new-role form', async ({ page }) => {
    await page.goto('/roles/987654');
    await expect(page).toHaveURL(/\/roles\/new$/);
  });
});
