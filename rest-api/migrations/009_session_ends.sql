-- Bumped by a password change or reset: access tokens signed with an older version stop working at once.
alter table users add column token_version integer not null default 0;
