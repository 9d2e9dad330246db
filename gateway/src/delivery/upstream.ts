/** REST paths of the delivery domain (seed 002 section 7: warehouses, vehicles, dispatch, schedules, preparation board). */
export const deliveryPaths = {
  warehouses: '/api/delivery/warehouses',
  deliveryMen: '/api/users/delivery-men',
  vehicles: '/api/vehicles',
  vehicle: '/api/vehicles/{id}',
} as const;
