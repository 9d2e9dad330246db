import { DELIVERY_MAN_USER_TYPE_ID } from '@console/schema';
import { insertRows, type DemoData } from '../db/demo-data.ts';

/**
 * The delivery-man user type every database needs (a vehicle's delivery man is an active user of it). A set of
 * its own: access-model.v1, which holds the other user types, is already loaded on existing databases.
 */
export const deliveryReferenceData: DemoData = {
  name: 'delivery-model.v1',
  load: (tx) => insertRows(tx, 'user_types', ['user_type_id', 'name', 'description'], [[DELIVERY_MAN_USER_TYPE_ID, 'Livreur', 'Livreur des tournées de livraison']]),
};
