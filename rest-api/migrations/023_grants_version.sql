-- The grants' version (issue 26): every request checks its caller's permissions, and reading them costs more
-- database CPU than most pages (the effective-permissions query plans in about 3 ms). rest-api keeps each user's
-- permissions in memory with the version they were read at, and reads the version with the session check every
-- request already makes (access/tokens.ts): any statement that changes what the effective permissions read bumps it,
-- so a change applies from the next request, as when they were read every time. The users' own row is not here:
-- an inactive user's token is refused by the same session check.
create table grants_version (
  singleton boolean primary key default true check (singleton),
  version bigint not null
);
insert into grants_version (singleton, version) values (true, 1);

create function bump_grants_version() returns trigger language plpgsql as $$
begin
  update grants_version set version = version + 1;
  return null;
end
$$;

create trigger user_roles_grants_version after insert or update or delete or truncate on user_roles
  for each statement execute function bump_grants_version();
create trigger user_permissions_grants_version after insert or update or delete or truncate on user_permissions
  for each statement execute function bump_grants_version();
create trigger role_permissions_grants_version after insert or update or delete or truncate on role_permissions
  for each statement execute function bump_grants_version();
create trigger permissions_grants_version after insert or update or delete or truncate on permissions
  for each statement execute function bump_grants_version();
create trigger access_levels_grants_version after insert or update or delete or truncate on access_levels
  for each statement execute function bump_grants_version();
create trigger access_level_details_grants_version after insert or update or delete or truncate on access_level_details
  for each statement execute function bump_grants_version();
create trigger permission_types_grants_version after insert or update or delete or truncate on permission_types
  for each statement execute function bump_grants_version();
