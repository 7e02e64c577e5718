-- is_staff() also requires a live session: Supabase Auth deletes a session's row on sign-out, so a staff
-- token stops reading contact columns the moment its owner signs out, not when it expires (the staff API
-- already asks auth_session_live before it acts; row-level security now does too).
create or replace function public.is_staff() returns boolean
language sql stable security definer set search_path = public as $$
  select coalesce(auth.jwt() -> 'app_metadata' ->> 'role', '') = 'staff'
     and (coalesce(auth.jwt() ->> 'aal', '') = 'aal2' or not coalesce((select mfa_required from public.staff_settings where id), true))
     -- case, not and: a malformed session id must read as no session, never as a cast error.
     and case when coalesce(auth.jwt() ->> 'session_id', '') ~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'
              then exists (select 1 from auth.sessions s where s.id = (auth.jwt() ->> 'session_id')::uuid)
              else false end
$$;
revoke all on function public.is_staff() from public;
grant execute on function public.is_staff() to anon, authenticated, service_role;
