import type { Resolvers } from '../generated/resolvers.ts';
import { itemOrNull, listPage, pageQuery, rowsOf, saved } from '../rest/resource.ts';
import { deliveryPaths as paths } from './upstream.ts';

/** Warehouses, delivery men and vehicles: the REST rows and body are the schema's types and input, field for field. */
export const fleetResolvers: Resolvers = {
  Query: {
    deliveryWarehouses: (_parent, _args, { rest }) => rowsOf(rest.get(paths.warehouses)),
    deliveryMen: (_parent, _args, { rest }) => rowsOf(rest.get(paths.deliveryMen)),
    vehicles: (_parent, { keyword, warehouseId, activeOnly, ...page }, { rest }) =>
      listPage(rest.get(paths.vehicles, { query: { keyword, warehouseId, active: activeOnly ? true : undefined, ...pageQuery(page) } })),
    vehicle: (_parent, { vehicleId }, { rest }) => itemOrNull(() => rest.get(paths.vehicle, { path: { id: vehicleId } })),
  },
  Mutation: {
    createVehicle: (_parent, { input }, { rest }) => saved('vehicle', () => rest.post(paths.vehicles, { body: input })),
    updateVehicle: (_parent, { vehicleId, input }, { rest }) => saved('vehicle', () => rest.put(paths.vehicle, { path: { id: vehicleId }, body: input })),
    async deleteVehicle(_parent, { vehicleId }, { rest }) {
      await rest.delete(paths.vehicle, { path: { id: vehicleId } });
      return true;
    },
  },
};
