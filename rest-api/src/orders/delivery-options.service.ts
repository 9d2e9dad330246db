/** The delivery dates and slots the point of sale offers a customer (seed 001 section 5; seed 002 channel parameters). */
import { businessClock, deliveryDateWindow, type DeliveryWindowParameters } from '@console/schema';
import type { Db } from '../db/db.ts';
import { listDeliverySlots } from './delivery-options.repository.ts';
import { getPosCustomer } from './pos-customers.service.ts';

/** A customer without a channel gets the window of a channel without parameters (the column defaults of migration 013). */
const DEFAULT_WINDOW: DeliveryWindowParameters = { cutOff: '16:00', deliveryFrom: 1, deliveryTo: 5 };

/** The window of the customer's channel now in Morocco, the slots of their warehouse, the first of each preselected. 404 for an unknown customer. */
export async function deliveryOptions(db: Db, customerId: number) {
  const customer = await getPosCustomer(db, customerId);
  const window = deliveryDateWindow(businessClock(), customer.channel ?? DEFAULT_WINDOW);
  const slots = customer.warehouseId === null ? [] : await listDeliverySlots(db, customer.warehouseId);
  return { ...window, slots, desiredDeliveryDate: window.minDate, deliverySlotId: slots[0]?.deliverySlotId ?? null };
}
