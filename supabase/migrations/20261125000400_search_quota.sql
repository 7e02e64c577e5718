-- Issue 30: Google's Indexing API allows 200 notifications a day by default; what was sent each day (UTC).
create table public.search_quota (
  day date primary key,
  google_sent integer not null default 0 check (google_sent >= 0)
);
revoke all on table public.search_quota from anon, authenticated, public;
grant all on table public.search_quota to service_role;
alter table public.search_quota enable row level security;
