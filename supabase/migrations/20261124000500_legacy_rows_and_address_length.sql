-- A row written before a newer rule existed can always be switched off. Rules added NOT VALID are still
-- checked on every update of a row, so a legacy job (or subscription) that breaks one could not even be
-- set inactive. Each such rule now binds active rows only: `not is_active or (rule)`. Still NOT VALID, so
-- legacy rows stay readable (and skipped by name) as before.
do $$
declare
  c record;
  expr text;
begin
  for c in
    select con.conname, rel.relname, pg_get_constraintdef(con.oid) as def
    from pg_constraint con join pg_class rel on rel.oid = con.conrelid join pg_namespace n on n.oid = rel.relnamespace
    where n.nspname = 'public' and rel.relname in ('jobs', 'email_subscriptions') and con.contype = 'c' and not con.convalidated
  loop
    expr := regexp_replace(regexp_replace(c.def, '^CHECK \(', ''), '\) NOT VALID$', '');
    execute format('alter table public.%I drop constraint %I', c.relname, c.conname);
    execute format('alter table public.%I add constraint %I check (not is_active or (%s)) not valid', c.relname, c.conname, expr);
  end loop;
end
$$;

-- One length rule for every address, as zod has it (RFC 5321's 254): longer ones were accepted by the
-- forms (320) and refused by a column, after part of the work was stored.
alter table public.contact_messages drop constraint if exists contact_messages_email_check;
alter table public.contact_messages add constraint contact_messages_email_check check (length(email) between 3 and 254) not valid;
alter table public.employer_interest drop constraint if exists employer_interest_email_check;
alter table public.employer_interest add constraint employer_interest_email_check check (length(email) between 3 and 254) not valid;
alter table public.ccpa_requests drop constraint if exists ccpa_requests_email_check;
alter table public.ccpa_requests add constraint ccpa_requests_email_check check (length(email) between 3 and 254) not valid;
alter table public.email_subscriptions add constraint email_subscriptions_email_length check (not is_active or length(email) <= 254) not valid;
alter table public.resume_uploads add constraint resume_uploads_email_length check (uploaded_by_email is null or length(uploaded_by_email) <= 254) not valid;
alter table public.jobs add constraint jobs_contact_email_length check (not is_active or contact_email is null or length(contact_email) <= 254) not valid;
alter table public.jobs add constraint jobs_application_email_length check (not is_active or application_email is null or length(application_email) <= 254) not valid;
