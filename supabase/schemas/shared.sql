-- What several capabilities use: the updated_at stamp, and who is staff (a claim only staff set,
-- on a session that is still live).
-- Declared once, applied after the migrations whenever this file changes (src/server/db/migrate.ts):
-- functions are created or replaced, triggers too, policies dropped and made again. A table, a column
-- or a row is a migration's; so is removing a function or changing its arguments or result.

create or replace function public.set_updated_at() returns trigger
language plpgsql as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

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

-- Whether an access token's session is still signed in (Supabase Auth deletes the session's row on sign
-- out): the staff API asks before it acts, so a token stops working when its owner signs out instead of
-- an hour later. The service role's only.
create or replace function public.auth_session_live(session uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from auth.sessions s where s.id = session)
$$;

-- Refuses with the rule's name as the constraint (23514), so a handler can tell a rule from a fault.
create or replace function public.refuse(message text, rule text) returns void
language plpgsql as $$
begin
  raise exception using errcode = '23514', message = message, constraint = rule;
end;
$$;

-- Who may call them (nobody but those named).
revoke all on function public.is_staff(), public.auth_session_live(session uuid), public.refuse(message text, rule text)
  from public, anon, authenticated, service_role;
grant execute on function public.refuse(message text, rule text) to service_role;
grant execute on function public.is_staff() to anon, authenticated, service_role;
grant execute on function public.auth_session_live(session uuid) to service_role;
