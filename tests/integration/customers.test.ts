import { describe, expect, it } from 'vitest';
import { CUSTOMER_STATUSES } from '@console/schema';
import { START_EXPORT, exportedWorkbook } from './export-jobs.ts';
import { backends, codeOf, demo, signedInStack } from './stack.ts';

interface Page<T> {
  items: T[];
  count: number;
}
interface Row {
  customerId: number;
  customerStatusId: number;
  sector: { sectorId: number; regionId: number } | null;
  region: { regionId: number } | null;
  origin: { originId: number } | null;
}

const LIST = `query($take: Int, $customerStatusId: Int, $customerOriginId: Int, $regionId: Int, $sectorId: Int, $keyword: String) {
  customers(take: $take, customerStatusId: $customerStatusId, customerOriginId: $customerOriginId, regionId: $regionId, sectorId: $sectorId, keyword: $keyword) {
    count items { customerId code firstName lastName phoneNumber customerStatusId sector { sectorId regionId } region { regionId } origin { originId name } channel { code } }
  }
}`;
const DETAIL = `query($id: Int!) { customer(customerId: $id) { customerId userId firstName lastName phoneNumber email channelId customerStatusId addresses { customerAdressId adress postalCode isDefault countryId regionId sectorId latitude longitude } } }`;
const UPDATE = `mutation($id: Int!, $input: CustomerInput!, $addresses: [CustomerAddressChange!], $verify: Boolean) {
  updateCustomer(customerId: $id, input: $input, addresses: $addresses, verify: $verify) { ok errors { field message } customer { customerStatusId firstName } }
}`;

describe.each(backends)('customers on %s', (backend) => {
  const suite = signedInStack({ backend }, ['admin']);
  const as = <T>(query: string, variables?: Record<string, unknown>) => suite.as<T>('admin', query, variables);
  const firstWithStatus = async (status: number) => (await as<{ customers: Page<Row> }>(LIST, { take: 5, customerStatusId: status })).data!.customers.items[0]!;
  type Detail = { customerId: number; userId: number; firstName: string; lastName: string; phoneNumber: string; email: string | null; channelId: number; customerStatusId: number; addresses: Array<Record<string, unknown> & { customerAdressId: number; isDefault: boolean }> };
  const detail = async (id: number) => (await as<{ customer: Detail }>(DETAIL, { id })).data!.customer;
  const formOf = (customer: Detail) => ({ channelId: customer.channelId, firstName: customer.firstName, lastName: customer.lastName, phoneNumber: customer.phoneNumber, email: customer.email });

  it('lists customers with every status and origin, and the region then sector filters', async () => {
    const all = (await as<{ customers: Page<Row> }>(LIST, { take: 10 })).data!.customers;
    expect(all.count).toBeGreaterThanOrEqual(2000);
    for (const status of Object.keys(CUSTOMER_STATUSES).map(Number)) {
      const page = (await as<{ customers: Page<Row> }>(LIST, { take: 20, customerStatusId: status })).data!.customers;
      expect(page.count, `status ${status}`).toBeGreaterThan(0);
      expect([...new Set(page.items.map((row) => row.customerStatusId === status))]).toEqual([true]);
    }
    for (const origin of [3, 5, 6, 11]) {
      const page = (await as<{ customers: Page<Row> }>(LIST, { take: 20, customerOriginId: origin })).data!.customers;
      expect(page.count, `origin ${origin}`).toBeGreaterThan(0);
      expect([...new Set(page.items.map((row) => row.origin?.originId === origin))]).toEqual([true]);
    }
    const casablanca = 6;
    const inRegion = (await as<{ customers: Page<Row> }>(LIST, { take: 50, regionId: casablanca })).data!.customers;
    expect([...new Set(inRegion.items.map((row) => row.region?.regionId === casablanca))]).toEqual([true]);
    const sectorId = inRegion.items[0]!.sector!.sectorId;
    const inSector = (await as<{ customers: Page<Row> }>(LIST, { take: 50, regionId: casablanca, sectorId })).data!.customers;
    expect(inSector.count).toBeLessThan(inRegion.count);
    expect([...new Set(inSector.items.map((row) => row.sector?.sectorId === sectorId))]).toEqual([true]);
  });

  it('edits a customer only in statuses 1, 5, 6, 7, 8, 9; confirming verifies it', async () => {
    const active = await detail((await firstWithStatus(3)).customerId);
    const refused = (await as<{ updateCustomer: { ok: boolean } }>(UPDATE, { id: active.customerId, input: formOf(active) }));
    expect(codeOf(refused) ?? refused.data?.updateCustomer.ok).not.toBe(true);
    expect(JSON.stringify(refused)).toContain('Ce client ne peut pas être modifié !');

    const pending = await detail((await firstWithStatus(1)).customerId);
    const renamed = (await as<{ updateCustomer: { ok: boolean; customer: { firstName: string; customerStatusId: number } } }>(UPDATE, { id: pending.customerId, input: { ...formOf(pending), firstName: 'Nadia' } })).data!.updateCustomer;
    expect(renamed).toMatchObject({ ok: true, customer: { firstName: 'Nadia', customerStatusId: 1 } });
    const invalid = (await as<{ updateCustomer: { ok: boolean; errors: Array<{ field: string }> } }>(UPDATE, { id: pending.customerId, input: { ...formOf(pending), email: 'pas-un-email' } })).data!.updateCustomer;
    expect(invalid.ok).toBe(false);
    const verified = (await as<{ updateCustomer: { customer: { customerStatusId: number } } }>(UPDATE, { id: pending.customerId, input: formOf(pending), verify: true })).data!.updateCustomer;
    expect(verified.customer.customerStatusId).toBe(2);
    expect((await detail(pending.customerId)).customerStatusId).toBe(2);
  });

  it('keeps at least one address, one default, and valid coordinates', async () => {
    const customer = await detail((await firstWithStatus(5)).customerId);
    const [address] = customer.addresses;
    const save = `mutation($id: Int!, $changes: [CustomerAddressChange!]!) { saveCustomerAddresses(customerId: $id, changes: $changes) { ok errors { field message } addresses { customerAdressId isDefault latitude } } }`;
    const row = (changes: Record<string, unknown>) => ({ adress: '12 rue Ibnou Mounir', postalCode: '20100', isDefault: false, countryId: address!.countryId, regionId: address!.regionId, sectorId: address!.sectorId, ...changes });

    const added = (await as<{ saveCustomerAddresses: { ok: boolean; addresses: Array<{ customerAdressId: number; latitude: string }> } }>(save, { id: customer.customerId, changes: [row({ typeAction: 4, isDefault: true })] })).data!.saveCustomerAddresses;
    expect(added.ok).toBe(true);
    const newId = added.addresses[0]!.customerAdressId;
    expect(added.addresses[0]!.latitude).toBe('0');
    const after = await detail(customer.customerId);
    expect(after.addresses.filter((candidate) => candidate.isDefault).map((candidate) => candidate.customerAdressId)).toEqual([newId]);

    const badCoordinates = (await as<{ saveCustomerAddresses: { ok: boolean } }>(save, { id: customer.customerId, changes: [row({ typeAction: 4, latitude: '95.5', longitude: '-7.6' })] })).data;
    expect(badCoordinates?.saveCustomerAddresses.ok ?? false).toBe(false);

    const deleteAll = after.addresses.map((candidate) => row({ typeAction: 3, customerAdressId: candidate.customerAdressId }));
    const lastRefused = await as<{ saveCustomerAddresses: { ok: boolean } }>(save, { id: customer.customerId, changes: deleteAll });
    expect(lastRefused.data?.saveCustomerAddresses.ok ?? false).toBe(false);
    expect((await detail(customer.customerId)).addresses).toHaveLength(after.addresses.length);
  });

  it('activates and deactivates, and updates the location only for statuses 3 and 4', async () => {
    const active = await firstWithStatus(3);
    const setStatus = `mutation($id: Int!, $status: Int!) { setCustomerStatus(customerId: $id, statusId: $status) { customerStatusId } }`;
    expect((await as<{ setCustomerStatus: { customerStatusId: number } }>(setStatus, { id: active.customerId, status: 4 })).data!.setCustomerStatus.customerStatusId).toBe(4);

    const locate = `mutation($id: Int!, $active: Boolean!, $lng: String!, $lat: String!, $sectorId: Int) { updateCustomerLocation(customerId: $id, sectorId: $sectorId, active: $active, longitude: $lng, latitude: $lat) { ok errors { field message } customer { customerStatusId } } }`;
    const located = (await as<{ updateCustomerLocation: { ok: boolean; customer: { customerStatusId: number } } }>(locate, { id: active.customerId, active: true, lng: '-7.612345', lat: '33.589886', sectorId: active.sector?.sectorId })).data!.updateCustomerLocation;
    expect(located).toMatchObject({ ok: true, customer: { customerStatusId: 3 } });
    const badFormat = await as<{ updateCustomerLocation: { ok: boolean } }>(locate, { id: active.customerId, active: true, lng: '-7.1234567', lat: '33.5' });
    expect(badFormat.data?.updateCustomerLocation.ok ?? false).toBe(false);

    const prospect = await firstWithStatus(10);
    const notEditable = await as<{ updateCustomerLocation: { ok: boolean } }>(locate, { id: prospect.customerId, active: true, lng: '-7.6', lat: '33.5' });
    expect(JSON.stringify(notEditable)).toContain('Ce client ne peut pas être modifié !');
  });

  it('creates a customer (user type 3, pending) and deletes it', async () => {
    const create = `mutation($input: NewCustomerInput!) { createCustomer(input: $input) { ok errors { field message } customer { customerId customerStatusId origin { originId } } } }`;
    const phoneNumber = `+2126${String(Date.now()).slice(-8)}`;
    const created = (await as<{ createCustomer: { ok: boolean; customer: { customerId: number; customerStatusId: number; origin: { originId: number } } } }>(create, {
      input: { firstName: 'Hind', lastName: 'Ouazzani', phoneNumber, password: 'Client123' },
    })).data!.createCustomer;
    expect(created).toMatchObject({ ok: true, customer: { customerStatusId: 1, origin: { originId: 6 } } });
    const duplicate = (await as<{ createCustomer: { ok: boolean } }>(create, { input: { firstName: 'Hind', lastName: 'Ouazzani', phoneNumber, password: 'Client123' } })).data!.createCustomer;
    expect(duplicate.ok).toBe(false);
    expect((await as<{ deleteCustomer: boolean }>(`mutation { deleteCustomer(customerId: ${created.customer.customerId}) }`)).data!.deleteCustomer).toBe(true);
    expect((await as<{ customer: null }>(DETAIL, { id: created.customer.customerId })).data!.customer).toBeNull();
  });

  it('exports the filtered list as a job of rest-api, downloaded as a real .xlsx behind the export level', async () => {
    const status = 7;
    const count = (await as<{ customers: Page<Row> }>(LIST, { take: 1, customerStatusId: status })).data!.customers.count;
    const { job, sheet } = await exportedWorkbook(suite.stack, suite.token('admin'), 'CUSTOMERS', { customerStatusId: status });
    expect(job).toMatchObject({ rowsWritten: count, fileName: 'clients.xlsx', filterLines: [`Statut : ${CUSTOMER_STATUSES[status]}`] });
    const HEADER_ROW = 4;
    expect(sheet.getRow(HEADER_ROW).getCell(1).value).toBe('Id');
    expect(sheet.rowCount - HEADER_ROW).toBe(count);
    const statusColumn = (sheet.getRow(HEADER_ROW).values as unknown[]).indexOf('Statut');
    const statuses: unknown[] = [];
    sheet.eachRow((row, index) => {
      if (index > HEADER_ROW) statuses.push(row.getCell(statusColumn).value);
    });
    expect([...new Set(statuses)]).toEqual([CUSTOMER_STATUSES[status]]);

    // Another user cannot have it; a user without the export level cannot start one.
    const agent = await suite.stack.signIn(demo.agent.email, demo.agent.password);
    expect((await fetch(`${suite.stack.url}${job.downloadPath}`, { headers: { authorization: `Bearer ${agent}` } })).status).toBe(404);
    expect((await fetch(`${suite.stack.url}${job.downloadPath}`)).status).toBe(401);
    const refused = await suite.stack.graphql<{ startExport: unknown }>(START_EXPORT, { kind: 'CUSTOMERS', filters: {} }, { token: agent });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
