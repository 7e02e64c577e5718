-- is_staff() also requires a live session: Supabase Auth deletes a session's row on sign-out, so a staff
-- token stops reading contact columns the moment its owner signs out, not when it expires (the staff API
-- already asks auth_session_live before it acts; row-level security now does too). PL/pgSQL, so the
-- session id is checked before it is cast (a malformed one reads as no session, never as an error).
create or replace function public.is_staff() returns boolean
language plpgsql stable security definer set search_path = public as $$
declare
  claims jsonb := auth.jwt();
  sid text := coalesce(claims ->> 'session_id', '');
begin
  if coalesce(claims -> 'app_metadata' ->> 'role', '') <> 'staff' then
    return false;
  end if;
  if coalesce(claims ->> 'aal', '') <> 'aal2' and coalesce((select mfa_required from public.staff_settings where id), true) then
    return false;
  end if;
  if sid !~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' then
    return false;
  end if;
  return exists (select 1 from auth.sessions s where s.id = sid::uuid);
end;
$$;
revoke all on function public.is_staff() from public;
grant execute on function public.is_staff() to anon, authenticated, service_role;
