-- The customers' keyword (seed 000 section 7: id, code, contact name, first and last names, phone number, e-mail)
-- inside the list's own query, on one index made for it (docs/volume/plans.md). Until now the names, phone and
-- e-mail were searched on users and the matching ids passed back to the list as an array: 62,410 ids for « alaoui »
-- at 1M customers, 455 ms a page. A page now costs the same whatever the keyword: for a common one the list walks
-- its sort index and stops at the page, for a rare one it reads the few rows the trigram index finds; the planner
-- picks by the column's statistics.
--
-- customers.search: the text a keyword is searched in, kept by the triggers below. Fields are separated by
-- \x1f (a keyword holds no control character: http/input.ts refuses them, in the keyword and in every stored text),
-- so a match never spans two fields; the phone number comes last, after \x1e, so « the phone number contains »
-- reads `search ilike '%' || E'\x1e' || '%…%'`.
create function customer_search_text(code text, contact_name text, first_name text, last_name text, email text, phone_number text)
returns text language sql immutable parallel safe as $$
  select code || E'\x1f' || coalesce(contact_name, '') || E'\x1f' || first_name || ' ' || last_name || E'\x1f' || coalesce(email, '')
         || E'\x1e' || coalesce(phone_number, '')
$$;

alter table customers add column search text;
update customers c
   set search = customer_search_text(c.code, c.contact_name, u.first_name, u.last_name, u.email, u.phone_number)
  from users u where u.user_id = c.user_id;

-- New customers: after the statement, so an account inserted by the same statement (a data-modifying WITH, as the
-- bulk seeds do) is seen.
create function customers_search_inserted() returns trigger language plpgsql as $$
begin
  update customers c
     set search = customer_search_text(c.code, c.contact_name, u.first_name, u.last_name, u.email, u.phone_number)
    from inserted i join users u on u.user_id = i.user_id
   where c.customer_id = i.customer_id;
  return null;
end
$$;
create trigger customers_search_inserted after insert on customers
  referencing new table as inserted for each statement execute function customers_search_inserted();

create function customers_search_updated() returns trigger language plpgsql as $$
begin
  select customer_search_text(new.code, new.contact_name, u.first_name, u.last_name, u.email, u.phone_number)
    into new.search from users u where u.user_id = new.user_id;
  return new;
end
$$;
create trigger customers_search_updated before update of code, contact_name, user_id on customers
  for each row execute function customers_search_updated();

-- The account's names, e-mail and phone number.
create function users_customer_search() returns trigger language plpgsql as $$
begin
  update customers c
     set search = customer_search_text(c.code, c.contact_name, new.first_name, new.last_name, new.email, new.phone_number)
   where c.user_id = new.user_id;
  return null;
end
$$;
create trigger users_customer_search after update of first_name, last_name, email, phone_number on users
  for each row when ((old.first_name, old.last_name, old.email, old.phone_number) is distinct from (new.first_name, new.last_name, new.email, new.phone_number))
  execute function users_customer_search();

create index customers_search_trgm on customers using gin (search gin_trgm_ops);
-- A finer histogram of the search text, so a keyword's share of the customers is estimated closely enough for the
-- planner to choose between walking the sort index and reading the trigram index.
alter table customers alter column search set statistics 1000;
-- Read now: until the column is analysed the planner guesses a common name rare (321 customers for « alaoui »
-- instead of 62,410) and sorts every match (250 ms) instead of walking the index (1 ms).
analyze customers (search);

-- Useless now: the keyword reads customers.search alone (the staff list's keyword also searches the matriculation,
-- which has no trigram index, so its OR never used these; the staff are found by their user type).
drop index users_first_name_trgm;
drop index users_last_name_trgm;
drop index users_full_name_trgm;
drop index users_phone_number_trgm;
drop index users_email_trgm;
drop index customers_code_trgm;
drop index customers_contact_name_trgm;

-- The order lists' filters that read many orders of a day or a status before the page (5M orders: docs/volume/plans.md).
-- « Date de livraison souhaitée »: the day's orders newest first (10,000 a day: 79 ms sorted, 0.2 ms walked); it
-- also serves the equality alone, so the index of 014 on the date goes.
create index orders_desired_date_newest on orders (desired_delivery_date, created_at desc, order_id desc);
drop index orders_desired_delivery_date;
-- The delivery list (/romeo/todelivery) by delivery status, newest first: a status the last orders rarely have made
-- the list walk 61,000 of them for a page (298 ms).
create index orders_delivery_status_newest on orders (coalesce(schedule_order_status, 1), created_at desc, order_id desc)
  where delivery_mode_id = 2 and order_status_id <> 1;
