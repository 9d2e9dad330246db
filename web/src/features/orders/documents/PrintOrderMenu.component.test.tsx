import { OrderStatus, PaymentModeId } from '@console/schema';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../testing/renderScreen.tsx';
import { PrintOrderMenu, usePrintOrder } from './PrintOrderMenu.tsx';

const identity = {
  name: 'Épicerie Démo SARL',
  nameAr: 'بقالة ديمو',
  address: '12, rue Fictive, Casablanca',
  addressAr: '12، زنقة وهمية، الدار البيضاء',
  phone: '+212 5 22 00 00 00',
  ice: '000000000000000',
  rc: 'RC-DEMO-1',
  taxId: 'IF-DEMO-1',
  patente: 'PAT-DEMO-1',
  cnss: 'CNSS-DEMO-1',
};

const printedOrder = (orderStatusId: number, change: Record<string, unknown> = {}) => ({
  orderId: 7,
  code: 'CMD-000007',
  counter: 7,
  customerId: 42,
  customerCode: 'CL000042',
  customerName: 'Épicerie Atlas',
  orderStatusId,
  preparationStatus: 1,
  warehouseId: 3,
  desiredDeliveryDate: '2026-11-26',
  deliverySlot: { deliverySlotId: 1, startHour: '08:00', endHour: '12:00' },
  paymentModeId: PaymentModeId.CASH,
  createdAt: '2026-11-25T09:00:00.000Z',
  confirmedAt: '2026-11-25T09:30:00.000Z',
  collectedAt: null,
  totalAmountHT: 100,
  totalDiscount: 0,
  totalEscompte: 0,
  totalRebates: 0,
  totalTva: 20,
  totalAmountTTC: 120.3,
  totalTimbre: 0.3,
  orderLines: [
    { orderLineId: 1, articleCode: 'ART1', description: 'Huile Al Wafa 1 L', descriptionAr: 'زيت المائدة Al Wafa 1 لتر', quantity: 2, quantityPrepared: null, unitPrice: 60, unitCode: 'CAISSE', isGift: false, totalAmountTTC: 120 },
    // An article without an Arabic designation: the server sends the French one.
    { orderLineId: 2, articleCode: 'ART2', description: 'Sucre 1 kg', descriptionAr: 'Sucre 1 kg', quantity: 1, quantityPrepared: null, unitPrice: 0, unitCode: 'UNITE', isGift: true, totalAmountTTC: 0 },
  ],
  ...change,
});

let print: ReturnType<typeof vi.fn<() => void>>;
beforeEach(() => {
  print = vi.fn<() => void>();
  window.print = print;
});
afterEach(() => {
  act(() => {
    window.dispatchEvent(new Event('afterprint'));
  });
});

function openMenu(orderStatusId: number, options: { loaded?: number; disabled?: boolean } = {}) {
  const asked: string[] = [];
  renderScreen(<PrintOrderMenu orderId={7} orderStatusId={orderStatusId} disabled={options.disabled} />, {
    path: '/',
    url: '/',
    resolvers: () => ({
      Query: {
        order: () => printedOrder(options.loaded ?? orderStatusId),
        companyIdentity: () => {
          asked.push('companyIdentity');
          return identity;
        },
        customerWarehouses: () => [{ warehouseId: 3, code: 'CAS', description: 'Casablanca Nord' }],
      },
    }),
  });
  return { asked };
}

async function showItems() {
  fireEvent.click(screen.getByRole('button', { name: 'Imprimer' }));
  return screen.findByRole('menu');
}

const item = (menu: HTMLElement, name: string) => within(menu).getByRole('menuitem', { name });
const isDisabled = (element: HTMLElement) => element.getAttribute('aria-disabled') === 'true';
const printRoot = () => document.getElementById('order-print-root');

describe('the print menu', () => {
  it('offers the voucher and both receipts for a confirmed order', async () => {
    openMenu(OrderStatus.CONFIRMED);
    const menu = await showItems();
    expect(isDisabled(item(menu, 'Bon de préparation'))).toBe(false);
    expect(isDisabled(item(menu, 'Reçu (français)'))).toBe(false);
    expect(isDisabled(item(menu, 'Reçu (arabe)'))).toBe(false);
    expect(within(menu).getAllByRole('menuitemradio').map((radio) => radio.textContent)).toEqual([
      '1',
      '2',
      '3',
      'Selon le document (bon A4, reçu 80 mm)',
      'Ticket 80 mm',
      'A4',
    ]);
  });

  it('keeps the voucher off once delivered, the receipts on', async () => {
    openMenu(OrderStatus.DELIVERED);
    const menu = await showItems();
    expect(isDisabled(item(menu, 'Bon de préparation'))).toBe(true);
    expect(isDisabled(item(menu, 'Reçu (français)'))).toBe(false);
  });

  it('offers nothing for a cancelled order', async () => {
    openMenu(OrderStatus.CANCELLED);
    const menu = await showItems();
    expect(['Bon de préparation', 'Reçu (français)', 'Reçu (arabe)'].map((name) => isDisabled(item(menu, name)))).toEqual([true, true, true]);
  });

  it('is disabled when asked', () => {
    openMenu(OrderStatus.CONFIRMED, { disabled: true });
    expect(screen.getByRole('button', { name: 'Imprimer' }).hasAttribute('disabled')).toBe(true);
  });

  it('prints the Arabic receipt in 2 copies on the 80 mm ticket, right-to-left with amounts kept left-to-right', async () => {
    const { asked } = openMenu(OrderStatus.CONFIRMED);
    let menu = await showItems();
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: '2' }));
    fireEvent.click(item(menu, 'Reçu (arabe)'));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(asked).toEqual(['companyIdentity']);
    const root = printRoot();
    expect(root?.className).toBe('od-root od-root--ticket');
    const copies = within(root!).getAllByTestId('receipt-copy');
    expect(copies).toHaveLength(2);
    expect(copies.map((copy) => [copy.getAttribute('dir'), copy.getAttribute('lang')])).toEqual([
      ['rtl', 'ar'],
      ['rtl', 'ar'],
    ]);
    const [first] = copies;
    expect(within(first!).getByText('وصل')).toBeTruthy();
    expect(within(first!).getByText('بقالة ديمو')).toBeTruthy();
    const ttc = within(first!).getByTestId('receipt-total-ttc');
    expect(ttc.textContent).toBe('المجموع مع الضريبة120,30\u00a0درهم');
    expect(ttc.querySelector('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(ttc.querySelector('bdi')?.textContent).toBe('120,30');
    expect(within(first!).getByTestId('receipt-total-timbre').textContent).toBe('حقوق التنبر0,30\u00a0درهم');
    expect(within(first!).getByTestId('receipt-collected').textContent).toBe('المبلغ الواجب أداؤه120,30\u00a0درهم');
    expect(within(first!).getByText('نقدا')).toBeTruthy();
    const lines = within(first!).getAllByTestId('receipt-line');
    expect(lines.map((line) => line.textContent)).toEqual(['زيت المائدة Al Wafa 1 لتر2صندوق60,00120,00', 'Sucre 1 kg (هدية)1قطعة0,000,00']);
    // Left-to-right isolates inside the Arabic text: the Latin brand apart from the quantity (kept by its unit), a
    // French designation whole, the phone number, the customer's name with their code, the order's code and date.
    const isolated = (element: Element) => Array.from(element.querySelectorAll('bdi'), (bdi) => [bdi.getAttribute('dir'), bdi.textContent]);
    expect(isolated(lines[0]!.querySelector('td')!)).toEqual([
      ['ltr', 'Al Wafa'],
      ['ltr', '1'],
    ]);
    expect(isolated(lines[1]!.querySelector('td')!)).toEqual([['ltr', 'Sucre 1 kg']]);
    const field = (label: string) => within(first!).getByText(label).closest('.od-field')!;
    expect(isolated(field('الزبون'))).toEqual([['ltr', 'Épicerie Atlas (CL000042)']]);
    expect(isolated(field('الطلبية'))).toEqual([['ltr', 'CMD-000007']]);
    expect(isolated(field('تاريخ الطلبية'))).toEqual([['ltr', '25-11-2026']]);
    expect(isolated(within(first!).getByText('الهاتف', { exact: false }))).toEqual([['ltr', '+212 5 22 00 00 00']]);
    expect(first!.querySelector('footer')?.lastElementChild?.textContent).toBe('نسخة 1/2');
    expect(isolated(first!.querySelector('footer')!)).toEqual([['ltr', '1/2']]);

    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(printRoot()).toBeNull();
    menu = await showItems();
    expect(within(menu).getByRole('menuitemradio', { name: '2' }).getAttribute('aria-checked')).toBe('true');
  });

  it('prints the French receipt with the identity block and the payment mode', async () => {
    openMenu(OrderStatus.DELIVERED);
    fireEvent.click(item(await showItems(), 'Reçu (français)'));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const copies = within(printRoot()!).getAllByTestId('receipt-copy');
    expect(copies).toHaveLength(1);
    const [copy] = copies;
    expect(copy!.getAttribute('dir')).toBe('ltr');
    for (const text of ['Épicerie Démo SARL', 'ICE : 000000000000000', 'RC : RC-DEMO-1', 'IF : IF-DEMO-1', 'Patente : PAT-DEMO-1', 'CNSS : CNSS-DEMO-1', 'ESP']) {
      expect(within(copy!).getByText((_, element) => element?.textContent === text && element.parentElement?.textContent !== text)).toBeTruthy();
    }
    expect(within(copy!).getAllByTestId('receipt-line').map((line) => line.textContent)).toEqual(['Huile Al Wafa 1 L2Cse60,00120,00', 'Sucre 1 kg (Cadeau)1Pce0,000,00']);
    expect(within(copy!).getByTestId('receipt-total-ttc').textContent).toBe('Total TTC120,30\u00a0DH');
    expect(within(copy!).queryByTestId('receipt-total-escompte')).toBeNull();
  });

  it('prints the receipt of a partly prepared order on what was prepared, the ordered quantity beside it', async () => {
    const partly = printedOrder(OrderStatus.CONFIRMED, {
      preparationStatus: 4,
      orderLines: [
        { orderLineId: 1, articleCode: 'ART1', description: 'Huile 1 L', quantity: 24, quantityPrepared: 1, unitPrice: 37.05, unitCode: 'CAISSE', isGift: false, totalAmountTTC: 35.2 },
        { orderLineId: 2, articleCode: 'ART2', description: 'Sucre 1 kg', quantity: 3, quantityPrepared: 3, unitPrice: 10, unitCode: 'UNITE', isGift: false, totalAmountTTC: 30 },
      ],
    });
    renderScreen(<PrintAfterCollect />, {
      path: '/',
      url: '/',
      resolvers: () => ({ Query: { order: () => partly, companyIdentity: () => identity } }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Encaisser' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const [copy] = within(printRoot()!).getAllByTestId('receipt-copy');
    expect(within(copy!).getAllByTestId('receipt-line').map((line) => line.textContent)).toEqual(['Huile 1 L1 sur 24Cse37,0535,20', 'Sucre 1 kg3Pce10,0030,00']);
  });

  it('prints the voucher on A4 without prices, with the warehouse and the slot', async () => {
    const { asked } = openMenu(OrderStatus.CONFIRMED);
    fireEvent.click(item(await showItems(), 'Bon de préparation'));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(asked).toEqual([]);
    const root = printRoot()!;
    expect(root.className).toBe('od-root od-root--a4');
    const voucher = within(root).getByTestId('voucher');
    expect(within(voucher).getByText('Casablanca Nord')).toBeTruthy();
    expect(within(voucher).getByText('08:00 – 12:00')).toBeTruthy();
    expect(within(voucher).getByText('26-11-2026')).toBeTruthy();
    expect(within(voucher).getAllByTestId('voucher-line').map((line) => line.textContent)).toEqual(['ART1Huile Al Wafa 1 L2Cse', 'ART2Sucre 1 kg (Cadeau)1Pce']);
    expect(voucher.textContent).not.toMatch(/DH/);
  });

  it('prints in the chosen format', async () => {
    openMenu(OrderStatus.CONFIRMED);
    const menu = await showItems();
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: 'Ticket 80 mm' }));
    fireEvent.click(item(menu, 'Bon de préparation'));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(printRoot()?.className).toBe('od-root od-root--ticket');
  });
});

function PrintAfterCollect() {
  const printOrder = usePrintOrder();
  return <button onClick={() => void printOrder(7, 'receiptFr', { copies: 3 })}>Encaisser</button>;
}

describe('usePrintOrder', () => {
  it('prints a receipt from anywhere, in up to 3 copies', async () => {
    renderScreen(<PrintAfterCollect />, {
      path: '/',
      url: '/',
      resolvers: () => ({ Query: { order: () => printedOrder(OrderStatus.DELIVERED), companyIdentity: () => identity } }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Encaisser' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(within(printRoot()!).getAllByTestId('receipt-copy')).toHaveLength(3);
  });

  it('refuses with a toast when the order, loaded fresh, may no longer print it', async () => {
    renderScreen(<PrintAfterCollect />, {
      path: '/',
      url: '/',
      resolvers: () => ({ Query: { order: () => printedOrder(OrderStatus.CANCELLED), companyIdentity: () => identity } }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Encaisser' }));
    expect(await screen.findByText("Reçu (français) : ne s'imprime pas pour une commande « Annulée »")).toBeTruthy();
    expect(print).not.toHaveBeenCalled();
    expect(printRoot()).toBeNull();
  });
});
