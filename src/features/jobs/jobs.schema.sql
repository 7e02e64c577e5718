-- Jobs as the board reads them: who may read a listed job, when a job was last seen open, and how fast
-- an employer answers applicants.
-- Declared once, applied after the migrations whenever this file changes (src/server/db/migrate.ts):
-- functions are created or replaced, triggers too, policies dropped and made again. A table, a column
-- or a row is a migration's; so is removing a function or changing its arguments or result.

create or replace function public.job_seen(j public.jobs) returns jsonb
language sql stable set search_path = public as $$
  select coalesce(jsonb_object_agg(c.key, c.value), '{}'::jsonb)
  from jsonb_each(to_jsonb(j)) c
  -- updated_at moves with every write, seen or not: on its own it is no change a visitor sees.
  where c.key <> 'updated_at' and has_column_privilege('anon', 'public.jobs', c.key, 'SELECT')
$$;

create or replace function public.job_response_figures()
returns table (job_id bigint, applications integer, answered integer, median_days numeric)
language sql stable security definer set search_path = public as $$
  with per_employer as (
    select j.employer_id, count(*)::int as applications, count(a.first_status_at)::int as answered,
      percentile_cont(0.5) within group (order by extract(epoch from coalesce(a.first_status_at, now()) - a.created_at) / 86400) as median_days
    from public.applications a join public.jobs j on j.id = a.job_id
    where a.spam_at is null and (a.opened_at is not null or a.viewed_at is not null or a.first_status_at is not null)
    group by j.employer_id
    having count(*) >= 5
  )
  select j.id, p.applications, p.answered, round(p.median_days::numeric, 1)
  from public.jobs j join per_employer p on p.employer_id = j.employer_id
  where j.is_active
$$;

-- Who may call them (nobody but those named).
revoke all on function public.job_response_figures() from public, anon, authenticated, service_role;
grant execute on function public.job_response_figures() to anon, authenticated, service_role;

create or replace trigger jobs_set_updated_at before update on public.jobs
  for each row execute function public.set_updated_at();

drop policy if exists jobs_active_read_anon on public.jobs;
create policy jobs_active_read_anon on public.jobs
  for select to anon using (is_active);

drop policy if exists jobs_active_read_authenticated on public.jobs;
create policy jobs_active_read_authenticated on public.jobs
  for select to authenticated using (is_active);

-- The staff read of the contact columns. The view runs with its owner's rights (it reads columns
-- authenticated may not), so it checks the caller's claim itself; security_barrier keeps a caller's
-- filter from running first.
create or replace view public.job_contacts with (security_barrier = true) as
  select id, contact_name, contact_email, contact_phone, application_email, phone_number
  from public.jobs
  where is_active and public.is_staff();
comment on view public.job_contacts is 'Contact columns of active jobs, for staff (JWT app_metadata.role = staff) only.';
revoke all on table public.job_contacts from public, anon, authenticated, service_role;
grant select on table public.job_contacts to authenticated, service_role;
