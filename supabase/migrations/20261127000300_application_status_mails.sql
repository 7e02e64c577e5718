-- Status mails to an applicant: one per status per application, and at most 3 a day, however often the
-- status link is used (one link, 90 changes, used to send 90 mails).
create table public.application_status_mails (
  application_id bigint not null references public.applications (id) on delete cascade,
  status text not null,
  sent_at timestamptz not null,
  primary key (application_id, status)
);
create index application_status_mails_sent_idx on public.application_status_mails (application_id, sent_at);
revoke all on table public.application_status_mails from anon, authenticated, public;
grant all on table public.application_status_mails to service_role;
alter table public.application_status_mails enable row level security;
