import { expect, test, type Page, type Request } from '@playwright/test';
import { png } from './content-support.ts';
import { accounts, fillSignIn, screenshot, sideMenu, signIn, toast } from './support.ts';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Changer le mot de passe' });
const isChangePassword = (request: Request) => request.url().endsWith('/graphql') && (request.postData() ?? '').includes('changePassword');

async function openPasswordDialog(page: Page) {
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(dialog(page)).toBeVisible();
}

async function fillPasswords(page: Page, old: string, next: string, confirm: string) {
  await dialog(page).getByLabel('Ancien mot de passe').fill(old);
  await dialog(page).getByLabel('Nouveau mot de passe').fill(next);
  await dialog(page).getByLabel('Confirmer le mot de passe').fill(confirm);
  await dialog(page).getByRole('button', { name: 'Valider' }).click();
}

test.describe('profile', () => {
  test('shows the signed-in user read-only, with the role and a photo', async ({ page }) => {
    await signIn(page, accounts.dispatch);
    await sideMenu(page).getByRole('link', { name: 'Profil' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Hamza Alaoui' })).toBeVisible();
    await expect(page.getByTestId('profile-role')).toHaveText('Planificateur livraison');
    await expect(page.getByTestId('profile-first-name')).toHaveValue('Hamza');
    await expect(page.getByTestId('profile-last-name')).toHaveValue('Alaoui');
    await expect(page.getByTestId('profile-phone')).toHaveValue('+212664000004');
    await expect(page.getByTestId('profile-working-days')).toHaveValue('6');
    await expect(page.getByTestId('profile-email')).toHaveValue(accounts.dispatch.email);
    await expect(page.getByTestId('profile-email')).toHaveAttribute('readonly', '');
    const photo = page.getByRole('img', { name: 'Photo de Hamza Alaoui' });
    await expect(photo).toHaveJSProperty('complete', true);
    expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });

  test('uploads a new photo: images within the upload bounds only, kept after a reload and shown in the menu', async ({ page }) => {
    await signIn(page, accounts.cashier);
    await page.goto('/profile');
    const photo = page.getByRole('img', { name: /^Photo de / });
    await expect(photo).toHaveAttribute('src', '/default-user.svg');
    const input = page.getByTestId('profile-photo-upload').locator('input[type=file]');
    const refusal = page.getByTestId('profile-photo-upload').getByTestId('upload-error');

    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('pas une image') });
    await expect(refusal).toHaveText('Seules les images sont acceptées : notes.txt');
    // A PNG whose header says 9000 pixels wide: the server's pixel bound refuses it.
    const wide = png('large.png');
    const buffer = Buffer.from(wide.buffer);
    buffer.writeUInt32BE(9000, 16);
    await input.setInputFiles({ ...wide, buffer });
    await expect(refusal).toHaveText("L'image dépasse les dimensions maximales de 8000 × 8000 pixels");
    await expect(photo).toHaveAttribute('src', '/default-user.svg');

    await input.setInputFiles(png('moi.png'));
    await expect(toast(page, 'Operation effectuée avec succès')).toBeVisible();
    await expect(refusal).toBeHidden();
    await expect(photo).toHaveAttribute('src', /^\/assets\/2\/\d+\/[0-9a-f]{32}\.png$/);
    const url = await photo.getAttribute('src');
    await expect(photo).toHaveJSProperty('naturalWidth', 2);
    await expect(sideMenu(page).locator(`img[src="${url}"]`)).toHaveCount(1);
    await screenshot(page, 'profile-photo');
    await page.reload();
    await expect(page.getByRole('img', { name: /^Photo de / })).toHaveAttribute('src', url!);
  });

  test('changes the password: checks first, shows server field errors, then signs in with the new one', async ({ page }) => {
    const account = accounts.marketing;
    const newPassword = 'Nouveau456!';
    const sent: Request[] = [];
    page.on('request', (request) => {
      if (isChangePassword(request)) sent.push(request);
    });

    await signIn(page, account);
    await page.goto('/profile');
    // Opened from the keyboard and closed with Escape, the dialog gives the focus back to its button.
    await page.getByRole('button', { name: 'Changer le mot de passe' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Changer le mot de passe' })).toBeFocused();

    await openPasswordDialog(page);
    await dialog(page).getByRole('button', { name: 'Valider' }).click();
    await expect(dialog(page).getByText('Champ requis')).toHaveCount(3);

    await fillPasswords(page, account.password, newPassword, 'Autre456!');
    await expect(dialog(page).getByText('Les mots de passe que vous avez entrés ne sont pas identiques')).toBeVisible();
    await screenshot(page, 'profile-password-dialog');
    expect(sent).toHaveLength(0);

    await fillPasswords(page, 'Faux123!', newPassword, newPassword);
    await expect(dialog(page).getByText("L'ancien mot de passe est incorrect")).toBeVisible();
    await expect(dialog(page).getByLabel('Nouveau mot de passe')).toHaveValue(newPassword);
    expect(sent).toHaveLength(1);

    await fillPasswords(page, account.password, newPassword, newPassword);
    await expect(toast(page, 'Operation effectuée avec succès')).toBeVisible();
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Changer le mot de passe' })).toBeFocused();

    await sideMenu(page).getByRole('button', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await fillSignIn(page, account.email, account.password);
    await expect(page.getByRole('alert')).toHaveText('Email ou mot de passe incorrect');
    await page.getByLabel('Mot de passe').fill(newPassword);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/home$/);

    // Put the demo password back so the test can run again on the same data.
    await page.goto('/profile');
    await openPasswordDialog(page);
    await fillPasswords(page, newPassword, account.password, account.password);
    await expect(dialog(page)).toBeHidden();
  });

  test('an expired token is refreshed once and the call retried with the new token', async ({ page }) => {
    await signIn(page, accounts.supervisor);
    await page.goto('/profile');
    const tokens: (string | undefined)[] = [];
    let refreshes = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && (request.postData() ?? '').includes('refreshSession')) refreshes += 1;
    });
    // The gateway answers the first attempt as if the token had expired; the retry succeeds without touching data.
    await page.route('**/graphql', async (route) => {
      if (!isChangePassword(route.request())) return route.continue();
      tokens.push(route.request().headers().authorization);
      const body =
        tokens.length === 1
          ? { errors: [{ message: 'expired', extensions: { code: 'UNAUTHENTICATED', serverMessages: [] } }], data: null }
          : { data: { changePassword: { __typename: 'MutationResult', ok: true, errors: [] } } };
      return route.fulfill({ contentType: 'application/graphql-response+json', body: JSON.stringify(body) });
    });
    await openPasswordDialog(page);
    await fillPasswords(page, accounts.supervisor.password, 'Ignore123!', 'Ignore123!');
    await expect(toast(page, 'Operation effectuée avec succès')).toBeVisible();
    expect(tokens).toHaveLength(2);
    expect(tokens[0]).toMatch(/^Bearer /);
    expect(tokens[1]).toMatch(/^Bearer /);
    expect(tokens[1]).not.toBe(tokens[0]);
    expect(refreshes).toBe(1);
  });
});
