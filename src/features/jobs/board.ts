/**
 * The job board's data and rules, pure and shared by the build (data file, first HTML render) and the
 * island (filtering, sorting in the browser). SPEC 5 "Job filters" and "Location filter", SPEC 9 "Sort".
 */
import { distanceMiles, SEARCH_RADIUS_MILES, type LatLng } from '~/features/location/geo';
import { regionCities } from '~/features/location/regions';
import { stateAbbr, US_STATES } from '~/features/location/us-states';

/** One job as the board needs it: anonymous columns only, description cut, coordinates precomputed. */
export interface BoardJob {
  id: string;
  url: string;
  title: string;
  employer: string;
  city: string;
  state: string;
  zip: string | null;
  type: string;
  setting: string;
  specialty: string | null;
  level: string | null;
  min: number | null;
  max: number | null;
  desc: string;
  posted: string;
  expires: string | null;
  lat: number | null;
  lng: number | null;
  partner: boolean;
}

export interface BoardData {
  generatedAt: string;
  jobs: BoardJob[];
}

/** The data file is our own build output; the island checks its shape without shipping a schema library. */
export function isBoardData(raw: unknown): raw is BoardData {
  const d = raw as BoardData | null;
  return !!d && typeof d === 'object' && Array.isArray(d.jobs) && d.jobs.every((j) => j && typeof j.id === 'string' && typeof j.title === 'string' && typeof j.posted === 'string');
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

/** Text, type, setting and specialty rules (SPEC 5). */
export function matchesFacets(job: BoardJob, f: Filters): boolean {
  if (!unset(f.q)) {
    const q = f.q.trim().toLowerCase();
    if (!job.title.toLowerCase().includes(q) && !job.employer.toLowerCase().includes(q) && !job.desc.toLowerCase().includes(q)) return false;
  }
  if (!unset(f.type) && job.type.toLowerCase() !== f.type.trim().toLowerCase()) return false;
  if (!unset(f.setting) && job.setting.toLowerCase() !== f.setting.trim().toLowerCase()) return false;
  if (!unset(f.specialty)) {
    const want = f.specialty.trim().toLowerCase();
    const have = job.specialty?.toLowerCase() ?? '';
    // Substring in either direction: 'ortho' finds 'orthopedic', 'sports-medicine-pt' finds 'sports-medicine'.
    if (!have || (!have.includes(want) && !want.includes(have))) return false;
  }
  return true;
}

/**
 * Location rule (SPEC 5): the city or zip contains the text; or the state matches by abbreviation or
 * full name (or by name prefix from 4 characters); or a Bay Area region groups the job's city; or the
 * geocoded distance is at most 50 miles. With no coordinates for the text, only the text rules apply.
 */
export function matchesLocation(job: BoardJob, text: string, origin: LatLng | null): boolean {
  const t = text.trim().toLowerCase();
  if (!t) return true;
  if (job.city.toLowerCase().includes(t) || (job.zip ?? '').includes(t)) return true;
  const abbr = stateAbbr(t);
  if (abbr && abbr === job.state) return true;
  const stateName = US_STATES[job.state]?.toLowerCase();
  if (t.length >= 4 && stateName?.startsWith(t)) return true;
  const region = regionCities(t);
  if (region?.includes(job.city.toLowerCase())) return true;
  if (origin && job.lat != null && job.lng != null) return distanceMiles(origin, { lat: job.lat, lng: job.lng }) <= SEARCH_RADIUS_MILES;
  return false;
}

const DAY = 86_400_000;

/**
 * The board's order. The spec's pairwise rule ("newest first; within 24 hours of each other our own
 * listings first; then the nearer when both are within 50 miles") is not transitive, so we sort by a
 * key instead, which is a consistent total order:
 *   1. age bucket: whole days since posting, counted from `now` (jobs in the same bucket are within
 *      24 hours of each other);
 *   2. recruiting-partner listings before others;
 *   3. distance from the searched place when within 50 miles (nearer first; beyond or unknown last);
 *   4. posted time, newest first; 5. id, for a stable result.
 */
export function sortJobs(jobs: BoardJob[], options: { now: number; origin: LatLng | null }): BoardJob[] {
  const keyed = jobs.map((job) => {
    const posted = Date.parse(job.posted);
    let distance = Infinity;
    if (options.origin && job.lat != null && job.lng != null) {
      const d = distanceMiles(options.origin, { lat: job.lat, lng: job.lng });
      if (d <= SEARCH_RADIUS_MILES) distance = d;
    }
    return { job, bucket: Math.floor(Math.max(0, options.now - posted) / DAY), partner: job.partner ? 0 : 1, distance, posted };
  });
  keyed.sort((a, b) => a.bucket - b.bucket || a.partner - b.partner || a.distance - b.distance || b.posted - a.posted || a.job.id.localeCompare(b.job.id));
  return keyed.map((k) => k.job);
}

/** A job still listed at view time (the data file is built before some expiries pass). */
export function stillListed(job: BoardJob, now: number): boolean {
  return !job.expires || Date.parse(job.expires) > now;
}

/** Filter + sort: everything the board does to its data on each change. */
export function applyBoard(jobs: BoardJob[], f: Filters, origin: LatLng | null, now: number): BoardJob[] {
  const kept = jobs.filter((j) => stillListed(j, now) && matchesFacets(j, f) && matchesLocation(j, f.location, origin));
  return sortJobs(kept, { now, origin });
}
