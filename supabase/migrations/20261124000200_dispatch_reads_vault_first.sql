-- The jobs-changed dispatch, mended: it reads its Vault secrets before claiming the once-a-minute slot
-- (a missing secret used to spend the slot and drop the dispatch silently; now it only warns, and the
-- next change tries again), and it sends the headers GitHub's API expects, Content-Type included.
-- The deploy workflow queues its runs (never cancels them), so every dispatch ends in a deploy.

create or replace function public.dispatch_jobs_changed() returns trigger
language plpgsql security definer set search_path = public as $$
declare
  repo text;
  token text;
begin
  -- No pg_net or no Vault here (for example the embedded database): nothing to send.
  if to_regnamespace('net') is null or to_regnamespace('vault') is null then
    return null;
  end if;
  execute $q$select decrypted_secret from vault.decrypted_secrets where name = 'github_repo'$q$ into repo;
  execute $q$select decrypted_secret from vault.decrypted_secrets where name = 'github_dispatch_token'$q$ into token;
  if repo is null or token is null then
    raise warning 'jobs-changed dispatch: the Vault secrets github_repo and github_dispatch_token are not both set; no rebuild was requested';
    return null;
  end if;
  -- Debounce: claim the slot only if the last dispatch is at least a minute old.
  update public.rebuild_dispatch set last_sent_at = now()
    where id and last_sent_at < now() - interval '1 minute';
  if not found then
    return null;
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
  return null;
end;
$$;
