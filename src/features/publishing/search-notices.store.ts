/** The search-notice store, written once in SQL, as Supabase's service_role. */
import { asRole, textArray, type Queryable, type Sql } from '~/server/db/sql';
import type { SearchNoticeStore } from '~/features/publishing/search-notices.port';

export function createSearchNoticeStore(sql: Sql): SearchNoticeStore {
  const service = <T>(fn: (tx: Queryable) => Promise<T>) => asRole(sql, 'service_role', fn);
  return {
    record: (urls, at) =>
      service(async (tx) => {
        const updated = await tx.query(
          `insert into public.search_notifications (url, state, since)
           select u, 'updated', $2 from unnest($1::text[]) as u
           on conflict (url) do update set state = 'updated', since = $2, indexnow_at = null, google_at = null
             where public.search_notifications.state <> 'updated'
           returning url`,
          [textArray(urls), at.toISOString()],
        );
        const deleted = await tx.query(
          `update public.search_notifications set state = 'deleted', since = $2, indexnow_at = null, google_at = null
           where state = 'updated' and not (url = any($1::text[])) returning url`,
          [textArray(urls), at.toISOString()],
        );
        return { updated: updated.length, deleted: deleted.length };
      }),
    pendingIndexNow: async (limit) =>
      (
        await service((tx) =>
          tx.query<{ url: string }>(`select url from public.search_notifications where indexnow_at is null order by since desc, url limit $1`, [limit]),
        )
      ).map((r) => r.url),
    markIndexNow: async (urls, at) => {
      await service((tx) =>
        tx.query(`update public.search_notifications set indexnow_at = $2 where url = any($1::text[])`, [textArray(urls), at.toISOString()]),
      );
    },
    googleSent: async (day) =>
      Number(
        (await service((tx) => tx.query<{ n: number }>(`select coalesce((select google_sent from public.search_quota where day = $1), 0) as n`, [day])))[0]!.n,
      ),
    pendingGoogle: (limit) =>
      service((tx) =>
        tx.query<{ url: string; state: 'updated' | 'deleted' }>(
          `select url, state from public.search_notifications where google_at is null order by state = 'deleted', since desc, url limit $1`,
          [limit],
        ),
      ),
    markGoogle: async (url, at) => {
      await service(async (tx) => {
        await tx.query(`update public.search_notifications set google_at = $2 where url = $1`, [url, at.toISOString()]);
        await tx.query(
          `insert into public.search_quota (day, google_sent) values ($1, 1) on conflict (day) do update set google_sent = public.search_quota.google_sent + 1`,
          [at.toISOString().slice(0, 10)],
        );
      });
    },
    googleWaiting: async () =>
      Number((await service((tx) => tx.query<{ n: number }>(`select count(*)::int as n from public.search_notifications where google_at is null`)))[0]!.n),
  };
}
