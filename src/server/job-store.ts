/**
 * The job store port. Two adapters implement it: Supabase (production) and PGlite (embedded default).
 * Build-time reads always use the anonymous column list, in one bulk read per build.
 */
import type { Job, PublicJob } from '~/features/jobs/job.schema';

export interface JobStore {
  /** Every listed job (active, expires_at empty or in the future), anonymous columns only, newest posted first. */
  listListedJobs(now?: Date): Promise<PublicJob[]>;
  /** One active job with every column (service role), or null when there is none with that id. */
  getActiveJob(id: string): Promise<Job | null>;
  /** Listed jobs among these ids (anonymous columns), in the order given; unknown ids are skipped. */
  getListedJobsByIds(ids: string[], now?: Date): Promise<PublicJob[]>;
}
