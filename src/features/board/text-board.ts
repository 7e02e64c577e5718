/**
 * The board over jobs whose search text is at hand (the build's first render, job alerts, tests and
 * benches): the text query is compiled from the query with the vocabulary (keywords.ts), then the
 * board's one pass runs (run-board.ts). The island matches its queries through the term index instead.
 */
import type { JobSummary } from '~/domain/job-summary';
import type { LatLng } from '~/features/location/geo';
import type { FacetCounts } from './facets';
import type { Filters } from './filters';
import { indexOf, type Indexed } from './indexed';
import { compileKeywords } from './keywords';
import { localName, placeWithoutLookup, regionCities } from '~/features/location/regions';
import { givePlaceNames } from './place-search';
import { countBoard, rankBoard } from './run-board';

// The server and the build read place names at once (the browser loads them when a location is searched).
givePlaceNames({ localName, placeWithoutLookup, regionCities });

/** What the board shows for a set of filters: the ranks of the jobs, in order, and every option's count. */
export interface BoardResult {
  ranks: number[];
  counts: FacetCounts;
}

/** Ranks and counts together. */
export function runBoard(index: readonly Indexed[], f: Filters, origin: LatLng | null, now: number, anchor = now): BoardResult {
  const keywords = compileKeywords(f.q);
  return { ranks: rankBoard(index, f, keywords, origin, now, anchor), counts: countBoard(index, f, keywords, origin, now) };
}

/**
 * Filter + sort: everything the board does to its data on each change. The list is indexed on its
 * first use (keep passing the same array to reuse the index).
 */
export function applyBoard(jobs: readonly JobSummary[], f: Filters, origin: LatLng | null, now: number, anchor = now): JobSummary[] {
  const ranked = indexOf(jobs);
  return rankBoard(ranked.index, f, compileKeywords(f.q), origin, now, anchor).map((r) => ranked.jobs[r]!);
}
