import { describe, expect, it } from 'vitest';
import { fakeUpstream } from '../rest/testing.ts';

const order = (orderId: number, warehouseId: number) => ({ orderId, warehouseId, desiredDeliveryDate: '2030-01-03' });

const BULK = {
  results: [
    { orderId: 1, code: 'CMD-000001', ok: true, reason: null, orderStatusId: 5, warehouseId: 2, amountCollected: 99.75 },
    { orderId: 2, code: 'CMD-000002', ok: false, reason: 'Commande pas encore préparée : elle ne peut pas être encaissée', orderStatusId: 2, warehouseId: 3, amountCollected: null },
    { orderId: 3, code: '', ok: false, reason: 'Commande introuvable', orderStatusId: null, warehouseId: null, amountCollected: null },
  ],
  done: 1,
  refused: 2,
};

/** The fake rest-api's answers by method and path. */
const ANSWERS: Record<string, [number, object]> = {
  'POST /api/orders/status/bulk': [200, BULK],
  'PUT /api/orders/5/delivery-date': [400, { statusCode: 400, error: 'Bad Request', message: { desiredDeliveryDate: 'Pas de livraison le dimanche' } }],
  'PUT /api/orders/6/delivery-date': [200, { data: order(6, 1) }],
  'POST /api/orders/7/cancel': [200, { data: order(7, 3) }],
  'POST /api/orders/8/reopen': [200, { data: { ...order(8, 2), orderStatusId: 1 } }],
  'POST /api/orders/9/reopen': [409, { statusCode: 409, error: 'Conflict', message: 'La préparation de cette commande a commencé : elle ne peut plus être modifiée' }],
  'GET /api/settings/company': [
    200,
    { data: { name: 'Distribution Démo SARL', nameAr: 'شركة', address: 'a', addressAr: 'ع', phone: 'p', ice: '000000000000000', rc: 'r', taxId: 'i', patente: 't', cnss: 'c' } },
  ],
};

describe('the order lists\u2019 writes through the gateway', () => {
  const upstream = fakeUpstream(({ key }) => ANSWERS[key] ?? [500, {}]);
  /** The last body sent to each `METHOD path`. */
  const sent = () => Object.fromEntries(upstream.calls.filter((call) => call.body !== undefined).map((call) => [call.key, call.body]));
  const published: unknown[] = [];
  const run = (source: string) => upstream.run(source, { live: { publish: (topic: string, event: unknown) => published.push([topic, event]) } });

  it('sends the action as rest-api names it, answers per order, tells the lists only about the orders done', async () => {
    published.length = 0;
    const answer = await run(
      'mutation { runOrderAction(input: { action: COLLECT, orderIds: [1, 2, 3], paymentModeId: 101 }) { ok errors { field } done refused results { orderId code ok reason orderStatusId amountCollected warehouseId } } }',
    );
    expect(answer.errors).toBeUndefined();
    expect(sent()['POST /api/orders/status/bulk']).toEqual({ action: 'collect', orderIds: [1, 2, 3], paymentModeId: 101 });
    expect(answer.data?.runOrderAction).toMatchObject({ ok: true, errors: [], done: 1, refused: 2 });
    expect(answer.data?.runOrderAction).toMatchObject({ results: BULK.results });
    expect(published).toEqual([['orders:changed', { orderIds: [1], warehouseIds: [2] }], ['reports:changed', { at: expect.any(String), warehouseIds: [2] }]]);
  });

  it('gives a refused delivery date as a field error and publishes nothing; a changed one publishes its order', async () => {
    published.length = 0;
    const refused = await run('mutation { changeOrderDeliveryDate(orderId: 5, desiredDeliveryDate: "2030-01-06") { ok errors { field message } order { orderId } } }');
    expect(refused.data?.changeOrderDeliveryDate).toEqual({ ok: false, errors: [{ field: 'desiredDeliveryDate', message: 'Pas de livraison le dimanche' }], order: null });
    expect(published).toEqual([]);
    const changed = await run('mutation { changeOrderDeliveryDate(orderId: 6, desiredDeliveryDate: "2030-01-03") { ok stockShortage order { orderId desiredDeliveryDate } } }');
    expect(changed.data?.changeOrderDeliveryDate).toEqual({ ok: true, stockShortage: false, order: { orderId: 6, desiredDeliveryDate: '2030-01-03' } });
    expect(sent()['PUT /api/orders/6/delivery-date']).toEqual({ desiredDeliveryDate: '2030-01-03' });
    expect(published).toEqual([['orders:changed', { orderIds: [6], warehouseIds: [1] }], ['reports:changed', { at: expect.any(String), warehouseIds: [1] }]]);
  });

  it("publishes the point of sale's Cancel, and reads the company identity", async () => {
    published.length = 0;
    expect((await run('mutation { cancelDraftOrder(orderId: 7) { ok } }')).data?.cancelDraftOrder).toEqual({ ok: true });
    expect(published).toEqual([['orders:changed', { orderIds: [7], warehouseIds: [3] }], ['reports:changed', { at: expect.any(String), warehouseIds: [3] }]]);
    const company = await run('{ companyIdentity { name ice taxId } }');
    expect(company.data?.companyIdentity).toEqual({ name: 'Distribution Démo SARL', ice: '000000000000000', taxId: 'i' });
  });

  it('reopens an order and publishes it; a refusal (409) is an error with the French reason and publishes nothing', async () => {
    published.length = 0;
    const reopened = await run('mutation { reopenOrder(orderId: 8) { ok errors { field } stockShortage order { orderId orderStatusId } } }');
    expect(reopened.data?.reopenOrder).toEqual({ ok: true, errors: [], stockShortage: false, order: { orderId: 8, orderStatusId: 1 } });
    expect(published).toEqual([['orders:changed', { orderIds: [8], warehouseIds: [2] }], ['reports:changed', { at: expect.any(String), warehouseIds: [2] }]]);
    published.length = 0;
    const refused = await run('mutation { reopenOrder(orderId: 9) { ok } }');
    expect(refused.errors?.[0]?.message).toBe('La préparation de cette commande a commencé : elle ne peut plus être modifiée');
    expect(published).toEqual([]);
  });
});
