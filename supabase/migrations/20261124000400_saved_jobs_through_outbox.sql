-- The saved-jobs mail goes through the outbox too (issue 25): the visitor's answer never waits on a mail
-- server, and a failed send is retried like every other mail.
alter table public.mail_outbox drop constraint mail_outbox_kind_check;
alter table public.mail_outbox add constraint mail_outbox_kind_check check (kind in ('staff-notice', 'ccpa-acknowledgement', 'alert-confirmation', 'saved-jobs'));
