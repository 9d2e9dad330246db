import { expect, test, type APIRequestContext } from '@playwright/test';
import { gql } from './api.ts';
import { createCustomer, success } from './customer-setup.ts';
import { accounts, screenshot, signIn } from './support.ts';
import { choose, combobox } from './lists.ts';

test.use({ viewport: { width: 1600, height: 1000 } });

const customerForUpdate = (request: APIRequestContext, customerId: number) =>
  gql<{ customerForUpdate: { customerStatusId: number; sector: { name: string } | null; addresses: { isDefault: boolean; latitude: string; longitude: string; sectorName: string }[] } }>(
    request,
    'query($c:Int!){customerForUpdate(customerId:$c){customerStatusId sector{name} addresses{isDefault latitude longitude sectorName}}}',
    { c: customerId },
  );

test.describe('customer detail', () => {
  test('a status-3 customer is read-only; a status-1 customer is editable', async ({ page, request }) => {
    const active = await createCustomer(request, { address: true, statusId: 3 });
    const waiting = await createCustomer(request, { address: true });
    await signIn(page, accounts.admin, `/customers/${active.customerId}`);
    await expect(page.getByTestId('customer-status-label')).toHaveText('Actif');
    await expect(page.getByTestId('customer-read-only')).toBeVisible();
    // Read-only values are text (read-only, no input frame), not disabled inputs.
    await expect(page.getByLabel('Prénom')).not.toBeEditable();
    await expect(page.getByLabel('Prénom')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Prénom')).toHaveValue(active.firstName);
    await expect(page.getByLabel('Téléphone')).not.toBeEditable();
    await expect(page.getByRole('textbox', { name: 'Prénom' })).not.toBeDisabled();
    await expect(page.getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Confirmer' })).toHaveCount(0);
    await expect(page.getByTestId('customer-addresses').getByRole('button', { name: 'Ajouter' })).toHaveCount(0);
    await expect(page.getByTestId('customer-code')).toHaveValue(active.code);

    await page.goto(`/customers/${waiting.customerId}`);
    await expect(page.getByTestId('customer-status-label')).toHaveText('En attente');
    await expect(page.getByTestId('customer-read-only')).toHaveCount(0);
    await expect(page.getByLabel('Prénom')).toBeEnabled();
    await expect(page.getByTestId('customer-code')).toHaveAttribute('readonly', '');
    await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeVisible();

    // Required fields and the e-mail pattern, under their fields.
    await page.getByLabel('Prénom').fill('');
    await page.getByLabel('Prénom').blur();
    await expect(page.getByText('Champ requis').first()).toBeVisible();
    await page.getByLabel('E-mail').fill('pas-un-email');
    await page.getByLabel('E-mail').blur();
    await expect(page.getByText("Format d'email invalide")).toBeVisible();

    await page.getByLabel('Prénom').fill('Nadia');
    await page.getByLabel('E-mail').fill('');
    await choose(page, 'Canal', 'CANAL-3');
    await page.getByLabel('ICE').fill('001234567000089');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(success(page)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Prénom')).toHaveValue('Nadia');
    await expect(page.getByLabel('ICE')).toHaveValue('001234567000089');
    await expect(combobox(page, 'Canal')).toHaveText('CANAL-3');

    // An unknown customer returns to the list.
    await page.goto('/customers/99999999');
    await expect(page).toHaveURL(/\/customers$/);
  });

  test('addresses: at least one, add two, set default, delete at once — all surviving a reload', async ({ page, request }) => {
    test.slow(); // four address changes, each checked after a reload: 17 s on a loaded two-core machine
    const customer = await createCustomer(request);
    await signIn(page, accounts.admin, `/customers/${customer.customerId}`);
    const grid = page.getByTestId('customer-addresses');
    await expect(grid.getByText('Aucune ligne')).toBeVisible();
    await choose(page, 'Canal', 'CANAL-1');

    // Saving without any address: the message under the block, nothing saved.
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByTestId('addresses-error')).toHaveText('Au moins une adresse est requise');

    const addAddress = async (adress: string, postalCode: string, sector: string, coordinates?: { latitude: string; longitude: string }) => {
      await grid.getByRole('button', { name: 'Ajouter' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nouvelle adresse' });
      await expect(dialog.getByLabel('Latitude')).toHaveValue('0');
      await expect(dialog.getByLabel('Longitude')).toHaveValue('0');
      await expect(combobox(dialog, 'Secteur')).toBeDisabled();
      await dialog.getByRole('textbox', { name: 'Adresse', exact: true }).fill(adress);
      await dialog.getByLabel('Code postal').fill(postalCode);
      await choose(page, 'Pays', 'Maroc', dialog);
      await choose(page, 'Région', 'Casablanca-Settat', dialog);
      await choose(page, 'Secteur', sector, dialog);
      if (coordinates) {
        await dialog.getByLabel('Latitude').fill(coordinates.latitude);
        await dialog.getByLabel('Longitude').fill(coordinates.longitude);
      }
      await dialog.getByRole('button', { name: 'Confirmer' }).click();
      await expect(dialog).toBeHidden();
    };
    await addAddress('5, boulevard Zerktouni', '20100', 'Hay Hassani');
    await expect(page.getByTestId('addresses-error')).toHaveCount(0);
    // The first address is the default.
    await expect(grid.getByTestId('table-row').first().getByTestId('cell-default')).toHaveText('Par défaut');
    await addAddress('8, rue Moulay Youssef', '20250', "Ben M'Sick", { latitude: '33.55543', longitude: '-7.642849' });
    await expect(grid.getByTestId('table-row')).toHaveCount(2);

    // Set the second as default: the first loses the flag.
    await grid.getByTestId('table-row').nth(1).getByTestId('address-set-default').click();
    await expect(grid.getByTestId('table-row').nth(1).getByTestId('cell-default')).toHaveText('Par défaut');
    await expect(grid.getByTestId('table-row').first().getByTestId('address-set-default')).toBeVisible();

    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(success(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
    await screenshot(page, 'customer-addresses');

    await page.reload();
    await expect(grid.getByTestId('table-row')).toHaveCount(2);
    const zerktouni = grid.getByTestId('table-row').filter({ hasText: 'Zerktouni' });
    const moulay = grid.getByTestId('table-row').filter({ hasText: 'Moulay Youssef' });
    await expect(moulay.getByTestId('cell-default')).toHaveText('Par défaut');
    await expect(moulay.getByTestId('cell-coordinates')).toHaveText('33.55543 / -7.642849');
    await expect(zerktouni.getByTestId('cell-default')).toHaveText('Définir par défaut');

    // Deleting a saved address is sent at once (no save needed).
    await zerktouni.getByTestId('row-delete').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(success(page)).toBeVisible();
    await expect(grid.getByTestId('table-row')).toHaveCount(1);
    await page.reload();
    await expect(grid.getByTestId('table-row')).toHaveCount(1);
    await expect(grid.getByTestId('table-row')).toContainText('Moulay Youssef');
  });

  test("status dialog, then activate / deactivate; 'Confirmer' verifies an editable customer", async ({ page, request }) => {
    const customer = await createCustomer(request, { address: true });
    await signIn(page, accounts.admin, `/customers/${customer.customerId}`);
    await expect(page.getByTestId('customer-status-label')).toHaveText('En attente');
    // Neither activate nor deactivate outside statuses 3 and 4.
    await expect(page.getByRole('button', { name: 'Activer' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Désactiver' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Changer le statut' }).click();
    const dialog = page.getByRole('dialog', { name: 'Changer le statut' });
    await choose(page, 'Nouveau statut', 'Actif', dialog);
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('customer-status-label')).toHaveText('Actif');
    await expect(page.getByTestId('customer-read-only')).toBeVisible();

    // Activate / deactivate ask first (an irreversible one-click action).
    await page.getByRole('button', { name: 'Désactiver' }).click();
    await page.getByRole('alertdialog', { name: 'Désactiver le client ?' }).getByRole('button', { name: 'Désactiver' }).click();
    await expect(page.getByTestId('customer-status-label')).toHaveText('Désactivé');
    await expect(page.getByRole('button', { name: 'Désactiver' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Activer' }).click();
    await page.getByRole('alertdialog', { name: 'Activer le client ?' }).getByRole('button', { name: 'Activer' }).click();
    await expect(page.getByTestId('customer-status-label')).toHaveText('Actif');
    await page.reload();
    await expect(page.getByTestId('customer-status-label')).toHaveText('Actif');

    // Back to an editable status, then the confirm verifies the customer (2, Validé) and reloads.
    await page.getByRole('button', { name: 'Changer le statut' }).click();
    await choose(page, 'Nouveau statut', 'Injoignable', dialog);
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await expect(page.getByTestId('customer-status-label')).toHaveText('Injoignable');
    await choose(page, 'Canal', 'CANAL-1');
    await page.getByRole('button', { name: 'Confirmer' }).click();
    await page.getByRole('alertdialog', { name: 'Confirmer le client ?' }).getByRole('button', { name: 'Confirmer' }).click();
    await expect(success(page)).toBeVisible();
    await expect(page.getByTestId('customer-status-label')).toHaveText('Validé');
    await expect(page.getByTestId('customer-read-only')).toBeVisible();
  });
});

test.describe('customer update screen', () => {
  test('messages, locked statuses, coordinate filtering and a successful update', async ({ page, request }) => {
    const locked = await createCustomer(request, { address: true });
    const active = await createCustomer(request, { address: true, statusId: 3 });
    await signIn(page, accounts.admin, '/customer/update');
    const message = page.getByTestId('customer-update-message');
    const update = page.getByRole('button', { name: 'Mettre à jour' });
    const search = page.getByLabel('Identifiant du client');
    const longitude = page.getByLabel('Longitude');
    const latitude = page.getByLabel('Latitude');
    await expect(message).toHaveText('Choisir un client');
    await expect(update).toBeDisabled();
    await screenshot(page, 'customer-update-choose');

    // Status 1: nothing may change.
    await search.fill(` ${locked.customerId} `);
    await search.press('Enter');
    await expect(page.getByTestId('customer-update-code')).toHaveValue(locked.code);
    await expect(message).toHaveText('Ce client ne peut pas être modifié !');
    await expect(update).toBeDisabled();
    // Read-only values as text, not disabled controls.
    await expect(page.getByTestId('customer-update-activation')).toHaveValue('En attente');
    await expect(longitude).not.toBeEditable();
    await expect(longitude).toHaveValue('-7.6');
    await expect(page.getByRole('switch')).toHaveCount(0);
    await screenshot(page, 'customer-update-locked');

    // Status 3: loads active and editable.
    await search.fill(String(active.customerId));
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page.getByTestId('customer-update-name')).toHaveValue(`${active.firstName} ${active.lastName}`);
    await expect(message).toHaveCount(0);
    await expect(page.getByRole('switch')).toBeChecked();
    await expect(longitude).toHaveValue('-7.6');
    await expect(update).toBeEnabled();

    // Keystrokes outside the format are ignored.
    await longitude.fill('');
    await longitude.pressSequentially('-7a.58x9812345');
    await expect(longitude).toHaveValue('-7.589812');
    await longitude.fill('');
    await longitude.pressSequentially('181');
    await expect(longitude).toHaveValue('18');
    await longitude.fill('');
    await longitude.pressSequentially('-7.589812');
    await latitude.fill('');
    await latitude.pressSequentially('95');
    await expect(latitude).toHaveValue('9');
    await latitude.fill('');
    await latitude.pressSequentially('33.5731104');
    await expect(latitude).toHaveValue('33.573110');

    // Sector lookup and deactivation.
    // (The lookup holds the current sector: clear it, then search.)
    const sector = combobox(page, 'Secteur');
    await sector.clear();
    await sector.pressSequentially('Malab');
    await page.getByRole('option', { name: /Malabata/ }).click();
    await page.getByRole('switch').click();
    await expect(page.getByRole('switch')).not.toBeChecked();
    await update.click();
    await expect(success(page)).toBeVisible();
    await expect(page).toHaveURL(/\/customers$/);

    const saved = (await customerForUpdate(request, active.customerId)).customerForUpdate;
    expect(saved.customerStatusId).toBe(4);
    const address = saved.addresses.find((candidate) => candidate.isDefault)!;
    expect({ latitude: Number(address.latitude), longitude: Number(address.longitude), sector: address.sectorName }).toEqual({ latitude: 33.57311, longitude: -7.589812, sector: 'Malabata' });
  });
});
