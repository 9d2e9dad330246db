import type { Customer, Resolvers } from '../generated/resolvers.ts';
import type { RestClient } from '../rest/api.ts';
import { itemOrNull, listPage, pageQuery, rowsOfList, saved } from '../rest/resource.ts';
import { attempt, mutationResult, withFieldNames } from '../rest/results.ts';
import { gatewayError } from '../rest/errors.ts';
import { customerPaths as paths, type UpstreamCustomer } from './upstream.ts';

/** The REST customer nests its person in `user`; GraphQL shows one flat customer. */
const customer = (row: UpstreamCustomer): Customer => ({
    ...row,
    userId: row.user?.userId ?? null,
    firstName: row.user?.firstName ?? null,
    lastName: row.user?.lastName ?? null,
    phoneNumber: row.user?.phoneNumber ?? null,
    email: row.user?.email ?? null,
    createdBy: row.user?.createdByUser ?? null,
    sector: row.customerSector ?? null,
    segment: row.customerSegment ?? null,
    addresses: (row.addresses ?? []).map((address) => ({ ...address, isDefault: address.isDefault ?? false, latitude: address.latitude ?? '0', longitude: address.longitude ?? '0' })),
    paymentModes: row.paymentModes ?? [],
});

async function loadCustomer(rest: RestClient, customerId: number): Promise<Customer | null> {
  const row = await itemOrNull(() => rest.get(paths.customer, { path: { id: customerId } }));
  return row && customer(row);
}

/** The REST customer nests its person under `user.`; the GraphQL input is flat. */
const flatField = (field: string) => field.replace(/^user\./, '').replace(/^customerSegmentId$/, 'segmentId');

const addressRows = <T extends { latitude?: string | null; longitude?: string | null }>(customerId: number, changes: readonly T[]) =>
  changes.map((change) => ({ ...change, customerId, latitude: change.latitude || '0', longitude: change.longitude || '0' }));

export const customerResolvers: Resolvers = {
  Query: {
    channels: (_parent, { keyword, ...page }, { rest }) => listPage(rest.get(paths.channels, { query: { keyword, ...pageQuery(page, 1000) } })),
    regions: (_parent, { keyword, ...page }, { rest }) => listPage(rest.get(paths.regions, { query: { keyword, ...pageQuery(page, 1000) } })),
    sectors: (_parent, { regionId, keyword, ...page }, { rest }) => listPage(rest.get(paths.sectors, { query: { regionId, keyword, ...pageQuery(page) } })),
    customers: (_parent, { keyword, channelId, regionId, sectorId, customerStatusId, customerOriginId, ...page }, { rest }) =>
      listPage(rest.get(paths.customers, { query: { keyword, channelId, regionId, sectorId, customerStatusId, customerOriginId, ...pageQuery(page) } }), customer),
    customer: (_parent, { customerId }, { rest }) => loadCustomer(rest, customerId),
    customerForUpdate: (_parent, { customerId }, { rest }) => loadCustomer(rest, customerId),
    customerWarehouses: (_parent, _args, { rest }) => rowsOfList(rest.get(paths.warehouses)),
    customerSegments: (_parent, _args, { rest }) => rowsOfList(rest.get(paths.segments)),
    paymentModes: (_parent, { customerId }, { rest }) => rowsOfList(rest.get(paths.paymentModes, { query: { customerId } })),
    countries: (_parent, _args, { rest }) => rowsOfList(rest.get(paths.countries)),
  },
  Mutation: {
    createCustomer: (_parent, { input: { password, ...person } }, { rest }) =>
      saved('customer', withFieldNames(() => rest.post(paths.customers, { body: { user: { ...person, password, userTypeId: 3 } } }), flatField), customer),
    updateCustomer: async (_parent, { customerId, input, addresses, verify }, { rest }) => {
      const current = await loadCustomer(rest, customerId);
      const { firstName, lastName, phoneNumber, email, segmentId, ...fields } = input;
      return saved(
        'customer',
        withFieldNames(
          () =>
            rest.put(paths.customers, {
              body: {
                ...fields,
                customerId,
                customerSegmentId: segmentId,
                user: { userId: current?.userId, firstName, lastName, phoneNumber, email },
                ...(addresses ? { addresses: addressRows(customerId, addresses) } : {}),
                ...(verify ? { customerStatusId: 2 } : {}),
              },
            }),
          flatField,
        ),
        customer,
      );
    },
    async saveCustomerAddresses(_parent, { customerId, changes }, { rest }) {
      const { ok, errors, value } = await attempt(() => rest.post(paths.addresses, { body: addressRows(customerId, changes) }));
      return { ok, errors, addresses: value?.data ?? [] };
    },
    async setCustomerStatus(_parent, { customerId, statusId }, { rest }) {
      const answer = await rest.post(paths.status, { body: { customerId, statusId } });
      // A success without its customer is no answer the document describes.
      if (!answer) throw gatewayError('UPSTREAM_UNAVAILABLE');
      return customer(answer.data);
    },
    async deleteCustomer(_parent, { customerId }, { rest }) {
      await rest.delete(paths.customer, { path: { id: customerId } });
      return true;
    },
    resetCustomerPassword: (_parent, { userId, password, confirmPassword }, { rest }) =>
      mutationResult(() => rest.put(paths.resetPassword, { body: { userId, password, confirmPassword } })),
    updateCustomerLocation: (_parent, { customerId, sectorId, active, longitude, latitude }, { rest }) =>
      saved('customer', () => rest.put(paths.partial, { body: { customerId, customerSectorId: sectorId, active, longitude, latitude } }), customer),
  },
};
