-- An employer's API keys for its tracking system: made and revoked by the practice's owners, listed for its
-- people (name, first characters, when made and last used; never the key, which is kept as a hash). At
-- most 10 live keys a practice. Declared once, applied after the migrations whenever this file changes.
create or replace function public.employer_api_key_add(employer bigint, name text, hash text, prefix text) returns bigint
language sql security definer set search_path = public as $$
  select public.owner_only(employer, 'Only an owner of the practice makes its API keys', 'employer_api_keys_owner');
  insert into public.employer_api_keys (employer_id, name, key_hash, prefix, created_by)
    values (employer, btrim(name), hash, prefix, auth.uid()) returning id;
$$;

create or replace function public.employer_api_key_revoke(key bigint) returns boolean
language sql security definer set search_path = public as $$
  update public.employer_api_keys set revoked_at = now(), revoked_by = auth.uid()
   where id = key and revoked_at is null and employer_id in (select public.my_owned_employers())
  returning true
$$;

create or replace function public.my_api_keys()
returns table (id bigint, employer_id bigint, name text, prefix text, created_at timestamptz, last_used_at timestamptz)
language sql stable security definer set search_path = public as $$
  select k.id, k.employer_id, k.name, k.prefix, k.created_at, k.last_used_at from public.employer_api_keys k
   where k.revoked_at is null and k.employer_id in (select public.my_employers())
   order by k.created_at desc
$$;

revoke all on function public.employer_api_key_add(bigint, text, text, text), public.employer_api_key_revoke(bigint), public.my_api_keys()
  from public, anon, authenticated, service_role;
grant execute on function public.employer_api_key_add(bigint, text, text, text), public.employer_api_key_revoke(bigint), public.my_api_keys() to authenticated;
