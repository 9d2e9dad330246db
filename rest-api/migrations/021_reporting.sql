-- Reporting (issue 27; seed 002 daily recap, revenue and collection reports, performance dashboard). The report date
-- types (schema/src/reporting.ts ReportDateType) each read one column of orders: 1 confirmed_at, 2 collected_at (the
-- delivery or the counter's collection: status 5 is reached by a collection only), 3 desired_delivery_date,
-- 4 invoiced_at, 5 cancelled_at, 6 returned_at. The last three and who collected are new; every statement that moves
-- an order to 4, 5, 6 or 7 sets them (order-actions.repository.ts, schedules.repository.ts markInvoiced, the demo data,
-- bench/volume). An open basket dropped at the point of sale (1 → 7) was never an order: no cancellation date.

alter table orders add column cancelled_at timestamptz;
alter table orders add column returned_at timestamptz;
alter table orders add column invoiced_at timestamptz;
-- Who holds the money of a collected order: the round's delivery man for a delivered order, else the staff member
-- who collected it (the cashier at the counter).
alter table orders add column collected_by integer references users on delete set null;

-- Existing orders: the last change stands for the cancellation or the return (nothing older says when); the invoice is
-- the round's invoicing, else the collection for an order collected without a round, else the last change of an
-- invoiced order; the collector is the round's delivery man, else who confirmed the order, else who created it.
-- One statement, so that each order is rewritten once: at 5M orders every rewrite also touches each of its indexes.
update orders o
   set cancelled_at = case when o.order_status_id = 7 and o.confirmed_at is not null then o.updated_at end,
       returned_at = case when o.order_status_id = 6 then o.updated_at end,
       invoiced_at = case
         when r.round_invoiced_at is not null and o.order_status_id in (4, 5, 6, 8) then r.round_invoiced_at
         when o.order_status_id = 4 or (o.order_status_id in (5, 8) and o.collected_at is not null)
           then coalesce(o.collected_at, o.updated_at)
       end,
       collected_by = case when o.collected_at is not null then coalesce(r.delivery_man_id, o.confirmed_by, o.created_by) end
  from (select b.order_id, s.invoiced_at as round_invoiced_at, v.delivery_man_id
          from orders b
          left join schedule_orders so on so.order_id = b.order_id
          left join schedules s on s.schedule_id = so.schedule_id
          left join vehicles v on v.vehicle_id = s.vehicle_id
         where b.order_status_id in (4, 5, 6, 7, 8) or b.collected_at is not null) r
 where r.order_id = o.order_id;

-- Each report reads a day or a range of one date (confirmed_at has its index since 013): the orders of the range
-- are found on their date's index, never by reading the table.
create index orders_collected_at on orders (collected_at) where collected_at is not null;
create index orders_cancelled_at on orders (cancelled_at) where cancelled_at is not null;
create index orders_returned_at on orders (returned_at) where returned_at is not null;
create index orders_invoiced_at on orders (invoiced_at) where invoiced_at is not null;
create index orders_collected_by on orders (collected_by) where collected_by is not null;
-- The recap's rounds, a day's schedules, read schedules_newest (020).

-- « Synchroniser »: the last run of a report for a business day, who ran it and the totals it answered.
create table report_syncs (
  report text not null check (report in ('recap', 'collection')),
  business_date date not null,
  ran_at timestamptz not null default now(),
  ran_by integer references users on delete set null,
  totals jsonb not null default '{}',
  primary key (report, business_date)
);

-- A collector's till closed for a business day: the cash counted and handed over. Closing again replaces it.
create table till_closes (
  business_date date not null,
  collector_id integer not null references users on delete cascade,
  cash_handed_over numeric(12, 2) not null check (cash_handed_over >= 0),
  closed_at timestamptz not null default now(),
  closed_by integer references users on delete set null,
  primary key (business_date, collector_id)
);
