-- How fast employers answer: each application keeps when it was first answered (its first status), kept by
-- the database whatever writes the status; staff are told once of an application left unanswered 30 days.
-- A job's page says how fast its employer usually answers, from the applications the site relayed only:
-- the figure is an aggregate (no applicant, no message), readable by a visitor for listed jobs whose
-- employer has 5 or more applications.
alter table public.applications
  add column first_status_at timestamptz,
  add column unanswered_told_at timestamptz;
update public.applications set first_status_at = coalesce(status_at, created_at) where status <> 'sent' and first_status_at is null;

create or replace function public.applications_first_status() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    new.first_status_at := case when new.status <> 'sent' then now() end;
  elsif new.status <> 'sent' and old.first_status_at is null then
    new.first_status_at := now();
  else
    -- The first answer's time is the database's, never rewritten.
    new.first_status_at := old.first_status_at;
  end if;
  return new;
end;
$$;
revoke all on function public.applications_first_status() from public, anon, authenticated;
grant execute on function public.applications_first_status() to service_role;
create trigger applications_first_status before insert or update on public.applications
  for each row execute function public.applications_first_status();

-- Per listed job, its employer's figures: applications relayed, answered, and the median days to a first
-- status (unanswered ones counted at their age so far, so silence raises it rather than hiding).
create or replace function public.job_response_figures()
returns table (job_id bigint, applications integer, answered integer, median_days numeric)
language sql stable security definer set search_path = public as $$
  with per_employer as (
    select j.employer_id, count(*)::int as applications, count(a.first_status_at)::int as answered,
      percentile_cont(0.5) within group (order by extract(epoch from coalesce(a.first_status_at, now()) - a.created_at) / 86400) as median_days
    from public.applications a join public.jobs j on j.id = a.job_id
    group by j.employer_id
    having count(*) >= 5
  )
  select j.id, p.applications, p.answered, round(p.median_days::numeric, 1)
  from public.jobs j join per_employer p on p.employer_id = j.employer_id
  where j.is_active
$$;
revoke all on function public.job_response_figures() from public;
grant execute on function public.job_response_figures() to anon, authenticated, service_role;
