import { expect, test, type Page } from '@playwright/test';
import { EXTENSION_MESSAGE } from '../../schema/src/index.ts';
import { SUCCESS, choose, expectToast, fill, fullScreenshot, pagerRange, rows, unique } from './admin-support.ts';
import { accounts, screenshot, signIn } from './support.ts';

const usersTable = (page: Page) => page.getByRole('table', { name: 'Utilisateurs' });

async function openUsers(page: Page, query = '') {
  await page.goto(`/users${query}`);
  await expect(page.getByRole('heading', { name: 'Utilisateurs', exact: true })).toBeVisible();
  await expect(rows(usersTable(page)).first()).toBeVisible();
}

test.describe('users list', () => {
  test.beforeEach(async ({ page }) => signIn(page, accounts.admin));

  test('pages with next, last and page size, kept in the URL; Back returns', async ({ page }) => {
    test.slow(); // many server round trips and reloads
    await openUsers(page);
    await expect(pagerRange(page)).toHaveText(/^1–10 sur \d+$/);
    const total = Number((await pagerRange(page).textContent())!.split('sur ')[1]);
    expect(total).toBeGreaterThanOrEqual(66);
    await expect(rows(usersTable(page))).toHaveCount(10);
    await screenshot(page, 'users-list');

    await page.getByRole('button', { name: 'Page suivante' }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(pagerRange(page)).toHaveText(`11–20 sur ${total}`);

    await page.getByRole('button', { name: 'Dernière page' }).click();
    const lastPage = Math.ceil(total / 10);
    await expect(page).toHaveURL(new RegExp(`[?&]page=${lastPage}\\b`));
    await expect(pagerRange(page)).toHaveText(`${(lastPage - 1) * 10 + 1}–${total} sur ${total}`);
    await expect(page.getByRole('button', { name: 'Page suivante' })).toBeDisabled();

    await choose(page, 'Lignes par page', '20');
    await expect(page).toHaveURL(/[?&]size=20\b/);
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(pagerRange(page)).toHaveText(`1–20 sur ${total}`);
    await expect(rows(usersTable(page))).toHaveCount(20);

    await page.getByRole('button', { name: 'Première page' }).isDisabled();
    await page.goBack();
    await expect(pagerRange(page)).toHaveText(`${(lastPage - 1) * 10 + 1}–${total} sur ${total}`);

    // A bookmark opens the same page.
    await page.goto('/users?size=5&page=3');
    await expect(pagerRange(page)).toHaveText(`11–15 sur ${total}`);
  });

  test('a filter change returns to page one', async ({ page }) => {
    await openUsers(page, '?page=3');
    await expect(pagerRange(page)).toHaveText(/^21–30 sur/);
    await choose(page, "Type d'utilisateur", "Agent centre d'appel");
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(page).toHaveURL(/userTypeId=6/);
    await expect(pagerRange(page)).toHaveText(/^1–10 sur \d+$/);
    for (const cell of await usersTable(page).getByTestId('cell-type').all()) await expect(cell).toHaveText("Agent centre d'appel");

    await page.getByRole('button', { name: 'Page suivante' }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await choose(page, 'Rôle', 'Superviseur');
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(pagerRange(page)).toHaveText('0–0 sur 0');
    await expect(usersTable(page).getByText('Aucune ligne')).toBeVisible();
  });

  test('search runs on Enter, not on each key', async ({ page }) => {
    // The page's timers run on a clock the test moves: a search started by a timer (a debounce) has run once it moved on.
    await page.clock.install();
    await openUsers(page);
    const search = page.getByRole('searchbox', { name: 'Rechercher' });
    await search.fill('superviseur@demo');
    await page.clock.runFor(5_000);
    await expect(page).not.toHaveURL(/keyword=/);
    await expect(rows(usersTable(page))).toHaveCount(10);
    await search.press('Enter');
    await expect(page).toHaveURL(/keyword=superviseur%40demo/);
    await expect(rows(usersTable(page))).toHaveCount(1);
    await expect(rows(usersTable(page)).first()).toContainText('Karim Tazi');
    // The search button does the same.
    await search.fill('zzz-personne');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(usersTable(page).getByText('Aucune ligne')).toBeVisible();
  });

  test('sorts by a column', async ({ page }) => {
    await openUsers(page);
    await usersTable(page).getByRole('columnheader', { name: 'E-mail' }).click();
    await expect(page).toHaveURL(/sort=email/);
    const first = await usersTable(page).getByTestId('cell-email').first().textContent();
    await usersTable(page).getByRole('columnheader', { name: 'E-mail' }).click();
    await expect(page).toHaveURL(/sort=-email/);
    await expect(usersTable(page).getByTestId('cell-email').first()).not.toHaveText(first!);
  });
});

test.describe('user create, edit, permissions grid and delete', () => {
  test.beforeEach(async ({ page }) => signIn(page, accounts.admin));

  test('a full round trip that survives reloads', async ({ page }) => {
    test.slow(); // many server round trips and reloads
    const stamp = unique('e2e').split(' ')[1]!;
    const email = `user.${stamp}@e2e.ma`;
    await openUsers(page);
    await page.getByRole('button', { name: 'Nouvel utilisateur' }).click();
    await expect(page).toHaveURL(/\/users\/new$/);
    await expect(page.getByRole('heading', { name: 'Nouvel utilisateur' })).toBeVisible();

    // The rules and their French messages; nothing is sent while the form is invalid.
    const save = page.getByRole('button', { name: 'Enregistrer' });
    await expect(save).toBeDisabled();
    await fill(page, 'Prénom', 'x');
    await fill(page, 'Prénom', '');
    await page.getByRole('textbox', { name: 'Nom', exact: true }).focus();
    await expect(page.getByText('Champ requis').first()).toBeVisible();
    await fill(page, 'E-mail', 'pas-un-email');
    await page.getByLabel('Mot de passe').fill('abc');
    await page.getByLabel('Mot de passe').blur();
    await expect(page.getByText("Format d'email invalide")).toBeVisible();
    await expect(page.getByText('Le mot de passe doit contenir au moins 6 caractères')).toBeVisible();
    await page.getByRole('spinbutton', { name: 'Jours travaillés' }).fill('2.5');
    await page.getByRole('spinbutton', { name: 'Jours travaillés' }).blur();
    await expect(page.getByText('Veuillez saisir un nombre entier')).toBeVisible();

    await fill(page, 'Prénom', 'Nadia');
    await fill(page, 'Nom', `Test ${stamp}`);
    await fill(page, 'E-mail', email);
    await fill(page, 'Téléphone', '+212600000001');
    await page.getByLabel('Mot de passe').fill('Secret123');
    await fill(page, 'Matricule', `M-${stamp}`);
    await fill(page, 'Poste 3CX', '12a');
    await page.getByRole('textbox', { name: 'Poste 3CX' }).blur();
    await expect(page.getByText(EXTENSION_MESSAGE)).toBeVisible();
    const extension = String(Date.now()).slice(-6);
    await fill(page, 'Poste 3CX', extension);
    await page.getByRole('spinbutton', { name: 'Jours travaillés' }).fill('5');
    await choose(page, 'Société', 'Société 2');
    await choose(page, "Type d'utilisateur", "Agent centre d'appel");
    await expect(save).toBeEnabled();
    await save.click();
    await expectToast(page);
    await expect(page).toHaveURL(/\/users\/\d+$/);
    const userUrl = page.url();

    await page.reload();
    await expect(page.getByRole('heading', { name: `Utilisateur : Nadia Test ${stamp}` })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);
    await expect(page.getByRole('spinbutton', { name: 'Jours travaillés' })).toHaveValue('5');
    await expect(page.getByRole('textbox', { name: 'Poste 3CX' })).toHaveValue(extension);
    await expect(page.getByRole('combobox', { name: 'Société' })).toHaveText('Société 2');
    // The type no longer changes: shown as read-only text, not a disabled combobox.
    await expect(page.getByRole('combobox', { name: "Type d'utilisateur" })).toHaveCount(0);
    await expect(page.getByTestId('user-type')).toHaveAttribute('readonly', '');
    await expect(page.getByTestId('user-type')).not.toHaveValue('');
    await expect(page.getByLabel('Mot de passe')).toHaveCount(0);

    // Edit, and a server refusal keeps the form as typed with the message under the field.
    await fill(page, 'E-mail', 'admin@demo.ma');
    await fill(page, 'Téléphone', '+212600000002');
    await save.click();
    await expect(page.getByText('Cet email est déjà utilisé')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Téléphone' })).toHaveValue('+212600000002');
    await fill(page, 'E-mail', email);
    await save.click();
    await expectToast(page);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Téléphone' })).toHaveValue('+212600000002');
    // The demo agent's extension is theirs alone.
    await fill(page, 'Poste 3CX', '101');
    await save.click();
    await expect(page.getByText('Ce poste 3CX est déjà attribué à un autre utilisateur')).toBeVisible();
    await fill(page, 'Poste 3CX', extension);
    await save.click();
    await expectToast(page);

    // The permissions grid: additions sent together on its confirm.
    const grid = page.getByRole('region', { name: "Permissions de l'utilisateur" });
    await expect(grid.getByText('Aucune ligne')).toBeVisible();
    await grid.getByRole('button', { name: 'Ajouter' }).click();
    let dialog = page.getByRole('dialog', { name: 'Ajouter une permission' });
    await choose(dialog, 'Permission', 'Articles');
    await choose(dialog, "Niveau d'accès", 'Lecture');
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    // A second row added then abandoned: dropped.
    await grid.getByRole('button', { name: 'Ajouter' }).click();
    dialog = page.getByRole('dialog', { name: 'Ajouter une permission' });
    await choose(dialog, 'Permission', 'Marques');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(rows(grid)).toHaveCount(1);
    await expect(rows(grid).first()).toContainText('Nouveau');
    await grid.getByRole('button', { name: 'Ajouter' }).click();
    dialog = page.getByRole('dialog', { name: 'Ajouter une permission' });
    await choose(dialog, 'Permission', 'Clients');
    await choose(dialog, "Niveau d'accès", 'Standard');
    await dialog.getByRole('checkbox', { name: 'Autorisée' }).uncheck();
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await grid.getByRole('button', { name: 'Confirmer' }).click();
    await expectToast(page);
    await expect(grid.getByRole('button', { name: 'Confirmer' })).toBeDisabled();
    await screenshot(page, 'user-edit');

    await page.reload();
    await expect(rows(grid)).toHaveCount(2);
    await expect(grid.getByRole('row', { name: /Articles/ })).toContainText('Lecture');
    await expect(grid.getByRole('row', { name: /Clients/ })).toContainText('Refusée');

    // Edit one row, delete the other, send both.
    await grid.getByRole('row', { name: /Articles/ }).getByRole('button', { name: 'Modifier' }).click();
    dialog = page.getByRole('dialog', { name: 'Modifier la permission' });
    await choose(dialog, "Niveau d'accès", 'Complet');
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await expect(grid.getByRole('row', { name: /Articles/ })).toContainText('Modifié');
    await grid.getByRole('row', { name: /Clients/ }).getByRole('button', { name: 'Supprimer' }).click();
    await expect(rows(grid)).toHaveCount(1);
    await grid.getByRole('button', { name: 'Confirmer' }).click();
    await expectToast(page);
    await page.reload();
    await expect(rows(grid)).toHaveCount(1);
    await expect(grid.getByRole('row', { name: /Articles/ })).toContainText('Complet');

    // Change the password from the list, then delete the user.
    await page.goto(`/users?keyword=${encodeURIComponent(email)}`);
    await expect(rows(usersTable(page))).toHaveCount(1);
    await rows(usersTable(page)).first().getByRole('button', { name: 'Changer le mot de passe' }).click();
    const password = page.getByRole('dialog');
    await password.getByLabel('Nouveau mot de passe').fill('Nouveau123');
    await password.getByLabel('Confirmer le mot de passe').fill('Nouveau123');
    await password.getByRole('button', { name: 'Valider' }).click();
    await expectToast(page);
    await expect(password).toBeHidden();
    // The keyboard goes on from the button that opened the dialog.
    await expect(rows(usersTable(page)).first().getByRole('button', { name: 'Changer le mot de passe' })).toBeFocused();

    const deleteButton = rows(usersTable(page)).first().getByRole('button', { name: 'Supprimer' });
    await deleteButton.click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('alertdialog')).toBeHidden();
    await expect(deleteButton).toBeFocused();
    await deleteButton.click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirmer la suppression' });
    await expect(confirm).toContainText(`Voulez-vous vraiment supprimer l'utilisateur Nadia Test ${stamp} ?`);
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expectToast(page, SUCCESS);
    await expect(usersTable(page).getByText('Aucune ligne')).toBeVisible();
    await page.reload();
    await expect(usersTable(page).getByText('Aucune ligne')).toBeVisible();
    await page.goto(userUrl);
    await expect(page).toHaveURL(/\/users\/new$/);
  });

  test('an unknown user opens the new-user form', async ({ page }) => {
    await page.goto('/users/987654');
    await expect(page).toHaveURL(/\/users\/new$/);
    await expect(page.getByRole('heading', { name: 'Nouvel utilisateur' })).toBeVisible();
  });

  test('a refused delete shows the server message', async ({ page }) => {
    await openUsers(page, '?keyword=admin%40demo.ma');
    await rows(usersTable(page)).first().getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    await expectToast(page, 'Vous ne pouvez pas supprimer votre propre compte');
    await expect(rows(usersTable(page))).toHaveCount(1);
  });
});

test.describe("a supervisor's call-centre agents", () => {
  test.beforeEach(async ({ page }) => signIn(page, accounts.admin));

  test('offers free agents only, assigns and unassigns', async ({ page }) => {
    test.slow(); // many server round trips and reloads
    await page.goto('/users?roleId=11');
    const supervisors = usersTable(page);
    await expect(rows(supervisors).first()).toBeVisible();
    const other = rows(supervisors).filter({ hasNotText: 'superviseur@demo.ma' }).first();
    const otherName = (await other.getByTestId('cell-name').textContent())!;
    await other.click();
    const otherSection = page.getByRole('region', { name: "Agents du centre d'appel" });
    await expect(otherSection.getByTestId('transfer-chosen').getByRole('option').first()).toBeVisible();
    const takenByOther = (await otherSection.getByTestId('transfer-chosen').getByRole('option').first().locator('span').first().textContent())!;

    await page.goto('/users/3');
    const section = page.getByRole('region', { name: "Agents du centre d'appel" });
    const available = section.getByTestId('transfer-available');
    const chosen = section.getByTestId('transfer-chosen');
    await expect(available.getByRole('option').first()).toBeVisible();
    await expect(available.getByRole('option', { name: takenByOther })).toHaveCount(0);
    expect(otherName).not.toBe('Karim Tazi');

    const agent = available.getByRole('option').first();
    const agentName = (await agent.locator('span').first().textContent())!;
    await agent.click();
    await section.getByRole('button', { name: 'Ajouter la sélection' }).click();
    await expect(chosen.getByRole('option', { name: agentName })).toBeVisible();
    await section.getByRole('button', { name: 'Confirmer' }).click();
    await expectToast(page);
    await page.reload();
    await expect(chosen.getByRole('option', { name: agentName })).toBeVisible();
    await fullScreenshot(page, 'user-edit-supervisor');

    await chosen.getByRole('option', { name: agentName }).dblclick();
    await expect(available.getByRole('option', { name: agentName })).toBeVisible();
    await section.getByRole('button', { name: 'Confirmer' }).click();
    await expectToast(page);
    await page.reload();
    await expect(available.getByRole('option', { name: agentName })).toBeVisible();
  });
});
