-- Employers: a verification or a suspension reaches every job of the employer.
-- Declared once, applied after the migrations whenever this file changes (src/server/db/migrate.ts):
-- functions are created or replaced, triggers too, policies dropped and made again. A table, a column
-- or a row is a migration's; so is removing a function or changing its arguments or result.

-- Verifying an employer (or withdrawing it) changes the Verified Employer badge on every one of its jobs, and
-- each job's history now says so, naming who did it (issue 29: every change is a job_events row). The badge
-- itself is not an edit and its column stays out of jobs_log's before/after.
create or replace function public.employers_sync_jobs() returns trigger
language plpgsql security definer set search_path = public as $$
declare
  verified boolean := new.verified_at is not null;
begin
  if verified is distinct from (old.verified_at is not null) then
    update public.jobs set employer_verified = verified where employer_id = new.id;
    insert into public.job_events (job_id, actor, action, note, before, after, entity_key)
      select j.id, public.job_actor(),
             case when verified then 'employer verified' else 'employer unverified' end,
             case when verified then 'PT licence ' || new.license_number || ' (' || new.license_state || ')' end,
             jsonb_build_object('employer_verified', not verified), jsonb_build_object('employer_verified', verified),
             new.entity_key
        from public.jobs j where j.employer_id = new.id;
  end if;
  return null;
end;
$$;

-- Nobody calls it: a trigger fires it, which needs no EXECUTE.
revoke all on function public.employers_sync_jobs() from public, anon, authenticated, service_role;

create or replace trigger employers_sync_jobs after update on public.employers
  for each row execute function public.employers_sync_jobs();
