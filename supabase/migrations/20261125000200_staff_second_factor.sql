-- Issue 29: staff read contact columns (public.job_contacts) only from a session with a verified second
-- factor (Supabase MFA: `aal2` in the JWT). Required by default, so a Supabase project needs nothing set;
-- the local host's embedded stand-in writes STAFF_MFA here at start (off by default there, since the
-- embedded accounts are local). The staff API checks the same setting from its own environment.
create table public.staff_settings (
  id boolean primary key default true check (id),
  mfa_required boolean not null default true
);
insert into public.staff_settings (id) values (true) on conflict (id) do nothing;
revoke all on table public.staff_settings from anon, authenticated, public;
grant select on table public.staff_settings to service_role;

create or replace function public.is_staff() returns boolean
language sql stable security definer set search_path = public as $$
  select coalesce(auth.jwt() -> 'app_metadata' ->> 'role', '') = 'staff'
     and (coalesce(auth.jwt() ->> 'aal', '') = 'aal2' or not coalesce((select mfa_required from public.staff_settings where id), true))
$$;
revoke all on function public.is_staff() from public;
grant execute on function public.is_staff() to anon, authenticated, service_role;
