-- Rebuild the site when jobs change: a statement trigger on public.jobs sends a GitHub
-- repository_dispatch of type `jobs-changed` through pg_net, at most once a minute (the deploy
-- workflow cancels superseded builds, and the hourly schedule catches anything debounced away).
--
-- Setup on Supabase (once): enable the pg_net extension, then store the target in Vault:
--   select vault.create_secret('owner/repo', 'github_repo');
--   select vault.create_secret('<fine-grained token with contents:write>', 'github_dispatch_token');
-- Where pg_net is not available (the embedded PGlite database) the trigger does nothing.

create table if not exists public.rebuild_dispatch (
  id boolean primary key default true check (id),
  last_sent_at timestamptz not null default 'epoch'
);
insert into public.rebuild_dispatch (id) values (true) on conflict (id) do nothing;
revoke all on table public.rebuild_dispatch from anon, authenticated;

create or replace function public.dispatch_jobs_changed() returns trigger
language plpgsql security definer set search_path = public as $$
declare
  repo text;
  token text;
begin
  -- No pg_net here (for example the embedded database): nothing to send.
  if to_regnamespace('net') is null then
    return null;
  end if;
  -- Debounce: claim the slot only if the last dispatch is at least a minute old.
  update public.rebuild_dispatch set last_sent_at = now()
    where id and last_sent_at < now() - interval '1 minute';
  if not found then
    return null;
  end if;
  if to_regnamespace('vault') is null then
    return null;
  end if;
  execute $q$select decrypted_secret from vault.decrypted_secrets where name = 'github_repo'$q$ into repo;
  execute $q$select decrypted_secret from vault.decrypted_secrets where name = 'github_dispatch_token'$q$ into token;
  if repo is null or token is null then
    return null;
  end if;
  execute $q$select net.http_post(url := $1, headers := $2, body := $3)$q$
    using format('https://api.github.com/repos/%s/dispatches', repo),
          jsonb_build_object('Authorization', 'Bearer ' || token, 'Accept', 'application/vnd.github+json', 'User-Agent', 'supabase-jobs-trigger'),
          jsonb_build_object('event_type', 'jobs-changed');
  return null;
end;
$$;

create trigger jobs_changed_dispatch
  after insert or update or delete on public.jobs
  for each statement execute function public.dispatch_jobs_changed();
