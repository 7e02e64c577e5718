-- An employer's jobs as its people see and change them in their account. Declared once, applied after the
-- migrations whenever this file changes.

-- Jobs as their employer sees them: status, figures (views, apply starts, saves, applications) and what
-- their actions need (edits used, the end date, the last confirmation). For the service only: a person
-- reads theirs through my_jobs(), a signed link its one job through the link's handler.
create or replace function public.jobs_for_owner(ids bigint[])
returns table (id bigint, employer_id bigint, job_title text, city text, state text, status text, created_at timestamptz,
  live_since timestamptz, expires_at timestamptz, confirmed_at timestamptz, edit_count integer,
  views bigint, apply_starts bigint, saves bigint, applications bigint, answered bigint, median_days_to_answer numeric)
language sql stable security definer set search_path = public as $$
  select j.id, j.employer_id, j.job_title, j.city, j.state::text, j.status, j.created_at, j.live_since, j.expires_at,
         j.confirmed_at, j.edit_count,
         coalesce((select sum(c.count) from public.job_daily_counts c where c.job_id = j.id and c.kind = 'view'), 0)::bigint,
         coalesce((select sum(c.count) from public.job_daily_counts c where c.job_id = j.id and c.kind = 'apply'), 0)::bigint,
         coalesce((select sum(c.count) from public.job_daily_counts c where c.job_id = j.id and c.kind = 'save'), 0)::bigint,
         (select count(*) from public.applications a where a.job_id = j.id and a.spam_at is null)::bigint,
         (select count(a.first_status_at) from public.applications a where a.job_id = j.id and a.spam_at is null)::bigint,
         -- How fast it answers: the median time from an application to its first status (one unanswered counts until now).
         (select round((percentile_cont(0.5) within group (
                   order by extract(epoch from coalesce(a.first_status_at, now()) - a.created_at) / 86400))::numeric, 1)
            from public.applications a where a.job_id = j.id and a.spam_at is null)
    from public.jobs j
   where j.id = any(ids)
   order by j.created_at desc, j.id desc
$$;

-- Every posting of the person's practices, whatever its status (the newest 500).
create or replace function public.my_jobs()
returns table (id bigint, employer_id bigint, job_title text, city text, state text, status text, created_at timestamptz,
  live_since timestamptz, expires_at timestamptz, confirmed_at timestamptz, edit_count integer,
  views bigint, apply_starts bigint, saves bigint, applications bigint, answered bigint, median_days_to_answer numeric)
language sql stable security definer set search_path = public as $$
  select * from public.jobs_for_owner(array(
    select j.id from public.jobs j where j.employer_id in (select public.my_employers()) order by j.created_at desc, j.id desc limit 500))
$$;

-- One job of the person's practices, locked for a change (its row), or a refusal: the one check every
-- change a person makes to a job passes first, inside the change's own transaction.
create or replace function public.my_job_for_change(job bigint) returns public.jobs
language plpgsql security definer set search_path = public as $$
declare
  j public.jobs;
begin
  select * into j from public.jobs where id = job and employer_id in (select public.my_employers()) for update;
  if not found then
    perform public.refuse('No such job among your practices', 'employer_job_not_yours');
  end if;
  return j;
end;
$$;

-- Whether the job's last pause was its employer's own (a token link, a person of the practice), silence's
-- or a suspension's (once lifted, the practice's people bring their jobs back): those the employer lifts; a
-- pause our staff chose for the job itself, staff lift.
create or replace function public.job_paused_by_owner(job bigint) returns boolean
language sql stable security definer set search_path = public as $$
  select coalesce((
    select e.actor in ('employer', 'lifecycle') or coalesce(e.note, '') like 'Employer suspended:%' or exists (
             select 1 from public.employer_people p join auth.users u on u.id = p.user_id
              where p.employer_id = j.employer_id and u.email = e.actor)
      from public.job_events e join public.jobs j on j.id = e.job_id
     where e.job_id = job and e.action = 'paused' order by e.id desc limit 1), true)
$$;

revoke all on function public.job_paused_by_owner(bigint) from public, anon, authenticated, service_role;
grant execute on function public.job_paused_by_owner(bigint) to service_role;

revoke all on function public.jobs_for_owner(bigint[]), public.my_jobs(), public.my_job_for_change(bigint) from public, anon, authenticated, service_role;
grant execute on function public.jobs_for_owner(bigint[]) to service_role;
grant execute on function public.my_jobs() to authenticated;
grant execute on function public.my_job_for_change(bigint) to authenticated, service_role;
