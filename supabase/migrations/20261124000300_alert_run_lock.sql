-- One alert delivery at a time, whatever runs at once (a manual run beside the schedule, the local host's
-- timer beside cron, two hosts): a run claims this row for a lease, and a second run finds it taken and
-- sends nothing. A run that dies leaves the lease to lapse (30 minutes), never a stuck lock.
create table public.alert_run_lock (
  id boolean primary key default true check (id),
  owner uuid,
  locked_until timestamptz not null default 'epoch'
);
insert into public.alert_run_lock (id) values (true);
revoke all on table public.alert_run_lock from anon, authenticated;
grant all on table public.alert_run_lock to service_role;
alter table public.alert_run_lock enable row level security;
