-- Contacts for staff only. Supabase lets anyone sign up by default, so "has a session" is no gate:
-- a signed-in user who is not staff now reads exactly what anon reads, and the contact columns are
-- readable only through public.job_contacts, which answers only when the JWT carries
-- app_metadata.role = 'staff' (app_metadata is set by the service, never by the user).

create or replace function public.is_staff() returns boolean
language sql stable as $$
  select coalesce(auth.jwt() -> 'app_metadata' ->> 'role', '') = 'staff'
$$;
revoke all on function public.is_staff() from public;
grant execute on function public.is_staff() to anon, authenticated, service_role;

-- authenticated: the anonymous column list, like anon (grants are per column; RLS is per row).
revoke all on table public.jobs from authenticated;
grant select (
  id, slug, job_title, employer_name, city, state, zip_code, job_type, setting, specialty,
  experience_level, salary_min, salary_max, description, requirements, benefits, posted_date,
  posted_at, expires_at, company_website, employer_website, eeo_statement, compliance_attestation,
  created_at, updated_at, is_active
) on public.jobs to authenticated;

-- The staff read. The view runs with its owner's rights (it reads columns authenticated may not), so
-- it checks the caller's claim itself; security_barrier keeps a caller's filter from running first.
create view public.job_contacts with (security_barrier = true) as
  select id, contact_name, contact_email, contact_phone, application_email, phone_number
  from public.jobs
  where is_active and public.is_staff();

comment on view public.job_contacts is 'Contact columns of active jobs, for staff (JWT app_metadata.role = staff) only.';
revoke all on table public.job_contacts from anon, authenticated, public;
grant select on table public.job_contacts to authenticated, service_role;
