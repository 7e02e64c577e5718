-- Employers run their own jobs: the people of an employer (the first claims the practice; owners invite
-- colleagues by address; one person may belong to several employers), its pending invites, what a claim
-- states, a suspension, and the day's counts that bound claims and invites. What each role may do is in
-- src/features/employers/people.schema.sql (policies and functions).

alter table public.employers
  add column work_address text,
  add column claimed_by uuid references auth.users (id) on delete set null,
  add column suspended_at timestamptz,
  add column suspended_reason text,
  add column suspended_by text,
  add constraint employers_work_address check (work_address is null or (work_address ~ '\S' and length(work_address) <= 300)),
  add constraint employers_suspended check (
    (suspended_at is null) = (suspended_reason is null) and (suspended_at is null) = (suspended_by is null)
    and (suspended_reason is null or (suspended_reason ~ '\S' and length(suspended_reason) <= 500))
    and (suspended_by is null or length(suspended_by) <= 254));

create table public.employer_people (
  employer_id bigint not null references public.employers (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null default 'member' constraint employer_people_role check (role in ('owner', 'member')),
  added_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (employer_id, user_id)
);
create index employer_people_user_idx on public.employer_people (user_id);
alter table public.employer_people enable row level security;

create table public.employer_invites (
  employer_id bigint not null references public.employers (id) on delete cascade,
  email text not null constraint employer_invites_email check (email = lower(btrim(email)) and length(email) <= 254 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  invited_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (employer_id, email)
);
create index employer_invites_email_idx on public.employer_invites (email);
alter table public.employer_invites enable row level security;

create table public.employer_daily_counts (
  key text not null,
  day date not null,
  used integer not null constraint employer_daily_counts_used check (used >= 1),
  primary key (key, day)
);
alter table public.employer_daily_counts enable row level security;

revoke all on table public.employer_people, public.employer_invites, public.employer_daily_counts from public, anon, authenticated, service_role;
grant all on table public.employer_people, public.employer_invites, public.employer_daily_counts to service_role;
-- A signed-in person reads their employers and changes their people and invites; row-level security
-- (people.schema.sql) says which rows. Claims and joining go through functions.
grant select (id, name, legal_entity, license_number, license_state, work_address, verified_at, suspended_at, created_at) on table public.employers to authenticated;
grant select, delete on table public.employer_people to authenticated;
grant select, insert (employer_id, email), delete on table public.employer_invites to authenticated;
