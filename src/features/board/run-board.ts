/**
 * What the board shows for a set of filters: one pass that filters, counts every option and sorts. Pure,
 * shared by the build (the first cards), the island (every change) and job alerts (the server).
 */
import type { LatLng } from '~/features/location/geo';
import { isExpiredAt } from '~/domain/job-rules';
import type { JobSummary } from '~/domain/job-summary';
import { compileFacets, type FacetCounts, type Test } from './facets';
import { compileKeywords } from './keywords';
import type { Filters } from './filters';
import { indexOf, type Indexed } from './indexed';
import { compileLocation } from './location';
import { payTiers, sortBy, sortIndexed } from './order';

/** What the board shows for a set of filters: the ranks of the jobs, in order, and every option's count. */
export interface BoardResult {
  ranks: number[];
  counts: FacetCounts;
}

/**
 * Filter, count and sort over indexed entries (`index` in rank order, as indexEntries and the index
 * give it). `now` decides expiry and "posted within"; `anchor` (the data's build time) counts the day
 * buckets, so the build's first render and the browser settle on the same order however much later the
 * page is opened.
 *
 * One pass: a job that fails no facet is a result and counts under every facet; a job that fails exactly
 * one facet counts under that facet only (it would be a result if that facet changed); the text query,
 * the location and expiry are not facets, so a job failing one of them counts nowhere.
 */
export function runBoard(index: readonly Indexed[], f: Filters, origin: LatLng | null, now: number, anchor = now): BoardResult {
  const base: Test[] = [];
  const keywords = compileKeywords(f.q);
  if (keywords) base.push(keywords.test);
  const location = compileLocation(f.location, origin, Number(f.radius) || undefined);
  if (location) base.push(location);
  const rules = compileFacets(f, now);
  const tallies = rules.map((r) => new Int32Array(r.options.length + 1));
  const tests = rules.map((r) => r.test);
  const kept: Indexed[] = [];
  for (const e of index) {
    // The listed rule's expiry half (board jobs are active by construction), without an object per job.
    if (isExpiredAt(e.expires, now)) continue;
    let passes = true;
    for (let i = 0; i < base.length && passes; i++) passes = base[i]!(e);
    if (!passes) continue;
    let failed = -1;
    let fails = 0;
    for (let i = 0; i < tests.length && fails < 2; i++) {
      if (tests[i] && !tests[i]!(e)) {
        fails++;
        failed = i;
      }
    }
    if (fails === 0) {
      kept.push(e);
      for (let i = 0; i < rules.length; i++) {
        tallies[i]![0]!++;
        rules[i]!.tally(e, tallies[i]!);
      }
    } else if (fails === 1) {
      tallies[failed]![0]!++;
      rules[failed]!.tally(e, tallies[failed]!);
    }
  }
  const counts = {} as FacetCounts;
  rules.forEach((r, i) => {
    const c = tallies[i]!;
    r.finish?.(c);
    const out: Record<string, number> = { all: c[0]! };
    r.options.forEach((o, k) => (out[o] = c[1 + k]!));
    counts[r.name] = out;
  });
  let ranks = sortBy(sortIndexed(kept, anchor, origin), index, f.sort, origin);
  if (f.sort === 'match' && keywords) {
    // Best match: the keywords' score, highest first; equal scores keep the board's order (stable sort).
    const score = new Map(ranks.map((r) => [r, keywords.score(index[r]!)]));
    ranks = ranks.sort((a, b) => score.get(b)! - score.get(a)!);
  }
  // A minimum pay ranks by how surely a job meets it, except under "Highest pay" (which already does) and "Nearest".
  const minPay = Number(f.minPay);
  const tiered = minPay > 0 && f.sort !== 'pay' && !(f.sort === 'distance' && origin) ? payTiers(ranks, index, minPay) : ranks;
  return { ranks: tiered, counts };
}

/**
 * Filter + sort: everything the board does to its data on each change. The list is indexed on its
 * first use (keep passing the same array to reuse the index).
 */
export function applyBoard(jobs: readonly JobSummary[], f: Filters, origin: LatLng | null, now: number, anchor = now): JobSummary[] {
  const ranked = indexOf(jobs);
  return runBoard(ranked.index, f, origin, now, anchor).ranks.map((r) => ranked.jobs[r]!);
}
