/**
 * The feeds pass: each live feed fetched safely (conditional, capped, timed), read, each job mapped and
 * checked by the jobs API's schema and the pay-range laws, then created or updated by its reference as
 * the feed ("feed:<host>"), under the same posting rules; a job missing from two passes in a row closes.
 * Each feed's run is a report (created, updated, unchanged, closed, refused with the reason); one bad feed
 * never stops the others. Listed jobs that change ask for a rebuild as any change does (the rebuild
 * window makes one of a pass's changes).
 */
import { apiJobSchema } from '~/domain/job-lifecycle';
import { hasPayRange, payLawFor, payLawRefusal } from '~/domain/pay-laws';
import { PolicyRefusal } from '~/server/ports/policy-refusal';
import type { createApiJobStore, JobSource } from './api-jobs.store';
import type { FeedRow, FeedStore } from './feeds.store';
import type { FeedRun } from './job-source-records';
import { feedPosting } from './feed-map';
import { FeedRefused, parseFeed } from './feed-parse';
import { FetchRefused, safeFetch, type FetchDeps } from './safe-fetch.server';

/** The most a feed may send, and how long it may take. */
const FEED_LIMITS = { maxBytes: 5 * 1024 * 1024, timeoutMs: 20_000 } as const;

/** One pass over every live feed, at `now`; each feed's report. */
export async function runFeedPass(stores: { feeds: FeedStore; jobs: ReturnType<typeof createApiJobStore> }, now: Date, deps?: FetchDeps): Promise<FeedRun[]> {
  const { feeds, jobs } = stores;
  const runs: FeedRun[] = [];
  for (const feed of await feeds.live()) {
    const run: FeedRun = { feedId: feed.id, outcome: 'read', created: 0, updated: 0, unchanged: 0, closed: 0, matched: 0, refused: [], error: null };
    const started = new Date();
    try {
      await readFeed(feed, run);
    } catch (e) {
      run.outcome = 'failed';
      const known = e instanceof FetchRefused || e instanceof FeedRefused;
      run.error = known ? e.message : 'The feed could not be read';
      if (!known) console.error(`feed ${feed.id} failed:`, e);
    }
    await feeds.record(run, started);
    runs.push(run);
  }
  return runs;

  async function readFeed(feed: FeedRow, run: FeedRun) {
    const fetched = await safeFetch(feed.url, { ...FEED_LIMITS, etag: feed.etag, lastModified: feed.last_modified, deps });
    if (fetched.status === 304) {
      run.outcome = 'unchanged';
      return;
    }
    if (fetched.status !== 200) throw new FetchRefused(`The feed answered ${fetched.status}`, 'status');
    const source: JobSource = { employerId: feed.employer_id, employerName: feed.name, actor: `feed:${new URL(feed.url).host}` };
    const seen = new Set<string>();
    for (const item of parseFeed(fetched.body, fetched.contentType)) {
      if (seen.has(item.reference)) continue;
      seen.add(item.reference);
      const parsed = apiJobSchema.safeParse(feedPosting(item, feed.contact));
      if (!parsed.success) {
        run.refused.push({ reference: item.reference, reason: parsed.error.issues.map((i) => `${i.path.join('.') || 'job'}: ${i.message}`).join('; ') });
        continue;
      }
      const law = payLawFor(parsed.data, now);
      if (law && !hasPayRange(parsed.data)) {
        run.refused.push({ reference: item.reference, reason: payLawRefusal(law) });
        continue;
      }
      try {
        const done = await jobs.put(source, item.reference, parsed.data);
        run[done.result]++;
        await feeds.brought(feed.id, done.job.id);
      } catch (e) {
        if (!(e instanceof PolicyRefusal)) throw e;
        run.refused.push({ reference: item.reference, reason: e.message });
      }
    }
    // Missing from this pass: counted; missing from two in a row, closed.
    for (const m of (await feeds.missing(feed.id, [...seen])).filter((x) => x.missed >= 2)) {
      await jobs.close(source, m.external_ref);
      run.closed++;
    }
    await feeds.answered(feed.id, fetched.etag, fetched.lastModified);
  }
}
