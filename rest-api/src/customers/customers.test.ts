import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@console/schema';
import { AdminMessages } from '../access/messages.ts';
import type { RestApi } from '../app.ts';
import { DB_HOOK_TIMEOUT } from '../db/testing.ts';
import { DemoUser, buildTestApi, caller } from '../http/testing.ts';
import { DEMO_CUSTOMER_COUNT, ORIGIN_OF, PaymentMode, demoCustomers, type DemoCustomer } from './customers-demo-data.ts';
import { MOROCCO, Region, sectors } from './demo-data.ts';
import { CustomerMessages } from './messages.ts';

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };
interface Row {
  customerId: number;
  customerStatusId: number;
  channel: { channelId: number } | null;
  customerSector: { sectorId: number; regionId: number } | null;
  region: { regionId: number } | null;
  origin: { originId: number };
}
interface Address {
  customerAdressId: number;
  isDefault: boolean;
  sectorId: number;
  regionId: number;
  latitude: string;
  longitude: string;
}

/** Demo customers are loaded first, so their ids are 1..DEMO_CUSTOMER_COUNT in order. */
const idOf = (customer: DemoCustomer) => customer.n;
const count = (predicate: (customer: DemoCustomer) => boolean) => demoCustomers.filter(predicate).length;
const firstWithStatus = (statusId: number, skip = 0) => demoCustomers.filter((customer) => customer.statusId === statusId)[skip];
const agdal = sectors.find(([, code]) => code === 'RAB-AGDAL')![0];
const maarif = sectors.find(([, code]) => code === 'CAS-MAARIF')![0];

describe('customers', () => {
  let api: RestApi;
  let admin: ReturnType<typeof caller>;
  beforeAll(async () => {
    api = await buildTestApi();
    admin = caller(api.app, DemoUser.ADMIN);
  }, DB_HOOK_TIMEOUT);
  afterAll(() => api.close());

  const list = async (query: string) => {
    const response = await admin({ method: 'GET', url: `/api/customers?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { collection: Row[]; count: number };
  };
  const load = async (customerId: number) => (await admin({ method: 'GET', url: `/api/customers/${customerId}` })).json().data;
  /** The customer form's body for a customer as it is. */
  const formOf = async (customerId: number) => {
    const customer = await load(customerId);
    return {
      customerId,
      channelId: customer.channelId,
      user: { userId: customer.user.userId, firstName: customer.user.firstName, lastName: customer.user.lastName, phoneNumber: customer.user.phoneNumber, email: customer.user.email },
    };
  };
  const addressRow = (overrides: Record<string, unknown> = {}) => ({
    adress: '12, Rue Oued Sebou',
    postalCode: '10090',
    isDefault: false,
    countryId: MOROCCO,
    regionId: Region.RABAT_SALE_KENITRA,
    sectorId: agdal,
    latitude: '33.9981',
    longitude: '-6.8497',
    typeAction: 1,
    ...overrides,
  });

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
        expect(page.collection.every((row) => row.customerStatusId === statusId)).toBe(true);
      }
      const names = { 3: 'App Client', 5: 'App Ambassadeur', 6: 'Back-office', 11: 'App Borne' } as Record<number, string>;
      for (const originId of [3, 5, 6, 11]) {
        const expected = count((customer) => ORIGIN_OF[customer.creator] === originId);
        expect(expected, `origin ${originId}`).toBeGreaterThan(0);
        const page = await list(`customerOriginId=${originId}&take=1000`);
        expect(page.count).toBe(expected);
        expect(page.collection.every((row) => row.origin.originId === originId && (row.origin as { name?: string }).name === names[originId])).toBe(true);
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
      expect(rabat.collection.every((row) => row.region?.regionId === Region.RABAT_SALE_KENITRA)).toBe(true);
      const inAgdal = await list(`regionId=${Region.RABAT_SALE_KENITRA}&sectorId=${agdal}&take=1000`);
      expect(inAgdal.count).toBe(count((customer) => customer.addresses[0].sectorId === agdal));
      expect(inAgdal.count).toBeGreaterThan(0);
      expect(inAgdal.collection.every((row) => row.customerSector?.sectorId === agdal)).toBe(true);
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
      expect(search).toEqual({ collection: [{ customerId: 100, code: 'CL000100', name: `${target.firstName} ${target.lastName}`, phoneNumber: target.phone }], count: 1 });
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
      const nobody = caller(api.app, DemoUser.NOBODY);
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

  describe('PUT /api/customers', () => {
    it('saves the form in statuses 1, 5, 6, 7, 8 and 9 only', async () => {
      for (const statusId of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
        const customer = firstWithStatus(statusId);
        const form = await formOf(idOf(customer));
        const response = await admin({ method: 'PUT', url: '/api/customers', payload: { ...form, cin: `CIN${statusId}`, user: { ...form.user, firstName: `Prénom ${statusId}` } } });
        if ([1, 5, 6, 7, 8, 9].includes(statusId)) {
          expect(response.statusCode, `status ${statusId}: ${response.body}`).toBe(200);
          expect(response.json().data).toMatchObject({ customerStatusId: statusId, cin: `CIN${statusId}`, user: { firstName: `Prénom ${statusId}` } });
        } else {
          expect(response.statusCode, `status ${statusId}`).toBe(400);
          expect(response.json().message).toBe(CustomerMessages.notEditable);
          expect((await load(idOf(customer))).user.firstName).toBe(customer.firstName);
        }
      }
    });

    it('confirms (status 2) and records the verification event; no other status change', async () => {
      const customer = firstWithStatus(9, 1);
      const form = await formOf(idOf(customer));
      const other = await admin({ method: 'PUT', url: '/api/customers', payload: { ...form, customerStatusId: 3 } });
      expect(other.statusCode).toBe(400);
      expect(other.json().message).toEqual({ customerStatusId: 'Valeur invalide' });

      const confirmed = await admin({
        method: 'PUT',
        url: '/api/customers',
        payload: { ...form, customerStatusId: 2, customerSegmentId: 2, customerTypeId: 3, paymentModeIds: [101, 100, 101], contactName: 'Épicerie Test' },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json().data).toMatchObject({
        customerStatusId: 2,
        customerSegment: { segmentId: 2, name: 'Demi-grossiste' },
        customerType: { customerTypeId: 3, code: 'CHR' },
        contactName: 'Épicerie Test',
        paymentModes: [
          { paymentModeId: 100, title: 'ESP' },
          { paymentModeId: 101, title: 'TPE' },
        ],
      });
      const events = await api.db.query('select event, method, user_id from customer_events where customer_id = $1', [idOf(customer)]);
      expect(events).toEqual([{ event: 'account_verified', method: 'call_center', user_id: DemoUser.ADMIN }]);
      // Now 2: no longer editable.
      expect((await admin({ method: 'PUT', url: '/api/customers', payload: form })).json().message).toBe(CustomerMessages.notEditable);
    });

    it('checks the fields, and applies address rows in the same transaction', async () => {
      const customer = firstWithStatus(1, 2);
      const form = await formOf(idOf(customer));
      const missing = await admin({ method: 'PUT', url: '/api/customers', payload: { customerId: form.customerId, user: { firstName: '', lastName: 'X' } } });
      expect(missing.json().message).toMatchObject({ channelId: Messages.requiredField, 'user.firstName': Messages.requiredField, 'user.phoneNumber': Messages.requiredField });
      const phone = await admin({ method: 'PUT', url: '/api/customers', payload: { ...form, user: { ...form.user, phoneNumber: demoCustomers[0].phone } } });
      expect(phone.json().message).toEqual({ 'user.phoneNumber': CustomerMessages.phoneTaken });

      const current: Address[] = (await load(form.customerId)).addresses;
      const badRow = await admin({
        method: 'PUT',
        url: '/api/customers',
        payload: { ...form, cin: 'NOPE', addresses: [addressRow(), addressRow({ sectorId: maarif })] },
      });
      expect(badRow.statusCode).toBe(400);
      expect(badRow.json().message).toEqual({ 'addresses.1.sectorId': 'Valeur invalide' });
      expect((await load(form.customerId)).cin).toBe(customer.cin);

      const removeAll = current.map((address) => ({ ...addressRow(), customerAdressId: address.customerAdressId, typeAction: 3 }));
      const none = await admin({ method: 'PUT', url: '/api/customers', payload: { ...form, addresses: removeAll } });
      expect(none.json().message).toEqual({ addresses: CustomerMessages.addressRequired });

      const replaced = await admin({ method: 'PUT', url: '/api/customers', payload: { ...form, addresses: [...removeAll, addressRow()] } });
      expect(replaced.statusCode, replaced.body).toBe(200);
      const { data } = replaced.json();
      expect(data.addresses).toHaveLength(1);
      expect(data.addresses[0]).toMatchObject({ sectorId: agdal, isDefault: true, latitude: '33.9981', longitude: '-6.8497' });
      expect(data).toMatchObject({ customerSector: { sectorId: agdal }, region: { regionId: Region.RABAT_SALE_KENITRA } });
    });
  });

  describe('POST /api/customers/adresses', () => {
    it('inserts, updates and deletes rows in one batch, answering the rows written in order', async () => {
      const customerId = idOf(demoCustomers.find((customer) => customer.addresses.length === 2)!);
      const [first, second]: Address[] = (await load(customerId)).addresses;
      expect(first.isDefault).toBe(true);
      const response = await admin({
        method: 'POST',
        url: '/api/customers/adresses',
        payload: [
          addressRow({ customerId, isDefault: true, latitude: '', longitude: '' }),
          addressRow({ customerId, customerAdressId: second.customerAdressId, typeAction: 2, postalCode: '10100' }),
          addressRow({ customerId, customerAdressId: first.customerAdressId, typeAction: 3 }),
          addressRow({ customerId, readyToSend: false, sectorId: 99999 }),
        ],
      });
      expect(response.statusCode, response.body).toBe(200);
      const { data } = response.json();
      expect(data).toHaveLength(2);
      expect(data[0]).toMatchObject({ customerId, isDefault: true, latitude: '0', longitude: '0', sectorName: 'Agdal', regionName: 'Rabat-Salé-Kénitra' });
      expect(data[1]).toMatchObject({ customerAdressId: second.customerAdressId, postalCode: '10100', isDefault: false });
      const addresses: Address[] = (await load(customerId)).addresses;
      expect(addresses.map((address) => [address.customerAdressId, address.isDefault])).toEqual([
        [second.customerAdressId, false],
        [data[0].customerAdressId, true],
      ]);

      // Making the other one default clears the flag; the customer's sector follows the default address.
      const switched = await admin({
        method: 'POST',
        url: '/api/customers/adresses',
        payload: [addressRow({ customerId, customerAdressId: second.customerAdressId, typeAction: 2, isDefault: true, regionId: Region.CASABLANCA_SETTAT, sectorId: maarif })],
      });
      expect(switched.statusCode, switched.body).toBe(200);
      const after = await load(customerId);
      expect(after.addresses.filter((address: Address) => address.isDefault).map((address: Address) => address.customerAdressId)).toEqual([second.customerAdressId]);
      expect(after.customerSector).toMatchObject({ sectorId: maarif });
      expect(after.region).toMatchObject({ regionId: Region.CASABLANCA_SETTAT });
    });

    it('refuses to delete the last address, and a batch with any bad row changes nothing', async () => {
      const single = demoCustomers.find((customer) => customer.addresses.length === 1 && customer.n > 500)!;
      const [only]: Address[] = (await load(idOf(single))).addresses;
      const last = await admin({ method: 'POST', url: '/api/customers/adresses', payload: [{ customerId: idOf(single), customerAdressId: only.customerAdressId, typeAction: 3 }] });
      expect(last.statusCode).toBe(400);
      expect(last.json().message).toEqual({ addresses: CustomerMessages.addressRequired });

      const mixed = await admin({
        method: 'POST',
        url: '/api/customers/adresses',
        payload: [addressRow({ customerId: idOf(single) }), addressRow({ customerId: idOf(single), postalCode: '' }), addressRow({ customerId: 999_999 })],
      });
      expect(mixed.statusCode).toBe(400);
      expect(mixed.json().message).toEqual({ '1.postalCode': Messages.requiredField });
      const unknownCustomer = await admin({ method: 'POST', url: '/api/customers/adresses', payload: [addressRow({ customerId: 999_999 })] });
      expect(unknownCustomer.json().message).toEqual({ '0.customerId': 'Valeur invalide' });
      const otherCustomers = await admin({
        method: 'POST',
        url: '/api/customers/adresses',
        payload: [addressRow({ customerId: idOf(single) }), { customerId: 1, customerAdressId: only.customerAdressId, typeAction: 3 }],
      });
      expect(otherCustomers.json().message).toEqual({ '1.customerAdressId': 'Valeur invalide' });
      expect((await load(idOf(single))).addresses).toHaveLength(1);
      const missing = await admin({ method: 'POST', url: '/api/customers/adresses', payload: [{ customerId: idOf(single), typeAction: 1 }] });
      expect(missing.json().message).toEqual({
        '0.adress': Messages.requiredField,
        '0.postalCode': Messages.requiredField,
        '0.countryId': Messages.requiredField,
        '0.regionId': Messages.requiredField,
        '0.sectorId': Messages.requiredField,
      });
    });

    it('validates coordinates: numbers in range, up to 6 decimals', async () => {
      const customerId = 7;
      const post = (latitude: string, longitude: string) =>
        admin({ method: 'POST', url: '/api/customers/adresses', payload: [addressRow({ customerId, latitude, longitude })] });
      for (const [latitude, longitude] of [
        ['91', '-6.8'],
        ['90.5', '-6.8'],
        ['33.1234567', '-6.8'],
        ['abc', '-6.8'],
        ['33,5', '-6.8'],
      ]) {
        const response = await post(latitude, longitude);
        expect(response.statusCode, latitude).toBe(400);
        expect(response.json().message).toEqual({ '0.latitude': 'Valeur invalide' });
      }
      expect((await post('33.5', '181')).json().message).toEqual({ '0.longitude': 'Valeur invalide' });
      expect((await post('33.5', '-180.000001')).json().message).toEqual({ '0.longitude': 'Valeur invalide' });
      const ok = await post('-90', '179.999999');
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().data[0]).toMatchObject({ latitude: '-90', longitude: '179.999999' });
      expect((await post('33.123456', '-7')).json().data[0]).toMatchObject({ latitude: '33.123456', longitude: '-7' });
    });
  });

  describe('status changes and the customer-update screen', () => {
    it('sets any status, activating and deactivating', async () => {
      const active = firstWithStatus(3, 3);
      const deactivated = await admin({ method: 'POST', url: '/api/customers/status', payload: { customerId: idOf(active), statusId: 4 } });
      expect(deactivated.statusCode).toBe(200);
      expect(deactivated.json().data.customerStatusId).toBe(4);
      const activated = await admin({ method: 'POST', url: '/api/customers/status', payload: { customerId: idOf(active), statusId: 3 } });
      expect(activated.json().data.customerStatusId).toBe(3);
      const prospect = await admin({ method: 'POST', url: '/api/customers/status', payload: { customerId: idOf(active), statusId: 10 } });
      expect(prospect.json().data.customerStatusId).toBe(10);
      expect((await admin({ method: 'POST', url: '/api/customers/status', payload: { customerId: idOf(active), statusId: 11 } })).json().message).toEqual({ statusId: 'Valeur invalide' });
      expect((await admin({ method: 'POST', url: '/api/customers/status', payload: { customerId: 999_999, statusId: 3 } })).statusCode).toBe(404);
    });

    it('updates sector, activation and coordinates of an active or deactivated customer only', async () => {
      const partial = (payload: object) => admin({ method: 'PUT', url: '/api/customers/partial', payload });
      const customer = firstWithStatus(3, 4);
      const response = await partial({ customerId: idOf(customer), customerSectorId: agdal, active: false, latitude: '34.0132', longitude: '-6.8326' });
      expect(response.statusCode, response.body).toBe(200);
      const { data } = response.json();
      expect(data).toMatchObject({ customerStatusId: 4, customerSector: { sectorId: agdal }, region: { regionId: Region.RABAT_SALE_KENITRA } });
      const defaultAddress = data.addresses.find((address: Address) => address.isDefault);
      expect(defaultAddress).toMatchObject({ sectorId: agdal, regionId: Region.RABAT_SALE_KENITRA, latitude: '34.0132', longitude: '-6.8326' });
      expect((await partial({ customerId: idOf(customer), active: true })).json().data).toMatchObject({ customerStatusId: 3, customerSector: { sectorId: agdal } });

      for (const [field, value] of [
        ['latitude', '90.1'],
        ['latitude', '1.1234567'],
        ['latitude', '12a'],
        ['longitude', '180.5'],
        ['longitude', '-181'],
        ['longitude', '7.'],
      ]) {
        const refused = await partial({ customerId: idOf(customer), active: true, [field]: value });
        expect(refused.statusCode, `${field} ${value}`).toBe(400);
        expect(refused.json().message).toEqual({ [field]: 'Valeur invalide' });
      }
      for (const statusId of [1, 2, 5, 10]) {
        const other = firstWithStatus(statusId, 5);
        const refused = await partial({ customerId: idOf(other), active: true, latitude: '33.5', longitude: '-7.6' });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toBe(CustomerMessages.notEditable);
      }
      expect((await partial({ customerId: idOf(customer), customerSectorId: 99999 })).json().message).toEqual({ customerSectorId: 'Valeur invalide' });
    });

    it('deletes a customer softly: it leaves the lists and cannot be opened', async () => {
      const customer = demoCustomers[1999];
      const before = await list('take=1');
      expect((await admin({ method: 'DELETE', url: `/api/customers/${idOf(customer)}` })).statusCode).toBe(204);
      expect((await list('take=1')).count).toBe(before.count - 1);
      expect((await admin({ method: 'GET', url: `/api/customers/${idOf(customer)}` })).statusCode).toBe(404);
      expect((await admin({ method: 'DELETE', url: `/api/customers/${idOf(customer)}` })).statusCode).toBe(404);
      // Its phone number may be used again.
      const again = await admin({ method: 'POST', url: '/api/customers', payload: { user: { firstName: 'A', lastName: 'B', phoneNumber: customer.phone, password: 'Secret1' } } });
      expect(again.statusCode).toBe(200);
    });
  });

  it('answers 403 on each route to a caller without the permission', async () => {
    const customerId = idOf(firstWithStatus(1, 3));
    const form = await formOf(customerId);
    const reads: Call[] = [
      { method: 'GET', url: '/api/customers' },
      { method: 'GET', url: '/api/customers/searchquery?keyword=a' },
      { method: 'GET', url: `/api/customers/${customerId}` },
    ];
    const writes: Call[] = [
      { method: 'POST', url: '/api/customers', payload: { user: { firstName: 'A', lastName: 'B', phoneNumber: '+212699999999', password: 'Secret1' } } },
      { method: 'PUT', url: '/api/customers', payload: form },
      { method: 'POST', url: '/api/customers/adresses', payload: [addressRow({ customerId })] },
      { method: 'POST', url: '/api/customers/status', payload: { customerId, statusId: 3 } },
      { method: 'DELETE', url: `/api/customers/${customerId}` },
    ];
    const partial: Call = { method: 'PUT', url: '/api/customers/partial', payload: { customerId, active: true } };
    // The dispatcher holds none of 3, 4 and 30.
    const dispatcher = caller(api.app, DemoUser.DISPATCHER);
    for (const call of [...reads, ...writes, partial]) {
      const response = await dispatcher(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(response.json().message).toBe(Messages.forbidden);
    }
    // The agent holds 3 at levels 4 and 6 (open, edit, status) and 4: no create (3), delete (5) or update screen (30).
    const agent = caller(api.app, DemoUser.AGENT);
    for (const call of [writes[0], writes[4], partial]) {
      expect((await agent(call)).statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    for (const call of reads) expect((await agent(call)).statusCode, call.url).toBe(200);
    expect((await load(customerId)).customerStatusId).toBe(1);
  });
});
