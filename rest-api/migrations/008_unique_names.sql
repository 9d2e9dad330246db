-- Names users expect to be unique are unique, ignoring case and surrounding spaces
-- (issue 7). Rows already sharing a name keep it with their id appended, so nothing
-- referencing them breaks; the lowest id keeps the plain name.

update roles r set name = btrim(r.name) || ' (' || r.role_id || ')'
 where exists (select 1 from roles o where lower(btrim(o.name)) = lower(btrim(r.name)) and o.role_id < r.role_id);
create unique index roles_name_key on roles (lower(btrim(name)));

update user_types r set name = btrim(r.name) || ' (' || r.user_type_id || ')'
 where exists (select 1 from user_types o where lower(btrim(o.name)) = lower(btrim(r.name)) and o.user_type_id < r.user_type_id);
create unique index user_types_name_key on user_types (lower(btrim(name)));

update permissions r set name = btrim(r.name) || ' (' || r.permission_id || ')'
 where exists (select 1 from permissions o where lower(btrim(o.name)) = lower(btrim(r.name)) and o.permission_id < r.permission_id);
create unique index permissions_name_key on permissions (lower(btrim(name)));

update access_levels r set name = btrim(r.name) || ' (' || r.access_level_id || ')'
 where exists (select 1 from access_levels o where lower(btrim(o.name)) = lower(btrim(r.name)) and o.access_level_id < r.access_level_id);
create unique index access_levels_name_key on access_levels (lower(btrim(name)));

update permission_types r set name = btrim(r.name) || ' (' || r.permission_type_id || ')'
 where exists (select 1 from permission_types o where lower(btrim(o.name)) = lower(btrim(r.name)) and o.permission_type_id < r.permission_type_id);
create unique index permission_types_name_key on permission_types (lower(btrim(name)));
