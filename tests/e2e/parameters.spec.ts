import { expect, test, type APIRequestContext } from '@playwright/test';
import { gql } from './api.ts';
import { reviewScreen, success, VIEWPORT } from './content-support.ts';
import { choose, combobox } from './lists.ts';
import { accounts, signIn } from './support.ts';

test.use({ viewport: VIEWPORT });

interface Parameters {
  channelId: number;
  channelCode: string;
  channelName: string;
  ctrlStock: boolean;
  cutOff: string;
  deliveryFrom: number;
  deliveryTo: number;
  minBasket: number;
  allowModifPrice: boolean;
}

const FIELDS = 'channelId channelCode channelName ctrlStock cutOff deliveryFrom deliveryTo minBasket allowModifPrice';
const LIST = `query{channelParameters{${FIELDS}}}`;
const SAVE = 'mutation($i:ChannelParametersInput!){saveChannelParameters(input:$i){ok errors{field message}}}';

const channels = async (request: APIRequestContext) => (await gql<{ channelParameters: Parameters[] }>(request, LIST)).channelParameters;

async function restore(request: APIRequestContext, saved: Parameters) {
  const { channelCode: _code, channelName: _name, ...input } = saved;
  const data = await gql<{ saveChannelParameters: { ok: boolean } }>(request, SAVE, { i: input });
  expect(data.saveChannelParameters.ok).toBe(true);
}

test.describe('channel parameters', () => {
  test('a channel: its values, the rules under the fields, a save that lasts (then the demo values again)', async ({ page }) => {
    await signIn(page, accounts.admin);
    // The last channel: the point of sale's tests rely on the demo values, put back below whatever happens.
    const original = (await channels(page.request)).at(-1)!;
    try {
      await page.goto('/parameters');
      await expect(page.getByRole('heading', { name: 'Paramètres des canaux' })).toBeVisible();
      await expect(page.getByLabel('De J+')).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();

      await choose(page, 'Canal', `${original.channelCode} – ${original.channelName}`);
      await expect(page.getByLabel('De J+')).toHaveValue(String(original.deliveryFrom));
      await expect(page.getByLabel('A J+')).toHaveValue(String(original.deliveryTo));
      await expect(page.getByLabel('Minimum de panier (DH)')).toHaveValue(String(original.minBasket));
      await expect(page.getByRole('checkbox', { name: 'Contrôle du stock' })).toBeChecked({ checked: original.ctrlStock });
      await expect(page.getByRole('checkbox', { name: 'Modification du prix autorisée' })).toBeChecked({ checked: original.allowModifPrice });
      await expect(page.getByLabel('Heure limite (cut-off)')).toHaveValue(original.cutOff);
      await reviewScreen(page, 'parameters-channel');

      // The cut-off applies only when the stock is controlled.
      const stock = page.getByRole('checkbox', { name: 'Contrôle du stock' });
      if (original.ctrlStock) await stock.click();
      await expect(page.getByLabel('Heure limite (cut-off)')).toBeDisabled();
      await stock.click();
      await expect(page.getByLabel('Heure limite (cut-off)')).toBeEnabled();

      await page.getByLabel('De J+').fill('6');
      await page.getByLabel('A J+').fill('3');
      await page.getByLabel('A J+').blur();
      await expect(page.getByText('De J+ doit être inferieur de A J+').first()).toBeVisible();
      await page.getByLabel('Minimum de panier (DH)').fill('0');
      await page.getByLabel('Minimum de panier (DH)').blur();
      await expect(page.getByText('Minimum de panier doit être superieur de 0')).toBeVisible();
      await reviewScreen(page, 'parameters-errors');
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(success(page)).toHaveCount(0);
      expect((await channels(page.request)).at(-1)).toEqual(original);

      const changed = { deliveryFrom: original.deliveryFrom + 1, deliveryTo: original.deliveryTo + 2, minBasket: original.minBasket + 123.45 };
      await page.getByLabel('De J+').fill(String(changed.deliveryFrom));
      await page.getByLabel('A J+').fill(String(changed.deliveryTo));
      await page.getByLabel('Minimum de panier (DH)').fill(String(changed.minBasket));
      await page.getByLabel('Heure limite (cut-off)').fill('14:30');
      await expect(page.getByText('De J+ doit être inferieur de A J+')).toHaveCount(0);
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(success(page)).toBeVisible();

      await page.reload();
      await choose(page, 'Canal', `${original.channelCode} – ${original.channelName}`);
      await expect(page.getByLabel('De J+')).toHaveValue(String(changed.deliveryFrom));
      await expect(page.getByLabel('A J+')).toHaveValue(String(changed.deliveryTo));
      await expect(page.getByLabel('Minimum de panier (DH)')).toHaveValue(String(changed.minBasket));
      await expect(page.getByRole('checkbox', { name: 'Contrôle du stock' })).toBeChecked();
      await expect(page.getByLabel('Heure limite (cut-off)')).toHaveValue('14:30');
      await expect(combobox(page, 'Canal')).toHaveText(`${original.channelCode} – ${original.channelName}`);
    } finally {
      await restore(page.request, original);
    }
    expect((await channels(page.request)).at(-1)).toEqual(original);
  });
});
