-- The mail outbox: how many mails one inbox may be sent in a day.
-- Declared once, applied after the migrations whenever this file changes (src/server/db/migrate.ts):
-- functions are created or replaced, triggers too, policies dropped and made again. A table, a column
-- or a row is a migration's; so is removing a function or changing its arguments or result.

create or replace function public.mail_outbox_inbox_cap() returns trigger
language plpgsql security definer set search_path = public as $$
declare
  used integer;
begin
  if new.kind not in ('alert-confirmation', 'alerts-link', 'applications-link', 'application-receipt', 'saved-jobs',
                      'ccpa-acknowledgement', 'report-confirmation', 'interview-request') then
    return new;
  end if;
  new.inbox_key := coalesce(new.inbox_key, lower(new.to_address));
  insert into public.inbox_mail_counts as c (inbox_key, day, used) values (new.inbox_key, (now() at time zone 'UTC')::date, 1)
    on conflict (inbox_key, day) do update set used = c.used + 1 where c.used < 5
    returning c.used into used;
  -- Past the cap the row is dropped (a before trigger's null), the statement goes on.
  return case when used is null then null else new end;
end;
$$;

-- Only its trigger fires it (firing needs no EXECUTE): no role may call it.
revoke all on function public.mail_outbox_inbox_cap() from public, anon, authenticated, service_role;

create or replace trigger mail_outbox_inbox_cap before insert on public.mail_outbox
  for each row execute function public.mail_outbox_inbox_cap();
