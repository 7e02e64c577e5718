-- Rate-limit counters for the Cloudflare functions. Cloudflare Pages accepts no `[[ratelimits]]`
-- binding in wrangler.toml (`wrangler pages deploy` refuses the config), so the functions count in
-- PostgreSQL through Hyperdrive: one fixed window per limit and client, one statement per check
-- (src/server/rate-limit/sql.ts). Keys are SHA-256 hashes: no address or IP is stored.
-- The hourly outbox run deletes windows older than a day.

create table public.rate_limit_counters (
  key text primary key check (key ~ '^[a-zA-Z]+:[0-9a-f]{64}$'),
  window_start timestamptz not null,
  hits integer not null check (hits >= 1)
);

revoke all on table public.rate_limit_counters from anon, authenticated;
grant all on table public.rate_limit_counters to service_role;
alter table public.rate_limit_counters enable row level security;
