import { expect, test, type Page } from '@playwright/test';
import { expectToast, fill, fullScreenshot, rows, unique } from './admin-support.ts';
import { accounts, signIn } from './support.ts';

const levelsTable = (page: Page) => page.getByRole('table', { name: "Niveaux d'accès" });

test.describe('access levels', () => {
  test.beforeEach(async ({ page }) => signIn(page, accounts.admin));

  test('create, edit, permission types checked and unchecked, delete; reloads keep each change', async ({ page }) => {
    test.slow(); // many server round trips and reloads
    const name = unique('Niveau e2e');
    await page.goto('/accesslevels/');
    await expect(rows(levelsTable(page)).first()).toBeVisible();
    await expect(levelsTable(page).getByRole('row', { name: /Consultation/ })).toContainText('Modification/ouverture, Lecture');
    await page.getByRole('button', { name: 'Nouveau niveau' }).click();
    await expect(page).toHaveURL(/\/accesslevels\/new$/);
    await fill(page, 'Nom', name);
    await fill(page, 'Description', '');
    await page.getByRole('textbox', { name: 'Nom', exact: true }).focus();
    await expect(page.getByText('Champ requis')).toBeVisible();
    await fill(page, 'Description', 'Niveau de test');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expectToast(page);
    await expect(page).toHaveURL(/\/accesslevels\/\d+$/);

    const grid = page.getByRole('region', { name: 'Types de permissions du niveau' });
    const creation = grid.getByRole('checkbox', { name: 'Création' });
    const lecture = grid.getByRole('checkbox', { name: 'Lecture' });
    await expect(creation).not.toBeChecked();
    await creation.check();
    await expectToast(page);
    await lecture.check();
    await expectToast(page);
    await page.reload();
    await expect(creation).toBeChecked();
    await expect(lecture).toBeChecked();
    await expect(grid.getByRole('checkbox', { name: 'Suppression' })).not.toBeChecked();
    await fullScreenshot(page, 'access-level-edit');

    await creation.uncheck();
    await expectToast(page);
    await page.reload();
    await expect(creation).not.toBeChecked();
    await expect(lecture).toBeChecked();

    await fill(page, 'Description', 'Niveau de test modifié');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expectToast(page);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue('Niveau de test modifié');

    await page.goto(`/accesslevels/?keyword=${encodeURIComponent(name)}`);
    await expect(rows(levelsTable(page))).toHaveCount(1);
    await expect(rows(levelsTable(page)).first()).toContainText('Lecture');
    await rows(levelsTable(page)).first().getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('alertdialog', { name: 'Confirmer la suppression' }).getByRole('button', { name: 'Supprimer' }).click();
    await expectToast(page);
    await page.reload();
    await expect(levelsTable(page).getByText('Aucune ligne')).toBeVisible();
  });

  test('an unknown access level opens the new-level form', async ({ page }) => {
    await page.goto('/accesslevels/987654');
    await expect(page).toHaveURL(/\/accesslevels\/new$/);
  });
});
