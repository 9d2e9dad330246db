-- Schedules pages (issue 26): the list orders by operation date, newest first, then by id (rest-api db/paging.ts:
-- `operation_date desc nulls last, schedule_id asc`). These indexes give that order as it is read, for all
-- schedules and for a warehouse, so a page reads its 50 keys and stops instead of sorting every schedule.
create index schedules_newest on schedules (operation_date desc nulls last, schedule_id);
create index schedules_warehouse_newest on schedules (warehouse_id, operation_date desc nulls last, schedule_id);
drop index schedules_operation_date;
drop index schedules_filters;
