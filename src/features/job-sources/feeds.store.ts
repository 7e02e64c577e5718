/**
 * The feeds and their passes' records, written once in SQL over either driver: the pass and staff as the
 * service; a practice's people as themselves (feeds.schema.sql decides who may add, turn off and list).
 */
import { asRole, textArray, type Queryable, type Sql } from '~/server/db/sql';
import { refused, serviceRole } from '~/server/store/acting';
import { PolicyRefusal } from '~/server/ports/policy-refusal';
import type { FeedRun, FeedView } from './job-source-records';

type Claims = Record<string, unknown>;

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

/** At most this many refusals are kept in a run's report (the count says the rest). */
const REFUSALS_KEPT = 100;

const feedView = (r: Record<string, unknown>): FeedView => ({
  id: String(r.id),
  employerId: String(r.employer_id),
  ...(r.employer_name ? { employerName: String(r.employer_name) } : {}),
  url: String(r.url),
  contact: String(r.contact_email),
  createdAt: new Date(r.created_at as string).toISOString(),
  jobs: Number(r.jobs),
  runs: (typeof r.runs === 'string' ? (JSON.parse(r.runs) as Record<string, unknown>[]) : (r.runs as Record<string, unknown>[])).map((x) => ({
    startedAt: new Date(x.started_at as string).toISOString(),
    finishedAt: new Date(x.finished_at as string).toISOString(),
    outcome: x.outcome as FeedRun['outcome'],
    created: Number(x.created),
    updated: Number(x.updated),
    unchanged: Number(x.unchanged),
    closed: Number(x.closed),
    matched: Number(x.matched),
    refused: x.refused as FeedRun['refused'],
    error: (x.error as string | null) ?? null,
  })),
});

export function createFeedStore(sql: Sql) {
  const service = serviceRole(sql);
  const as = <T>(claims: Claims, fn: (tx: Queryable) => Promise<T>) => refused(() => asRole(sql, 'authenticated', fn, claims));
  return {
    /** Adds a feed to a practice the person owns (the database refuses anyone else, a sixth, or one it reads already). */
    add: async (claims: Claims, employerId: string, url: string, contact: string): Promise<string> =>
      String(
        (await as(claims, (tx) => tx.query<{ id: string }>('select public.employer_feed_add($1, $2, $3)::text as id', [employerId, url, contact])))[0]!.id,
      ),
    /** Turns off a feed of a practice the person owns; false when there is no such live feed. */
    remove: async (claims: Claims, id: string): Promise<boolean> =>
      (await as(claims, (tx) => tx.query('select public.employer_feed_remove($1) as done', [id])))[0]?.done === true,
    /** The live feeds of the person's practices, with their last runs. */
    mine: (claims: Claims): Promise<FeedView[]> =>
      as(claims, async (tx) =>
        (await tx.query('select id::text, employer_id::text, url, contact_email, created_at, jobs, runs from public.my_feeds()')).map(feedView),
      ),
    /** Staff: every live feed, with its practice and last runs. */
    all: (): Promise<FeedView[]> =>
      service(async (tx) =>
        (
          await tx.query(
            `select f.id::text, f.employer_id::text, e.name as employer_name, f.url, f.contact_email, f.created_at,
                    (select count(*) from public.feed_jobs fj join public.jobs j on j.id = fj.job_id where fj.feed_id = f.id and j.status <> 'closed') as jobs,
                    public.feed_last_runs(f.id) as runs
               from public.employer_feeds f join public.employers e on e.id = f.employer_id
              where f.disabled_at is null order by f.created_at desc limit 500`,
          )
        ).map(feedView),
      ),
    /** Staff: the practices a feed may be added for (not suspended), by name. */
    practices: () =>
      service((tx) =>
        tx.query<{ id: string; name: string }>(`select id::text, name from public.employers where suspended_at is null order by name, id limit 5000`),
      ),
    /** Staff add a feed for a practice (the same bound of 5 holds). */
    addFor: (employerId: string, url: string, contact: string, actor: string): Promise<string> =>
      refused(() =>
        service(async (tx) => {
          const [made] = await tx.query<{ id: string }>(
            `insert into public.employer_feeds (employer_id, url, added_by, contact_email) values ($1, $2, $3, lower(btrim($4)))
             on conflict (employer_id, url) do update set disabled_at = null, contact_email = excluded.contact_email
               where public.employer_feeds.disabled_at is not null
             returning id::text`,
            [employerId, url, actor, contact],
          );
          if (!made) throw new PolicyRefusal('This practice already reads that feed', 'employer_feeds_once');
          return made.id;
        }),
      ),
    /** Staff turn a feed off. */
    removeAny: async (id: string): Promise<boolean> =>
      (await service((tx) => tx.query('update public.employer_feeds set disabled_at = now() where id = $1 and disabled_at is null returning id', [id])))
        .length > 0,
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
    record: (run: FeedRun, started: Date) => {
      const over = run.refused.length - REFUSALS_KEPT;
      const kept = over > 0 ? [...run.refused.slice(0, REFUSALS_KEPT), { reference: '…', reason: `${over} more refused` }] : run.refused;
      return service((tx) =>
        tx.query(
          `insert into public.feed_runs (feed_id, started_at, finished_at, outcome, created, updated, unchanged, closed, matched, refused, error)
           values ($1, $2, now(), $3, $4, $5, $6, $7, $8, $9::text::jsonb, $10)`,
          [run.feedId, started.toISOString(), run.outcome, run.created, run.updated, run.unchanged, run.closed, run.matched, JSON.stringify(kept), run.error],
        ),
      );
    },
  };
}
export type FeedStore = ReturnType<typeof createFeedStore>;
