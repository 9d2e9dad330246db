import { describe, expect, it } from 'vitest';
import {
  assignOrders,
  canDeleteSchedule,
  canInvoiceSchedule,
  canReprintSchedule,
  capacityLoad,
  customerMarkers,
  DeliveryMessages,
  deliveryOutcomeRefusal,
  dispatchConfigurationErrors,
  dispatchSummary,
  markerColour,
  operationDateError,
  pointInPolygon,
  scheduleStatusAfterOutcome,
  ScheduleOrderStatus,
  ScheduleStatus,
  type DispatchArea,
  type DispatchOrder,
  type GeoPolygon,
} from './delivery.ts';
import { Messages } from './messages.ts';
import { OrderStatus } from './orders.ts';

/** A square 33.50..33.60 × -7.60..-7.50 around Casablanca. */
const square: GeoPolygon = [
  { lat: 33.5, lng: -7.6 },
  { lat: 33.6, lng: -7.6 },
  { lat: 33.6, lng: -7.5 },
  { lat: 33.5, lng: -7.5 },
];

/** A « U »: the notch 33.52..33.60 × -7.57..-7.53 is outside. */
const concave: GeoPolygon = [
  { lat: 33.5, lng: -7.6 },
  { lat: 33.6, lng: -7.6 },
  { lat: 33.6, lng: -7.57 },
  { lat: 33.52, lng: -7.57 },
  { lat: 33.52, lng: -7.53 },
  { lat: 33.6, lng: -7.53 },
  { lat: 33.6, lng: -7.5 },
  { lat: 33.5, lng: -7.5 },
];

let nextOrderId = 1;
const order = (overrides: Partial<DispatchOrder> = {}): DispatchOrder => ({
  orderId: nextOrderId++,
  code: `CMD-${nextOrderId}`,
  customerId: 1,
  customerCode: 'CLI-1',
  customerName: 'Épicerie Atlas',
  desiredDeliveryDate: '2031-03-10',
  weight: 10,
  volume: 0.5,
  lat: 33.55,
  lng: -7.55,
  ...overrides,
});

describe('pointInPolygon', () => {
  it('finds a point inside and outside a square', () => {
    expect(pointInPolygon({ lat: 33.55, lng: -7.55 }, square)).toBe(true);
    expect(pointInPolygon({ lat: 33.65, lng: -7.55 }, square)).toBe(false);
    expect(pointInPolygon({ lat: 33.55, lng: -7.45 }, square)).toBe(false);
    expect(pointInPolygon({ lat: 33.4, lng: -7.7 }, square)).toBe(false);
  });

  it('counts a point on an edge or a vertex as inside', () => {
    expect(pointInPolygon({ lat: 33.5, lng: -7.55 }, square)).toBe(true);
    expect(pointInPolygon({ lat: 33.55, lng: -7.6 }, square)).toBe(true);
    expect(pointInPolygon({ lat: 33.55, lng: -7.5 }, square)).toBe(true);
    expect(pointInPolygon({ lat: 33.6, lng: -7.5 }, square)).toBe(true);
    expect(pointInPolygon({ lat: 33.5, lng: -7.6 }, square)).toBe(true);
    // On the line of an edge, past its end.
    expect(pointInPolygon({ lat: 33.5, lng: -7.45 }, square)).toBe(false);
  });

  it('counts a point on a slanted edge as inside', () => {
    const triangle: GeoPolygon = [
      { lat: 33.5, lng: -7.6 },
      { lat: 33.6, lng: -7.5 },
      { lat: 33.5, lng: -7.5 },
    ];
    expect(pointInPolygon({ lat: 33.55, lng: -7.55 }, triangle)).toBe(true);
    expect(pointInPolygon({ lat: 33.58, lng: -7.59 }, triangle)).toBe(false);
  });

  it('leaves the notch of a concave polygon out', () => {
    expect(pointInPolygon({ lat: 33.56, lng: -7.55 }, concave)).toBe(false);
    expect(pointInPolygon({ lat: 33.51, lng: -7.55 }, concave)).toBe(true);
    expect(pointInPolygon({ lat: 33.56, lng: -7.59 }, concave)).toBe(true);
    expect(pointInPolygon({ lat: 33.56, lng: -7.51 }, concave)).toBe(true);
    // Level with the notch's inner vertices: the ray passes through vertices without counting them twice.
    expect(pointInPolygon({ lat: 33.52, lng: -7.58 }, concave)).toBe(true);
    expect(pointInPolygon({ lat: 33.6, lng: -7.55 }, concave)).toBe(false);
  });

  it('is false for fewer than 3 vertices', () => {
    expect(pointInPolygon({ lat: 33.5, lng: -7.6 }, [])).toBe(false);
    expect(pointInPolygon({ lat: 33.5, lng: -7.6 }, square.slice(0, 2))).toBe(false);
  });
});

describe('markerColour', () => {
  it('is green to 200 kg, blue to 500, red to 1500, black above', () => {
    expect(markerColour(0)).toBe('green');
    expect(markerColour(200)).toBe('green');
    expect(markerColour(200.001)).toBe('blue');
    expect(markerColour(500)).toBe('blue');
    expect(markerColour(500.001)).toBe('red');
    expect(markerColour(1500)).toBe('red');
    expect(markerColour(1500.001)).toBe('black');
  });
});

describe('customerMarkers', () => {
  it("groups orders by customer at the first order's position, in the orders' order", () => {
    const orders = [
      order({ customerId: 2, customerCode: 'CLI-2', weight: 150, lat: 33.51, lng: -7.51 }),
      order({ customerId: 1, weight: 0.1 }),
      order({ customerId: 2, customerCode: 'CLI-2', weight: 100.2, lat: 33.9, lng: -7.9 }),
      order({ customerId: 1, weight: 0.2 }),
    ];
    const markers = customerMarkers(orders, null);
    expect(markers.map((marker) => marker.customerId)).toEqual([2, 1]);
    expect(markers[0]).toMatchObject({ customerCode: 'CLI-2', position: { lat: 33.51, lng: -7.51 }, weight: 250.2, colour: 'blue', late: false });
    expect(markers[0].orders.map((item) => item.orderId)).toEqual([orders[0].orderId, orders[2].orderId]);
    // Summed to the gram: 0.1 + 0.2 is 0.3.
    expect(markers[1]).toMatchObject({ weight: 0.3, colour: 'green' });
  });

  it('is late when the earliest desired date is before the operation date', () => {
    const orders = [order({ desiredDeliveryDate: '2031-03-12' }), order({ desiredDeliveryDate: '2031-03-10' })];
    expect(customerMarkers(orders, '2031-03-11')[0].late).toBe(true);
    expect(customerMarkers(orders, '2031-03-10')[0].late).toBe(false);
    expect(customerMarkers(orders, null)[0].late).toBe(false);
  });

  it('has no marker without orders', () => {
    expect(customerMarkers([], '2031-03-10')).toEqual([]);
  });
});

describe('assignOrders', () => {
  const inside = order({ lat: 33.51, lng: -7.55 });
  const notch = order({ lat: 33.56, lng: -7.55 });
  const outside = order({ lat: 34, lng: -7 });
  const areas: DispatchArea[] = [
    { areaId: 'a', vehicleId: 1, polygon: concave },
    { areaId: 'b', vehicleId: 2, polygon: square },
  ];

  it("gives each order inside an area to that area's vehicle, the first drawn winning an overlap", () => {
    const assigned = assignOrders([inside, notch, outside], areas);
    expect(assigned.get(inside.orderId)).toEqual({ vehicleId: 1, areaId: 'a' });
    expect(assigned.get(notch.orderId)).toEqual({ vehicleId: 2, areaId: 'b' });
    expect(assigned.has(outside.orderId)).toBe(false);
  });

  it('frees the orders of a deleted area', () => {
    const assigned = assignOrders([inside, notch, outside], areas.slice(0, 1));
    expect([...assigned.keys()]).toEqual([inside.orderId]);
    expect(assignOrders([inside], []).size).toBe(0);
  });
});

describe('dispatchSummary', () => {
  it('counts orders and customers and sums m³ and kg to 3 decimals', () => {
    expect(
      dispatchSummary([
        { customerId: 1, weight: 0.1, volume: 0.1 },
        { customerId: 2, weight: 0.2, volume: 0.2 },
        { customerId: 1, weight: 1000, volume: 1.25 },
      ]),
    ).toEqual({ orders: 3, customers: 2, volume: 1.55, weight: 1000.3 });
    expect(dispatchSummary([])).toEqual({ orders: 0, customers: 0, volume: 0, weight: 0 });
  });
});

describe('capacityLoad', () => {
  it('gives the ratios and says which capacity is exceeded', () => {
    expect(capacityLoad({ weight: 1750, volume: 4 }, { weight: 3500, volume: 8 })).toEqual({
      weightRatio: 0.5,
      volumeRatio: 0.5,
      overWeight: false,
      overVolume: false,
      over: false,
    });
    expect(capacityLoad({ weight: 3500, volume: 8.5 }, { weight: 3500, volume: 8 })).toMatchObject({ weightRatio: 1, overWeight: false, overVolume: true, over: true });
    expect(capacityLoad({ weight: 3500.5, volume: 1 }, { weight: 3500, volume: 8 })).toMatchObject({ overWeight: true, overVolume: false, over: true });
  });

  it('is full, not over, when the sum only differs by floating-point noise', () => {
    expect(capacityLoad({ weight: 0.1 + 0.2, volume: 0.1 + 0.2 }, { weight: 0.3, volume: 0.3 })).toMatchObject({ over: false });
  });

  it('treats a zero capacity as exceeded by any load', () => {
    expect(capacityLoad({ weight: 1, volume: 0 }, { weight: 0, volume: 0 })).toMatchObject({ weightRatio: Infinity, volumeRatio: 0, overWeight: true, overVolume: false });
  });
});

describe('dispatchConfigurationErrors', () => {
  it('requires the warehouse and both dates', () => {
    expect(dispatchConfigurationErrors({ warehouseId: null, dateFrom: '', dateTo: '' })).toEqual({
      warehouseId: Messages.requiredField,
      dateFrom: Messages.requiredField,
      dateTo: Messages.requiredField,
    });
    expect(dispatchConfigurationErrors({ warehouseId: 1, dateFrom: '', dateTo: '2031-03-10' })).toEqual({ dateFrom: Messages.requiredField });
  });

  it("refuses an end before the start in the seed's words, the date DD-MM-YYYY", () => {
    expect(dispatchConfigurationErrors({ warehouseId: 1, dateFrom: '2031-03-10', dateTo: '2031-03-09' })).toEqual({
      dateTo: 'Date should not be before 10-03-2031',
    });
    expect(dispatchConfigurationErrors({ warehouseId: 1, dateFrom: '2031-03-10', dateTo: '2031-03-10' })).toEqual({});
    expect(dispatchConfigurationErrors({ warehouseId: 1, dateFrom: '2031-03-10', dateTo: '2031-04-01' })).toEqual({});
  });
});

describe('operationDateError', () => {
  it('accepts today and later, refuses an earlier day with today DD-MM-YYYY', () => {
    expect(operationDateError('2031-03-10', '2031-03-10')).toBeNull();
    expect(operationDateError('2031-03-11', '2031-03-10')).toBeNull();
    expect(operationDateError('2031-03-09', '2031-03-10')).toBe(DeliveryMessages.dateNotBefore('10-03-2031'));
    expect(DeliveryMessages.dateNotBefore('10-03-2031')).toBe('Date should not be before 10-03-2031');
  });

  it('requires a date and refuses one that is not a calendar day', () => {
    expect(operationDateError('', '2031-03-10')).toBe(Messages.requiredField);
    expect(operationDateError('10-03-2031', '2031-03-10')).toBe(Messages.invalidValue);
    expect(operationDateError('2031-02-29', '2031-01-01')).toBe(Messages.invalidValue);
    expect(operationDateError('2031-13-01', '2031-01-01')).toBe(Messages.invalidValue);
    expect(operationDateError('2032-02-29', '2031-01-01')).toBeNull();
  });
});

describe('schedule actions', () => {
  it('deletes only an open schedule not synchronized', () => {
    expect(canDeleteSchedule({ scheduleStatusId: ScheduleStatus.OPEN, synchronized: false })).toBe(true);
    expect(canDeleteSchedule({ scheduleStatusId: ScheduleStatus.OPEN, synchronized: true })).toBe(false);
    for (const status of [ScheduleStatus.READY, ScheduleStatus.IN_PROGRESS, ScheduleStatus.CLOSED]) {
      expect(canDeleteSchedule({ scheduleStatusId: status, synchronized: false })).toBe(false);
    }
  });

  it('invoices an open schedule, reprints a ready one', () => {
    expect([1, 2, 3, 4].map(canInvoiceSchedule)).toEqual([true, false, false, false]);
    expect([1, 2, 3, 4].map(canReprintSchedule)).toEqual([false, true, false, false]);
  });
});

describe('deliveryOutcomeRefusal', () => {
  const onItsWay = { orderStatusId: OrderStatus.INVOICED, scheduleOrderStatusId: ScheduleOrderStatus.IN_PROGRESS };

  it('allows an invoiced order still on its way in a ready or running schedule', () => {
    expect(deliveryOutcomeRefusal({ scheduleStatusId: ScheduleStatus.READY }, onItsWay)).toBeNull();
    expect(deliveryOutcomeRefusal({ scheduleStatusId: ScheduleStatus.IN_PROGRESS }, { ...onItsWay, scheduleOrderStatusId: null })).toBeNull();
  });

  it('refuses before the schedule is invoiced and after it is closed', () => {
    expect(deliveryOutcomeRefusal({ scheduleStatusId: ScheduleStatus.OPEN }, onItsWay)).toBe(DeliveryMessages.scheduleNotInvoiced);
    expect(deliveryOutcomeRefusal({ scheduleStatusId: ScheduleStatus.CLOSED }, onItsWay)).toBe(DeliveryMessages.scheduleNotInvoiced);
  });

  it('refuses an order already delivered or returned', () => {
    const ready = { scheduleStatusId: ScheduleStatus.READY };
    expect(deliveryOutcomeRefusal(ready, { ...onItsWay, scheduleOrderStatusId: ScheduleOrderStatus.DELIVERED })).toBe(DeliveryMessages.deliveryAlreadyEnded);
    expect(deliveryOutcomeRefusal(ready, { ...onItsWay, scheduleOrderStatusId: ScheduleOrderStatus.RETURNED })).toBe(DeliveryMessages.deliveryAlreadyEnded);
    expect(deliveryOutcomeRefusal(ready, { ...onItsWay, orderStatusId: OrderStatus.DELIVERED })).toBe(DeliveryMessages.deliveryAlreadyEnded);
    expect(deliveryOutcomeRefusal(ready, { ...onItsWay, orderStatusId: OrderStatus.DISPATCHED })).toBe(DeliveryMessages.deliveryAlreadyEnded);
  });

  it('says an ended delivery sent again is ended, even once its schedule has closed', () => {
    const delivered = { orderStatusId: OrderStatus.DELIVERED, scheduleOrderStatusId: ScheduleOrderStatus.DELIVERED };
    expect(deliveryOutcomeRefusal({ scheduleStatusId: ScheduleStatus.CLOSED }, delivered)).toBe(DeliveryMessages.deliveryAlreadyEnded);
  });
});

describe('scheduleStatusAfterOutcome', () => {
  it('runs (3) while an order is on its way, closes (4) when none is', () => {
    expect(scheduleStatusAfterOutcome([ScheduleOrderStatus.DELIVERED, ScheduleOrderStatus.IN_PROGRESS])).toBe(ScheduleStatus.IN_PROGRESS);
    expect(scheduleStatusAfterOutcome([ScheduleOrderStatus.RETURNED, null])).toBe(ScheduleStatus.IN_PROGRESS);
    expect(scheduleStatusAfterOutcome([ScheduleOrderStatus.DELIVERED, ScheduleOrderStatus.RETURNED])).toBe(ScheduleStatus.CLOSED);
  });
});
