/** JobStore on the embedded PGlite database, reading under the same roles and grants as Supabase. */
import type { PGlite } from '@electric-sql/pglite';
import { ANON_COLUMNS, jobSchema, publicJobSchema, type Job, type PublicJob } from '~/features/jobs/job.schema';
import type { JobStore } from '../job-store';

export function createPgliteJobStore(getDb: () => Promise<PGlite>): JobStore {
  return {
    async listListedJobs(now = new Date()): Promise<PublicJob[]> {
      const db = await getDb();
      // Read as `anon`, like the production build: grants and row-level security apply.
      const rows = await db.transaction(async (tx) => {
        await tx.exec('set local role anon');
        const result = await tx.query<Record<string, unknown>>(
          `select ${ANON_COLUMNS.join(', ')} from public.jobs
           where is_active and (expires_at is null or expires_at > $1)
           order by posted_at desc, id desc`,
          [now.toISOString()],
        );
        return result.rows;
      });
      return rows.map((row) => publicJobSchema.parse(row));
    },

    async getListedJobsByIds(ids: string[], now = new Date()): Promise<PublicJob[]> {
      const numeric = ids.filter((id) => /^\d{1,18}$/.test(id));
      if (numeric.length === 0) return [];
      const db = await getDb();
      const result = await db.query<Record<string, unknown>>(
        `select ${ANON_COLUMNS.join(', ')} from public.jobs
         where id = any($1::bigint[]) and is_active and (expires_at is null or expires_at > $2)`,
        [numeric, now.toISOString()],
      );
      const byId = new Map(result.rows.map((r) => [String(r.id), publicJobSchema.parse(r)]));
      return numeric.map((id) => byId.get(id)).filter((j): j is PublicJob => !!j);
    },

    async getActiveJob(id: string): Promise<Job | null> {
      if (!/^\d{1,18}$/.test(id)) return null;
      const db = await getDb();
      const result = await db.query<Record<string, unknown>>('select * from public.jobs where id = $1 and is_active', [id]);
      const row = result.rows[0];
      return row ? jobSchema.parse(row) : null;
    },
  };
}
