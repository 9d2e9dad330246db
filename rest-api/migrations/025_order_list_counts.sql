-- The order lists' bounded counts by the filters no index served (issue 26; docs/volume/plans.md). Each page walked
-- an index for its 50 rows in under a millisecond, while the count beside it, which reads up to 10,001 matches,
-- read far more: on 5M orders, warehouse + preparation status 83 ms (a parallel scan), the delivery list by delivery
-- status 204 ms (a bitmap of all 293,708 matches first), by desired date + slot 112 ms (a bitmap of the slot's
-- 544,276 orders). With these, each count is an index-only scan of the entries it counts: 4, 5 and 0.6 ms.

-- « Préparation » (with or without the warehouse), newest first for its pages.
create index orders_preparation_newest on orders (preparation_status, warehouse_id, created_at desc, order_id desc);

-- The delivery status is an expression: an index-only scan needs the column it reads as well, hence the include.
drop index orders_delivery_status_newest;
create index orders_delivery_status_newest on orders (coalesce(schedule_order_status, 1), created_at desc, order_id desc)
  include (schedule_order_status) where delivery_mode_id = 2 and order_status_id <> 1;

-- The delivery list by desired date and slot (the dispatcher's day).
create index orders_delivery_date_slot_newest on orders (desired_delivery_date, delivery_slot_id, created_at desc, order_id desc)
  where delivery_mode_id = 2 and order_status_id <> 1;
