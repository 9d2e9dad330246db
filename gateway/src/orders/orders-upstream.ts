/** REST paths of the orders' write side and reads (seed 001 section 7, "Point of sale and orders"): the OpenAPI document's templates. */
export const orderPaths = {
  orders: '/api/orders',
  order: '/api/orders/{id}',
  history: '/api/orders/history',
  confirm: '/api/orders/{id}/confirm',
  cancel: '/api/orders/{id}/cancel',
  reopen: '/api/orders/{id}/reopen',
  bulk: '/api/orders/status/bulk',
  deliveryDate: '/api/orders/{id}/delivery-date',
} as const;
