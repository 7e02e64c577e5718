-- Embedded backend only (PGlite): the pieces of a Supabase project that the migrations assume
-- exist. Supabase already has them, so this file is never applied there.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
end
$$;

grant usage on schema public to anon, authenticated, service_role;

create schema if not exists storage;
create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  public boolean not null default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz not null default now()
);

-- Which migrations have been applied (Supabase keeps the same in supabase_migrations.schema_migrations).
create schema if not exists embedded_meta;
create table if not exists embedded_meta.schema_migrations (
  version text primary key,
  applied_at timestamptz not null default now()
);
create table if not exists embedded_meta.seed_state (
  id boolean primary key default true check (id),
  seeded_at timestamptz not null default now(),
  job_count integer not null
);
