-- "Email me my alerts link" (My jobs): the manage link mailed to an address that has alerts.
alter table public.mail_outbox drop constraint mail_outbox_kind_check;
alter table public.mail_outbox add constraint mail_outbox_kind_check
  check (kind in ('staff-notice', 'ccpa-acknowledgement', 'alert-confirmation', 'saved-jobs', 'job-check', 'application',
                  'application-receipt', 'application-status', 'applications-link', 'alerts-link'));
