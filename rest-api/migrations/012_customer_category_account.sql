-- A customer's category and account (seed 001 section 2, promotions' customer criteria 4 and 5): both optional.
-- Without them a promotion listing categories or accounts matches no customer.
alter table customers add column customer_category_id integer references customer_categories;
alter table customers add column account_id integer references accounts;
create index customers_category_id on customers (customer_category_id);
create index customers_account_id on customers (account_id);
