-- A change rebuilds the site only when visitors would see it, and rebuilds are coalesced.
--
--   seen       a row change counts when the job is on the board (or under review) before or after it and
--              its listing (is_active, status) or a column visitors may read (the anon role's column
--              grants, read from the catalogue, so a new public column counts the day it is granted)
--              changed. A counter, a contact column or a review note sends nothing.
--   local      the local host hears NOTIFY jobs_changed for such changes only (and coalesces builds itself).
--   production the GitHub dispatch goes at most once per 5 minutes; a change inside that window is kept
--              as pending and sent by the first change after it, or by the hourly lifecycle pass
--              (public.flush_rebuild()), so the last change of a burst is never lost.

create or replace function public.job_seen(j public.jobs) returns jsonb
language sql stable set search_path = public as $$
  select coalesce(jsonb_object_agg(c.key, c.value), '{}'::jsonb)
  from jsonb_each(to_jsonb(j)) c
  -- updated_at moves with every write, seen or not: on its own it is no change a visitor sees.
  where c.key <> 'updated_at' and has_column_privilege('anon', 'public.jobs', c.key, 'SELECT')
$$;

alter table public.rebuild_dispatch add column if not exists pending_since timestamptz;

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

-- Every statement used to dispatch, seen or not; the row triggers below decide now.
drop trigger if exists jobs_changed_dispatch on public.jobs;
drop function if exists public.dispatch_jobs_changed();

drop trigger if exists jobs_notify_update on public.jobs;
create trigger jobs_notify_update after update on public.jobs
  for each row when (
    (old.is_active or new.is_active or old.status = 'frozen' or new.status = 'frozen')
    and (old.is_active is distinct from new.is_active or old.status is distinct from new.status
         or public.job_seen(old) is distinct from public.job_seen(new)))
  execute function public.jobs_notify_changed();

-- job_seen stays callable by every role: the trigger's condition runs as whoever changed the row, and it
-- tells nothing the row it is given does not.
revoke all on function public.request_rebuild(), public.flush_rebuild(), public.jobs_notify_changed() from public, anon, authenticated;
grant execute on function public.request_rebuild(), public.flush_rebuild(), public.jobs_notify_changed() to service_role;
