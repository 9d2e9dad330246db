import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fieldMessage, formInput, shownValue } from '../../testing/renderScreen.tsx';
import { choose, openEditor, promotionRow } from './promotionTesting.tsx';

const submit = () => screen.getByTestId('promotion-submit');

describe('the promotion editor', () => {
  // An unsaved form is kept as a draft per route: each test starts without one.
  beforeEach(() => sessionStorage.clear());

  it('creates: « Nouvelle promotion », the kind to choose, submit disabled while invalid', async () => {
    openEditor();
    expect(await screen.findByRole('heading', { name: 'Nouvelle promotion' })).toBeTruthy();
    expect(submit().textContent).toBe('Créer la promotion');
    expect(submit().hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Type de promotion' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Active' })).toHaveProperty('checked', true);
  });

  it('edits: « Promotion 7 », the kind frozen as text, the saved entries shown', async () => {
    openEditor({ id: '7' });
    expect(await screen.findByRole('heading', { name: 'Promotion 7' })).toBeTruthy();
    expect(submit().textContent).toBe('Mettre à jour la promotion');
    expect(shownValue(screen.getByTestId('promotion-promo-type'))).toBe('PLAN_PALIER');
    expect(screen.queryByRole('combobox', { name: 'Type de promotion' })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Critères article' })).getByText('Danone')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Critères client' })).getByText('Épiceries')).toBeTruthy();
  });

  it('returns to the list when the promotion does not exist', async () => {
    const { page } = openEditor({ id: '99', promotion: null });
    await waitFor(() => expect(page.location()).toBe('/promotions'));
  });

  it('shows the condition unit read-only (amount) for kinds 1, 2 and 5', async () => {
    openEditor({ id: '7', promotion: promotionRow({ promoType: 2, discountType: 2 }) });
    expect(shownValue(await screen.findByTestId('promotion-discount-type'))).toBe('Montant');
    expect(screen.queryByRole('combobox', { name: 'Unité de condition' })).toBeNull();
  });

  it('forces the condition unit when a new promotion takes kind 1, 2 or 5', async () => {
    openEditor();
    await screen.findByRole('heading', { name: 'Nouvelle promotion' });
    await choose('Type de promotion', 'PLAN_PALIER');
    expect(screen.getByRole('combobox', { name: 'Unité de condition' })).toBeTruthy();
    await choose('Type de promotion', 'SLOG');
    expect(shownValue(await screen.findByTestId('promotion-discount-type'))).toBe('Montant');
  });

  it('hides the article criteria for kind 6 and shows the customer ranges', async () => {
    openEditor({ id: '7', promotion: promotionRow({ promoType: 6, articles: [], ranges: [{ promotionRangeId: 81, from: 0, to: 1000, discountValue: 3 }] }) });
    await screen.findByRole('heading', { name: 'Promotion 7' });
    expect(screen.queryByRole('region', { name: 'Critères article' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Critère article' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Critère client' })).toBeTruthy();
    const ranges = screen.getByRole('region', { name: 'Paliers client' });
    expect(within(ranges).getByText('1 000')).toBeTruthy();
    expect(within(ranges).getByText('3 %')).toBeTruthy();
  });

  it('hides dateTo and shows the hours (00:00) for a flash promotion', async () => {
    openEditor();
    await screen.findByRole('heading', { name: 'Nouvelle promotion' });
    expect(formInput('dateTo')).toBeTruthy();
    expect(document.querySelector('input[name="startHour"]')).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Promotion flash' }));
    await waitFor(() => expect(document.querySelector('input[name="dateTo"]')).toBeNull());
    expect(formInput('startHour').value).toBe('00:00');
    expect(formInput('endHour').value).toBe('00:00');
  });

  it('says « Required », « Date should not be before … » and « Invalid Discount »', async () => {
    openEditor();
    await screen.findByRole('heading', { name: 'Nouvelle promotion' });
    fireEvent.blur(formInput('code'));
    await waitFor(() => expect(fieldMessage(formInput('code'))).toBe('Required'));
    fireEvent.change(formInput('dateFrom'), { target: { value: '2026-03-10' } });
    fireEvent.change(formInput('dateTo'), { target: { value: '2026-03-01' } });
    fireEvent.blur(formInput('dateTo'));
    await waitFor(() => expect(fieldMessage(formInput('dateTo'))).toBe('Date should not be before 10-03-2026'));
    fireEvent.change(formInput('promoValue'), { target: { value: '150' } });
    fireEvent.blur(formInput('promoValue'));
    await waitFor(() => expect(fieldMessage(formInput('promoValue'))).toBe('Invalid Discount'));
    fireEvent.change(formInput('promoValue'), { target: { value: '15' } });
    await waitFor(() => expect(fieldMessage(formInput('promoValue'))).toBeNull());
  });

  it('keeps everything entered when the save fails, the server’s messages under their fields', async () => {
    const { calls } = openEditor({
      id: '7',
      mutation: () => ({ ok: false, errors: [{ field: 'code', message: 'Ce code existe déjà' }, { field: 'channelIds', message: 'Canal inconnu' }], promotion: null }),
    });
    await screen.findByRole('heading', { name: 'Promotion 7' });
    fireEvent.change(formInput('description'), { target: { value: 'Paliers Danone été' } });
    const customers = screen.getByRole('region', { name: 'Critères client' });
    fireEvent.click(within(customers).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(submit().hasAttribute('disabled')).toBe(false));
    fireEvent.click(submit());
    await waitFor(() => expect(fieldMessage(formInput('code'))).toBe('Ce code existe déjà'));
    expect(screen.getByText('Canal inconnu')).toBeTruthy();
    expect(formInput('description').value).toBe('Paliers Danone été');
    expect(within(customers).queryByText('Épiceries')).toBeNull();
    expect(calls.updated[0]).toMatchObject({ promotionId: 7, input: { description: 'Paliers Danone été', customers: [{ promotionCustomerId: 72, typeAction: 3 }] } });
    expect(screen.getByTestId('pending-changes')).toBeTruthy();
  });

  it('returns to the promotions list after an update (seed 001 section 7)', async () => {
    const { page, calls } = openEditor({ id: '7' });
    await screen.findByRole('heading', { name: 'Promotion 7' });
    fireEvent.change(formInput('description'), { target: { value: 'Paliers Danone été' } });
    await waitFor(() => expect(submit().hasAttribute('disabled')).toBe(false));
    fireEvent.click(submit());
    await waitFor(() => expect(page.location()).toBe('/promotions'));
    expect(calls.updated).toHaveLength(1);
  });

  it('warns before saving when the amount discount reaches articles’ prices: how many, which; saved once confirmed', async () => {
    const articles = [
      { articleId: 4, code: 'ART004', designation: 'Sel fin 1 kg', unitPrice: 3.5, discount: 40 },
      { articleId: 9, code: 'ART009', designation: 'Levure 11 g', unitPrice: 1.3, discount: 40 },
    ];
    const { page, calls } = openEditor({ id: '7', giveaways: { count: 158, articles } });
    await screen.findByRole('heading', { name: 'Promotion 7' });
    fireEvent.change(formInput('description'), { target: { value: 'Remise 40 DH' } });
    await waitFor(() => expect(submit().hasAttribute('disabled')).toBe(false));
    fireEvent.click(submit());
    const dialog = await screen.findByRole('alertdialog', { hidden: true, name: 'Articles vendus 0,00 DH' });
    expect(within(dialog).getByText(/atteint ou dépasse le prix de 158 articles/)).toBeTruthy();
    expect(within(dialog).getByText('ART004 – Sel fin 1 kg : 3,50 DH (remise 40,00 DH)')).toBeTruthy();
    expect(within(dialog).getByText('ART009 – Levure 11 g : 1,30 DH (remise 40,00 DH)')).toBeTruthy();
    expect(within(dialog).getByText('et 156 autres.')).toBeTruthy();
    expect(calls.giveawayChecks[0]).toMatchObject({ promotion: { description: 'Remise 40 DH' } });
    expect(calls.updated).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Enregistrer quand même' }));
    await waitFor(() => expect(page.location()).toBe('/promotions'));
    expect(calls.updated).toHaveLength(1);
  });

  it('keeps the form as typed, unsaved, when the warning is answered « Revenir à la promotion »', async () => {
    const { page, calls } = openEditor({ id: '7', giveaways: { count: 1, articles: [{ articleId: 4, code: 'ART004', designation: 'Sel fin 1 kg', unitPrice: 3.5, discount: 4 }] } });
    await screen.findByRole('heading', { name: 'Promotion 7' });
    fireEvent.change(formInput('description'), { target: { value: 'Remise 4 DH' } });
    await waitFor(() => expect(submit().hasAttribute('disabled')).toBe(false));
    fireEvent.click(submit());
    const dialog = await screen.findByRole('alertdialog', { hidden: true, name: 'Articles vendus 0,00 DH' });
    expect(within(dialog).getByText(/le prix d’un article qu’elle vise/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Revenir à la promotion' }));
    await waitFor(() => expect(submit().hasAttribute('disabled')).toBe(false));
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull();
    expect(calls.updated).toHaveLength(0);
    expect(page.location()).toBe('/promotion/7');
    expect(formInput('description').value).toBe('Remise 4 DH');
  });
});
