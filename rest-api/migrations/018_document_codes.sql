-- Generated codes (issue 26). One definition of a document code: a prefix, then a number padded with zeros to a
-- minimum width, never cut (lpad alone truncates: order 1,000,000 became CMD-100000 and the next one collided).
-- Each kind of code has its function, used by every statement that makes one (routes, demo data, tests).
create function document_code(prefix text, n bigint, min_width integer) returns text
  language sql immutable strict parallel safe
  as $$ select prefix || lpad(n::text, greatest(min_width, length(n::text)), '0') $$;

-- CMD- and the order counter (sequence order_counter) on 6 digits at least.
create function order_code(counter bigint) returns text
  language sql immutable strict parallel safe
  as $$ select document_code('CMD-', counter, 6) $$;

-- TRN-, the operation date (YYYYMMDD), - and the schedule id on 4 digits at least.
create function schedule_code(operation_date date, schedule_id bigint) returns text
  language sql stable strict parallel safe
  as $$ select document_code('TRN-' || to_char(operation_date, 'YYYYMMDD') || '-', schedule_id, 4) $$;

-- CL and the customer id on 6 digits at least.
create function customer_code(customer_id bigint) returns text
  language sql immutable strict parallel safe
  as $$ select document_code('CL', customer_id, 6) $$;

-- Staff lists (users of every type but customers, 3) read staff only: customer accounts are nearly all of the table.
-- The users list's condition `user_type_id <> 3` matches this index, in the list's default order (the id).
create index users_staff on users (user_id) where user_type_id <> 3;
