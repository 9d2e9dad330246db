import { describe, expect, it } from 'vitest';
import { DeliveryMessages } from '@console/schema';
import { fakeUpstream, type UpstreamCall } from '../rest/testing.ts';

const schedule = (scheduleId: number, scheduleStatusId: number) => ({
  scheduleId,
  code: `TRN-20300103-${String(scheduleId).padStart(4, '0')}`,
  scheduleStatusId,
  warehouseId: 1,
  orders: [{ orderId: 11 }, { orderId: 12 }],
});
const refusal = (message: string) => [409, { statusCode: 409, error: 'Conflict', message }] as [number, object];

/** The fake rest-api's answers, by method and path. */
function answer({ key, body }: UpstreamCall): [number, object] {
  switch (key) {
    case 'GET /api/dispatch/schedules':
      return [200, { collection: [schedule(3, 1)], count: 1 }];
    case 'POST /api/dispatch': {
      const { vehicleId } = body as { vehicleId: number };
      if (vehicleId === 1) return [200, { data: schedule(3, 1) }];
      if (vehicleId === 2) return refusal(DeliveryMessages.ordersNoLongerConfirmed);
      return [400, { statusCode: 400, error: 'Bad Request', message: { WarehouseId: 'Ce dépôt n\u2019existe pas', 'ScheduleOrders.0.orderId': 'Valeur invalide' } }];
    }
    case 'PUT /api/dispatch/schedules':
      return (body as { ScheduleId: number }).ScheduleId === 3 ? [200, { data: schedule(3, 2) }] : refusal(DeliveryMessages.scheduleNotInvoiceable);
    case 'POST /api/dispatch/schedules/3/orders/12/outcome':
      return [200, { data: schedule(3, 3) }];
    case 'DELETE /api/dispatch/schedules/3':
      return [200, { data: { orderIds: [11, 12], warehouseId: 1 } }];
    default:
      return [500, {}];
  }
}

describe('dispatch and schedules through the gateway', () => {
  const upstream = fakeUpstream(answer);
  const seen = upstream.calls;
  const published: unknown[] = [];
  const run = (source: string) => upstream.run(source, { live: { publish: (topic: string, event: unknown) => published.push([topic, event]) } });

  const assign = (vehicleId: number) =>
    run(`mutation { assignDispatch(input: { warehouseId: 1, vehicleId: ${vehicleId}, operationDate: "2030-01-03", deliverySlotId: 4, orderIds: [11, 12] }) { ok errors { field message } schedule { scheduleId code } } }`);

  it('sends the assignment as rest-api names it and tells open lists about its orders', async () => {
    seen.length = 0;
    published.length = 0;
    const answered = await assign(1);
    expect(answered.data?.assignDispatch).toEqual({ ok: true, errors: [], schedule: { scheduleId: 3, code: 'TRN-20300103-0003' } });
    expect(seen[0]?.body).toEqual({ WarehouseId: 1, vehicleId: 1, operationDate: '2030-01-03', deliverySlotId: 4, ScheduleOrders: [{ orderId: 11 }, { orderId: 12 }] });
    expect(published).toEqual([['orders:changed', { orderIds: [11, 12], warehouseIds: [1] }], ['reports:changed', { at: expect.any(String), warehouseIds: [1] }]]);
  });

  it('answers a refusal (409) and field errors as data, under the input\u2019s names, and publishes nothing', async () => {
    published.length = 0;
    expect((await assign(2)).data?.assignDispatch).toEqual({ ok: false, errors: [{ field: '', message: DeliveryMessages.ordersNoLongerConfirmed }], schedule: null });
    expect((await assign(9)).data?.assignDispatch).toEqual({
      ok: false,
      errors: [
        { field: 'warehouseId', message: 'Ce dépôt n\u2019existe pas' },
        { field: 'orderIds', message: 'Valeur invalide' },
      ],
      schedule: null,
    });
    const invoiced = await run('mutation { invoiceSchedule(scheduleId: 4) { ok errors { field message } } }');
    expect(invoiced.data?.invoiceSchedule).toEqual({ ok: false, errors: [{ field: '', message: DeliveryMessages.scheduleNotInvoiceable }] });
    expect(published).toEqual([]);
  });

  it('reads the lists with rest-api\u2019s filters and writes invoice, outcome and delete, each publishing its orders', async () => {
    seen.length = 0;
    published.length = 0;
    await run('{ schedules(filter: { kind: PROVISIONAL, statusId: 2, orderCode: "CMD-000011", deliverySlotId: 4 }) { count } }');
    await run('{ warehouseSchedules(statusId: 1) { count } }');
    expect(seen.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/dispatch/schedules?scheduleType=2&orderCode=CMD-000011&scheduleStatusId=2&slotId=4&page=1&take=10',
      'GET /api/dispatch/schedules?scheduleType=1&scheduleStatusId=1&page=1&take=10',
    ]);
    expect((await run('mutation { invoiceSchedule(scheduleId: 3) { ok schedule { scheduleStatusId } } }')).data?.invoiceSchedule).toEqual({ ok: true, schedule: { scheduleStatusId: 2 } });
    const outcome = await run('mutation { recordDeliveryOutcome(input: { scheduleId: 3, orderId: 12, outcome: RETURNED, reasonReturnId: 5 }) { ok schedule { scheduleStatusId } } }');
    expect(outcome.data?.recordDeliveryOutcome).toEqual({ ok: true, schedule: { scheduleStatusId: 3 } });
    expect(seen.at(-1)?.body).toEqual({ outcome: 'returned', reasonReturnId: 5 });
    expect((await run('mutation { deleteSchedule(scheduleId: 3) }')).data?.deleteSchedule).toBe(true);
    expect(published).toEqual([
      ['orders:changed', { orderIds: [11, 12], warehouseIds: [1] }],
      ['reports:changed', { at: expect.any(String), warehouseIds: [1] }],
      ['orders:changed', { orderIds: [12], warehouseIds: [1] }],
      ['reports:changed', { at: expect.any(String), warehouseIds: [1] }],
      ['orders:changed', { orderIds: [11, 12], warehouseIds: [1] }],
      ['reports:changed', { at: expect.any(String), warehouseIds: [1] }],
    ]);
  });
});
