-- The resume uploads' daily budget, taken atomically before a file is stored: one row per UTC day, raised
-- only while it stays within the limit the caller names (an upsert: parallel uploads wait for each other,
-- so the budget holds; counting the uploads first and storing after let parallel ones overshoot).
create table public.resume_budget_days (
  day date primary key,
  files integer not null check (files >= 0),
  bytes bigint not null check (bytes >= 0)
);
revoke all on table public.resume_budget_days from anon, authenticated, public;
grant all on table public.resume_budget_days to service_role;
alter table public.resume_budget_days enable row level security;
