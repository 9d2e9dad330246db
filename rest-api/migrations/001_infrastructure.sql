-- Values the service generates once and every replica shares (the JWT signing secret).
create table app_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);

-- Demo data sets already loaded: a restart never loads one again.
create table demo_data (
  name text primary key,
  loaded_at timestamptz not null default now()
);
