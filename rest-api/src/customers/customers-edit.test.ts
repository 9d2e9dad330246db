import { describe, expect, it } from 'vitest';
import { Messages } from '@console/schema';
import { DemoUser, testApiSuite } from '../http/testing.ts';
import { demoCustomers } from './customers-demo-data.ts';
import { Region } from './demo-data.ts';
import { idOf, firstWithStatus, agdal, maarif, addressRow, customerReads, type Call, type Address } from './customers.fixtures.ts';
import { CustomerMessages } from './messages.ts';

describe('customers', () => {
  const suite = testApiSuite();
  const admin = suite.as(DemoUser.ADMIN);
  const { list, load, formOf } = customerReads(() => admin);

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
      const events = await suite.api.db.query('select event, method, user_id from customer_events where customer_id = $1', [idOf(customer)]);
      expect(events).toEqual([{ event: 'account_verified', method: 'call_center', user_id: DemoUser.ADMIN }]);
      // Now 2: no longer editable.
      expect((await admin({ method: 'PUT', url: '/api/customers', payload: form })).json().message).toBe(CustomerMessages.notEditable);
    });

    it('finds the customer by what the form saved (account names, phone number, e-mail, contact name), no longer by the old values', async () => {
      const customer = firstWithStatus(6);
      const form = await formOf(idOf(customer));
      const ids = async (keyword: string) => (await list(`keyword=${encodeURIComponent(keyword)}&take=1000`)).collection.map((row) => row.customerId);
      const saved = await admin({
        method: 'PUT',
        url: '/api/customers',
        payload: {
          ...form,
          contactName: 'Kiosque 4729163',
          user: { ...form.user, firstName: 'Ghizlane', lastName: 'Kettani-Ouazzani', phoneNumber: '+212611223344', email: 'ghizlane.k@exemple.ma' },
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      for (const keyword of ['ghizlane KETTANI-ouazzani', '0611223344', 'ghizlane.k@exemple', 'kiosque 4729163']) {
        expect(await ids(keyword), keyword).toEqual([idOf(customer)]);
      }
      expect(await ids(customer.phone)).not.toContain(idOf(customer));
      // A leading 0 drops only in the phone number: « 04729163 » is not in the contact name, « 4729163 » in no phone number.
      expect(await ids('04729163')).not.toContain(idOf(customer));
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
    const dispatcher = suite.as(DemoUser.DISPATCHER);
    for (const call of [...reads, ...writes, partial]) {
      const response = await dispatcher(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(response.json().message).toBe(Messages.forbidden);
    }
    // The agent holds 3 at levels 4 and 6 (open, edit, status) and 4: no create (3), delete (5) or update screen (30).
    const agent = suite.as(DemoUser.AGENT);
    for (const call of [writes[0], writes[4], partial]) {
      expect((await agent(call)).statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    for (const call of reads) expect((await agent(call)).statusCode, call.url).toBe(200);
    expect((await load(customerId)).customerStatusId).toBe(1);
  });
});
