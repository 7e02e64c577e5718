-- Databases that are not a Supabase project (PGlite, a bare PostgreSQL server): the pieces of a
-- Supabase project that the migrations assume exist. Supabase already has them, so the migrator
-- (src/server/db/migrate.ts) never applies this file there. Idempotent: it runs before every migrate.

-- Roles are cluster-wide: several databases on one server may bootstrap at once (parallel test files),
-- so a role another session just created is not an error.
do $$
begin
  begin create role anon nologin noinherit; exception when duplicate_object or unique_violation then null; end;
  begin create role authenticated nologin noinherit; exception when duplicate_object or unique_violation then null; end;
  begin create role service_role nologin noinherit bypassrls; exception when duplicate_object or unique_violation then null; end;
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

-- Whether the embedded default database has had its seed (it is seeded once, on first open).
create schema if not exists embedded_meta;
create table if not exists embedded_meta.seed_state (
  id boolean primary key default true check (id),
  seeded_at timestamptz not null default now(),
  job_count integer not null
);

-- A minimal stand-in for Supabase Auth's tables, used by the local host's sign-in endpoint
-- (src/server/embedded-auth). Passwords are scrypt hashes; refresh tokens are stored as sha256 hashes.
create schema if not exists auth;
create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  email text not null unique check (email = lower(email)),
  encrypted_password text not null,
  created_at timestamptz not null default now(),
  last_sign_in_at timestamptz
);
-- Supabase's column for claims only the service can set; `{"role": "staff"}` marks a staff account.
alter table auth.users add column if not exists raw_app_meta_data jsonb not null default '{}';
create table if not exists auth.refresh_tokens (
  token_hash text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  revoked boolean not null default false,
  created_at timestamptz not null default now()
);
-- Supabase's helpers over the request's JWT claims, so policies written for Supabase work here too.
create or replace function auth.jwt() returns jsonb language sql stable as
  $$ select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb $$;
create or replace function auth.uid() returns uuid language sql stable as
  $$ select nullif(auth.jwt() ->> 'sub', '')::uuid $$;
create or replace function auth.role() returns text language sql stable as
  $$ select auth.jwt() ->> 'role' $$;
grant usage on schema auth to anon, authenticated;
grant execute on function auth.jwt(), auth.uid(), auth.role() to anon, authenticated;

-- Invite and recovery links of the embedded sign-in stand-in (Supabase Auth has its own): an invited
-- account has no password until its owner sets one; each link's token is kept as a sha256 hash, works
-- once, and for a day.
alter table auth.users alter column encrypted_password drop not null;
create table if not exists auth.embedded_link_tokens (
  token_hash text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null check (kind in ('invite', 'recovery')),
  created_at timestamptz not null default now(),
  used_at timestamptz
);

-- Second factors of the embedded stand-in (Supabase Auth's MFA, TOTP only), so the staff console's
-- `STAFF_MFA=required` path runs locally: a factor is enrolled unverified and verified by its first code;
-- a challenge lives 5 minutes and is answered once; a code (its 30-second step) works once per factor.
create table if not exists auth.embedded_factors (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  secret text not null,
  status text not null default 'unverified' check (status in ('unverified', 'verified')),
  last_step bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create table if not exists auth.embedded_challenges (
  id uuid primary key default gen_random_uuid(),
  factor_id uuid not null references auth.embedded_factors (id) on delete cascade,
  created_at timestamptz not null default now(),
  verified_at timestamptz
);
-- The level a session reached (aal2 after a second factor); a refresh keeps it.
alter table auth.refresh_tokens add column if not exists aal text not null default 'aal1';

-- Sessions, as Supabase Auth keeps them (auth.sessions: the access token's session_id): signing out
-- deletes them, and the staff API refuses a token whose session is gone (public.auth_session_live), so
-- sign-out ends a token at once rather than at its expiry.
create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);
alter table auth.refresh_tokens add column if not exists session_id uuid;

-- Sign-in codes of the embedded stand-in (Supabase Auth's email OTP): one live code per address, kept as a
-- keyed hash, for 10 minutes, used once; five wrong tries use it up.
create table if not exists auth.embedded_otp_codes (
  email text primary key check (email = lower(email)),
  code_hash text not null,
  created_at timestamptz not null default now(),
  tries integer not null default 0
);
-- Wrong tries by network (the stand-in's per-network cap); added after the table first shipped.
alter table auth.embedded_otp_codes add column if not exists tries_by jsonb not null default '{}';

-- Supabase Auth's list of factors (auth.mfa_factors), over the stand-in's, so the database's rules read
-- the same table on Supabase and off it.
create or replace view auth.mfa_factors as
  select id, user_id, friendly_name, 'totp'::text as factor_type, status, created_at, updated_at from auth.embedded_factors;
