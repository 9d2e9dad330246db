import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatMoney } from '../../kit/money.ts';
import { formInput } from '../../testing/renderScreen.tsx';
import { lookUp, openEditor } from './promotionTesting.tsx';

const line = (change: Record<string, unknown>) => ({
  articleId: 502,
  articleCode: 'ART502',
  articleDescription: 'Lait 1 L',
  quantity: 12,
  unitPrice: 9.9,
  unitPromotionPrice: 9.9,
  discountAmount: 0,
  totalBefore: 118.8,
  total: 118.8,
  isGift: false,
  promotionId: null,
  promotionCode: null,
  ...change,
});

const basket = (lines: unknown[], totals: Record<string, number>) => ({ lines, totalBefore: 118.8, discountTotal: 0, orderDiscount: 0, total: 118.8, appliedPromotionIds: [], ...totals });

const simulation = {
  without: basket([line({})], {}),
  with: basket(
    [
      line({ unitPromotionPrice: 8.25, discountAmount: 19.8, total: 99, promotionId: 7 }),
      line({ articleId: 501, articleCode: 'ART501', articleDescription: 'Yaourt', quantity: 1, unitPrice: 3, unitPromotionPrice: 0, discountAmount: 3, totalBefore: 3, total: 0, isGift: true }),
    ],
    { discountTotal: 19.8, total: 99 },
  ),
  notApplicable: null,
};

describe('the promotion simulator', () => {
  beforeEach(() => sessionStorage.clear());

  it('prices a basket with the promotion as edited, line by line, gifts marked', async () => {
    const { calls } = openEditor({ id: '7', simulation });
    await screen.findByRole('heading', { name: 'Promotion 7' });
    fireEvent.change(formInput('promoValue'), { target: { value: '12' } });
    const simulator = screen.getByRole('region', { name: 'Simulateur' });
    const run = within(simulator).getByRole('button', { name: 'Simuler' });
    expect(run.hasAttribute('disabled')).toBe(true);
    await lookUp('Client', 'Sara', /Sara Benani/);
    expect(calls.customerLookups).toEqual([{ keyword: 'Sara', take: 20 }]);
    expect(screen.getByRole('combobox', { name: 'Client' })).toHaveProperty('value', 'Sara Benani');
    await lookUp('Article', 'Lait', /ART502/);
    fireEvent.change(formInput('simulatorQuantity'), { target: { value: '12' } });
    fireEvent.click(within(simulator).getByRole('button', { name: 'Ajouter au panier' }));
    expect(within(simulator).getByRole('listitem').textContent).toContain('12 × ART502 – Lait 1 L');
    fireEvent.change(formInput('simulatorDate'), { target: { value: '2026-03-05' } });
    await waitFor(() => expect(run.hasAttribute('disabled')).toBe(false));
    fireEvent.click(run);

    const table = await within(simulator).findByRole('table', { name: 'Résultat de la simulation' });
    expect(calls.simulated[0]).toMatchObject({
      promotionId: 7,
      promotion: { code: 'PALIER7', promoValue: 12, articles: [{ promotionArticleId: 71, typeAction: 0 }] },
      basket: { customerId: 33, date: '2026-03-05', lines: [{ articleId: 502, quantity: 12 }] },
    });
    const [sold, gift] = within(table).getAllByTestId('table-row');
    expect(within(sold!).getByTestId('cell-totalBefore').textContent).toBe(formatMoney(118.8));
    expect(within(sold!).getByTestId('cell-unitWith').textContent).toBe(formatMoney(8.25));
    expect(within(sold!).getByTestId('cell-discount').textContent).toBe(formatMoney(19.8));
    expect(within(sold!).getByTestId('cell-totalWith').textContent).toBe(formatMoney(99));
    expect(within(gift!).getByText('Cadeau')).toBeTruthy();
    expect(within(gift!).getByTestId('cell-totalBefore').textContent).toBe('—');
    const totals = screen.getByTestId('simulator-totals');
    expect(totals.textContent).toContain(`Total sans promotion${formatMoney(118.8)}`);
    expect(totals.textContent).toContain(`Total avec la promotion${formatMoney(99)}`);
    expect(screen.queryByTestId('simulator-not-applicable')).toBeNull();
  });

  it('says why the promotion gives nothing', async () => {
    openEditor({ id: '7', simulation: { ...simulation, with: simulation.without, notApplicable: 'Le panier n’atteint pas le premier palier (10).' } });
    await screen.findByRole('heading', { name: 'Promotion 7' });
    await lookUp('Client', 'Sara', /Sara Benani/);
    await lookUp('Article', 'Lait', /ART502/);
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    fireEvent.click(screen.getByRole('button', { name: 'Simuler' }));
    expect((await screen.findByTestId('simulator-not-applicable')).textContent).toBe('Le panier n’atteint pas le premier palier (10).');
  });
});
