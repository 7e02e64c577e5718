-- Whether an access token's session is still signed in (Supabase Auth deletes the session's row on sign
-- out): the staff API asks before it acts, so a token stops working when its owner signs out instead of
-- an hour later. The service role's only.
create or replace function public.auth_session_live(session uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from auth.sessions s where s.id = session)
$$;
revoke all on function public.auth_session_live(uuid) from public, anon, authenticated;
grant execute on function public.auth_session_live(uuid) to service_role;
