import { expect, test, type APIRequestContext } from '@playwright/test';
import { accounts, screenshot, signIn, toast } from './support.ts';
import { gql } from './api.ts';
import { cells, choose, combobox, expectColumn, rows, total } from './lists.ts';

test.use({ viewport: { width: 1600, height: 1000 } });

/** A real 2×2 PNG (red), so the browser decodes it and the server's signature check passes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEUlEQVR4nGP4z8DwnwGMgRQAH+4D/dJQfRoAAAAASUVORK5CYII=',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });


// --- GraphQL set-up calls (independent tests prepare their own data) ---------------------------


const articleImages = (request: APIRequestContext, articleId: number) =>
  gql<{ article: { images: { imageId: number; imageUrl: string }[] } }>(request, 'query($id:Int!){article(articleId:$id){images{imageId imageUrl}}}', { id: articleId });

test.describe('articles', () => {
  test('filters: search, status, brand, family → sub-family (enabled by the family, cleared when it changes)', async ({ page }) => {
    await signIn(page, accounts.admin, '/articles');
    await expect(page.getByRole('heading', { name: 'Articles' })).toBeVisible();
    await expect(rows(page)).toHaveCount(10);
    const all = await total(page);
    expect(all).toBeGreaterThan(100);
    // Amounts in French, two decimals and DH, right-aligned; dates DD-MM-YYYY.
    for (const price of await cells(page, 'price').allTextContents()) expect(price).toMatch(/^\d{1,3}(\u202f\d{3})*,\d{2}\u00a0DH$/);
    for (const date of await cells(page, 'created').allTextContents()) expect(date).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    await expect(cells(page, 'price').first()).toHaveCSS('text-align', /^(right|end)$/);
    await screenshot(page, 'articles');

    // The sub-family waits for a family.
    await expect(combobox(page, 'Sous-famille')).toBeDisabled();
    await choose(page, 'Famille', 'Boissons');
    await expect(page).toHaveURL(/familyId=23/);
    await expect(combobox(page, 'Sous-famille')).toBeEnabled();
    await expect.poll(() => total(page)).toBeLessThan(all);
    const family = await total(page);
    await combobox(page, 'Sous-famille').click();
    const subFamily = page.getByRole('option').nth(1);
    const subFamilyName = (await subFamily.textContent())!.trim();
    await subFamily.click();
    await expect(combobox(page, 'Sous-famille')).toHaveText(subFamilyName);
    await expect(page).toHaveURL(/subFamilyId=\d+/);
    await expect.poll(() => total(page)).toBeLessThan(family);

    // Another family clears the sub-family.
    await choose(page, 'Famille', 'Épicerie');
    await expect(page).not.toHaveURL(/subFamilyId/);
    await expect(combobox(page, 'Sous-famille')).toHaveText('Tous');
    await choose(page, 'Famille', 'Tous');
    await expect(combobox(page, 'Sous-famille')).toBeDisabled();

    // Status.
    await choose(page, 'Statut', 'Inactif');
    await expect(page).toHaveURL(/status=2/);
    await expect.poll(() => total(page)).toBeLessThan(all);
    await choose(page, 'Statut', 'Tous');

    // Brand lookup (from one character, debounced).
    await combobox(page, 'Marque').fill('Zito');
    await page.getByRole('option', { name: 'Zitouna', exact: true }).click();
    await expect(page).toHaveURL(/brandId=1\b/);
    await expect(cells(page, 'brand').first()).toHaveText('Zitouna');
    await expectColumn(page, 'brand', 'Zitouna');

    // Search runs on Enter.
    await page.getByRole('searchbox').fill('6110001000740');
    await page.getByRole('searchbox').press('Enter');
    await expect(rows(page)).toHaveCount(1);
    await expect(cells(page, 'code')).toHaveText('6110001000740');
    await expect(cells(page, 'price')).toHaveText('38,40\u00a0DH');

    // Row click opens the article.
    await rows(page).first().click();
    await expect(page).toHaveURL(/\/articles\/2$/);
  });

  test("edit: the 83-character limit, then a save that survives a reload; Arabic is right-to-left", async ({ page }) => {
    await signIn(page, accounts.admin, '/articles/31');
    const designation = page.getByLabel('Désignation commerciale', { exact: true });
    const arabic = page.getByLabel('Désignation commerciale (arabe)');
    await expect(designation).toBeVisible();
    await expect(page.getByLabel('Code')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Prix de vente')).toHaveValue(/^\d{1,3}(\u202f\d{3})*,\d{2}\u00a0DH$/);
    await expect(arabic).toHaveAttribute('dir', 'rtl');
    await expect(arabic).toHaveAttribute('lang', 'ar');

    await designation.fill('x'.repeat(84));
    await designation.blur();
    await expect(page.getByText('Vous ne pouvez pas dépasser 83 caractères')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Valider' })).toBeDisabled();
    await arabic.fill('ب'.repeat(84));
    await arabic.blur();
    await expect(page.getByText('Vous ne pouvez pas dépasser 83 caractères')).toHaveCount(2);

    const text = `Désignation e2e ${Date.now()}`;
    await designation.fill(text);
    await arabic.fill('تسمية تجارية');
    const active = page.getByRole('checkbox', { name: 'Actif' });
    const wasActive = await active.isChecked();
    await active.click();
    await expect(page.getByText('Vous ne pouvez pas dépasser 83 caractères')).toHaveCount(0);
    await page.getByRole('button', { name: 'Valider' }).click();
    await expect(toast(page, 'Operation effectuée avec succès')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Désignation commerciale', { exact: true })).toHaveValue(text);
    await expect(page.getByLabel('Désignation commerciale (arabe)')).toHaveValue('تسمية تجارية');
    await expect(page.getByRole('checkbox', { name: 'Actif' })).toBeChecked({ checked: !wasActive });

    await page.getByRole('button', { name: 'Retour' }).click();
    await expect(page).toHaveURL(/\/articles$/);
  });

  test('images: a refused non-image, the progress bar, the new image in the slider, then its deletion', async ({ page, request }) => {
    const articleId = 41;
    // Start without images (a previous run on the same data may have left some).
    for (const { imageId } of (await articleImages(request, articleId)).article.images) {
      await gql(request, 'mutation($a:Int!,$i:Int!){deleteArticleImage(articleId:$a,imageId:$i)}', { a: articleId, i: imageId });
    }
    await signIn(page, accounts.admin, `/articles/${articleId}`);
    const uploader = page.getByTestId('article-image-uploader');
    const input = uploader.locator('input[type=file]');
    await expect(input).toHaveAttribute('accept', 'image/*');
    await expect(page.getByTestId('article-images').getByText("Pas d'image")).toBeVisible();

    // The browser refuses a non-image before sending anything.
    let uploads = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && (request.headers()['content-type'] ?? '').startsWith('multipart/form-data')) uploads += 1;
    });
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('pas une image') });
    await expect(uploader.getByTestId('upload-error')).toHaveText('Seules les images sont acceptées : notes.txt');
    expect(uploads).toBe(0);

    // A file claiming to be an image is refused by the server, with its message.
    await input.setInputFiles({ name: 'faux.png', mimeType: 'image/png', buffer: Buffer.from('pas une image non plus') });
    await expect(uploader.getByTestId('upload-error')).toHaveText('Seules les images sont acceptées (PNG, JPEG, WebP, GIF)');
    expect(uploads).toBe(1);
    expect((await articleImages(request, articleId)).article.images).toHaveLength(0);

    // A real image: the progress bar shows while it goes up (the answer is held a moment), then the slider has it.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if ((route.request().headers()['content-type'] ?? '').startsWith('multipart/form-data')) await held;
      await route.continue();
    });
    await input.setInputFiles([png('rouge-1.png'), png('rouge-2.png')]);
    await expect(uploader.getByTestId('upload-progress')).toBeVisible();
    await expect(uploader.getByRole('button', { name: 'Choisir des images' })).toBeDisabled();
    release();
    await expect(uploader.getByTestId('upload-progress')).toBeHidden();
    await expect(toast(page, 'Operation effectuée avec succès')).toBeVisible();
    await expect(uploader.getByTestId('upload-error')).toHaveCount(0);
    const slides = page.getByTestId('slide');
    await expect(slides).toHaveCount(2);
    const image = slides.first().getByRole('img');
    await expect(image).toHaveAttribute('src', new RegExp(`^/assets/6/${articleId}/[0-9a-f]{32}\\.png$`));
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(2);
    await screenshot(page, 'article-with-images');

    // Delete one image from the slider.
    await slides.first().getByTestId('slide-delete').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(slides).toHaveCount(1);
    expect((await articleImages(request, articleId)).article.images).toHaveLength(1);
  });

  test('images screen: one upload (entity type 1) adds a row to the table; row click opens the article', async ({ page, request }) => {
    const articleId = 42;
    for (const { imageId } of (await articleImages(request, articleId)).article.images) {
      await gql(request, 'mutation($a:Int!,$i:Int!){deleteArticleImage(articleId:$a,imageId:$i,entityType:1)}', { a: articleId, i: imageId });
    }
    await signIn(page, accounts.admin, `/articles/${articleId}/images`);
    await expect(page.getByRole('heading', { name: /^Images de l'article/ })).toBeVisible();
    await expect(page.getByText('Aucune ligne')).toBeVisible();
    await page.getByTestId('article-images-uploader').locator('input[type=file]').setInputFiles(png('vert.png'));
    await expect(toast(page, 'Operation effectuée avec succès')).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
    await expect(cells(page, 'image').getByRole('img')).toHaveAttribute('src', new RegExp(`^/assets/1/${articleId}/`));
    await expect(cells(page, 'created')).toHaveText(/^\d{2}-\d{2}-\d{4}$/);
    await rows(page).first().click();
    await expect(page).toHaveURL(new RegExp(`/articles/${articleId}$`));
  });

  test('catalogue assignment: move a catalogue across and confirm; the list keeps it', async ({ page }) => {
    const articleId = 51;
    await signIn(page, accounts.admin);
    // From the list's row action (ids run in order: article 51 is on page 6).
    await page.goto('/articles?page=6');
    await expect(rows(page)).toHaveCount(10);
    await rows(page).filter({ has: page.getByTestId('cell-id').getByText(String(articleId), { exact: true }) }).getByTestId('row-catalogs').click();
    await expect(page).toHaveURL(new RegExp(`/articles/${articleId}/add-to-catalog$`));

    const available = page.getByTestId('transfer-available');
    const chosen = page.getByTestId('transfer-chosen');
    await expect(available.getByRole('option').first()).toBeVisible();
    const target = (await available.getByRole('option').first().textContent())!.trim();
    await available.getByRole('option', { name: target }).click();
    await page.getByRole('button', { name: 'Ajouter la sélection' }).click();
    await expect(chosen.getByRole('option', { name: target })).toBeVisible();
    await page.getByRole('button', { name: 'Confirmer' }).click();
    await expect(toast(page, 'Operation effectuée avec succès')).toBeVisible();
    await expect(page).toHaveURL(/\/articles$/);

    await page.goto(`/articles/${articleId}/add-to-catalog`);
    await expect(chosen.getByRole('option', { name: target })).toBeVisible();
    await expect(available.getByRole('option', { name: target })).toHaveCount(0);
    await page.getByRole('button', { name: 'Retour' }).click();
    await expect(page).toHaveURL(/\/articles$/);
  });

  test('marketing (articles 4/6) opens and edits articles but gets no catalogue action', async ({ page }) => {
    await signIn(page, accounts.marketing, '/articles');
    await expect(rows(page)).toHaveCount(10);
    await expect(page.getByTestId('row-catalogs')).toHaveCount(0);
    await page.goto('/articles/3/add-to-catalog');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/articles/3');
    await expect(page.getByRole('button', { name: 'Valider' })).toBeVisible();
  });
});

test.describe('brands, partners, sectors', () => {
  test('brands: list with images or the placeholder, read-only detail', async ({ page }) => {
    await signIn(page, accounts.admin, '/brands');
    await expect(rows(page)).toHaveCount(10);
    await expect(cells(page, 'image').first().getByRole('img')).toBeVisible();
    await page.getByRole('searchbox').fill('Zitouna');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(rows(page)).toHaveCount(1);
    await rows(page).first().click();
    await expect(page).toHaveURL(/\/brands\/1$/);
    await expect(page.getByRole('heading', { name: 'Marque : Zitouna' })).toBeVisible();
    await expect(page.getByLabel('Nom')).toHaveValue('Zitouna');
    await expect(page.getByLabel('Nom')).toHaveAttribute('readonly', '');
    await expect(page.getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);
  });

  test('partners: search; sectors: search and region filter', async ({ page }) => {
    await signIn(page, accounts.admin, '/partners');
    await expect(rows(page).first()).toBeVisible();
    await page.getByRole('searchbox').fill('Atlas');
    await page.getByRole('searchbox').press('Enter');
    await expect(cells(page, 'title').first()).toContainText('Atlas');

    await page.goto('/sectors');
    await expect(rows(page).first()).toBeVisible();
    await choose(page, 'Région', 'Tanger-Tétouan-Al Hoceïma');
    await expect(page).toHaveURL(/regionId=1\b/);
    await expect(cells(page, 'region').first()).toHaveText('Tanger-Tétouan-Al Hoceïma');
    await expectColumn(page, 'region', 'Tanger-Tétouan-Al Hoceïma');
    await page.getByRole('searchbox').fill('Malabata');
    await page.getByRole('searchbox').press('Enter');
    await expect(rows(page)).toHaveCount(1);
    await expect(cells(page, 'code')).toHaveText('TNG-MALABATA');
  });
});

test('a profile without the permission (dispatch) is sent home from /articles', async ({ page }) => {
  await signIn(page, accounts.dispatch, '/articles');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/articles/2');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/brands');
  await expect(page).toHaveURL(/\/home$/);
});
