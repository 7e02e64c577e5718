-- Applications: the first status, and one application per inbox and job.
-- Declared once, applied after the migrations whenever this file changes (src/server/db/migrate.ts):
-- functions are created or replaced, triggers too, policies dropped and made again. A table, a column
-- or a row is a migration's; so is removing a function or changing its arguments or result.

create or replace function public.applications_first_status() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    new.first_status_at := case when new.status <> 'sent' then now() end;
  elsif new.status <> 'sent' and old.first_status_at is null then
    new.first_status_at := now();
  else
    -- The first answer's time is the database's, never rewritten.
    new.first_status_at := old.first_status_at;
  end if;
  return new;
end;
$$;

-- A new row is never a repeat: no insert can mark itself past the rule.
create or replace function public.applications_new_is_not_repeat() returns trigger
language plpgsql as $$
begin
  new.repeat_of_earlier := false;
  return new;
end $$;

-- Who may call them (nobody but those named).
revoke all on function public.applications_first_status() from public, anon, authenticated, service_role;

create or replace trigger applications_first_status before insert or update on public.applications
  for each row execute function public.applications_first_status();

create or replace trigger applications_new_is_not_repeat before insert on public.applications
  for each row execute function public.applications_new_is_not_repeat();
