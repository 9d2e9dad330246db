import type { DispatchOrder } from '@console/schema';
import { describe, expect, it } from 'vitest';
import { canDraw, dispatchPlan, dispatchReducer, initialDispatchState, markerVehicle, type MapVehicle } from './dispatchState.ts';

const order = (orderId: number, customerId: number, lat: number, lng: number, weight = 100, volume = 0.5): DispatchOrder => ({
  orderId, code: `CMD${orderId}`, customerId, customerCode: `CL${customerId}`, customerName: `Client ${customerId}`,
  desiredDeliveryDate: '2026-11-25', weight, volume, lat, lng,
});
const orders = [order(1, 10, 1, 1), order(2, 10, 1, 1, 300), order(3, 11, 5, 5), order(4, 12, 9, 9)];
const square = (low: number, high: number) => [{ lat: low, lng: low }, { lat: low, lng: high }, { lat: high, lng: high }, { lat: high, lng: low }];
const van: MapVehicle = { vehicleId: 7, code: 'CAM-02', color: '#ff0000', weight: 1500, volume: 10 };
const truck: MapVehicle = { vehicleId: 8, code: 'CAM-03', color: '#00ff00', weight: 300, volume: 10 };

describe('the dispatch map state', () => {
  it('draws areas only with a vehicle and with at least three points', () => {
    expect(canDraw(null)).toBe(false);
    expect(dispatchReducer(initialDispatchState, { type: 'draw', vehicleId: null, polygon: square(0, 2) })).toBe(initialDispatchState);
    expect(dispatchReducer(initialDispatchState, { type: 'draw', vehicleId: 7, polygon: square(0, 2).slice(0, 2) })).toBe(initialDispatchState);
    const drawn = dispatchReducer(initialDispatchState, { type: 'draw', vehicleId: 7, polygon: square(0, 2) });
    expect(drawn.areas).toEqual([{ areaId: '1', vehicleId: 7, polygon: square(0, 2) }]);
  });

  it('assigns the orders inside a vehicle area, re-evaluates when a vertex moves and frees them when the area goes', () => {
    let state = dispatchReducer(initialDispatchState, { type: 'draw', vehicleId: 7, polygon: square(0, 2) });
    let plan = dispatchPlan(orders, state, [van, truck], '2026-11-25');
    expect([...plan.assignment.keys()]).toEqual([1, 2]);
    expect(plan.loads).toHaveLength(1);
    expect(plan.loads[0].summary).toEqual({ orders: 2, customers: 1, volume: 1, weight: 400 });
    expect(plan.loads[0].capacity.over).toBe(false);
    expect(plan.unassigned).toEqual({ orders: 2, customers: 2, volume: 1, weight: 200 });

    // Dragging the far corner out to (6, 6) takes in the customer at (5, 5).
    state = dispatchReducer(state, { type: 'moveVertex', areaId: '1', index: 2, point: { lat: 6, lng: 6 } });
    plan = dispatchPlan(orders, state, [van, truck], null);
    expect([...plan.assignment.keys()]).toEqual([1, 2, 3]);

    state = dispatchReducer(state, { type: 'remove', areaId: '1' });
    plan = dispatchPlan(orders, state, [van, truck], null);
    expect(plan.assignment.size).toBe(0);
    expect(plan.loads).toEqual([]);
  });

  it('flags a vehicle loaded over its capacity', () => {
    const state = dispatchReducer(initialDispatchState, { type: 'draw', vehicleId: 8, polygon: square(0, 2) });
    const [load] = dispatchPlan(orders, state, [van, truck], null).loads;
    expect(load.capacity).toMatchObject({ overWeight: true, overVolume: false, over: true });
  });

  it('once sent, drops the vehicle areas and its orders, and hides customers with none left', () => {
    let state = dispatchReducer(initialDispatchState, { type: 'draw', vehicleId: 7, polygon: square(0, 2) });
    state = dispatchReducer(state, { type: 'draw', vehicleId: 8, polygon: square(8, 10) });
    state = dispatchReducer(state, { type: 'sent', vehicleId: 7, orderIds: [1, 2] });
    expect(state.areas.map((area) => area.vehicleId)).toEqual([8]);
    const plan = dispatchPlan(orders, state, [van, truck], null);
    expect(plan.markers.map((marker) => marker.customerId)).toEqual([11, 12]);
    expect([...plan.assignment.entries()]).toEqual([[4, { vehicleId: 8, areaId: '2' }]]);
  });

  it('colours a marker in its vehicle colour only when all its orders go to that vehicle', () => {
    const state = dispatchReducer(initialDispatchState, { type: 'draw', vehicleId: 7, polygon: square(0, 2) });
    const plan = dispatchPlan(orders, state, [van], null);
    expect(plan.markers.map((marker) => markerVehicle(marker, plan.assignment))).toEqual([7, null, null]);
  });
});
