-- Job alerts and the weekly email.
-- Declared once, applied after the migrations whenever this file changes (src/server/db/migrate.ts):
-- functions are created or replaced, triggers too, policies dropped and made again. A table, a column
-- or a row is a migration's; so is removing a function or changing its arguments or result.

create or replace trigger email_subscriptions_set_updated_at before update on public.email_subscriptions
  for each row execute function public.set_updated_at();
