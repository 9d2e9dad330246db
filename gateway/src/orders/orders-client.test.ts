import { describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import { fakeUpstream } from '../rest/testing.ts';
import { orderPaths } from './orders-upstream.ts';

/** The statuses the fake upstream answers, by the customerId or order id the call names. */
const ANSWERS: Record<string, [number, object]> = {
  '1': [200, { data: { orderId: 1 } }],
  '2': [202, { data: { orderId: 2 } }],
  '3': [409, { statusCode: 409, error: 'Conflict', message: 'Ce client a déjà un panier ouvert', orderId: 7 }],
  '4': [406, { statusCode: 406, error: 'Not Acceptable', message: 'La quantitée demandée n\'est pas disponible en stock', data: { orderId: 4 } }],
};

describe("the orders' writes read a 202 or a 406 with its body", () => {
  const { rest } = fakeUpstream(({ path, body }) => {
    const key = /\/api\/orders\/(\d+)/.exec(path)?.[1] ?? String((body as { customerId: number }).customerId);
    return ANSWERS[key] ?? [500, {}];
  });

  const create = (customerId: number) => rest().postAccepting(orderPaths.orders, [202], { body: { customerId, orderLines: [] } });

  it('answers 200 and 202 with their status and body', async () => {
    expect(await create(1)).toEqual({ status: 200, body: { data: { orderId: 1 } } });
    expect(await create(2)).toEqual({ status: 202, body: { data: { orderId: 2 } } });
  });

  it('answers a 406 of a confirmation with its order', async () => {
    const answer = await rest().postAccepting(orderPaths.confirm, [406], { path: { id: 4 }, body: { paymentModeId: 100, desiredDeliveryDate: '2030-01-02', deliverySlotId: 1 } });
    expect(answer.status).toBe(406);
    expect(answer.body.data).toEqual({ orderId: 4 });
  });

  it('keeps any status not accepted an error: a 409 is BAD_USER_INPUT with the server text', async () => {
    const failure = await create(3).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(GraphQLError);
    expect(failure).toMatchObject({ message: 'Ce client a déjà un panier ouvert', extensions: { code: 'BAD_USER_INPUT', status: 409 } });
  });
});
