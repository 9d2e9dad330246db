import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { kitTexts } from '../../kit/texts.ts';
import { fieldMessage, formInput } from '../../testing/renderScreen.tsx';
import { choose, lookUp, openEditor, promotionRow } from './promotionTesting.tsx';

const region = (name: string) => screen.getByRole('region', { name });
const button = (scope: HTMLElement, name: string) => within(scope).getByRole('button', { name });
const disabled = (element: HTMLElement) => element.hasAttribute('disabled');
const submit = () => screen.getByTestId('promotion-submit');

describe('the promotion sub-items', () => {
  beforeEach(() => sessionStorage.clear());

  it("adds an article entry once an item is chosen ('Ajouter l'élément' disabled before)", async () => {
    openEditor({ id: '7' });
    await screen.findByRole('heading', { name: 'Promotion 7' });
    const articles = region('Critères article');
    expect(disabled(button(articles, "Ajouter l'élément"))).toBe(true);
    await lookUp('Marque', 'Cen', /Centrale/);
    await waitFor(() => expect(disabled(button(articles, "Ajouter l'élément"))).toBe(false));
    fireEvent.click(button(articles, "Ajouter l'élément"));
    expect(await within(articles).findByText('BR2')).toBeTruthy();
    expect(disabled(button(articles, "Ajouter l'élément"))).toBe(true);
  });

  it('clears the dependent lists when a new promotion changes its criterion', async () => {
    openEditor();
    await screen.findByRole('heading', { name: 'Nouvelle promotion' });
    await choose('Type de promotion', 'PLAN_PALIER');
    await choose('Critère article', 'Marque');
    await lookUp('Marque', 'Cen', /Centrale/);
    fireEvent.click(button(region('Critères article'), "Ajouter l'élément"));
    expect(await within(region('Critères article')).findByText('BR2')).toBeTruthy();
    await choose('Critère client', 'Segment');
    await lookUp('Segment', 'Sup', /Superettes/);
    fireEvent.click(button(region('Critères client'), "Ajouter l'élément"));
    expect(await within(region('Critères client')).findByText('SEG2')).toBeTruthy();

    await choose('Critère article', 'Partenaire');
    await waitFor(() => expect(within(region('Critères article')).queryByText('BR2')).toBeNull());
    expect(within(region('Critères client')).getByText('SEG2')).toBeTruthy();
    await choose('Critère client', 'Région');
    await waitFor(() => expect(within(region('Critères client')).queryByText('SEG2')).toBeNull());
  });

  it('clears the article entries when a new promotion changes its kind', async () => {
    openEditor();
    await screen.findByRole('heading', { name: 'Nouvelle promotion' });
    await choose('Type de promotion', 'PLAN_PALIER');
    await choose('Critère article', 'Marque');
    await lookUp('Marque', 'Cen', /Centrale/);
    fireEvent.click(button(region('Critères article'), "Ajouter l'élément"));
    expect(await within(region('Critères article')).findByText('BR2')).toBeTruthy();
    await choose('Type de promotion', 'PLAN_PANIER');
    await waitFor(() => expect(within(region('Critères article')).queryByText('BR2')).toBeNull());
    expect(within(region('Critères article')).getByText(kitTexts.noRows)).toBeTruthy();
  });

  it("adds a discount range (« Invalid Discount » over 100 %); a discount kind's ranges hold no gifts", async () => {
    const { calls } = openEditor({ id: '7' });
    await screen.findByRole('heading', { name: 'Promotion 7' });
    fireEvent.click(within(region('Critères article')).getByText('Danone'));
    const ranges = await screen.findByRole('region', { name: 'Paliers de BR1' });
    const addRange = button(ranges, 'Ajouter le palier');
    fireEvent.change(formInput('rangeFrom'), { target: { value: '21' } });
    fireEvent.change(formInput('rangeTo'), { target: { value: '50' } });
    expect(disabled(addRange)).toBe(true);
    fireEvent.change(formInput('rangeDiscount'), { target: { value: '120' } });
    expect(fieldMessage(formInput('rangeDiscount'))).toBe('Invalid Discount');
    expect(disabled(addRange)).toBe(true);
    fireEvent.change(formInput('rangeDiscount'), { target: { value: '8' } });
    expect(disabled(addRange)).toBe(false);
    fireEvent.click(addRange);
    fireEvent.click(await within(ranges).findByText('8 %'));
    expect(screen.queryByRole('region', { name: /^Cadeaux/ })).toBeNull();
    expect(within(ranges).queryByRole('columnheader', { name: 'Cadeaux' })).toBeNull();

    await waitFor(() => expect(disabled(submit())).toBe(false));
    fireEvent.click(submit());
    await waitFor(() => expect(calls.updated).toHaveLength(1));
    expect(calls.updated[0]).toMatchObject({
      input: {
        articles: [
          {
            promotionArticleId: 71,
            typeAction: 2,
            ranges: [
              { promotionRangeId: 711, typeAction: 0 },
              { promotionRangeId: null, typeAction: 1, from: 21, to: 50, discountValue: 8, gifts: [] },
            ],
          },
        ],
      },
    });
  });

  it('adds a gift range to kind 3 (no discount asked) and a gift under the chosen range', async () => {
    const { calls } = openEditor({ id: '7', promotion: promotionRow({ promoType: 3 }) });
    await screen.findByRole('heading', { name: 'Promotion 7' });
    fireEvent.click(within(region('Critères article')).getByText('Danone'));
    const ranges = await screen.findByRole('region', { name: 'Paliers de BR1' });
    expect(within(ranges).queryByRole('textbox', { name: 'Remise' })).toBeNull();
    expect(document.querySelector('input[name="rangeDiscount"]')).toBeNull();
    fireEvent.change(formInput('rangeFrom'), { target: { value: '21' } });
    fireEvent.change(formInput('rangeTo'), { target: { value: '50' } });
    const addRange = button(ranges, 'Ajouter le palier');
    expect(disabled(addRange)).toBe(false);
    fireEvent.click(addRange);

    const gifts = screen.getByRole('region', { name: 'Cadeaux (choisissez un palier)' });
    expect(disabled(button(gifts, 'Ajouter le cadeau'))).toBe(true);
    fireEvent.click(await within(ranges).findByText('21'));
    const rangeGifts = await screen.findByRole('region', { name: 'Cadeaux du palier 21 – 50' });
    await lookUp('Article offert', 'Lait', /ART502/);
    fireEvent.change(formInput('giftQuantity'), { target: { value: '1' } });
    expect(disabled(button(rangeGifts, 'Ajouter le cadeau'))).toBe(true);
    fireEvent.change(formInput('giftMaxQuantity'), { target: { value: '4' } });
    await waitFor(() => expect(disabled(button(rangeGifts, 'Ajouter le cadeau'))).toBe(false));
    fireEvent.click(button(rangeGifts, 'Ajouter le cadeau'));
    expect(await within(rangeGifts).findByText('ART502 – Lait 1 L')).toBeTruthy();

    await waitFor(() => expect(disabled(submit())).toBe(false));
    fireEvent.click(submit());
    await waitFor(() => expect(calls.updated).toHaveLength(1));
    expect(calls.updated[0]).toMatchObject({
      input: {
        articles: [
          {
            promotionArticleId: 71,
            typeAction: 2,
            ranges: [
              { promotionRangeId: 711, typeAction: 0 },
              { promotionRangeId: null, typeAction: 1, from: 21, to: 50, discountValue: 0, gifts: [{ typeAction: 1, articleId: 502, quantity: 1, maxQuantity: 4 }] },
            ],
          },
        ],
      },
    });
  });

  it('marks a deleted article and what it holds 3 in the saved input', async () => {
    const { calls } = openEditor({ id: '7' });
    await screen.findByRole('heading', { name: 'Promotion 7' });
    fireEvent.click(button(region('Critères article'), kitTexts.delete));
    await waitFor(() => expect(within(region('Critères article')).queryByText('Danone')).toBeNull());
    await waitFor(() => expect(disabled(submit())).toBe(false));
    fireEvent.click(submit());
    await waitFor(() => expect(calls.updated).toHaveLength(1));
    expect(calls.updated[0]).toMatchObject({
      input: { articles: [{ promotionArticleId: 71, typeAction: 3, ranges: [{ promotionRangeId: 711, typeAction: 3, gifts: [{ promotionGiftId: 7111, typeAction: 3 }] }] }] },
    });
  });

  it('keeps multi-line gifts of kind 3 in their own table, no range needed', async () => {
    openEditor({ id: '7', promotion: promotionRow({ promoType: 3, multiLine: true, multilineGifts: [{ promotionMultilineGiftId: 91, articleId: 503, articleCode: 'ART503', articleDescription: 'Café', quantity: 1, maxQuantity: 2 }] }) });
    const gifts = await screen.findByRole('region', { name: 'Cadeaux multi-lignes' });
    expect(within(gifts).getByText('ART503 – Café')).toBeTruthy();
    await lookUp('Article offert', 'Lait', /ART502/);
    fireEvent.change(formInput('giftQuantity'), { target: { value: '2' } });
    fireEvent.change(formInput('giftMaxQuantity'), { target: { value: '2' } });
    await waitFor(() => expect(disabled(button(gifts, 'Ajouter le cadeau'))).toBe(false));
    fireEvent.click(button(gifts, 'Ajouter le cadeau'));
    expect(await within(gifts).findByText('ART502 – Lait 1 L')).toBeTruthy();
  });
});
