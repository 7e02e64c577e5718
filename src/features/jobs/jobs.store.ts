/**
 * The job store, written once in SQL over the query interface; the same code runs on PGlite and on any
 * PostgreSQL server. What anonymous visitors get is read as `anon`, so the grants (supabase/migrations/)
 * and row-level security (the schema files) decide here exactly as they do
 * behind Supabase's API.
 */
import { ALL_COLUMNS, ANON_COLUMNS, jobSchema, publicJobSchema, type Job, type PublicJob } from '~/domain/job';
import { asRole, bigintArray, type Sql } from '~/server/db/sql';
import type { JobStore } from './jobs.port';
import type { ResponseFigure } from '~/domain/responsiveness';
import { parseRows, type Warn } from '~/server/store/rows';

/** The listed rule in SQL: active, and expires_at empty or in the future. `$1` is now. */
const LISTED = 'is_active and (expires_at is null or expires_at > $1)';
const isId = (id: string) => /^\d{1,18}$/.test(id);
/** Expired (still active) within `$2` days before `$1`: the closed-job pages' rule. */
const RECENTLY_EXPIRED = 'is_active and expires_at <= $1 and expires_at > $1::timestamptz - make_interval(days => $2)';
const EXPIRED_PAGE_DAYS = 90;

/** Rows in the order their ids were given, each once. */
function inIdOrder(ids: string[], jobs: PublicJob[]): PublicJob[] {
  const byId = new Map(jobs.map((j) => [j.id, j]));
  return ids.filter(isId).flatMap((id) => {
    const job = byId.get(id);
    if (!job) return [];
    byId.delete(id);
    return [job];
  });
}

export function createJobStore(sql: Sql, warn: Warn = (m) => console.warn(m)): JobStore {
  return {
    async listListedJobs(now = new Date()): Promise<PublicJob[]> {
      const rows = await asRole(sql, 'anon', (tx) =>
        tx.query(`select ${ANON_COLUMNS.join(', ')} from public.jobs where ${LISTED} order by posted_at desc, id desc`, [now.toISOString()]),
      );
      return parseRows(rows, publicJobSchema, 'job', warn);
    },

    async getListedJobsByIds(ids: string[], now = new Date()): Promise<PublicJob[]> {
      const numeric = [...new Set(ids.filter(isId))];
      if (numeric.length === 0) return [];
      const rows = await asRole(sql, 'anon', (tx) =>
        tx.query(`select ${ANON_COLUMNS.join(', ')} from public.jobs where ${LISTED} and id = any($2::bigint[])`, [now.toISOString(), bigintArray(numeric)]),
      );
      return inIdOrder(ids, parseRows(rows, publicJobSchema, 'job', warn));
    },

    async listRecentlyExpiredJobs(now = new Date(), days = EXPIRED_PAGE_DAYS): Promise<PublicJob[]> {
      const rows = await asRole(sql, 'anon', (tx) =>
        tx.query(`select ${ANON_COLUMNS.join(', ')} from public.jobs where ${RECENTLY_EXPIRED} order by expires_at desc, id desc`, [now.toISOString(), days]),
      );
      return parseRows(rows, publicJobSchema, 'job', warn);
    },

    async listResponseFigures() {
      const rows = await asRole(sql, 'anon', (tx) =>
        tx.query<{ job_id: string | number; applications: number; answered: number; median_days: number | string }>(
          `select job_id, applications, answered, median_days from public.job_response_figures() order by job_id`,
        ),
      );
      return rows.map((r): [string, ResponseFigure] => [
        String(r.job_id),
        { applications: Number(r.applications), answered: Number(r.answered), medianDays: Number(r.median_days) },
      ]);
    },

    async listUnderReview(ids?: readonly string[]): Promise<PublicJob[]> {
      const numeric = ids && [...new Set(ids.filter(isId))];
      if (numeric?.length === 0) return [];
      // A visitor sees no inactive row but a frozen one (the jobs_frozen_read_anon policy).
      const rows = await asRole(sql, 'anon', (tx) =>
        numeric
          ? tx.query(`select ${ANON_COLUMNS.join(', ')} from public.jobs where not is_active and id = any($1::bigint[]) order by id`, [bigintArray(numeric)])
          : tx.query(`select ${ANON_COLUMNS.join(', ')} from public.jobs where not is_active order by id`),
      );
      return parseRows(rows, publicJobSchema, 'job', warn);
    },

    async getRecentlyExpiredJobsByIds(ids: string[], now = new Date(), days = EXPIRED_PAGE_DAYS): Promise<PublicJob[]> {
      const numeric = [...new Set(ids.filter(isId))];
      if (numeric.length === 0) return [];
      const rows = await asRole(sql, 'anon', (tx) =>
        tx.query(`select ${ANON_COLUMNS.join(', ')} from public.jobs where ${RECENTLY_EXPIRED} and id = any($3::bigint[])`, [
          now.toISOString(),
          days,
          bigintArray(numeric),
        ]),
      );
      return inIdOrder(ids, parseRows(rows, publicJobSchema, 'job', warn));
    },

    async getListedJobWithContacts(id: string, now = new Date()): Promise<Job | null> {
      if (!isId(id)) return null;
      const rows = await asRole(sql, 'service_role', (tx) =>
        tx.query(`select ${ALL_COLUMNS.join(', ')} from public.jobs where ${LISTED} and id = $2`, [now.toISOString(), id]),
      );
      return parseRows(rows, jobSchema, 'job', warn)[0] ?? null;
    },
  };
}
