import { describe, expect, it } from 'vitest';
import { DeliveryMessages, Messages } from '@console/schema';
import { DemoUser, testApiSuite } from '../http/testing.ts';

interface Reason {
  reasonReturnId: number;
  name: string;
  description: string;
  from: number;
}

describe('return reasons', () => {
  const suite = testApiSuite();
  const admin = suite.as(DemoUser.ADMIN);
  const dispatcher = suite.as(DemoUser.DISPATCHER);
  const marketing = suite.as(DemoUser.MARKETING);
  const list = async (query = '') => (await admin({ method: 'GET', url: `/api/reasonreturns${query}` })).json<{ collection: Reason[]; count: number }>();

  it('lists the demo reasons; searches and pages', async () => {
    const { collection, count } = await list();
    expect(count).toBe(4);
    expect(collection.map((reason) => reason.name)).toEqual(['Client absent', 'Refus du client', 'Marchandise endommagée', 'Adresse introuvable']);
    expect([...new Set(collection.map((reason) => reason.from === 1 && reason.description.length > 0))]).toEqual([true]);
    expect((await list('?keyword=ENDOMMAG')).collection.map((reason) => reason.name)).toEqual(['Marchandise endommagée']);
    expect((await list('?take=3&page=2')).collection).toHaveLength(1);
    expect((await dispatcher({ method: 'GET', url: '/api/reasonreturns' })).statusCode).toBe(200);
    expect((await marketing({ method: 'GET', url: '/api/reasonreturns' })).statusCode).toBe(403);
  });

  it('creates, reads, updates and deletes a reason', async () => {
    const created = await admin({ method: 'POST', url: '/api/reasonreturns', payload: { name: ' Fermé ', description: 'Magasin fermé à la livraison' } });
    expect(created.statusCode).toBe(200);
    const reason = created.json<{ data: Reason }>().data;
    expect(reason).toMatchObject({ name: 'Fermé', from: 1 });
    const updated = await admin({ method: 'PUT', url: `/api/reasonreturns/${reason.reasonReturnId}`, payload: { name: 'Magasin fermé', description: 'Fermé' } });
    expect(updated.json<{ data: Reason }>().data).toMatchObject({ name: 'Magasin fermé', description: 'Fermé' });
    expect((await admin({ method: 'GET', url: `/api/reasonreturns/${reason.reasonReturnId}` })).json<{ data: Reason }>().data.name).toBe('Magasin fermé');
    expect((await admin({ method: 'DELETE', url: `/api/reasonreturns/${reason.reasonReturnId}` })).statusCode).toBe(204);
    expect((await admin({ method: 'GET', url: `/api/reasonreturns/${reason.reasonReturnId}` })).statusCode).toBe(404);
    expect((await admin({ method: 'PUT', url: `/api/reasonreturns/${reason.reasonReturnId}`, payload: { name: 'x', description: 'y' } })).statusCode).toBe(404);
  });

  it('requires a name and a description; refuses a name already used', async () => {
    const blank = await admin({ method: 'POST', url: '/api/reasonreturns', payload: { name: '  ', description: ' \n' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ message: unknown }>().message).toEqual({ name: Messages.requiredField, description: Messages.requiredField });
    const missing = await admin({ method: 'POST', url: '/api/reasonreturns', payload: { name: 'Sans description' } });
    expect(missing.json<{ message: unknown }>().message).toEqual({ description: Messages.requiredField });
    expect((await admin({ method: 'POST', url: '/api/reasonreturns', payload: { name: 'A\u0000', description: 'x' } })).statusCode).toBe(400);
    const taken = await admin({ method: 'POST', url: '/api/reasonreturns', payload: { name: 'Client absent', description: 'Encore' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ message: unknown }>().message).toEqual({ name: Messages.nameAlreadyExists });
  });

  it('keeps a reason a returned order names', async () => {
    const [reason] = (await list()).collection;
    await suite.api.db.query('update orders set return_reason_id = $1 where order_id = (select min(order_id) from orders)', [reason.reasonReturnId]);
    const response = await admin({ method: 'DELETE', url: `/api/reasonreturns/${reason.reasonReturnId}` });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(DeliveryMessages.returnReasonInUse);
  });

  it('holds each write to its level', async () => {
    expect((await marketing({ method: 'POST', url: '/api/reasonreturns', payload: { name: 'x', description: 'y' } })).statusCode).toBe(403);
    expect((await marketing({ method: 'DELETE', url: '/api/reasonreturns/1' })).statusCode).toBe(403);
    expect((await suite.as(DemoUser.AGENT)({ method: 'GET', url: '/api/reasonreturns/1' })).statusCode).toBe(403);
  });
});
