-- Least privilege for the database's own functions: the posting policies and the lifecycle run inside the
-- triggers (which need no EXECUTE to fire) or for the service role; a visitor's role (anon, authenticated)
-- cannot call them. job_policy_duplicate, called directly, named an unpublished posting's id. is_staff()
-- stays callable: row-level security policies call it as the visitor's role.
-- (Every SECURITY DEFINER function and who may call it is listed by src/server/store/privileges.test.ts.)
do $$
declare
  f regprocedure;
begin
  for f in
    select p.oid::regprocedure from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.proname in (
      'advance_jobs', 'dispatch_jobs_changed', 'employers_sync_jobs', 'job_policy_daily_cap', 'job_policy_duplicate',
      'jobs_lifecycle', 'jobs_log', 'jobs_confirm_on_live', 'job_refuse', 'job_actor', 'job_content',
      'job_lifecycle_columns', 'job_title_roles', 'job_ended_at')
  loop
    execute format('revoke all on function %s from public, anon, authenticated', f);
    execute format('grant execute on function %s to service_role', f);
  end loop;
end;
$$;
