/** Filter + counts + sort over 10,000 synthetic jobs (median of runs). */
import { applyBoard } from '~/features/board/text-board';
import { EMPTY_FILTERS, type Filters } from '~/features/board/filters';
import { toJobSummary } from '~/features/jobs/summaries.server';
import { ANON_COLUMNS, publicJobSchema } from '~/domain/job';
import { buildSyntheticJobs } from '../seed/synthetic';

function boardJobs(count: number) {
  const now = new Date();
  return buildSyntheticJobs(count, { now, startId: 1 }).map((row) => {
    // As the database answers: a column the synthetic row leaves out is null, but employer_verified is
    // `not null default false` (set from the employers table).
    const anon = { ...Object.fromEntries(ANON_COLUMNS.map((c) => [c, (row as Record<string, unknown>)[c] ?? null])), employer_verified: false };
    return toJobSummary(publicJobSchema.parse(anon));
  });
}

export interface FilterBench {
  /** first pass over a fresh list, which also builds the board's index (once per data file) */
  firstMs: number;
  /** median of later passes, cycling through the cases below */
  medianMs: number;
  /** median with no filter: every job sorted (the board's first render) */
  unfilteredMs: number;
}

export function benchFilter(): FilterBench {
  const jobs = boardJobs(10_000);
  const origin = { lat: 37.39, lng: -122.08 };
  // The cases a visitor produces: nothing set, a keyword with a type and a region, a ZIP radius search,
  // and the facts (role, minimum pay, bonus, posted within, sorted by pay). Every pass counts every option.
  const cases: [Filters, typeof origin | null][] = [
    [EMPTY_FILTERS, null],
    [{ ...EMPTY_FILTERS, q: 'therapist', type: 'full-time', location: 'Bay Area' }, origin],
    [{ ...EMPTY_FILTERS, location: '94043' }, origin],
    [{ ...EMPTY_FILTERS, role: 'pt', minPay: '90000', bonus: '1', posted: '30', sort: 'pay' }, null],
  ];
  const now = Date.now();
  let t = performance.now();
  applyBoard(jobs, EMPTY_FILTERS, null, now);
  const firstMs = performance.now() - t;
  const times: number[] = [];
  const unfiltered: number[] = [];
  for (let i = 0; i < 64; i++) {
    const [filters, at] = cases[i % cases.length]!;
    t = performance.now();
    applyBoard(jobs, filters, at, now);
    const ms = performance.now() - t;
    times.push(ms);
    if (i % cases.length === 0) unfiltered.push(ms);
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return { firstMs, medianMs: median(times), unfilteredMs: median(unfiltered) };
}
