/**
 * Rate limits counted in PostgreSQL: the Cloudflare functions' limiter (Pages has no rate-limiting
 * binding it accepts, and an isolate's memory is neither shared nor kept). One fixed window per limit
 * and key, checked and counted in one statement, so a check costs one round trip through Hyperdrive.
 * The connection's own user (the table's owner) runs it: no role switch, no transaction. Keys are
 * hashed, so the table holds no address or IP.
 */
import type { Sql } from '../db/sql';
import type { RateLimiter } from '../ports/rate-limit';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** `name` names the limit (letters only); `windowSeconds` and `limit` are its allowance. */
export function createSqlRateLimiter(sql: Sql, name: string, options: { limit: number; windowSeconds: number }): RateLimiter {
  if (!/^[a-zA-Z]+$/.test(name)) throw new Error(`rate limit names are letters only: ${name}`);
  return {
    async limit(key) {
      const [row] = await sql.query<{ hits: number; retry_after: number }>(
        `insert into public.rate_limit_counters as c (key, window_start, hits) values ($1, now(), 1)
         on conflict (key) do update set
           window_start = case when c.window_start <= now() - make_interval(secs => $2::int) then now() else c.window_start end,
           hits = case when c.window_start <= now() - make_interval(secs => $2::int) then 1 else c.hits + 1 end
         returning hits, greatest(1, ceil(extract(epoch from (window_start + make_interval(secs => $2::int) - now()))))::int as retry_after`,
        [`${name}:${await sha256Hex(key)}`, options.windowSeconds],
      );
      if (!row) throw new Error('rate limit counter: no row returned');
      return Number(row.hits) > options.limit ? { ok: false, retryAfterSeconds: Number(row.retry_after) } : { ok: true };
    },
  };
}

/** Deletes windows that ended long ago (every limit's window is at most an hour). */
export async function sweepRateLimitCounters(sql: Sql): Promise<number> {
  const rows = await sql.query(`delete from public.rate_limit_counters where window_start < now() - interval '1 day' returning 1 as x`);
  // The per-inbox daily mail counts (mail_outbox_inbox_cap) of days gone by.
  const days = await sql.query(`delete from public.inbox_mail_counts where day < (now() at time zone 'UTC')::date - 1 returning 1 as x`);
  return rows.length + days.length;
}
