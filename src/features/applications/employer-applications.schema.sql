-- The applications an employer sees: those to the given jobs (or one of them), found by words (the
-- applicant's name, address or message, the job's title) and the status. For the service only: a person
-- reads their practices' through my_applications(), a signed link its own through the link's handler.
-- Declared once, applied after the migrations whenever this file changes.
create or replace function public.applications_for_jobs(jobs bigint[], q text default null, wanted text default null, one bigint default null)
returns table (id bigint, job_id bigint, job_title text, employer_id bigint, name text, email text, message text,
  resume_path text, status text, viewed_at timestamptz, spam_at timestamptz, created_at timestamptz)
language sql stable security definer set search_path = public as $$
  select a.id, a.job_id, j.job_title, j.employer_id, a.name, a.email, a.message, a.resume_path, a.status, a.viewed_at, a.spam_at, a.created_at
    from public.applications a join public.jobs j on j.id = a.job_id
   where a.job_id = any(jobs)
     and (one is null or a.id = one)
     and (wanted is null or (wanted = 'spam' and a.spam_at is not null) or (a.status = wanted and a.spam_at is null))
     and not exists (
       select 1 from unnest(string_to_array(btrim(coalesce(q, '')), ' ')) w
        where w <> '' and not (a.name ilike '%' || w || '%' or a.email ilike '%' || w || '%' or a.message ilike '%' || w || '%'
                               or j.job_title ilike '%' || w || '%'))
   order by a.created_at desc, a.id desc
   limit 500
$$;

-- The applications to the signed-in person's practices' jobs (or one job of theirs).
create or replace function public.my_applications(q text default null, job bigint default null, wanted text default null, one bigint default null)
returns table (id bigint, job_id bigint, job_title text, employer_id bigint, name text, email text, message text,
  resume_path text, status text, viewed_at timestamptz, spam_at timestamptz, created_at timestamptz)
language sql stable security definer set search_path = public as $$
  select * from public.applications_for_jobs(
    array(select j.id from public.jobs j where j.employer_id in (select public.my_employers()) and (job is null or j.id = job)), q, wanted, one)
$$;

revoke all on function public.applications_for_jobs(bigint[], text, text, bigint), public.my_applications(text, bigint, text, bigint)
  from public, anon, authenticated, service_role;
grant execute on function public.applications_for_jobs(bigint[], text, text, bigint) to service_role;
grant execute on function public.my_applications(text, bigint, text, bigint) to authenticated, service_role;
