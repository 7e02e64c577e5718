-- A practice's live API keys (at most 10) and live feeds (at most 5), held row by row whoever writes them:
-- each row taken counts the rows before it, a multi-row insert or update included (the practice's row
-- locked, so two writers count one after the other). The trigger's arguments: the bound, the column
-- that ends a row's life (revoked_at, disabled_at), what the refusal says and its rule.
create or replace function public.employer_live_bound() returns trigger
language plpgsql security definer set search_path = public as $$
declare
  bound integer := tg_argv[0]::integer;
  ended text := tg_argv[1];
  live integer;
begin
  if to_jsonb(new) ->> ended is null then
    perform 1 from public.employers where id = new.employer_id for update;
    execute format('select count(*) from %I.%I where employer_id = $1 and %I is null and id <> $2', tg_table_schema, tg_table_name, ended)
      into live using new.employer_id, new.id;
    if live >= bound then
      perform public.refuse(tg_argv[2], tg_argv[3]);
    end if;
  end if;
  return new;
end;
$$;
revoke all on function public.employer_live_bound() from public, anon, authenticated, service_role;

drop trigger if exists employer_api_keys_bound on public.employer_api_keys;
create trigger employer_api_keys_bound before insert or update of revoked_at, employer_id on public.employer_api_keys
  for each row execute function public.employer_live_bound('10', 'revoked_at', 'A practice has at most 10 API keys: revoke one first', 'employer_api_keys_count');

drop trigger if exists employer_feeds_bound on public.employer_feeds;
create trigger employer_feeds_bound before insert or update of disabled_at, employer_id on public.employer_feeds
  for each row execute function public.employer_live_bound('5', 'disabled_at', 'A practice has at most 5 feeds: turn one off first', 'employer_feeds_count');
