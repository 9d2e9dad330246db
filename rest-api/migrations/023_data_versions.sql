-- Data versions (issue 26): rest-api keeps in memory what nearly every request would otherwise read again, unchanged,
-- and checks with one primary-key read that it is still current. Any statement that changes the tables a kept value
-- is read from bumps its version (statement triggers below), so a change applies from the next request, as when
-- the value was read every time.
-- - grants: each user's effective permissions (access/permissions.ts), checked by every guarded request (the query
--   plans in about 3 ms); the version is read with the session check every request already makes
--   (access/tokens.ts). The users' own row is not here: an inactive user's token is refused by that same check.
-- - promotions: the day's active promotions and their criteria (promotions/pricing.repository.ts), eight queries
--   that every catalogue page, basket price and order read.
create table data_versions (
  name text primary key,
  version bigint not null default 1
);
insert into data_versions (name) values ('grants'), ('promotions');

create function bump_data_version() returns trigger language plpgsql as $$
begin
  update data_versions set version = version + 1 where name = tg_argv[0];
  return null;
end
$$;

create trigger user_roles_data_version after insert or update or delete or truncate on user_roles
  for each statement execute function bump_data_version('grants');
create trigger user_permissions_data_version after insert or update or delete or truncate on user_permissions
  for each statement execute function bump_data_version('grants');
create trigger role_permissions_data_version after insert or update or delete or truncate on role_permissions
  for each statement execute function bump_data_version('grants');
create trigger permissions_data_version after insert or update or delete or truncate on permissions
  for each statement execute function bump_data_version('grants');
create trigger access_levels_data_version after insert or update or delete or truncate on access_levels
  for each statement execute function bump_data_version('grants');
create trigger access_level_details_data_version after insert or update or delete or truncate on access_level_details
  for each statement execute function bump_data_version('grants');
create trigger permission_types_data_version after insert or update or delete or truncate on permission_types
  for each statement execute function bump_data_version('grants');

create trigger promotions_data_version after insert or update or delete or truncate on promotions
  for each statement execute function bump_data_version('promotions');
create trigger promotion_channels_data_version after insert or update or delete or truncate on promotion_channels
  for each statement execute function bump_data_version('promotions');
create trigger promotion_warehouses_data_version after insert or update or delete or truncate on promotion_warehouses
  for each statement execute function bump_data_version('promotions');
create trigger promotion_customers_data_version after insert or update or delete or truncate on promotion_customers
  for each statement execute function bump_data_version('promotions');
create trigger promotion_articles_data_version after insert or update or delete or truncate on promotion_articles
  for each statement execute function bump_data_version('promotions');
create trigger promotion_ranges_data_version after insert or update or delete or truncate on promotion_ranges
  for each statement execute function bump_data_version('promotions');
create trigger promotion_gifts_data_version after insert or update or delete or truncate on promotion_gifts
  for each statement execute function bump_data_version('promotions');
create trigger promotion_multiline_gifts_data_version after insert or update or delete or truncate on promotion_multiline_gifts
  for each statement execute function bump_data_version('promotions');
