import { describe, expect, it } from 'vitest';
import { businessClock, deliveryDateWindow, Limits, Messages, PaymentModeId } from '@console/schema';
import { DemoUser, testApiSuite } from '../http/testing.ts';
import type { PosCustomerRow } from './pos-customers.repository.ts';

interface Options {
  minDate: string;
  maxDate: string;
  slots: { deliverySlotId: number; warehouseId: number; startHour: string; endHour: string }[];
  desiredDeliveryDate: string;
  deliverySlotId: number | null;
}

describe('the point of sale: customers, delivery options and slots', () => {
  const suite = testApiSuite();
  const agent = suite.as(DemoUser.AGENT);
  const marketing = suite.as(DemoUser.MARKETING);
  const get = (url: string, call = agent) => call({ method: 'GET', url });
  const liveCustomer = async (where = 'true') => {
    const [row] = await suite.api.db.query<{ id: number; code: string; channelId: number; warehouseId: number }>(
      `select customer_id as id, code, channel_id as "channelId", warehouse_id as "warehouseId" from customers
        where deleted_at is null and channel_id is not null and warehouse_id is not null and ${where} order by customer_id limit 1`,
    );
    return row!;
  };

  it('finds at most 20 live customers by code, with their channel parameters, warehouse and usual payment mode', async () => {
    const customer = await liveCustomer();
    const response = await get(`/api/orders/pos/customers?keyword=${encodeURIComponent(customer.code)}`);
    expect(response.statusCode, response.body).toBe(200);
    const found = response.json<{ data: PosCustomerRow[] }>().data;
    expect(found[0]).toMatchObject({ customerId: customer.id, code: customer.code, warehouseId: customer.warehouseId, channel: { channelId: customer.channelId } });
    expect(found[0]!.warehouseName).toEqual(expect.any(String));
    expect(found[0]!.name).toMatch(/\S/);
    const all = (await get('/api/orders/pos/customers?keyword=')).json<{ data: PosCustomerRow[] }>().data;
    expect(all).toHaveLength(20);
    expect((await get('/api/orders/pos/customers?keyword=zzzz-nobody')).json()).toEqual({ data: [] });
  });

  it('prefers cash as the usual payment mode', async () => {
    const [both] = await suite.api.db.query<{ id: number }>(
      `select customer_id as id from customer_payment_modes group by customer_id having count(*) > 1 and bool_or(payment_mode_id = $1) order by 1 limit 1`,
      [PaymentModeId.CASH],
    );
    const response = await get(`/api/orders/pos/customers/${both!.id}`);
    expect(response.json<{ data: PosCustomerRow }>().data.paymentModeId).toBe(PaymentModeId.CASH);
  });

  it("answers a channel's saved parameters, and a channel without a row the table's defaults", async () => {
    const customer = await liveCustomer();
    await suite.api.db.query('update channel_parameters set ctrl_stock = true, cut_off = $2, min_basket = 250 where channel_id = $1', [customer.channelId, '15:30']);
    const saved = (await get(`/api/orders/pos/customers/${customer.id}`)).json<{ data: PosCustomerRow }>().data.channel;
    expect(saved).toMatchObject({ ctrlStock: true, cutOff: '15:30', minBasket: 250 });
    await suite.api.db.query('delete from channel_parameters where channel_id = $1', [customer.channelId]);
    const defaults = (await get(`/api/orders/pos/customers/${customer.id}`)).json<{ data: PosCustomerRow }>().data.channel;
    await suite.api.db.query('insert into channel_parameters (channel_id) values ($1)', [customer.channelId]);
    const inserted = (await get(`/api/orders/pos/customers/${customer.id}`)).json<{ data: PosCustomerRow }>().data.channel;
    expect(defaults).toEqual(inserted);
    expect(defaults).toMatchObject({ ctrlStock: false, cutOff: '16:00', deliveryFrom: 1, deliveryTo: 5, minBasket: 0, allowModifPrice: false });
  });

  it('offers the window of the channel now in Morocco and the slots of the customer warehouse, the first preselected', async () => {
    const customer = await liveCustomer();
    const response = await get(`/api/orders/pos/delivery-options?customerId=${customer.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const options = response.json<{ data: Options }>().data;
    const channel = (await get(`/api/orders/pos/customers/${customer.id}`)).json<{ data: PosCustomerRow }>().data.channel!;
    expect({ minDate: options.minDate, maxDate: options.maxDate }).toEqual(deliveryDateWindow(businessClock(), channel));
    expect(options.slots.map((slot) => [slot.startHour, slot.endHour])).toEqual([['08:00', '12:00'], ['12:00', '16:00'], ['16:00', '20:00']]);
    expect([...new Set(options.slots.map((slot) => slot.warehouseId === customer.warehouseId))]).toEqual([true]);
    expect(options).toMatchObject({ desiredDeliveryDate: options.minDate, deliverySlotId: options.slots[0]!.deliverySlotId });
    const slots = (await get(`/api/orders/pos/slots?warehouseId=${customer.warehouseId}`)).json<{ data: Options['slots'] }>().data;
    expect(slots).toEqual(options.slots);
    expect((await get('/api/orders/pos/slots?warehouseId=99999')).json()).toEqual({ data: [] });
  });

  it('answers 404 for an unknown or deleted customer', async () => {
    const [deleted] = await suite.api.db.query<{ id: number }>('update customers set deleted_at = now() where customer_id = (select max(customer_id) from customers) returning customer_id as id');
    for (const id of [999_999, deleted!.id]) {
      for (const url of [`/api/orders/pos/customers/${id}`, `/api/orders/pos/delivery-options?customerId=${id}`]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json().message).toBe('Client introuvable');
      }
    }
  });

  it('refuses bad input with a 400, never a 5xx, and callers without permission 4 or 15 with a 403', async () => {
    for (const url of [
      '/api/orders/pos/customers',
      '/api/orders/pos/customers?keyword=%00',
      `/api/orders/pos/customers?keyword=${'k'.repeat(Limits.keyword + 1)}`,
      '/api/orders/pos/customers/abc',
      '/api/orders/pos/customers/0',
      '/api/orders/pos/delivery-options',
      '/api/orders/pos/delivery-options?customerId=-1',
      '/api/orders/pos/delivery-options?customerId=99999999999999999999',
      '/api/orders/pos/slots?warehouseId=x',
    ]) {
      expect((await get(url)).statusCode, url).toBe(400);
    }
    expect((await get('/api/orders/pos/customers?keyword=%00')).json().message).toEqual({ keyword: Messages.invalidText });
    const customer = await liveCustomer();
    expect((await get(`/api/orders/pos/customers/${customer.id}`, marketing)).statusCode).toBe(403);
    expect((await get(`/api/orders/pos/customers/${customer.id}`, suite.as(DemoUser.ADMIN))).statusCode).toBe(200);
  });
});
