-- Drafts of postings an employer's people write in the site before submitting them for review: the
-- form's fields as typed (checked against the posting schema only on submit), whose they are and who last
-- changed them. Policies and the trigger: src/features/postings/drafts.schema.sql.
create table public.job_drafts (
  id bigint generated always as identity primary key,
  employer_id bigint not null references public.employers (id) on delete cascade,
  fields jsonb not null default '{}' constraint job_drafts_fields check (jsonb_typeof(fields) = 'object' and octet_length(fields::text) <= 65536),
  created_by uuid references auth.users (id) on delete set null,
  updated_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index job_drafts_employer_idx on public.job_drafts (employer_id, updated_at desc);
alter table public.job_drafts enable row level security;

revoke all on table public.job_drafts from public, anon, authenticated, service_role;
grant all on table public.job_drafts to service_role;
grant select, insert (employer_id, fields), update (fields), delete on table public.job_drafts to authenticated;
