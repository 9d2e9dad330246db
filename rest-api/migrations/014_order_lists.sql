-- The order lists (seed 001 section 2: all orders, take-away, delivery) and preparation (ours).
-- The lists read newest first (created_at, then order_id, descending) and stop at the page: these indexes give
-- that order with and without the delivery-mode filter of the romeo screens, which also leave open baskets out.
create index orders_newest on orders (created_at desc, order_id desc);
drop index orders_created_at;
create index orders_mode_newest on orders (delivery_mode_id, created_at desc, order_id desc) where order_status_id <> 1;
-- The lists' other filters not served yet (customer, status, warehouse and confirmed_at have theirs, 013).
create index orders_desired_delivery_date on orders (desired_delivery_date);
create index orders_delivery_slot_id on orders (delivery_slot_id);
-- Orders to prepare: confirmed or dispatched, preparation not started or in progress, by warehouse, oldest desired date first.
create index orders_to_prepare on orders (warehouse_id, desired_delivery_date, confirmed_at)
  where order_status_id in (2, 3) and preparation_status in (1, 2);
