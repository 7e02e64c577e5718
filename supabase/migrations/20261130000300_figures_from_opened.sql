-- Junk cannot move an employer's public figures: "Usually answers within" counts only the applications
-- the employer opened (its page opened by a person, its resume opened, or a status given) and never those
-- the employer marked as spam. Thirty applications nobody opened say nothing about the employer.
alter table public.applications
  add column opened_at timestamptz,
  add column spam_at timestamptz;

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
revoke all on function public.job_response_figures() from public;
grant execute on function public.job_response_figures() to anon, authenticated, service_role;
