/** The feeds and their passes' records, written once in SQL over either driver, as the service. */
import { textArray, type Sql } from '~/server/db/sql';
import { serviceRole } from '~/server/store/acting';

/** A live feed as the pass reads it. */
export type FeedRow = {
  id: string;
  employer_id: string;
  url: string;
  etag: string | null;
  last_modified: string | null;
  /** The practice's name (its postings carry it). */
  name: string;
  /** Where the employer hears of a posting whose job names no address. */
  contact: string;
};

/** One feed's pass, as its report says it. */
export interface FeedRun {
  feedId: string;
  outcome: 'read' | 'unchanged' | 'failed';
  created: number;
  updated: number;
  unchanged: number;
  closed: number;
  refused: { reference: string; reason: string }[];
  error: string | null;
}

export function createFeedStore(sql: Sql) {
  const service = serviceRole(sql);
  return {
    /** The feeds to read: not turned off, of practices not suspended. */
    live: () =>
      service((tx) =>
        tx.query<FeedRow>(
          `select f.id::text, f.employer_id::text, f.url, f.etag, f.last_modified, e.name, f.contact_email as contact
             from public.employer_feeds f join public.employers e on e.id = f.employer_id
            where f.disabled_at is null and e.suspended_at is null order by f.id`,
        ),
      ),
    /** The job came from this feed in this pass (its missed passes start again). */
    brought: (feedId: string, jobId: string) =>
      service((tx) =>
        tx.query(
          `insert into public.feed_jobs (job_id, feed_id, missed) values ($1, $2, 0) on conflict (job_id) do update set feed_id = excluded.feed_id, missed = 0`,
          [jobId, feedId],
        ),
      ),
    /** The feed's open jobs not among `seen`, each counted missed once more: their references and counts. */
    missing: (feedId: string, seen: string[]) =>
      service((tx) =>
        tx.query<{ missed: number; external_ref: string }>(
          `update public.feed_jobs fj set missed = fj.missed + 1 from public.jobs j
            where fj.feed_id = $1 and j.id = fj.job_id and not (j.external_ref = any($2::text[])) and j.status <> 'closed'
            returning fj.missed, j.external_ref`,
          [feedId, textArray(seen)],
        ),
      ),
    /** What the feed's last answer said, for the next conditional request. */
    answered: (feedId: string, etag: string | null, lastModified: string | null) =>
      service((tx) => tx.query('update public.employer_feeds set etag = $2, last_modified = $3 where id = $1', [feedId, etag, lastModified])),
    record: (run: FeedRun, started: Date) =>
      service((tx) =>
        tx.query(
          `insert into public.feed_runs (feed_id, started_at, finished_at, outcome, created, updated, unchanged, closed, refused, error)
           values ($1, $2, now(), $3, $4, $5, $6, $7, $8::text::jsonb, $9)`,
          [run.feedId, started.toISOString(), run.outcome, run.created, run.updated, run.unchanged, run.closed, JSON.stringify(run.refused), run.error],
        ),
      ),
  };
}
export type FeedStore = ReturnType<typeof createFeedStore>;
