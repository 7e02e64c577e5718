/**
 * The job store port, implemented once in SQL (src/features/jobs/jobs.store.ts) over either driver.
 * Build-time reads always use the anonymous column list, in one bulk read per build.
 */
import type { ResponseFigure } from '~/domain/responsiveness';
import type { Job, PublicJob } from '~/domain/job';

export interface JobStore {
  /** Every listed job (active, expires_at empty or in the future), anonymous columns only, newest posted first. */
  listListedJobs(now?: Date): Promise<PublicJob[]>;
  /** Listed jobs among these ids (anonymous columns), in the order given, each once; unknown ids are skipped. */
  getListedJobsByIds(ids: string[], now?: Date): Promise<PublicJob[]>;
  /**
   * Active jobs that expired within the last `days` days (anonymous columns), most recently expired first:
   * their pages say the job is closed instead of vanishing, and a saved-jobs mail names them.
   */
  listRecentlyExpiredJobs(now?: Date, days?: number): Promise<PublicJob[]>;
  /** Each listed job's employer figures (how fast it answers applications), for employers with enough applications. */
  listResponseFigures(): Promise<[jobId: string, figure: ResponseFigure][]>;
  /** Jobs frozen after reports (anonymous columns), or those of `ids`: their pages say they are under review and take no applications. */
  listUnderReview(ids?: readonly string[]): Promise<PublicJob[]>;
  /** Recently expired jobs among these ids, in the order given, each once. */
  getRecentlyExpiredJobsByIds(ids: string[], now?: Date, days?: number): Promise<PublicJob[]>;
  /** One listed job with every column (service role: the apply address), or null. */
  getListedJobWithContacts(id: string, now?: Date): Promise<Job | null>;
}
