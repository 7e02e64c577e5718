-- The site rebuilds when a listed job changes: a request is kept, and sent at most once a minute.
-- Declared once, applied after the migrations whenever this file changes (src/server/db/migrate.ts):
-- functions are created or replaced, triggers too, policies dropped and made again. A table, a column
-- or a row is a migration's; so is removing a function or changing its arguments or result.

-- Sends the jobs-changed dispatch when the 5-minute window allows, else marks it pending.
create or replace function public.request_rebuild() returns void
language plpgsql security definer set search_path = public as $$
declare
  repo text;
  token text;
begin
  -- No pg_net or no Vault here (for example the embedded database): nothing to send.
  if to_regnamespace('net') is null or to_regnamespace('vault') is null then
    return;
  end if;
  execute $q$select decrypted_secret from vault.decrypted_secrets where name = 'github_repo'$q$ into repo;
  execute $q$select decrypted_secret from vault.decrypted_secrets where name = 'github_dispatch_token'$q$ into token;
  if repo is null or token is null then
    raise warning 'jobs-changed dispatch: the Vault secrets github_repo and github_dispatch_token are not both set; no rebuild was requested';
    return;
  end if;
  update public.rebuild_dispatch set last_sent_at = now(), pending_since = null
    where id and last_sent_at < now() - interval '5 minutes';
  if not found then
    update public.rebuild_dispatch set pending_since = coalesce(pending_since, now()) where id;
    return;
  end if;
  execute $q$select net.http_post(url := $1, body := $2, headers := $3)$q$
    using format('https://api.github.com/repos/%s/dispatches', repo),
          jsonb_build_object('event_type', 'jobs-changed'),
          jsonb_build_object(
            'Authorization', 'Bearer ' || token,
            'Accept', 'application/vnd.github+json',
            'Content-Type', 'application/json',
            'X-GitHub-Api-Version', '2022-11-28',
            'User-Agent', 'supabase-jobs-trigger');
end;
$$;

-- The scheduled pass: a change held back by the window is sent once the window has passed.
create or replace function public.flush_rebuild() returns boolean
language plpgsql security definer set search_path = public as $$
begin
  if exists (select 1 from public.rebuild_dispatch where id and pending_since is not null and last_sent_at < now() - interval '5 minutes') then
    perform public.request_rebuild();
    return true;
  end if;
  return false;
end;
$$;

-- Security definer: a trigger fires as whoever changed the row, and the dispatch is the database's own.
create or replace function public.jobs_notify_changed() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  perform pg_notify('jobs_changed', coalesce(new.id, old.id)::text);
  perform public.request_rebuild();
  return null;
end;
$$;

-- Who may call them (nobody but those named).
revoke all on function public.request_rebuild(), public.flush_rebuild(), public.jobs_notify_changed()
  from public, anon, authenticated, service_role;
grant execute on function public.request_rebuild(), public.flush_rebuild() to service_role;

create or replace trigger jobs_notify_insert after insert on public.jobs
  for each row when (new.is_active) execute function public.jobs_notify_changed();

create or replace trigger jobs_notify_update after update on public.jobs
  for each row when (
    (old.is_active or new.is_active or old.status = 'frozen' or new.status = 'frozen')
    and (old.is_active is distinct from new.is_active or old.status is distinct from new.status
         or public.job_seen(old) is distinct from public.job_seen(new)))
  execute function public.jobs_notify_changed();

create or replace trigger jobs_notify_delete after delete on public.jobs
  for each row when (old.is_active or old.status = 'frozen') execute function public.jobs_notify_changed();
