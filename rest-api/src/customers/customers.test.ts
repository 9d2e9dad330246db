import { describe, expect, it } from 'vitest';
import { Messages } from '@console/schema';
import { AdminMessages } from '../access/messages.ts';
import { DemoUser, testApiSuite } from '../http/testing.ts';
import { DEMO_CUSTOMER_COUNT, ORIGIN_OF, PaymentMode, demoCustomers } from './customers-demo-data.ts';
import { MOROCCO, Region } from './demo-data.ts';
import { idOf, count, agdal, customerReads, type Address } from './customers.fixtures.ts';
import { CustomerMessages } from './messages.ts';

describe('customers', () => {
  const suite = testApiSuite();
  const admin = suite.as(DemoUser.ADMIN);
  const { list, load } = customerReads(() => admin);

  describe('GET /api/customers', () => {
    it('pages the demo customers with their account, channel, warehouse, sector, region and origin', async () => {
      expect(DEMO_CUSTOMER_COUNT).toBeGreaterThanOrEqual(2000);
      const page = await list('take=5&page=2');
      expect(page.count).toBe(DEMO_CUSTOMER_COUNT);
      expect(page.collection.map((row) => row.customerId)).toEqual([6, 7, 8, 9, 10]);
      const expected = demoCustomers[5];
      expect(page.collection[0]).toMatchObject({
        code: 'CL000006',
        customerStatusId: expected.statusId,
        platform: expected.platform,
        user: { firstName: expected.firstName, lastName: expected.lastName, phoneNumber: expected.phone, email: expected.email },
        channel: { channelId: expected.channelId, code: `CANAL-${expected.channelId}` },
        warehouse: { warehouseId: expected.warehouseId, localisation: expect.any(String) },
        customerSector: { sectorId: expected.addresses[0].sectorId, regionId: expected.addresses[0].regionId },
        region: { regionId: expected.addresses[0].regionId },
        origin: { originId: ORIGIN_OF[expected.creator] },
      });
    });

    it('has every status and origin, and filters by them', async () => {
      for (const statusId of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
        const expected = count((customer) => customer.statusId === statusId);
        expect(expected, `status ${statusId}`).toBeGreaterThan(0);
        const page = await list(`customerStatusId=${statusId}&take=1000`);
        expect(page.count).toBe(expected);
        expect([...new Set(page.collection.map((row) => row.customerStatusId === statusId))]).toEqual([true]);
      }
      const names = { 3: 'App Client', 5: 'App Ambassadeur', 6: 'Back-office', 11: 'App Borne' } as Record<number, string>;
      for (const originId of [3, 5, 6, 11]) {
        const expected = count((customer) => ORIGIN_OF[customer.creator] === originId);
        expect(expected, `origin ${originId}`).toBeGreaterThan(0);
        const page = await list(`customerOriginId=${originId}&take=1000`);
        expect(page.count).toBe(expected);
        expect([...new Set(page.collection.map((row) => row.origin.originId === originId && (row.origin as { name?: string }).name === names[originId]))]).toEqual([true]);
      }
      // Origin 6 comes from staff creators and from web sign-ups without a creator; 3 from the client apps.
      const backOffice = await list(`customerOriginId=6&take=1000`);
      expect(backOffice.collection.some((row) => (row as unknown as { user: { createdByUser: unknown } }).user.createdByUser === null)).toBe(true);
    });

    it('filters by channel, region, and sector within the region; 0 means all', async () => {
      expect((await list('channelId=1')).count).toBe(count((customer) => customer.channelId === 1));
      expect((await list('channelId=0')).count).toBe(DEMO_CUSTOMER_COUNT);
      const rabat = await list(`regionId=${Region.RABAT_SALE_KENITRA}&take=1000`);
      expect(rabat.count).toBe(count((customer) => customer.addresses[0].regionId === Region.RABAT_SALE_KENITRA));
      expect([...new Set(rabat.collection.map((row) => row.region?.regionId === Region.RABAT_SALE_KENITRA))]).toEqual([true]);
      const inAgdal = await list(`regionId=${Region.RABAT_SALE_KENITRA}&sectorId=${agdal}&take=1000`);
      expect(inAgdal.count).toBe(count((customer) => customer.addresses[0].sectorId === agdal));
      expect(inAgdal.count).toBeGreaterThan(0);
      expect([...new Set(inAgdal.collection.map((row) => row.customerSector?.sectorId === agdal))]).toEqual([true]);
      // A sector of another region matches nothing.
      expect((await list(`regionId=${Region.CASABLANCA_SETTAT}&sectorId=${agdal}`)).count).toBe(0);
      const combined = await list(`regionId=${Region.CASABLANCA_SETTAT}&customerStatusId=3&customerOriginId=5&channelId=2`);
      expect(combined.count).toBe(
        count(
          (customer) =>
            customer.addresses[0].regionId === Region.CASABLANCA_SETTAT && customer.statusId === 3 && ORIGIN_OF[customer.creator] === 5 && customer.channelId === 2,
        ),
      );
      const refused = await admin({ method: 'GET', url: '/api/customers?customerStatusId=11&customerOriginId=4' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toEqual({ customerStatusId: 'Valeur invalide', customerOriginId: 'Valeur invalide' });
    });

    it('searches id, code, names, phone numbers (also as 06...) and e-mails', async () => {
      const target = demoCustomers[99];
      const byPhone = await list(`keyword=${encodeURIComponent(target.phone)}`);
      expect(byPhone.collection.map((row) => row.customerId)).toEqual([100]);
      const local = `0${target.phone.slice(4)}`;
      expect((await list(`keyword=${local}`)).collection.map((row) => row.customerId)).toContain(100);
      expect((await list('keyword=CL000100')).collection.map((row) => row.customerId)).toEqual([100]);
      const byName = await list(`keyword=${encodeURIComponent(`${target.firstName} ${target.lastName}`)}&take=1000`);
      expect(byName.count).toBe(count((customer) => `${customer.firstName} ${customer.lastName}`.toLowerCase().includes(`${target.firstName} ${target.lastName}`.toLowerCase())));
      const withEmail = demoCustomers.find((customer) => customer.email)!;
      expect((await list(`keyword=${withEmail.email}`)).collection.map((row) => row.customerId)).toEqual([idOf(withEmail)]);
      expect((await list('keyword=100&take=1000')).collection.map((row) => row.customerId)).toContain(100);
      const search = (await admin({ method: 'GET', url: `/api/customers/searchquery?keyword=CL000100` })).json();
      expect(search).toEqual({ collection: [{ customerId: 100, code: 'CL000100', name: `${target.firstName} ${target.lastName}`, phoneNumber: target.phone }], count: 1, countIsLowerBound: false });
    });

    it('pages by key after an id, with the filters, without counting', async () => {
      const tail = await list(`afterId=${DEMO_CUSTOMER_COUNT - 3}&take=1000&page=7&sort=-code`);
      expect(tail).toMatchObject({ count: 0 });
      expect(tail.collection.map((row) => row.customerId)).toEqual([DEMO_CUSTOMER_COUNT - 2, DEMO_CUSTOMER_COUNT - 1, DEMO_CUSTOMER_COUNT]);
      const ids: number[] = [];
      for (let afterId = 0; ; ) {
        const page = await list(`afterId=${afterId}&take=100&customerOriginId=11`);
        ids.push(...page.collection.map((row) => row.customerId));
        if (page.collection.length < 100) break;
        afterId = page.collection[page.collection.length - 1].customerId;
      }
      expect(ids).toEqual(demoCustomers.filter((customer) => ORIGIN_OF[customer.creator] === 11).map(idOf));
      expect((await list(`afterId=${DEMO_CUSTOMER_COUNT}`)).collection).toEqual([]);
    });
  });

  describe('GET /api/customers/{id} and look-ups', () => {
    it('answers the customer with addresses, payment modes, segment and type; 404 when unknown', async () => {
      const expected = demoCustomers[0];
      const customer = await load(1);
      expect(customer).toMatchObject({
        customerId: 1,
        userId: customer.user.userId,
        contactName: expected.contactName,
        cin: expected.cin,
        ice: expected.ice,
        channelId: expected.channelId,
        user: { userTypeId: 3, extension: null },
        paymentModes: expected.paymentModeIds.map((paymentModeId) => ({ paymentModeId, title: paymentModeId === PaymentMode.CASH ? 'ESP' : 'TPE' })),
      });
      expect(customer.addresses).toHaveLength(expected.addresses.length);
      expect(customer.addresses[0]).toMatchObject({
        isDefault: true,
        countryId: MOROCCO,
        countryName: 'Maroc',
        sectorId: expected.addresses[0].sectorId,
        latitude: String(expected.addresses[0].latitude),
        longitude: String(expected.addresses[0].longitude),
        customerId: 1,
      });
      expect(customer.addresses.filter((address: Address) => address.isDefault)).toHaveLength(1);
      expect((await admin({ method: 'GET', url: '/api/customers/999999' })).statusCode).toBe(404);
    });

    it('serves the look-ups to any signed-in user', async () => {
      const nobody = suite.as(DemoUser.NOBODY);
      const get = async (url: string) => (await nobody({ method: 'GET', url })).json();
      expect((await get('/api/customers/paymentmodes')).collection).toEqual([
        { paymentModeId: 100, title: 'ESP' },
        { paymentModeId: 101, title: 'TPE' },
      ]);
      const withCard = demoCustomers.find((customer) => customer.paymentModeIds.length === 2)!;
      expect((await get(`/api/customers/paymentmodes?customerId=${idOf(withCard)}`)).count).toBe(2);
      expect((await get('/api/customers/warehouses')).count).toBe(3);
      expect((await get('/api/customers/segments')).collection[0]).toEqual({ segmentId: 1, name: 'Grossiste' });
      expect((await get('/api/customers/categories')).collection[0]).toEqual({ customerCategoryId: 1, name: expect.any(String) });
      expect((await get('/api/customers/accounts')).collection[0]).toEqual({ accountId: 1, name: 'Compte principal' });
    });
  });

  describe('POST /api/customers', () => {
    it('creates a customer: account of type 3, status 1, platform web, created by the caller', async () => {
      const response = await admin({
        method: 'POST',
        url: '/api/customers',
        payload: { user: { firstName: 'Nadia', lastName: 'Berrada', phoneNumber: '+212600111222', password: 'Secret1', email: '', userTypeId: 1 }, channelId: 2 },
      });
      expect(response.statusCode, response.body).toBe(200);
      const { data } = response.json();
      expect(data).toMatchObject({
        customerStatusId: 1,
        platform: 'web',
        channelId: 2,
        origin: { originId: 6, name: 'Back-office' },
        user: { firstName: 'Nadia', lastName: 'Berrada', phoneNumber: '+212600111222', email: null, userTypeId: 3, createdByUser: { userTypeId: 1, firstName: 'Youssef' } },
        addresses: [],
        paymentModes: [],
        customerSector: null,
      });
      expect(data.code).toBe(`CL${String(data.customerId).padStart(6, '0')}`);
      expect((await list('keyword=600111222')).collection.map((row) => row.customerId)).toEqual([data.customerId]);
    });

    it('requires the fields, checks e-mail and password, and refuses a phone number already used', async () => {
      const post = (user: object) => admin({ method: 'POST', url: '/api/customers', payload: { user } });
      const empty = await post({ firstName: '', lastName: ' ', password: '' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toMatchObject({ 'user.firstName': Messages.requiredField, 'user.phoneNumber': Messages.requiredField, 'user.password': Messages.requiredField });
      const formats = await post({ firstName: 'A', lastName: 'B', phoneNumber: '+212600000999', password: '12345', email: 'pas-un-email' });
      expect(formats.json().message).toEqual({ 'user.password': Messages.invalidPassword, 'user.email': Messages.invalidEmail });
      const taken = await post({ firstName: 'A', lastName: 'B', phoneNumber: demoCustomers[4].phone, password: 'Secret1' });
      expect(taken.statusCode).toBe(400);
      expect(taken.json().message).toEqual({ 'user.phoneNumber': CustomerMessages.phoneTaken });
      const email = await post({ firstName: 'A', lastName: 'B', phoneNumber: '+212600000998', password: 'Secret1', email: 'ADMIN@demo.ma' });
      expect(email.json().message).toEqual({ 'user.email': AdminMessages.emailTaken });
      expect((await admin({ method: 'POST', url: '/api/customers', payload: { user: { firstName: 'A', lastName: 'B', phoneNumber: '+212600000997', password: 'Secret1' }, channelId: 99 } })).json().message).toEqual({ channelId: 'Valeur invalide' });
    });
  });
});
