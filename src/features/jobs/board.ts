/**
 * The job board's data and rules, pure and shared by the build (data file, first HTML render) and the
 * island (filtering, sorting in the browser). SPEC 5 "Job filters" and "Location filter", SPEC 9 "Sort".
 */
import { distanceMiles, SEARCH_RADIUS_DEGREES_LAT, SEARCH_RADIUS_MILES, type LatLng } from '~/features/location/geo';
import { byRank } from './board-index';
import { localName, regionCities } from '~/features/location/regions';
import { isExpiredAt, isListedAt } from '~/domain/job-rules';
import type { JobSummary } from '~/domain/job-summary';
import { stateAbbr, US_STATES } from '~/domain/us-states';

/** The board works on the one job shape every card renders (src/domain/job-summary.ts). */
export type BoardJob = JobSummary;

export interface BoardData {
  generatedAt: string;
  jobs: BoardJob[];
}

/** The data file is our own build output; the island checks its shape without shipping a schema library. */
export function isBoardData(raw: unknown): raw is BoardData {
  const d = raw as BoardData | null;
  return (
    !!d &&
    typeof d === 'object' &&
    Array.isArray(d.jobs) &&
    d.jobs.every((j) => j && typeof j.id === 'string' && typeof j.job_title === 'string' && typeof j.posted_at === 'string')
  );
}

/** Characters of description kept: a little more than a 3-line clamp shows on the widest card. */
export const DESCRIPTION_CUT = 240;

export function cutDescription(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= DESCRIPTION_CUT) return t;
  return `${t.slice(0, t.lastIndexOf(' ', DESCRIPTION_CUT)).replace(/[,.;:]$/, '')}…`;
}

export interface Filters {
  q: string;
  type: string;
  setting: string;
  specialty: string;
  location: string;
}
export const EMPTY_FILTERS: Filters = { q: '', type: 'all', setting: 'all', specialty: 'all', location: '' };
const KEYS = ['q', 'type', 'setting', 'specialty', 'location'] as const;

/** Filters from a URL query (`/jobs?q=&type=&setting=&specialty=&location=`); unknown keys ignored. */
export function filtersFromQuery(params: URLSearchParams): Filters {
  const f = { ...EMPTY_FILTERS };
  for (const key of KEYS) {
    const v = params.get(key)?.slice(0, 100).trim();
    if (v) f[key] = v;
  }
  return f;
}

/** The query string for filters, leaving out empty and 'all' values ('' when nothing is set). */
export function filtersToQuery(f: Filters): string {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const v = f[key].trim();
    if (v && v.toLowerCase() !== 'all') params.set(key, v);
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

const unset = (v: string) => !v || v.trim() === '' || v.trim().toLowerCase() === 'all';

/**
 * What the filters and the sort compare of one job, lower-cased and parsed once per data load (not per
 * keystroke: lower-casing 10,000 descriptions on every pass was most of the board's time). Built from a
 * full job (the build, tests) or from an entry of the compact index (the browser), whose text arrives
 * separately and only for a text search.
 */
interface Indexed {
  /** title, employer and description, lower-cased, joined by a character no typed query contains; null until loaded */
  hay: string | null;
  city: string;
  zip: string;
  type: string;
  setting: string;
  specialty: string;
  state: string;
  stateName: string;
  posted: number;
  expires: number;
  lat: number | null;
  lng: number | null;
  partner: boolean;
  /** place in the list ordered by posted time, newest first, then id: the sort's last two keys in one */
  rank: number;
}

/** The parts of a job the rules read, whichever shape carries them. */
export interface BoardFacts {
  city: string;
  state: string;
  zip_code: string | null;
  job_type: string;
  setting: string;
  specialty: string | null;
  lat: number | null;
  lng: number | null;
  partner: boolean;
}

function indexFacts(job: BoardFacts, posted: number, expires: number, rank: number, hay: string | null): Indexed {
  return {
    hay,
    city: job.city.toLowerCase(),
    zip: job.zip_code ?? '',
    type: job.job_type.toLowerCase(),
    setting: job.setting.toLowerCase(),
    specialty: job.specialty?.toLowerCase() ?? '',
    state: job.state,
    stateName: US_STATES[job.state]?.toLowerCase() ?? '',
    posted,
    expires,
    lat: job.lat,
    lng: job.lng,
    partner: job.partner,
    rank,
  };
}

/** The text a query searches: title, employer and (cut) description, lower-cased. */
export function searchText(job: Pick<BoardJob, 'job_title' | 'employer_name' | 'description'>): string {
  return `${job.job_title}\u0000${job.employer_name}\u0000${job.description}`.toLowerCase();
}

function indexJob(job: BoardJob): Indexed {
  return indexFacts(job, Date.parse(job.posted_at), job.expires_at ? Date.parse(job.expires_at) : Infinity, 0, searchText(job));
}

/** Orders by posted time, newest first, then by id, and numbers the entries in that order. */
function rankAll(jobs: readonly BoardJob[]): { jobs: BoardJob[]; index: Indexed[] } {
  const sorted = [...jobs].sort(byRank);
  const index = sorted.map(indexJob);
  index.forEach((e, i) => (e.rank = i));
  return { jobs: sorted, index };
}

const indexCache = new WeakMap<readonly BoardJob[], { jobs: BoardJob[]; index: Indexed[] }>();
/** The index of a job list, built on first use and kept as long as the list itself. */
function indexOf(jobs: readonly BoardJob[]): { jobs: BoardJob[]; index: Indexed[] } {
  let ranked = indexCache.get(jobs);
  if (!ranked) {
    // Ranked once, so each pass filters a list already in posted order and the sort has little to do.
    ranked = rankAll(jobs);
    indexCache.set(jobs, ranked);
  }
  return ranked;
}

/** The rules' view of the compact index's entries (in rank order), with the search text once loaded. */
export function indexEntries(entries: readonly (BoardFacts & { posted: number; expires: number | null })[], texts: readonly string[] | null = null): Indexed[] {
  return entries.map((e, i) => indexFacts(e, e.posted, e.expires ?? Infinity, i, texts?.[i] ?? null));
}
export type IndexedEntries = ReturnType<typeof indexEntries>;

type Test = (e: Indexed) => boolean;

/** Text, type, setting and specialty rules (SPEC 5), with the filter values prepared once. */
function compileFacets(f: Filters): Test[] {
  const tests: Test[] = [];
  if (!unset(f.q)) {
    const q = f.q.trim().toLowerCase().replaceAll('\u0000', '');
    tests.push((e) => e.hay !== null && e.hay.includes(q));
  }
  if (!unset(f.type)) {
    const type = f.type.trim().toLowerCase();
    tests.push((e) => e.type === type);
  }
  if (!unset(f.setting)) {
    const setting = f.setting.trim().toLowerCase();
    tests.push((e) => e.setting === setting);
  }
  if (!unset(f.specialty)) {
    const want = f.specialty.trim().toLowerCase();
    // Substring in either direction: 'ortho' finds 'orthopedic', 'sports-medicine-pt' finds 'sports-medicine'.
    tests.push((e) => !!e.specialty && (e.specialty.includes(want) || want.includes(e.specialty)));
  }
  return tests;
}

/**
 * Location rule (SPEC 5), with what people mean by short names:
 *   - a local name ("SF", "LA", "NYC", "Philly", "DFW") matches its place's city, or any job within 50
 *     miles of the place;
 *   - a two-letter state code or a full state name matches that state only (never a substring of a city:
 *     "CA" does not find Chicago);
 *   - anything else: the city or zip contains the text; or the state name starts with it (from 4
 *     characters); or a Bay Area region groups the job's city; or the geocoded distance is at most 50 miles.
 * With no coordinates for the text, only the text rules apply.
 */
function compileLocation(text: string, origin: LatLng | null): Test | null {
  const t = text.trim().toLowerCase();
  if (!t) return null;
  const maxDLat = SEARCH_RADIUS_DEGREES_LAT + 1e-9;
  const near = (e: Indexed) => {
    const { lat, lng } = e;
    if (!origin || lat == null || lng == null || Math.abs(lat - origin.lat) > maxDLat) return false;
    return distanceMiles(origin, { lat, lng }) <= SEARCH_RADIUS_MILES;
  };
  const local = localName(t);
  if (local) {
    const [city, state] = local.toLowerCase().split(', ');
    return (e) => (e.city === city && e.state.toLowerCase() === state) || near(e);
  }
  const abbr = stateAbbr(t);
  if (abbr) return (e) => e.state === abbr;
  const prefix = t.length >= 4 ? t : null;
  const region = regionCities(t);
  const regionSet = region ? new Set(region) : null;
  return (e) => e.city.includes(t) || e.zip.includes(t) || (!!prefix && e.stateName.startsWith(prefix)) || !!regionSet?.has(e.city) || near(e);
}

/**
 * What to geocode for a location filter: a local name's place, nothing for a state (the state rule alone
 * decides, so no lookup runs), else the text itself.
 */
export function geocodeTarget(text: string): string | null {
  const t = text.trim();
  return localName(t) ?? (t && !stateAbbr(t) ? t : null);
}

/** Text, type, setting and specialty rules (SPEC 5) for one job. */
export function matchesFacets(job: BoardJob, f: Filters): boolean {
  const e = indexJob(job);
  return compileFacets(f).every((test) => test(e));
}

/** The location rule (SPEC 5) for one job; see `compileLocation`. */
export function matchesLocation(job: BoardJob, text: string, origin: LatLng | null): boolean {
  return compileLocation(text, origin)?.(indexJob(job)) ?? true;
}

const DAY = 86_400_000;

/** Bucket keys are capped here (jobs posted over 130 years ago share the last bucket) to bound the counting array. */
const MAX_COUNTING_KEYS = 100_000;

/**
 * The board's order. The spec's pairwise rule ("newest first; within 24 hours of each other our own
 * listings first; then the nearer when both are within 50 miles") is not transitive, so we sort by a
 * key instead, which is a consistent total order:
 *   1. age bucket: whole days since posting, counted from `now` (jobs in the same bucket are within
 *      24 hours of each other);
 *   2. recruiting-partner listings before others;
 *   3. distance from the searched place when within 50 miles (nearer first; beyond or unknown last);
 *   4. posted time, newest first; 5. id (together: the rank the index gave each job).
 *
 * `entries` arrive in rank order (the index is ranked, and filtering keeps order), so a stable
 * counting sort on keys 1-2 leaves each bucket in rank order; only buckets holding a job within the
 * radius are then sorted by distance. No comparison sort over the whole list: O(n) but for that.
 */
function sortIndexed(entries: Indexed[], now: number, origin: LatLng | null): number[] {
  const n = entries.length;
  const keys = new Int32Array(n);
  let maxKey = 0;
  for (let i = 0; i < n; i++) {
    const e = entries[i]!;
    // Partner listings sort as if half a bucket newer: same bucket, ahead of the others in it.
    const key = Math.floor(Math.max(0, now - e.posted) / DAY) * 2 + (e.partner ? 0 : 1);
    keys[i] = Math.min(key, MAX_COUNTING_KEYS);
    if (keys[i]! > maxKey) maxKey = keys[i]!;
  }
  const distance = new Float64Array(n).fill(Infinity);
  if (origin) {
    for (let i = 0; i < n; i++) {
      const { lat, lng } = entries[i]!;
      if (lat == null || lng == null) continue;
      const d = distanceMiles(origin, { lat, lng });
      if (d <= SEARCH_RADIUS_MILES) distance[i] = d;
    }
  }
  // Stable counting sort by bucket key; positions within a bucket keep rank order.
  const starts = new Int32Array(maxKey + 2);
  for (let i = 0; i < n; i++) starts[keys[i]! + 1]!++;
  for (let k = 1; k < starts.length; k++) starts[k]! += starts[k - 1]!;
  const order = new Int32Array(n);
  const fill = starts.slice();
  for (let i = 0; i < n; i++) order[fill[keys[i]!]!++] = i;
  if (origin) {
    for (let k = 0; k <= maxKey; k++) {
      const from = starts[k]!;
      const to = starts[k + 1]!;
      if (to - from < 2) continue;
      const group = order.subarray(from, to);
      if (!group.some((i) => distance[i]! < Infinity)) continue;
      // Within the bucket: nearer first; both beyond the radius (Infinity - Infinity is NaN, falsy) keep rank order.
      group.sort((a, b) => distance[a]! - distance[b]! || a - b);
    }
  }
  const out = new Array<number>(n);
  for (let j = 0; j < n; j++) out[j] = entries[order[j]!]!.rank;
  return out;
}

/** The board's order for a list of jobs (see `sortIndexed` for the rule and why it is a total order). */
export function sortJobs(jobs: BoardJob[], options: { now: number; origin: LatLng | null }): BoardJob[] {
  const ranked = rankAll(jobs);
  return sortIndexed(ranked.index, options.now, options.origin).map((r) => ranked.jobs[r]!);
}

/** A job still listed at view time (the data file is built before some expiries pass). */
export function stillListed(job: BoardJob, now: number): boolean {
  return isListedAt({ expires_at: job.expires_at }, now);
}

/**
 * Filter + sort over indexed entries: the ranks of the jobs to show, in the board's order. `now` decides
 * expiry; `anchor` (the data's build time) counts the day buckets, so the build's first render and the
 * browser settle on the same order however much later the page is opened.
 */
export function applyIndexed(index: readonly Indexed[], f: Filters, origin: LatLng | null, now: number, anchor = now): number[] {
  const tests = compileFacets(f);
  const location = compileLocation(f.location, origin);
  if (location) tests.push(location);
  // The listed rule's expiry half (board jobs are active by construction), without an object per job.
  const kept = index.filter((e) => !isExpiredAt(e.expires, now) && tests.every((test) => test(e)));
  return sortIndexed(kept, anchor, origin);
}

/**
 * Filter + sort: everything the board does to its data on each change. The list is indexed on its
 * first use (keep passing the same array to reuse the index).
 */
export function applyBoard(jobs: readonly BoardJob[], f: Filters, origin: LatLng | null, now: number, anchor = now): BoardJob[] {
  const ranked = indexOf(jobs);
  return applyIndexed(ranked.index, f, origin, now, anchor).map((r) => ranked.jobs[r]!);
}
