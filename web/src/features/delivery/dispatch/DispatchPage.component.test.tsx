import { DeliveryMessages, MAP_DEFAULT_CENTER, formatNumber, MAP_DEFAULT_ZOOM, Permission, type GeoPoint } from '@console/schema';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/renderScreen.tsx';
import DispatchPage from './DispatchPage.tsx';
import { toScreen } from './projection.ts';

type Args = Record<string, unknown>;

const warehouse = {
  warehouseId: 3, code: 'CAS', localisation: 'Casablanca', description: null, descriptionAr: null, phone: null, latitude: 33.57, longitude: -7.59,
  slots: [{ deliverySlotId: 5, warehouseId: 3, startHour: '08:00:00', endHour: '12:00:00' }],
};
const vehicle = { vehicleId: 12, code: 'CAM-02', matriculation: '12345-A-6', color: '#ff0000', weight: 1500, volume: 10, active: true };
const order = (orderId: number, customerId: number, position: GeoPoint, weight: number) => ({
  orderId, code: `CMD${orderId}`, desiredDeliveryDate: '2026-11-20', customerId, customerCode: `CL${customerId}`, customerName: `Épicerie ${customerId}`,
  weight, volume: 1, lat: position.lat, lng: position.lng,
});
const A = { lat: 33.6, lng: -7.6 };
const B = { lat: 33.62, lng: -7.55 };
const C = { lat: 33.4, lng: -7.9 };
const ORDERS = [order(1, 101, A, 300), order(2, 101, A, 400), order(3, 102, B, 1000), order(4, 103, C, 50)];

/** The plan view in a test has no layout: it projects into its fallback 800 × 560 at the seed's centre and zoom. */
const at = (point: GeoPoint) => toScreen(point, { center: MAP_DEFAULT_CENTER, zoom: MAP_DEFAULT_ZOOM }, { width: 800, height: 560 });

function openDispatch({ url = '/map', answer = null as null | { field: string; message: string }[] } = {}) {
  const calls = { orders: [] as Args[], assigned: [] as Args[] };
  let orders = ORDERS;
  const page = renderScreen(<DispatchPage />, {
    path: '/map',
    url,
    permissions: { [Permission.DISPATCH]: [1] },
    resolvers: () => ({
      Query: {
        deliveryWarehouses: () => [warehouse],
        mapsConfig: () => ({ googleMapsApiKey: null }),
        vehicles: () => ({ items: [vehicle], count: 1 }),
        dispatchOrders: (_: unknown, args: Args) => {
          calls.orders.push(args);
          return orders;
        },
      },
      Mutation: {
        assignDispatch: (_: unknown, { input }: { input: { orderIds: number[] } }) => {
          calls.assigned.push(input);
          if (answer) return { ok: false, errors: answer, schedule: null };
          orders = orders.filter((item) => !input.orderIds.includes(item.orderId));
          return { ok: true, errors: [], schedule: { scheduleId: 40, code: 'PLN-40', orderCount: input.orderIds.length } };
        },
      },
    }),
  });
  return { page, calls };
}

const markerCodes = () => screen.queryAllByTestId('marker').map((marker) => marker.getAttribute('data-customer-code'));

async function chooseVehicle() {
  fireEvent.click(screen.getByRole('combobox', { name: 'Véhicule' }));
  fireEvent.click(await screen.findByRole('option', { name: 'CAM-02 – 12345-A-6' }));
}

/** Clicks on the plan as a user would: a press and a release without moving. */
function clickPlan(point: { x: number; y: number }) {
  fireEvent.pointerDown(screen.getByTestId('plan-background'), { clientX: point.x, clientY: point.y, pointerId: 1 });
  fireEvent.pointerUp(screen.getByTestId('plan-view'), { clientX: point.x, clientY: point.y, pointerId: 1 });
}

/** A rectangle around the given points, `margin` pixels wide, drawn then closed with « Terminer la zone ». */
function drawAround(points: GeoPoint[], margin = 15) {
  const shown = points.map(at);
  const left = Math.min(...shown.map((p) => p.x)) - margin;
  const right = Math.max(...shown.map((p) => p.x)) + margin;
  const top = Math.min(...shown.map((p) => p.y)) - margin - 36;
  const bottom = Math.max(...shown.map((p) => p.y)) + margin;
  fireEvent.click(screen.getByRole('button', { name: 'Dessiner une zone' }));
  for (const corner of [{ x: left, y: top }, { x: right, y: top }, { x: right, y: bottom }, { x: left, y: bottom }]) clickPlan(corner);
  fireEvent.click(screen.getByRole('button', { name: 'Terminer la zone' }));
}

const summaryRow = (label: string) => within(screen.getByTestId('dispatch-summary')).getByRole('row', { name: new RegExp(`^${label}`) });

describe('the dispatch screen', () => {
  it('requires the warehouse and both dates, the second not before the first, before showing the map', async () => {
    const { page, calls } = openDispatch();
    await screen.findByText(/Choisissez un entrepôt/);
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findAllByText(DeliveryMessages.required)).toHaveLength(3);

    fireEvent.click(screen.getByRole('combobox', { name: /Entrepôt/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'CAS – Casablanca' }));
    fireEvent.change(document.querySelector('input[name="dateFrom"]')!, { target: { value: '2026-11-20' } });
    fireEvent.change(document.querySelector('input[name="dateTo"]')!, { target: { value: '2026-11-19' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('Date should not be before 20-11-2026')).toBeTruthy();
    expect(screen.queryByTestId('plan-view')).toBeNull();

    fireEvent.change(document.querySelector('input[name="dateTo"]')!, { target: { value: '2026-11-22' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(markerCodes()).toEqual(['CL101', 'CL102', 'CL103']));
    expect(page.location()).toBe('/map?warehouseId=3&dateFrom=2026-11-20&dateTo=2026-11-22');
    expect(calls.orders).toEqual([{ warehouseId: 3, dateFrom: '2026-11-20', dateTo: '2026-11-22' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    await waitFor(() => expect(screen.queryByTestId('plan-view')).toBeNull());
    expect(page.location()).toBe('/map');
  });

  it('opens from the URL, shows a customer popup and draws zones only with a vehicle', async () => {
    openDispatch({ url: '/map?warehouseId=3&dateFrom=2026-11-20&dateTo=2026-11-22' });
    await waitFor(() => expect(markerCodes()).toHaveLength(3));

    fireEvent.click(screen.getByRole('button', { name: 'CL101 – Épicerie 101' }));
    const popup = screen.getByTestId('marker-popup');
    expect(within(popup).getByText('Épicerie 101')).toBeTruthy();
    expect(within(popup).getByText('700,000 kg')).toBeTruthy();
    fireEvent.click(within(popup).getByRole('button', { name: '2 commandes' }));
    expect(within(popup).getByRole('list').textContent).toBe('CMD1 – 20-11-2026CMD2 – 20-11-2026');

    expect((screen.getByRole('button', { name: 'Dessiner une zone' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('draw-hint').textContent).toBe('Choisissez un véhicule pour dessiner une zone.');

    await chooseVehicle();
    drawAround([A]);
    expect(screen.getAllByTestId('zone')).toHaveLength(1);
    expect(summaryRow('CAM-02').textContent).toBe('CAM-02212,0700');
    expect(summaryRow('Sans véhicule').textContent).toBe(`Sans véhicule222,0${formatNumber(1050)}`);
    expect(screen.getByTestId('capacity-gauge').textContent).toContain(`Poids : 700 / ${formatNumber(1500)} kg`);
    const fills = screen.getAllByTestId('marker').map((marker) => marker.querySelector('path')?.getAttribute('fill'));
    expect(fills).toEqual(['#ff0000', '#c62828', '#2e7d32']);

    // Dragging the south-east corner out past B takes its order in; deleting the zone frees both.
    const corner = screen.getAllByTestId('zone-vertex')[2];
    const target = at(B);
    fireEvent.pointerDown(corner, { pointerId: 2 });
    fireEvent.pointerMove(screen.getByTestId('plan-view'), { clientX: target.x + 30, clientY: target.y + 30, pointerId: 2 });
    fireEvent.pointerUp(screen.getByTestId('plan-view'), { clientX: target.x + 30, clientY: target.y + 30, pointerId: 2 });
    expect(summaryRow('CAM-02').textContent).toBe(`CAM-02323,0${formatNumber(1700)}`);
    expect(screen.getByTestId('capacity-gauge').getAttribute('data-over-weight')).toBe('true');
    expect(screen.getByText(DeliveryMessages.overCapacity)).toBeTruthy();

    // A focused vertex moves with the arrows too.
    const shape = () => screen.getByTestId('zone').querySelector('polygon')?.getAttribute('points');
    const before = shape();
    fireEvent.keyDown(screen.getAllByRole('button', { name: /^Zone 1 \(CAM-02\) : sommet 1 / })[0], { key: 'ArrowLeft' });
    expect(shape()).not.toBe(before);

    fireEvent.click(within(screen.getByTestId('dispatch-zones')).getByRole('button', { name: 'Supprimer' }));
    expect(screen.queryAllByTestId('zone')).toHaveLength(0);
    expect(summaryRow('Sans véhicule').textContent).toBe(`Sans véhicule434,0${formatNumber(1750)}`);
  });

  it('asks before sending an overloaded vehicle, then removes its orders and zones from the map', async () => {
    const { calls } = openDispatch({ url: '/map?warehouseId=3&dateFrom=2026-11-20&dateTo=2026-11-22' });
    await waitFor(() => expect(markerCodes()).toHaveLength(3));
    await chooseVehicle();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le planning' }));
    expect(await screen.findByText(DeliveryMessages.slotRequired)).toBeTruthy();
    expect(screen.getByText(DeliveryMessages.noOrderInArea)).toBeTruthy();

    fireEvent.click(screen.getByRole('combobox', { name: 'Créneau de livraison' }));
    fireEvent.click(await screen.findByRole('option', { name: '08:00–12:00' }));
    drawAround([A, B]);
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le planning' }));
    const question = await screen.findByRole('alertdialog', { hidden: true });
    expect(within(question).getByText('Le chargement dépasse la capacité du véhicule CAM-02. Envoyer le planning quand même ?')).toBeTruthy();
    await act(async () => fireEvent.click(within(question).getByRole('button', { name: 'Envoyer quand même', hidden: true })));

    await waitFor(() => expect(markerCodes()).toEqual(['CL103']));
    expect(calls.assigned).toEqual([{ warehouseId: 3, vehicleId: 12, operationDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), deliverySlotId: 5, orderIds: [1, 2, 3] }]);
    expect(screen.queryAllByTestId('zone')).toHaveLength(0);
    expect(await screen.findByText('Planning PLN-40 créé : 3 commandes affectées.')).toBeTruthy();
  });

  it('shows a refused assignment with a way to reload the orders', async () => {
    const { calls } = openDispatch({ url: '/map?warehouseId=3&dateFrom=2026-11-20&dateTo=2026-11-22', answer: [{ field: 'orderIds', message: DeliveryMessages.ordersNoLongerConfirmed }] });
    await waitFor(() => expect(markerCodes()).toHaveLength(3));
    await chooseVehicle();
    fireEvent.click(screen.getByRole('combobox', { name: 'Créneau de livraison' }));
    fireEvent.click(await screen.findByRole('option', { name: '08:00–12:00' }));
    drawAround([A]);
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le planning' }));
    const problems = await screen.findByTestId('dispatch-problems');
    expect(within(problems).getByText(DeliveryMessages.ordersNoLongerConfirmed)).toBeTruthy();
    expect(markerCodes()).toHaveLength(3);
    fireEvent.click(within(problems).getByRole('button', { name: 'Recharger la carte' }));
    await waitFor(() => expect(calls.orders).toHaveLength(2));
  });
});
