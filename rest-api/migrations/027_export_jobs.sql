-- The export centre (issue 28): an export is a job that rest-api runs where the data is. The job row says who
-- started it, what and with which filters, how far it got and when its file expires; the file itself is kept in
-- parts in the database, so that any replica of the gateway (and a restarted one) can serve it, and deleting the job
-- deletes the file. Nothing outlives `expires_at` (reporting/exports/export-jobs.ts sweeps). Several rest-api replicas
-- share the table: the replica running or queueing a job touches `heartbeat_at`; a job whose replica stopped
-- touching it fails (its requester starts it again).

create table export_jobs (
  export_id uuid primary key default gen_random_uuid(),
  user_id integer not null references users on delete cascade,
  kind text not null,
  filters jsonb not null,
  -- The filters as a person reads them (« Entrepôt : Casablanca »): the file's first rows and « Mes exports ».
  filter_lines text[] not null,
  file_name text not null,
  status text not null default 'QUEUED' check (status in ('QUEUED', 'RUNNING', 'DONE', 'FAILED', 'CANCELLED')),
  rows_written integer not null default 0,
  size_bytes bigint,
  error text,
  created_at timestamptz not null default now(),
  finished_at timestamptz,
  heartbeat_at timestamptz not null default now(),
  expires_at timestamptz not null
);

-- « Mes exports »: a user's newest first.
create index export_jobs_user_newest on export_jobs (user_id, created_at desc);
create index export_jobs_expiry on export_jobs (expires_at);
create index export_jobs_unfinished on export_jobs (heartbeat_at) where status in ('QUEUED', 'RUNNING');

create table export_file_parts (
  export_id uuid not null references export_jobs on delete cascade,
  part_number integer not null,
  data bytea not null,
  primary key (export_id, part_number)
);
