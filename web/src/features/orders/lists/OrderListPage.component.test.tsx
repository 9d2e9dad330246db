import { Level, OrderMessages, PaymentModeId, Permission, businessClock } from '@console/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldMessage, formInput, renderScreen } from '../../../testing/renderScreen.tsx';
import AllOrdersPage from './AllOrdersPage.tsx';
import TakeAwayOrdersPage from './TakeAwayOrdersPage.tsx';

type Args = Record<string, unknown>;

const row = (orderId: number, orderStatusId: number, change: Args = {}) => ({
  orderId,
  code: `CMD-${String(orderId).padStart(6, '0')}`,
  customerId: 40 + orderId,
  customerCode: `CL0000${orderId}`,
  customerName: `Épicerie ${orderId}`,
  customerPhone: '0612345678',
  warehouseId: 1,
  warehouseName: 'Casablanca',
  orderStatusId,
  orderStatusName: 'Serveur',
  preparationStatus: 1,
  deliveryStatus: 1,
  deliveryModeId: 1,
  desiredDeliveryDate: '2026-11-26',
  deliverySlot: null,
  paymentModeId: PaymentModeId.CASH,
  totalAmountTTC: 1000.5,
  totalTimbre: 2.5,
  createdAt: '2026-11-20T09:15:00.000Z',
  confirmedAt: '2026-11-21T09:30:00.000Z',
  collectedAt: null,
  ...change,
});

interface Answer {
  orderId: number;
  ok: boolean;
  reason?: string;
}

/** The take-away list's grants: the list at levels 6 and 4, and the order editor's (15 at level 3) unless `editor` is false. */
function togoGrants(editor = true): Record<number, readonly number[]> {
  const grants: Record<number, readonly number[]> = { [Permission.ROMEO_ORDERS]: [Level.READ, Level.EDIT] };
  if (editor) grants[Permission.ORDERS] = [Level.CREATE];
  return grants;
}

function openList(
  page: 'togo' | 'all',
  rows: ReturnType<typeof row>[],
  answer: (orderIds: number[]) => Answer[] = (ids) => ids.map((orderId) => ({ orderId, ok: true })),
  permissions: Record<number, readonly number[]> = page === 'togo' ? togoGrants() : { [Permission.ORDERS]: [Level.READ, Level.EDIT] },
) {
  const listed: Args[] = [];
  const actions: Args[] = [];
  const dates: Args[] = [];
  let dateAnswer: Args = { ok: true, errors: [] };
  const rendered = renderScreen(page === 'togo' ? <TakeAwayOrdersPage /> : <AllOrdersPage />, {
    path: page === 'togo' ? '/romeo/togo' : '/orders',
    url: page === 'togo' ? '/romeo/togo' : '/orders',
    permissions,
    resolvers: () => ({
      Query: {
        orders: (_: unknown, args: Args) => {
          listed.push(args);
          return { count: rows.length, items: rows };
        },
        customerWarehouses: () => [{ warehouseId: 1, code: 'CAS', localisation: 'Casablanca', description: null }],
      },
      Mutation: {
        runOrderAction: (_: unknown, { input }: { input: { orderIds: number[] } & Args }) => {
          actions.push(input);
          const results = answer(input.orderIds).map((result) => ({
            ...result,
            code: rows.find((candidate) => candidate.orderId === result.orderId)?.code ?? '',
            reason: result.reason ?? null,
            orderStatusId: 7,
            amountCollected: null,
          }));
          return { ok: true, errors: [], results, done: results.filter((result) => result.ok).length, refused: results.filter((result) => !result.ok).length };
        },
        changeOrderDeliveryDate: (_: unknown, args: Args) => {
          dates.push(args);
          return { ...dateAnswer, order: { orderId: args.orderId, desiredDeliveryDate: args.desiredDeliveryDate, orderStatusId: 2 } };
        },
      },
    }),
  });
  return { rendered, listed, actions, dates, answerDatesWith: (next: Args) => (dateAnswer = next) };
}

const checkbox = (index: number) => screen.getAllByRole('checkbox', { name: 'Sélectionner la ligne' })[index]!;

describe('the take-away list', () => {
  it('lists the take-away orders 50 a page, statuses as badges, amounts in DH, dates DD-MM-YYYY', async () => {
    const { listed } = openList('togo', [row(1, 2, { preparationStatus: 3 }), row(2, 5)]);
    expect(await screen.findByText('CMD-000001')).toBeTruthy();
    expect(listed[0]).toMatchObject({ page: 1, take: 50, filter: { deliveryModeId: 1, excludeOpenBaskets: true } });
    expect(screen.getByText('Confirmée')).toBeTruthy();
    expect(screen.getByText('Préparée')).toBeTruthy();
    expect(screen.getByText('Livrée')).toBeTruthy();
    expect(screen.getAllByText(/1\s000,50 DH/)).toHaveLength(2);
    expect(screen.getAllByText('21-11-2026')).toHaveLength(2);
  });

  it('asks for its page again when an order changes (the mocked subscription pushes one change)', async () => {
    const { listed, rendered } = openList('togo', [row(1, 2)]);
    await screen.findByText('CMD-000001');
    await waitFor(() => expect(listed.length).toBeGreaterThanOrEqual(2));
    expect(rendered.operations).toContain('OrderChanges');
  });

  it('says so when nothing is selected, and when no selected order allows the action', async () => {
    const { actions } = openList('togo', [row(1, 5), row(2, 7)]);
    await screen.findByText('CMD-000001');
    fireEvent.click(screen.getByTestId('toolbar-cancel'));
    expect(await screen.findByText(OrderMessages.noOrderSelected)).toBeTruthy();
    fireEvent.click(checkbox(0));
    fireEvent.click(checkbox(1));
    fireEvent.click(screen.getByTestId('toolbar-return'));
    expect(await screen.findByText(OrderMessages.invalidSelection)).toBeTruthy();
    expect(actions).toEqual([]);
  });

  it('cancels a mixed selection: counts first, sends every order, then reports each refused one', async () => {
    const rows = [row(1, 2), row(2, 2), row(3, 5)];
    const { actions, listed } = openList('togo', rows, (ids) =>
      ids.map((orderId) => (orderId === 3 ? { orderId, ok: false, reason: 'Une commande « Livrée » ne peut pas être annulée' } : { orderId, ok: true })),
    );
    await screen.findByText('CMD-000001');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tout sélectionner' }));
    fireEvent.click(screen.getByTestId('toolbar-cancel'));
    const confirmation = await screen.findByRole('alertdialog');
    expect(within(confirmation).getByText('2 commandes seront annulées.')).toBeTruthy();
    expect(within(confirmation).getByText(/1 commande sélectionnée ne le permet pas/)).toBeTruthy();
    const before = listed.length;
    fireEvent.click(within(confirmation).getByRole('button', { name: 'Annuler les commandes' }));
    const report = await screen.findByTestId('action-report');
    expect(actions).toEqual([{ action: 'CANCEL', orderIds: [1, 2, 3] }]);
    expect(within(report).getByTestId('report-done').textContent).toBe('2 commandes traitées');
    expect(within(report).getByTestId('report-refused').textContent).toBe('1 commande refusée');
    const refusedRow = within(report).getByText('CMD-000003').closest('tr')!;
    expect(within(refusedRow).getByText('Une commande « Livrée » ne peut pas être annulée')).toBeTruthy();
    // The rows are asked again, and the selection is cleared.
    await waitFor(() => expect(listed.length).toBeGreaterThan(before));
    await waitFor(() => expect((checkbox(0) as HTMLInputElement).checked).toBe(false));
  });

  it('collects with a payment mode: the amount of the allowed orders, cash TTC, card TTC minus stamp duty', async () => {
    const rows = [row(1, 2, { preparationStatus: 3 }), row(2, 2, { preparationStatus: 4, totalAmountTTC: 200, totalTimbre: 0.5 }), row(3, 2)];
    const { actions } = openList('togo', rows);
    await screen.findByText('CMD-000001');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tout sélectionner' }));
    fireEvent.click(screen.getByTestId('toolbar-collect'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mode de paiement' });
    expect(within(dialog).getByText('نقدا')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('pay-cash'));
    expect(within(dialog).getByTestId('collect-amount').textContent).toMatch(/1\s200,50\sDH/);
    expect(within(dialog).getByText('2 commandes seront encaissées.')).toBeTruthy();
    // The partly prepared order was billed on what was prepared: the cashier is told before confirming.
    expect(within(dialog).getByTestId('collect-prepared').textContent).toBe('Préparée partiellement : CMD-000002, montant des quantités préparées.');
    expect(within(dialog).getByText(/1 commande sélectionnée ne le permet pas/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retour' }));
    fireEvent.click(within(dialog).getByTestId('pay-card'));
    expect(within(dialog).getByTestId('collect-amount').textContent).toMatch(/1\s197,50\sDH/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Encaisser' }));
    await screen.findByTestId('action-report');
    expect(actions).toEqual([{ action: 'COLLECT', orderIds: [1, 2, 3], paymentModeId: PaymentModeId.CARD }]);
  });

  it("collects one order from its row: enabled only when the rules allow it, a toast for the server's answer", async () => {
    openList('togo', [row(1, 2, { preparationStatus: 3 }), row(2, 2)], (ids) => ids.map((orderId) => ({ orderId, ok: false, reason: 'Commande déjà encaissée' })));
    await screen.findByText('CMD-000001');
    const [first, second] = screen.getAllByTestId('row-collect');
    expect(second!.hasAttribute('disabled')).toBe(true);
    fireEvent.click(first!);
    const dialog = await screen.findByRole('alertdialog', { name: 'Mode de paiement' });
    fireEvent.click(within(dialog).getByTestId('pay-cash'));
    expect(within(dialog).getByTestId('collect-amount').textContent).toMatch(/1\s000,50\sDH/);
    expect(within(dialog).getByText('La commande CMD-000001 sera encaissée.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Encaisser' }));
    expect(await screen.findByText('Commande déjà encaissée')).toBeTruthy();
    expect(screen.queryByTestId('action-report')).toBeNull();
  });

  it('offers the edit of a confirmed order not yet in preparation (the editor reopens it), and opens the editor', async () => {
    const { rendered } = openList('togo', [row(1, 2), row(2, 2, { preparationStatus: 2 }), row(3, 5)]);
    await screen.findByText('CMD-000001');
    const edits = screen.getAllByTestId('row-edit');
    expect(edits.map((button) => button.hasAttribute('disabled'))).toEqual([false, true, true]);
    fireEvent.click(edits[0]!);
    await waitFor(() => expect(rendered.location()).toBe('/orders/catalog/1'));
  });

  it('shows no edit button to a user who cannot open the order editor (a cashier: 27 without 15 at level 3)', async () => {
    openList('togo', [row(1, 2)], undefined, togoGrants(false));
    await screen.findByText('CMD-000001');
    expect(screen.getAllByTestId('row-collect')).toHaveLength(1);
    expect(screen.queryByTestId('row-edit')).toBeNull();
  });
});

/** The next day of the week `weekday` (0 Sunday) after `from` (YYYY-MM-DD), at least a week ahead. */
function nextWeekday(from: string, weekday: number): string {
  const day = new Date(`${from}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 7);
  while (day.getUTCDay() !== weekday) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

describe('the delivery-date change (/orders)', () => {
  it('asks for one order awaiting planning', async () => {
    openList('all', [row(1, 2), row(2, 3)]);
    await screen.findByText('CMD-000001');
    fireEvent.click(screen.getByTestId('toolbar-deliveryDate'));
    expect(await screen.findByText(OrderMessages.noOrderSelected)).toBeTruthy();
    fireEvent.click(checkbox(1));
    fireEvent.click(screen.getByTestId('toolbar-deliveryDate'));
    expect(await screen.findByText(OrderMessages.invalidSelection)).toBeTruthy();
  });

  it('refuses a Sunday, sends a changed date, and keeps it with the server’s message on a refusal', async () => {
    const { dates, answerDatesWith } = openList('all', [row(1, 2)]);
    await screen.findByText('CMD-000001');
    fireEvent.click(checkbox(0));
    fireEvent.click(screen.getByTestId('toolbar-deliveryDate'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Changer la date de livraison' });
    const input = formInput('desiredDeliveryDate');
    const save = within(dialog).getByRole('button', { name: 'Enregistrer' });
    await waitFor(() => expect(input.getAttribute('min')).toBe(businessClock().date));
    expect(input.value).toBe('2026-11-26');
    expect(save.hasAttribute('disabled')).toBe(true);

    fireEvent.change(input, { target: { value: nextWeekday(businessClock().date, 0) } });
    expect(fieldMessage(input)).toBe(OrderMessages.deliveryDateSunday);
    expect(save.hasAttribute('disabled')).toBe(true);

    const tuesday = nextWeekday(businessClock().date, 2);
    answerDatesWith({ ok: false, errors: [{ field: 'desiredDeliveryDate', message: 'Date refusée par le serveur' }] });
    fireEvent.change(input, { target: { value: tuesday } });
    expect(fieldMessage(input)).toBeNull();
    fireEvent.click(save);
    await waitFor(() => expect(fieldMessage(input)).toBe('Date refusée par le serveur'));
    expect(dates).toEqual([{ orderId: 1, desiredDeliveryDate: tuesday }]);
    expect(input.value).toBe(tuesday);

    answerDatesWith({ ok: true, errors: [] });
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(dates).toHaveLength(2);
  });
});
