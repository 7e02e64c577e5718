-- One inbox receives at most 5 mails a day that strangers can cause (confirmations, links, receipts, saved
-- jobs, CCPA acknowledgements), whoever asks and from however many networks. The request that caused it is
-- still taken and answered alike (an application is still sent, an alert still saved); past the cap the
-- mail is simply not queued. Counted per row in the database, so no statement shape or race passes it.
-- inbox_key is the folded address (src/server/ports/rate-limit.ts recipientKey: one inbox however spelled),
-- written by every enqueue; a row written without it counts by its lower-cased address.
alter table public.mail_outbox add column inbox_key text check (inbox_key is null or length(inbox_key) between 3 and 254);

create table public.inbox_mail_counts (
  inbox_key text not null,
  day date not null,
  used integer not null,
  primary key (inbox_key, day)
);
revoke all on table public.inbox_mail_counts from anon, authenticated, public;
grant all on table public.inbox_mail_counts to service_role;
alter table public.inbox_mail_counts enable row level security;

create or replace function public.mail_outbox_inbox_cap() returns trigger
language plpgsql security definer set search_path = public as $$
declare
  used integer;
begin
  if new.kind not in ('alert-confirmation', 'alerts-link', 'applications-link', 'application-receipt', 'saved-jobs',
                      'ccpa-acknowledgement', 'report-confirmation') then
    return new;
  end if;
  new.inbox_key := coalesce(new.inbox_key, lower(new.to_address));
  insert into public.inbox_mail_counts as c (inbox_key, day, used) values (new.inbox_key, (now() at time zone 'UTC')::date, 1)
    on conflict (inbox_key, day) do update set used = c.used + 1 where c.used < 5
    returning c.used into used;
  if used is null then
    return null;
  end if;
  return new;
end;
$$;
revoke all on function public.mail_outbox_inbox_cap() from public, anon, authenticated;
grant execute on function public.mail_outbox_inbox_cap() to service_role;
create trigger mail_outbox_inbox_cap before insert on public.mail_outbox
  for each row execute function public.mail_outbox_inbox_cap();
