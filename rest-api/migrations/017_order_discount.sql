-- The order-total discount (QDT) on its own (issue 25: the point of sale shows it as a line of the totals), HT,
-- part of total_discount. Orders saved before it count none.

alter table orders add column total_order_discount numeric(12, 2) not null default 0;
