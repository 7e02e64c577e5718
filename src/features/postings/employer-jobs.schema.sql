-- An employer's jobs as its people see them in their account: every posting of their practices, whatever its
-- status, with its figures (views, apply starts, saves, applications). Declared once, applied after the
-- migrations whenever this file changes.
create or replace function public.my_jobs()
returns table (id bigint, employer_id bigint, job_title text, city text, state text, status text, created_at timestamptz,
  live_since timestamptz, expires_at timestamptz, views bigint, apply_starts bigint, saves bigint, applications bigint)
language sql stable security definer set search_path = public as $$
  select j.id, j.employer_id, j.job_title, j.city, j.state::text, j.status, j.created_at, j.live_since, j.expires_at,
         coalesce((select sum(c.count) from public.job_daily_counts c where c.job_id = j.id and c.kind = 'view'), 0)::bigint,
         coalesce((select sum(c.count) from public.job_daily_counts c where c.job_id = j.id and c.kind = 'apply'), 0)::bigint,
         coalesce((select sum(c.count) from public.job_daily_counts c where c.job_id = j.id and c.kind = 'save'), 0)::bigint,
         (select count(*) from public.applications a where a.job_id = j.id)::bigint
    from public.jobs j
   where j.employer_id in (select public.my_employers())
   order by j.created_at desc
   limit 500
$$;

revoke all on function public.my_jobs() from public, anon, authenticated, service_role;
grant execute on function public.my_jobs() to authenticated;
