-- The local host rebuilds the site when the jobs a visitor sees change (published, edited, paused,
-- closed, frozen, restored, expired, confirmed open): each such row change sends NOTIFY jobs_changed with
-- the job's id, delivered when its transaction commits. A row no visitor sees before or after (a posting
-- waiting for review, say) sends nothing. Production rebuilds through the dispatch instead; a NOTIFY
-- nobody listens for costs nothing.
create or replace function public.jobs_notify_changed() returns trigger
language plpgsql as $$
begin
  perform pg_notify('jobs_changed', coalesce(new.id, old.id)::text);
  return null;
end;
$$;
revoke all on function public.jobs_notify_changed() from public, anon, authenticated;
grant execute on function public.jobs_notify_changed() to service_role;

create trigger jobs_notify_insert after insert on public.jobs
  for each row when (new.is_active) execute function public.jobs_notify_changed();
create trigger jobs_notify_update after update on public.jobs
  for each row when ((old.is_active or new.is_active or old.status = 'frozen' or new.status = 'frozen') and old is distinct from new)
  execute function public.jobs_notify_changed();
create trigger jobs_notify_delete after delete on public.jobs
  for each row when (old.is_active or old.status = 'frozen') execute function public.jobs_notify_changed();
