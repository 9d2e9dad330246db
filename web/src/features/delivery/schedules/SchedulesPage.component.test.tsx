import { Level, OrderStatus, Permission, PaymentModeId } from '@console/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../../../kit/money.ts';
import { renderScreen } from '../../../testing/renderScreen.tsx';
import LoadedSchedulesPage from './LoadedSchedulesPage.tsx';
import ProvisionalSchedulesPage from './ProvisionalSchedulesPage.tsx';
import { scheduleTexts as texts } from './texts.ts';
import WarehouseSchedulesPage from './WarehouseSchedulesPage.tsx';

type Args = Record<string, unknown>;

const vehicle = { vehicleId: 7, code: 'V07', brand: 'Renault', model: 'Master', matriculation: '12345-A-6', weight: 1200, volume: 12, deliveryMan: { userId: 70, firstName: 'Ali', lastName: 'Berrada' } };
const slot = { deliverySlotId: 3, warehouseId: 1, startHour: '08:00:00', endHour: '12:00:00' };

function scheduleOrder(orderId: number, scheduleOrderStatusId = 1, orderStatusId: number = OrderStatus.DISPATCHED) {
  return {
    scheduleOrderId: orderId + 1000,
    orderId,
    code: `CMD${orderId}`,
    scheduleOrderStatusId,
    orderStatusId,
    customerName: `Client ${orderId}`,
    customerPhone: '0600000000',
    weight: 12.5,
    totalAmountTTC: 630.07,
    totalTimbre: 1.58,
    paymentModeId: null,
    returnReasonId: null,
    returnReason: null,
  };
}

function schedule(scheduleId: number, scheduleStatusId: number, orders = [scheduleOrder(11), scheduleOrder(12)]) {
  return {
    scheduleId,
    code: `PL${scheduleId}`,
    scheduleStatusId,
    provisionalStatusId: scheduleStatusId === 1 ? 1 : 2,
    externalId: scheduleStatusId === 1 ? null : `EXT${scheduleId}`,
    synchronized: scheduleStatusId !== 1,
    warehouseId: 1,
    warehouseName: 'Casablanca',
    vehicle,
    operationDate: '2026-12-05',
    createdAt: '2026-12-01T10:00:00.000Z',
    deliverySlot: slot,
    orderCount: orders.length,
    weight: 25,
    volume: 1,
    totalAmountTTC: 1260.14,
    orders,
  };
}

type Schedule = ReturnType<typeof schedule>;

/** A schedules screen over `stored`; `calls` records each query's and mutation's arguments. */
function open(element: React.ReactElement, path: string, stored: Schedule[], levels: number[] = [Level.READ, Level.EDIT, Level.DELETE], options: { url?: string; warehouse?: boolean } = {}) {
  const calls: { name: string; args: Args }[] = [];
  const byId = new Map(stored.map((item) => [item.scheduleId, item]));
  const page = { items: stored.map((item) => ({ ...item, orders: [] })), count: stored.length };
  const answer = (item: Schedule) => ({ ok: true, errors: [], schedule: item });
  const rendered = renderScreen(element, {
    path,
    url: options.url ?? path,
    permissions: { [Permission.SCHEDULES]: levels, [Permission.WAREHOUSE_SCHEDULES]: levels },
    resolvers: () => ({
      Query: {
        schedules: (_: unknown, args: Args) => (calls.push({ name: 'schedules', args }), page),
        warehouseSchedules: (_: unknown, args: Args) => (calls.push({ name: 'warehouseSchedules', args }), page),
        schedule: (_: unknown, args: Args) => byId.get(Number(args.scheduleId)) ?? null,
        viewer: () => ({ userId: 1, warehouse: options.warehouse ? { warehouseId: 1, code: 'CASA', localisation: 'Casablanca' } : null }),
        deliveryWarehouses: () => [{ warehouseId: 1, code: 'CASA', localisation: 'Casablanca', slots: [slot] }],
        vehicles: () => ({ count: 1, items: [vehicle] }),
        returnReasons: () => ({ count: 1, items: [{ reasonReturnId: 4, name: 'Client absent', description: '', from: 1 }] }),
      },
      Mutation: {
        deleteSchedule: (_: unknown, args: Args) => (calls.push({ name: 'deleteSchedule', args }), true),
        invoiceSchedule: (_: unknown, args: Args) => {
          calls.push({ name: 'invoiceSchedule', args });
          const invoiced = schedule(Number(args.scheduleId), 2, byId.get(Number(args.scheduleId))!.orders.map((order) => ({ ...order, orderStatusId: OrderStatus.INVOICED })));
          byId.set(invoiced.scheduleId, invoiced);
          return answer(invoiced);
        },
        recordDeliveryOutcome: (_: unknown, args: Args) => {
          const input = args.input as { scheduleId: number; orderId: number; outcome: string };
          calls.push({ name: 'recordDeliveryOutcome', args: input });
          const current = byId.get(input.scheduleId)!;
          const orders = current.orders.map((order) => (order.orderId === input.orderId ? { ...order, scheduleOrderStatusId: input.outcome === 'DELIVERED' ? 3 : 2, orderStatusId: input.outcome === 'DELIVERED' ? 5 : 6 } : order));
          const next = schedule(current.scheduleId, orders.some((order) => order.scheduleOrderStatusId === 1) ? 3 : 4, orders);
          byId.set(next.scheduleId, next);
          return answer(next);
        },
      },
    }),
  });
  return { calls, rendered };
}

let print: ReturnType<typeof vi.fn<() => void>>;
beforeEach(() => {
  print = vi.fn<() => void>();
  window.print = print;
});
afterEach(() => {
  window.dispatchEvent(new Event('afterprint'));
});

/**
 * A confirmation and its buttons. Under happy-dom, Tabster sometimes marks a dialog aria-hidden (see
 * PreparationPage.component.test.tsx): they are found hidden or not.
 */
const alert = (name?: string) => screen.findByRole('alertdialog', { hidden: true, name });
const press = (dialog: HTMLElement, name: string) => fireEvent.click(within(dialog).getByRole('button', { name, hidden: true }));
const cellOf = (row: HTMLElement, id: string) => within(row).getByTestId(`cell-${id}`).textContent;

const rowOf = async (code: string) => (await screen.findByText(code)).closest('tr')!;

describe('the loaded schedules', () => {
  it('shows each schedule: vehicle, delivery man, date, slot, orders, weight, TTC and status', async () => {
    open(<LoadedSchedulesPage />, '/schedules/loaded', [schedule(1, 1), schedule(2, 4)]);
    const row = await rowOf('PL1');
    expect(cellOf(row, 'vehicle')).toBe('Renault Master – 12345-A-6');
    expect(cellOf(row, 'deliveryMan')).toBe('Ali Berrada');
    expect(cellOf(row, 'operationDate')).toBe('05-12-2026');
    expect(cellOf(row, 'slot')).toBe('08:00–12:00');
    expect(cellOf(row, 'orderCount')).toBe('2');
    expect(cellOf(row, 'totalTTC')).toBe(formatMoney(1260.14));
    expect(within(row).getByTestId('schedule-status').textContent).toBe('Ouvert');
    expect(within(await rowOf('PL2')).getByTestId('schedule-status').textContent).toBe('Clôturé');
  });

  it('sends the order code, the filters of the URL and the kind', async () => {
    const { calls } = open(<LoadedSchedulesPage />, '/schedules/loaded', [schedule(1, 1)], undefined, { url: '/schedules/loaded?statusId=2&warehouseId=1&operationDate=2026-12-05' });
    await rowOf('PL1');
    expect(calls[0]!.args).toMatchObject({ filter: { kind: 'LOADED', statusId: 2, warehouseId: 1, operationDate: '2026-12-05' } });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'CMD11' } });
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Enter' });
    await waitFor(() => expect(calls.at(-1)!.args).toMatchObject({ filter: { kind: 'LOADED', orderCode: 'CMD11' } }));
  });

  it('deletes an open schedule after the confirmation, only an open and unsynchronized one', async () => {
    const { calls } = open(<LoadedSchedulesPage />, '/schedules/loaded', [schedule(1, 1), schedule(2, 2)]);
    expect(within(await rowOf('PL2')).queryByRole('button', { name: 'Supprimer' })).toBeNull();
    fireEvent.click(within(await rowOf('PL1')).getByRole('button', { name: 'Supprimer' }));
    const confirm = await alert();
    expect(within(confirm).getByText(texts.deleteMessage('PL1'))).toBeTruthy();
    press(confirm, 'Supprimer');
    await waitFor(() => expect(calls.find((call) => call.name === 'deleteSchedule')?.args).toEqual({ scheduleId: 1 }));
    await waitFor(() => expect(calls.filter((call) => call.name === 'schedules')).toHaveLength(2));
  });

  it('offers no delete below level 5', async () => {
    open(<LoadedSchedulesPage />, '/schedules/loaded', [schedule(1, 1)], [Level.READ]);
    expect(within(await rowOf('PL1')).queryByRole('button', { name: 'Supprimer' })).toBeNull();
  });

  it('opens the orders of a row: dots, columns, the code; invoices then prints the round sheet', async () => {
    const { calls } = open(<LoadedSchedulesPage />, '/schedules/loaded', [schedule(1, 1)]);
    fireEvent.click(await rowOf('PL1'));
    const dialog = await screen.findByRole('dialog', { hidden: true, name: texts.dialogTitleWithCode('PL1') });
    await within(dialog).findByText('CMD11');
    expect(within(dialog).getAllByTestId('order-dot').map((dot) => dot.dataset.colour)).toEqual(['yellow', 'yellow']);
    expect(within(dialog).getAllByText('Client 12')).toHaveLength(1);
    expect(within(dialog).getAllByTestId('cell-totalTTC').map((cell) => cell.textContent)).toEqual([formatMoney(630.07), formatMoney(630.07)]);
    expect(within(dialog).queryByRole('button', { name: texts.reprint, hidden: true })).toBeNull();
    // An open schedule's orders cannot end their delivery yet.
    expect(within(dialog).queryByRole('button', { name: texts.deliveredLabel('CMD11'), hidden: true })).toBeNull();

    press(dialog, texts.invoice);
    press(await alert(), texts.invoice);
    await waitFor(() => expect(calls.find((call) => call.name === 'invoiceSchedule')?.args).toEqual({ scheduleId: 1 }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const sheet = document.getElementById('schedule-print-root')!;
    expect(sheet.textContent).toContain('Feuille de tournée PL1');
    expect(within(sheet).getAllByTestId('sheet-order')).toHaveLength(2);
    expect(within(sheet).getByTestId('sheet-total').textContent).toBe(formatMoney(1260.14));
    expect(within(dialog).getByTestId('schedule-status').textContent).toBe('Prêt');
    expect(within(dialog).queryByRole('button', { name: texts.invoice, hidden: true })).toBeNull();
    press(dialog, texts.reprint);
    await waitFor(() => expect(print).toHaveBeenCalledTimes(2));
  });

  it('ends deliveries: delivered in cash, returned with a reason; the dots and the status follow', async () => {
    const invoiced = schedule(1, 2, [scheduleOrder(11, 1, OrderStatus.INVOICED), scheduleOrder(12, 1, OrderStatus.INVOICED)]);
    const { calls } = open(<LoadedSchedulesPage />, '/schedules/loaded', [invoiced]);
    fireEvent.click(await rowOf('PL1'));
    const dialog = await screen.findByRole('dialog', { hidden: true, name: texts.dialogTitleWithCode('PL1') });

    fireEvent.click(await within(dialog).findByRole('button', { name: texts.deliveredLabel('CMD11'), hidden: true }));
    let outcome = await alert(texts.paymentTitle('CMD11'));
    expect(within(outcome).getByTestId('outcome-amount').textContent).toBe(formatMoney(630.07));
    press(outcome, texts.confirm);
    expect(await within(outcome).findByText('Veuillez choisir un mode de paiement')).toBeTruthy();
    // Choosing a mode clears the message. A card collects the TTC without its stamp duty; cash collects the TTC.
    fireEvent.click(within(outcome).getByTestId('pay-card'));
    expect(within(outcome).queryByText('Veuillez choisir un mode de paiement')).toBeNull();
    expect(within(outcome).getByTestId('outcome-amount').textContent).toBe(formatMoney(628.49));
    fireEvent.click(within(outcome).getByTestId('pay-cash'));
    expect(within(outcome).getByTestId('outcome-amount').textContent).toBe(formatMoney(630.07));
    press(outcome, texts.confirm);
    await waitFor(() => expect(calls.find((call) => call.name === 'recordDeliveryOutcome')?.args).toEqual({ scheduleId: 1, orderId: 11, outcome: 'DELIVERED', paymentModeId: PaymentModeId.CASH }));
    await waitFor(() => expect(within(dialog).getAllByTestId('order-dot').map((dot) => dot.dataset.colour)).toEqual(['green', 'yellow']));
    expect(within(dialog).getByTestId('schedule-status').textContent).toBe('En cours');

    press(dialog, texts.returnedLabel('CMD12'));
    outcome = await alert(texts.returnTitle('CMD12'));
    press(outcome, texts.confirm);
    expect(await within(outcome).findByText('Veuillez choisir un motif de retour')).toBeTruthy();
    fireEvent.click(within(outcome).getByRole('combobox', { hidden: true }));
    fireEvent.click(await screen.findByRole('option', { name: 'Client absent', hidden: true }));
    expect(within(outcome).queryByText('Veuillez choisir un motif de retour')).toBeNull();
    press(outcome, texts.confirm);
    await waitFor(() => expect(calls.filter((call) => call.name === 'recordDeliveryOutcome').at(-1)?.args).toEqual({ scheduleId: 1, orderId: 12, outcome: 'RETURNED', reasonReturnId: 4 }));
    await waitFor(() => expect(within(dialog).getAllByTestId('order-dot').map((dot) => dot.dataset.colour)).toEqual(['green', 'red']));
    expect(within(dialog).getByTestId('schedule-status').textContent).toBe('Clôturé');
    // The list's row follows through the cache.
    expect(within(await rowOf('PL1')).getByTestId('schedule-status').textContent).toBe('Clôturé');
  });
});

describe('the provisional schedules', () => {
  it('shows open or synchronized, and a dialog without the code', async () => {
    const { calls } = open(<ProvisionalSchedulesPage />, '/schedules/provisional', [schedule(1, 1), schedule(2, 2)]);
    expect(within(await rowOf('PL2')).getByTestId('schedule-status').textContent).toBe('Synchronisé');
    expect(within(await rowOf('PL1')).getByTestId('schedule-status').textContent).toBe('Ouvert');
    expect(calls[0]!.args).toMatchObject({ filter: { kind: 'PROVISIONAL' } });
    fireEvent.click(await rowOf('PL1'));
    expect(await screen.findByRole('dialog', { hidden: true, name: texts.dialogTitle })).toBeTruthy();
  });
});

describe('the warehouse schedules', () => {
  it("holds to the user's warehouse and calls 2 « Facturé »", async () => {
    const { calls } = open(<WarehouseSchedulesPage />, '/romeo/schedules/loaded', [schedule(2, 2)], undefined, { warehouse: true });
    expect(within(await rowOf('PL2')).getByTestId('schedule-status').textContent).toBe('Facturé');
    expect(screen.getByTestId('own-warehouse').textContent).toBe('Entrepôt : Casablanca');
    expect(calls[0]!.args).toMatchObject({ warehouseId: 1 });
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('lets a user without a warehouse choose one', async () => {
    const { calls } = open(<WarehouseSchedulesPage />, '/romeo/schedules/loaded', [], undefined, { url: '/romeo/schedules/loaded?warehouseId=1' });
    await waitFor(() => expect(calls[0]?.args).toMatchObject({ warehouseId: 1 }));
    expect(screen.queryByTestId('own-warehouse')).toBeNull();
    expect(screen.getByText(texts.warehouse)).toBeTruthy();
  });
});
