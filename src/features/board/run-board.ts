/**
 * What the board shows for a set of filters: the results in order (rankBoard) and every option's count
 * (countBoard). Pure, shared by the island (every change) and, through text-board.ts, the build and job
 * alerts. The text query comes already matched (`keywords`): the island's from the term index, the
 * server's compiled from the search text; so the island ships no vocabulary.
 */
import type { LatLng } from '~/features/location/geo';
import { compileFacets, type FacetCounts, type Test } from './facets';
import type { Keywords } from './keywords';
import type { Filters } from './filters';
import type { Indexed } from './indexed';
import { compileLocation } from './place-search';
import { payTiers, sortBy, sortIndexed } from './order';

/**
 * The board's jobs by rank. The browser may hold only some (those a keyword query's term files carry,
 * term-index.ts): a rank it does not hold is a hole, and no rule reads it.
 */
export type BoardIndex = readonly (Indexed | undefined)[];

/** The filters compiled once per change: the tests every result passes, and the facets. */
function compile(f: Filters, keywords: Keywords | null, origin: LatLng | null, now: number) {
  // The listed rule's expiry half (board jobs are active by construction; an entry's expiry is a number,
  // Infinity for none), then the text and the place.
  const base: Test[] = [(e) => e.expires > now];
  if (keywords) base.push(keywords.test);
  const location = compileLocation(f.location, origin, Number(f.radius) || undefined);
  if (location) base.push(location);
  const rules = compileFacets(f, now);
  return { base, keywords, rules };
}

/** Per index, the board's order of every job it holds, and what it was worked out for (rankBoard). */
const orders = new WeakMap<BoardIndex, [key: string, ranks: number[], groups: Map<string, Map<string, number[]>>]>();

/**
 * What the board shows, in order: the ranks of the jobs that pass every filter (`index` in rank order,
 * as indexEntries and the index give it). `now` decides expiry and "posted within"; `anchor` (the data's
 * build time) counts the day buckets, so the build's first render and the browser settle on the same
 * order however much later the page is opened. The island runs this on a change and counts after the
 * frame (countBoard): the results are what the visitor waits for.
 */
export function rankBoard(index: BoardIndex, f: Filters, keywords: Keywords | null, origin: LatLng | null, now: number, anchor = now): number[] {
  const { base, rules } = compile(f, keywords, origin, now);
  const tests = [...base, ...rules.flatMap((r) => r.test ?? [])];
  // The board's order of every held job, worked out once per index, anchor and origin: a job's place in it
  // depends on that job alone, so the jobs that pass, walked in it, come out in order with no sort per
  // change. The index fills in place while a keyword's files arrive: the count of jobs held tells a stale one.
  let held = 0;
  for (const e of index) if (e) held++;
  const key = `${held} ${anchor} ${origin?.lat} ${origin?.lng}`;
  let order = orders.get(index);
  if (order?.[0] !== key)
    orders.set(
      index,
      (order = [
        key,
        sortIndexed(
          index.filter((e): e is Indexed => !!e),
          anchor,
          origin,
        ),
        new Map(),
      ]),
    );
  // An equality filter (a setting, a type, a role) walks only its value's jobs, grouped once in the board's order.
  const pick = tests.find((t) => t.by);
  let walked = order[1];
  if (pick) {
    const by = pick.by!;
    let groups = order[2].get(String(by));
    if (!groups) {
      order[2].set(String(by), (groups = new Map()));
      for (const r of walked) {
        const v = by(index[r]!);
        (groups.get(v) ?? groups.set(v, []).get(v)!).push(r);
      }
    }
    walked = groups.get(pick.want!) ?? [];
  }
  let ranks = sortBy(
    walked.filter((r) => tests.every((t) => t(index[r]!))),
    index,
    f.sort,
    origin,
  );
  if (f.sort === 'match' && keywords) {
    // Best match: the keywords' score, highest first; equal scores keep the board's order (stable sort).
    const score = new Map(ranks.map((r) => [r, keywords.score(index[r]!)]));
    ranks = ranks.sort((a, b) => score.get(b)! - score.get(a)!);
  }
  // A minimum pay ranks by how surely a job meets it, except under "Highest pay" (which already does) and "Nearest".
  const minPay = Number(f.minPay);
  return minPay > 0 && f.sort !== 'pay' && !(f.sort === 'distance' && origin) ? payTiers(ranks, index, minPay) : ranks;
}

/**
 * Every option's count, in one pass: a job that fails no facet counts under every facet; a job that fails
 * exactly one facet counts under that facet only (it would be a result if that facet changed); the text
 * query, the location and expiry are not facets, so a job failing one of them counts nowhere.
 */
export function countBoard(index: BoardIndex, f: Filters, keywords: Keywords | null, origin: LatLng | null, now: number): FacetCounts {
  const steps = counting(index, f, keywords, origin, now);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The same counts a slice of jobs at a time, each slice its own task (a board of 50,000 jobs would hold
 * the main thread past a frame at once), given up when `wanted` says a newer search has come: null then.
 */
export async function countBoardInSlices(
  index: BoardIndex,
  f: Filters,
  keywords: Keywords | null,
  origin: LatLng | null,
  now: number,
  wanted: () => boolean,
): Promise<FacetCounts | null> {
  const steps = counting(index, f, keywords, origin, now);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await new Promise((r) => setTimeout(r));
    if (!wanted()) return null;
  }
}

/** The count's pass, pausing after every SLICE jobs. */
const SLICE = 5000;
function* counting(index: BoardIndex, f: Filters, keywords: Keywords | null, origin: LatLng | null, now: number): Generator<void, FacetCounts> {
  const { base, rules } = compile(f, keywords, origin, now);
  const tallies = rules.map((r) => new Int32Array(r.options.length + 1));
  const tests = rules.map((r) => r.test);
  for (let at = 0; at < index.length; at++) {
    if (at && at % SLICE === 0) yield;
    const e = index[at];
    if (!e || !base.every((t) => t(e))) continue;
    let failed = -1;
    let fails = 0;
    for (let i = 0; i < tests.length && fails < 2; i++) {
      if (tests[i] && !tests[i]!(e)) {
        fails++;
        failed = i;
      }
    }
    if (fails === 0) {
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
  return counts;
}
