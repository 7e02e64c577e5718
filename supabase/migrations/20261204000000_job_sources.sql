-- Jobs from where clinics already post them: an employer's API keys for its tracking system (kept as a hash
-- of the key, shown once when made), and each job's reference in that system, unique per employer. The
-- keys' functions and policies: src/features/job-sources/api-keys.schema.sql.
create table public.employer_api_keys (
  id bigint generated always as identity primary key,
  employer_id bigint not null references public.employers (id) on delete cascade,
  name text not null constraint employer_api_keys_name check (length(btrim(name)) between 1 and 100 and name !~ '[[:cntrl:]]'),
  key_hash text not null constraint employer_api_keys_hash check (key_hash ~ '^[0-9a-f]{64}$'),
  prefix text not null constraint employer_api_keys_prefix check (prefix ~ '^rmj_[A-Za-z0-9_-]{4}$'),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz,
  revoked_by uuid references auth.users (id) on delete set null
);
create unique index employer_api_keys_hash_idx on public.employer_api_keys (key_hash);
create index employer_api_keys_employer_idx on public.employer_api_keys (employer_id);
alter table public.employer_api_keys enable row level security;
revoke all on table public.employer_api_keys from public, anon, authenticated, service_role;
grant all on table public.employer_api_keys to service_role;

alter table public.jobs add column external_ref text constraint jobs_external_ref check (external_ref ~ '^[A-Za-z0-9._:-]{1,100}$');
create unique index jobs_employer_external_ref_idx on public.jobs (employer_id, external_ref) where external_ref is not null;
