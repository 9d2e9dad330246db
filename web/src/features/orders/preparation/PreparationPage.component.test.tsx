import { Level, Messages, OrderMessages, Permission, PreparationStatus, preparationOutcome } from '@console/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldMessage, renderScreen } from '../../../testing/renderScreen.tsx';
import PreparationPage from './PreparationPage.tsx';

type Args = Record<string, unknown>;
interface Line {
  orderLineId: number;
  articleCode: string;
  description: string;
  imageUrl: string | null;
  quantity: number;
  quantityPrepared: number | null;
  unitCode: string;
}
interface FakeOrder {
  orderId: number;
  code: string;
  preparationStatus: number;
  orderLines: Line[];
}

const line = (orderLineId: number, quantity: number, unitCode = 'UNITE'): Line => ({
  orderLineId,
  articleCode: `ART${orderLineId}`,
  description: `Article ${orderLineId}`,
  imageUrl: null,
  quantity,
  quantityPrepared: null,
  unitCode,
});

const order = (orderId: number, orderLines: Line[], preparationStatus: number = PreparationStatus.NOT_STARTED): FakeOrder => ({
  orderId,
  code: `CMD-${orderId}`,
  preparationStatus,
  orderLines,
});

const casablanca = { warehouseId: 3, code: 'CAS', localisation: 'Casablanca' };

/** The gateway as the preparation screen sees it: the orders to prepare, start and save, with what they were sent. */
function openPreparation({
  orders = [order(7, [line(71, 3), line(72, 2, 'CAISSE')]), order(8, [line(81, 5)], PreparationStatus.IN_PROGRESS)],
  warehouse = casablanca as typeof casablanca | null,
  levels = [Level.READ, Level.EDIT] as readonly number[],
  saveErrors = null as { field: string; message: string }[] | null,
} = {}) {
  const state = orders.map((item) => ({ ...item, orderLines: item.orderLines.map((entry) => ({ ...entry })) }));
  const calls = { listed: [] as Args[], started: [] as Args[], saved: [] as Args[] };
  const toGraph = (item: FakeOrder) => ({
    ...item,
    customerId: item.orderId * 10,
    customerCode: `CL0000${item.orderId}`,
    customerName: `Épicerie ${item.orderId}`,
    warehouseId: 3,
    orderStatusId: 2,
    desiredDeliveryDate: `2026-11-2${item.orderId - 5}`,
    deliverySlot: { deliverySlotId: 1, startHour: '08:00', endHour: '12:00' },
  });
  const result = (item: FakeOrder | undefined) => ({ ok: true, errors: [], stockShortage: false, order: item ? toGraph(item) : null });
  const page = renderScreen(<PreparationPage />, {
    path: '/romeo/preparation',
    url: '/romeo/preparation',
    permissions: { [Permission.WAREHOUSE_SCHEDULES]: levels },
    resolvers: () => ({
      Query: {
        viewer: () => ({ userId: 1, warehouse }),
        customerWarehouses: () => [casablanca, { warehouseId: 4, code: 'RAB', localisation: 'Rabat' }],
        ordersToPrepare: (_: unknown, args: Args) => {
          calls.listed.push(args);
          const open = state.filter((item) => item.preparationStatus <= PreparationStatus.IN_PROGRESS);
          return { count: open.length, items: open.map(toGraph) };
        },
      },
      Mutation: {
        startOrderPreparation: (_: unknown, args: Args) => {
          calls.started.push(args);
          const item = state.find((candidate) => candidate.orderId === args.orderId);
          if (item) item.preparationStatus = PreparationStatus.IN_PROGRESS;
          return result(item);
        },
        saveOrderPreparation: (_: unknown, args: Args) => {
          calls.saved.push(args);
          if (saveErrors) return { ok: false, errors: saveErrors, stockShortage: false, order: null };
          const item = state.find((candidate) => candidate.orderId === args.orderId)!;
          for (const sent of args.lines as { orderLineId: number; quantityPrepared: number }[]) {
            item.orderLines.find((entry) => entry.orderLineId === sent.orderLineId)!.quantityPrepared = sent.quantityPrepared;
          }
          if (args.finish) item.preparationStatus = preparationOutcome(item.orderLines);
          return result(item);
        },
      },
    }),
  });
  return { page, calls };
}

const list = () => screen.findByRole('table', { name: 'Commandes à préparer' });
const panel = () => screen.findByTestId('preparation-panel');
const prepared = (articleCode: string) => screen.getByRole('spinbutton', { name: `Quantité préparée de ${articleCode}` }) as HTMLInputElement;
const type = (articleCode: string, value: string) => fireEvent.change(prepared(articleCode), { target: { value } });
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
/**
 * The confirmation's button. Under happy-dom, Tabster sometimes registers the dialog's focus trap after the dialog
 * took focus, leaves it inactive and marks the dialog aria-hidden: the buttons are found hidden or not (the
 * end-to-end test clicks them in Chromium by role).
 */
const confirmation = async () => {
  const dialog = await screen.findByRole('alertdialog', { hidden: true });
  return { dialog, button: (name: string) => within(dialog).getByRole('button', { name, hidden: true }) };
};
const toast = async (text: string) => expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);

async function choose(code: string) {
  fireEvent.click(await within(await list()).findByText(code));
  return panel();
}

describe('the preparation screen', () => {
  it("lists the warehouse's orders to prepare: code, customer, desired date and slot, lines, status", async () => {
    const { calls } = openPreparation();
    const table = await list();
    const rows = await within(table).findAllByTestId('table-row');
    expect(rows).toHaveLength(2);
    expect(calls.listed[0]).toEqual({ warehouseId: 3, page: 1, take: 10 });
    expect(screen.getByTestId('own-warehouse').textContent).toBe('Entrepôt : Casablanca');
    expect(within(rows[0]!).getByTestId('cell-order').textContent).toBe('CMD-7Épicerie 7');
    expect(within(rows[0]!).getByTestId('cell-desired').textContent).toBe('22-11-202608:00–12:00');
    expect(within(rows[0]!).getByTestId('cell-lines').textContent).toBe('2');
    expect(within(rows[0]!).getByTestId('cell-status').textContent).toBe('Pas encore');
    expect(within(rows[1]!).getByTestId('cell-status').textContent).toBe('En cours');
    expect(screen.getByText('Choisissez une commande dans la liste pour la préparer.')).toBeTruthy();
  });

  it('says when there is nothing to prepare', async () => {
    openPreparation({ orders: [] });
    expect(await within(await list()).findByText('Aucune commande à préparer')).toBeTruthy();
  });

  it('lets a user without a warehouse choose one before listing', async () => {
    const { calls, page } = openPreparation({ warehouse: null });
    expect(await screen.findByText('Choisissez un entrepôt pour voir ses commandes à préparer.')).toBeTruthy();
    expect(calls.listed).toEqual([]);
    fireEvent.click(screen.getByRole('combobox', { name: 'Entrepôt' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Rabat' }));
    await list();
    await waitFor(() => expect(calls.listed[0]).toEqual({ warehouseId: 4, page: 1, take: 10 }));
    expect(page.location()).toBe('/romeo/preparation?warehouseId=4');
  });

  it('starts, records quantities and finishes partially after showing the outcome and asking', async () => {
    const { calls } = openPreparation();
    const chosen = await choose('CMD-7');
    expect(within(chosen).getByRole('heading', { name: 'Commande CMD-7' })).toBeTruthy();
    expect(within(chosen).getAllByTestId('line-ordered').map((cell) => cell.textContent)).toEqual(['3 Pce', '2 Cse']);
    expect(within(chosen).queryByRole('spinbutton')).toBeNull();
    fireEvent.click(button('Commencer la préparation'));
    await waitFor(() => expect(calls.started).toEqual([{ orderId: 7 }]));
    await toast(Messages.success);
    await waitFor(() => expect(within(chosen).getByTestId('preparation-status').textContent).toBe('En cours'));
    expect(within(await list()).getAllByTestId('cell-status')[0]!.textContent).toBe('En cours');

    type('ART71', '2');
    fireEvent.click(button('Tout préparer : ART72'));
    expect(prepared('ART72').value).toBe('2');
    expect(screen.getByTestId('finish-outcome').textContent).toBe('Terminer donnera « Préparée partiellement » : 1 ligne incomplète.');
    fireEvent.click(button('Enregistrer'));
    await waitFor(() => expect(calls.saved).toHaveLength(1));
    expect(calls.saved[0]).toEqual({ orderId: 7, finish: false, lines: [{ orderLineId: 71, quantityPrepared: 2 }, { orderLineId: 72, quantityPrepared: 2 }] });

    // The buttons stay disabled until the save's answer is back (the resolver ran before it arrives).
    await waitFor(() => expect(button('Terminer').disabled).toBe(false));
    fireEvent.click(button('Terminer'));
    const asked = await confirmation();
    expect(within(asked.dialog).getByTestId('confirm-outcome').textContent).toBe('Terminer donnera « Préparée partiellement » : 1 ligne incomplète.');
    fireEvent.click(asked.button('Terminer'));
    await waitFor(() => expect(calls.saved).toHaveLength(2));
    expect(calls.saved[1]).toMatchObject({ orderId: 7, finish: true });
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Commandes à préparer' })).queryByText('CMD-7')).toBeNull());
    expect(screen.getByText('Choisissez une commande dans la liste pour la préparer.')).toBeTruthy();
  });

  it('finishes complete with « Tout préparer »', async () => {
    const { calls } = openPreparation();
    await choose('CMD-8');
    expect(screen.getByTestId('finish-outcome').textContent).toBe('Terminer donnera « Préparée partiellement » : 1 ligne incomplète.');
    fireEvent.click(button('Tout préparer'));
    expect(prepared('ART81').value).toBe('5');
    expect(screen.getByTestId('finish-outcome').textContent).toBe('Terminer donnera « Préparée » : toutes les lignes sont complètes.');
    fireEvent.click(button('Terminer'));
    const asked = await confirmation();
    expect(within(asked.dialog).getByTestId('confirm-outcome').textContent).toBe('Terminer donnera « Préparée » : toutes les lignes sont complètes.');
    fireEvent.click(asked.button('Terminer'));
    await waitFor(() => expect(calls.saved).toEqual([{ orderId: 8, finish: true, lines: [{ orderLineId: 81, quantityPrepared: 5 }] }]));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Commandes à préparer' })).queryByText('CMD-8')).toBeNull());
  });

  it('saves nothing when the finish is not confirmed', async () => {
    const { calls } = openPreparation();
    await choose('CMD-8');
    fireEvent.click(button('Terminer'));
    fireEvent.click((await confirmation()).button('Annuler'));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
    expect(calls.saved).toEqual([]);
    expect(within(await list()).getByText('CMD-8')).toBeTruthy();
  });

  it('shows the shared rule under a wrong quantity and holds the save until it is right', async () => {
    openPreparation();
    await choose('CMD-8');
    type('ART81', '6');
    expect(fieldMessage(prepared('ART81'))).toBe(OrderMessages.preparedAboveOrdered(5));
    expect(button('Enregistrer').disabled).toBe(true);
    expect(button('Terminer').disabled).toBe(true);
    expect(screen.queryByTestId('finish-outcome')).toBeNull();
    type('ART81', '1.5');
    expect(fieldMessage(prepared('ART81'))).toBe(OrderMessages.preparedNotNegative);
    type('ART81', '');
    expect(fieldMessage(prepared('ART81'))).toBe(OrderMessages.preparedNotNegative);
    type('ART81', '4');
    expect(fieldMessage(prepared('ART81'))).toBeNull();
    expect(button('Enregistrer').disabled).toBe(false);
  });

  it("keeps what was typed when the server refuses, with its reason under the line", async () => {
    const { calls } = openPreparation({ saveErrors: [{ field: 'lines.0.quantityPrepared', message: 'Ligne déjà préparée ailleurs' }] });
    await choose('CMD-8');
    type('ART81', '3');
    fireEvent.click(button('Enregistrer'));
    await waitFor(() => expect(calls.saved).toHaveLength(1));
    await waitFor(() => expect(fieldMessage(prepared('ART81'))).toBe('Ligne déjà préparée ailleurs'));
    expect(prepared('ART81').value).toBe('3');
    type('ART81', '4');
    expect(fieldMessage(prepared('ART81'))).toBeNull();
  });

  it('shows the order without actions to a user who may only read', async () => {
    openPreparation({ levels: [Level.READ] });
    const chosen = await choose('CMD-8');
    expect(within(chosen).getByText('Consultation seule : la préparation demande le niveau modification.')).toBeTruthy();
    expect(within(chosen).queryByRole('spinbutton')).toBeNull();
    expect(within(chosen).queryByRole('button', { name: 'Terminer' })).toBeNull();
  });
});
