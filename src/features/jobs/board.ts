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
import { JOB_TYPES, SCHEDULES, SETTINGS, SPECIALTIES } from '~/domain/job-options';
import { ROLES } from '~/domain/job-role';
import { annualEquivalent, type PayUnit } from '~/domain/pay';

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

/** The board's sorts (issue 17): the spec's rule, highest annual-equivalent pay, nearest to the location. */
export const SORTS = ['newest', 'pay', 'distance'] as const;
export type Sort = (typeof SORTS)[number];
/** "Posted within" choices, in days. */
export const POSTED_DAYS = ['1', '3', '7', '30'] as const;
/** Minimum-pay choices the form offers, annual dollars (a shared URL may carry any other amount). */
export const MIN_PAY_STEPS = [50_000, 60_000, 70_000, 80_000, 90_000, 100_000, 110_000, 120_000] as const;
/** Highest minimum pay a URL may ask for. */
const MAX_MIN_PAY = 1_000_000;

/**
 * Everything the board filters and sorts by, as the URL carries it (issue 17). Selects hold 'all' when
 * unset; the yes/no filters hold '1' or ''. `minPay` is annual dollars; `payOnly` drops the jobs that
 * state no pay (they are kept by default, as no pay is not low pay). `sort` is 'newest' unless chosen.
 */
export interface Filters {
  q: string;
  location: string;
  role: string;
  type: string;
  setting: string;
  specialty: string;
  minPay: string;
  payOnly: string;
  posted: string;
  schedule: string;
  newGrad: string;
  bonus: string;
  sort: string;
}
export const EMPTY_FILTERS: Filters = {
  q: '',
  location: '',
  role: 'all',
  type: 'all',
  setting: 'all',
  specialty: 'all',
  minPay: 'all',
  payOnly: '',
  posted: 'all',
  schedule: 'all',
  newGrad: '',
  bonus: '',
  sort: 'newest',
};
/** The URL's parameters, in the order the URL writes them. */
export const FILTER_KEYS = Object.keys(EMPTY_FILTERS) as (keyof Filters)[];
/** The filters that are yes/no checkboxes. */
export const FLAG_KEYS = ['payOnly', 'newGrad', 'bonus'] as const;

/**
 * What a URL value may be for the filters with a fixed set of values; the text filters and the three
 * option lists the spec has always had (type, setting, specialty) are checked against the form's options.
 */
const VALID: Partial<Record<keyof Filters, (v: string) => boolean>> = {
  role: (v) => (ROLES as readonly string[]).includes(v),
  schedule: (v) => (SCHEDULES as readonly string[]).includes(v),
  minPay: (v) => /^\d{1,7}$/.test(v) && Number(v) > 0 && Number(v) <= MAX_MIN_PAY,
  posted: (v) => (POSTED_DAYS as readonly string[]).includes(v),
  sort: (v) => (SORTS as readonly string[]).includes(v),
  payOnly: (v) => v === '1',
  newGrad: (v) => v === '1',
  bonus: (v) => v === '1',
};

/** Filters from a URL query (`/jobs?q=&role=&minPay=…`); unknown keys and invalid values are ignored. */
export function filtersFromQuery(params: URLSearchParams): Filters {
  const f = { ...EMPTY_FILTERS };
  for (const key of FILTER_KEYS) {
    const v = params.get(key)?.slice(0, 100).trim();
    if (v && (VALID[key]?.(v) ?? true)) f[key] = key === 'minPay' ? String(Number(v)) : v;
  }
  return f;
}

/** The query string for filters, leaving out defaults ('' when nothing is set). */
export function filtersToQuery(f: Filters): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const v = f[key].trim();
    if (v && v.toLowerCase() !== 'all' && v !== EMPTY_FILTERS[key]) params.set(key, v);
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
  /** Bit set of the SPECIALTIES options this job's specialty answers to (see `specialtyMatches`). */
  specialties: number;
  role: string;
  /** Positions in ROLES, JOB_TYPES and SETTINGS (-1 for a value outside them), for counting. */
  roleAt: number;
  typeAt: number;
  settingAt: number;
  /** The top of the posted pay as an annual equivalent (src/domain/pay.ts), or null when none is stated. */
  pay: number | null;
  /** The hour of posting (ms since the epoch / 1 hour, rounded down): "posted within" counts whole hours. */
  postedHour: number;
  newGrad: boolean;
  bonus: boolean;
  /** Bit set of SCHEDULES. */
  schedule: number;
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
  role: string;
  salary_min: number | null;
  salary_max: number | null;
  pay_unit: PayUnit;
  new_grad: string | null;
  schedule: string | null;
  lat: number | null;
  lng: number | null;
  partner: boolean;
}

const HOUR = 3_600_000;

/** Specialty rule (SPEC 5): substring in either direction ('ortho' finds 'orthopedic', 'sports-medicine-pt' finds 'sports-medicine'). */
export function specialtyMatches(specialty: string, wanted: string): boolean {
  return !!specialty && (specialty.includes(wanted) || wanted.includes(specialty));
}

// A few distinct values repeat across thousands of jobs: each is worked out once per load.
const specialtyBits = new Map<string, number>();
const scheduleBits = new Map<string | null, number>();
const bitsOf = <K>(cache: Map<K, number>, key: K, compute: () => number) => {
  let bits = cache.get(key);
  if (bits === undefined) cache.set(key, (bits = compute()));
  return bits;
};

function indexFacts(job: BoardFacts, bonus: boolean, posted: number, expires: number, rank: number, hay: string | null): Indexed {
  const specialty = job.specialty?.toLowerCase() ?? '';
  const top = job.salary_max ?? job.salary_min;
  return {
    hay,
    city: job.city.toLowerCase(),
    zip: job.zip_code ?? '',
    type: job.job_type.toLowerCase(),
    setting: job.setting.toLowerCase(),
    specialty,
    specialties: bitsOf(specialtyBits, specialty, () => SPECIALTIES.reduce((bits, o, b) => (specialtyMatches(specialty, o) ? bits | (1 << b) : bits), 0)),
    role: job.role,
    roleAt: (ROLES as readonly string[]).indexOf(job.role),
    typeAt: (JOB_TYPES as readonly string[]).indexOf(job.job_type.toLowerCase()),
    settingAt: (SETTINGS as readonly string[]).indexOf(job.setting.toLowerCase()),
    pay: top == null ? null : annualEquivalent(top, job.pay_unit),
    postedHour: Math.floor(posted / HOUR),
    // "New-grad friendly": the employer says new graduates are welcome (with any mentoring), not "experienced only".
    newGrad: !!job.new_grad && job.new_grad !== 'none',
    bonus,
    schedule: bitsOf(scheduleBits, job.schedule, () => {
      const tags = job.schedule?.split(',') ?? [];
      return SCHEDULES.reduce((bits, tag, b) => (tags.includes(tag) ? bits | (1 << b) : bits), 0);
    }),
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
  return indexFacts(job, !!job.sign_on_bonus, Date.parse(job.posted_at), job.expires_at ? Date.parse(job.expires_at) : Infinity, 0, searchText(job));
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
export function indexEntries(
  entries: readonly (BoardFacts & { has_bonus: boolean; posted: number; expires: number | null })[],
  texts: readonly string[] | null = null,
): Indexed[] {
  return entries.map((e, i) => indexFacts(e, e.has_bonus, e.posted, e.expires ?? Infinity, i, texts?.[i] ?? null));
}
export type IndexedEntries = ReturnType<typeof indexEntries>;

type Test = (e: Indexed) => boolean;

/** The filters that show a count beside each of their options. */
export const FACETS = ['role', 'type', 'setting', 'specialty', 'minPay', 'payOnly', 'posted', 'schedule', 'newGrad', 'bonus'] as const;
export type Facet = (typeof FACETS)[number];
/**
 * Per facet, how many jobs each option would show with every other filter as it is: 'all' is the facet
 * unset; a yes/no filter counts its '1'; `payOnly` counts 'without' (the jobs that state no pay).
 */
export type FacetCounts = Record<Facet, Record<string, number>>;

interface FacetRule {
  name: Facet;
  /** The options counted; counts[1 + i] is options[i]'s, counts[0] the facet unset ('all'). */
  options: readonly string[];
  /** The facet's own test, or null when it is unset. */
  test: Test | null;
  /** Adds one job to the counts of the options it would be shown under (kept cheap: it runs per job per facet). */
  tally: (e: Indexed, counts: Int32Array) => void;
  /** Turns the tallies into counts, for the facets whose options nest (a job posted today is in every "within"). */
  finish?: (counts: Int32Array) => void;
}

/** The text query (SPEC 5), prepared once: title, employer or description contains it, ignoring case. */
function compileText(q: string): Test | null {
  if (unset(q)) return null;
  const want = q.trim().toLowerCase().replaceAll('\u0000', '');
  return (e) => e.hay !== null && e.hay.includes(want);
}

const equalTo = (v: string, get: (e: Indexed) => string): Test | null => {
  if (unset(v)) return null;
  const want = v.trim().toLowerCase();
  return (e) => get(e) === want;
};

/** The minimum-pay amounts to count, ascending: the form's steps and any other amount the filters carry. */
function payOptions(f: Filters): number[] {
  const steps: number[] = [...MIN_PAY_STEPS];
  const asked = Number(f.minPay);
  if (!unset(f.minPay) && asked > 0 && !steps.includes(asked)) steps.push(asked);
  return steps.sort((a, b) => a - b);
}

/** Counts of one bit set's options: bit b adds to option b. */
const tallyBits = (bits: number, counts: Int32Array) => {
  for (let b = 0; bits; b++, bits >>= 1) if (bits & 1) counts[1 + b]!++;
};

/**
 * Nested options (ascending thresholds a job meets from some position on): the tally adds the job at
 * the first threshold it meets, and this sums them up, so each job costs one addition, not one per option.
 */
const cumulate = (counts: Int32Array) => {
  for (let i = 2; i < counts.length; i++) counts[i]! += counts[i - 1]!;
};

/**
 * The facet rules (SPEC 5 for type, setting and specialty; issue 17 for the rest), with the values
 * prepared once. Type and setting match exactly, ignoring case; specialty by `specialtyMatches`; minimum
 * pay keeps a job whose top pay, as an annual equivalent, reaches it, and keeps jobs without pay unless
 * `payOnly` drops them; "posted within d days" keeps jobs posted in the last d x 24 whole hours.
 */
function compileFacets(f: Filters, now: number): FacetRule[] {
  const nowHour = Math.floor(now / HOUR);
  const minPay = Number(f.minPay);
  const steps = payOptions(f);
  const scheduleBit = (SCHEDULES as readonly string[]).indexOf(f.schedule);
  const specialty = f.specialty.trim().toLowerCase();
  const posted = Number(f.posted);
  const since = POSTED_DAYS.map((d) => nowHour - Number(d) * 24);
  const on = (v: string) => v === '1';
  const at = (i: number, counts: Int32Array) => i >= 0 && counts[1 + i]!++;
  return [
    { name: 'role', options: ROLES, test: equalTo(f.role, (e) => e.role), tally: (e, c) => at(e.roleAt, c) },
    { name: 'type', options: JOB_TYPES, test: equalTo(f.type, (e) => e.type), tally: (e, c) => at(e.typeAt, c) },
    { name: 'setting', options: SETTINGS, test: equalTo(f.setting, (e) => e.setting), tally: (e, c) => at(e.settingAt, c) },
    {
      name: 'specialty',
      options: SPECIALTIES,
      test: unset(f.specialty) ? null : (e) => specialtyMatches(e.specialty, specialty),
      tally: (e, c) => tallyBits(e.specialties, c),
    },
    {
      name: 'minPay',
      options: steps.map(String),
      test: unset(f.minPay) || !(minPay > 0) ? null : (e) => e.pay === null || e.pay >= minPay,
      // A job counts under every step up to its pay: added at the highest, summed downwards in finish.
      tally: (e, c) => {
        let k = steps.length;
        if (e.pay !== null) while (k > 0 && steps[k - 1]! > e.pay) k--;
        if (k > 0) c[k]!++;
      },
      finish: (c) => {
        for (let i = c.length - 2; i >= 1; i--) c[i]! += c[i + 1]!;
      },
    },
    { name: 'payOnly', options: ['without'], test: on(f.payOnly) ? (e) => e.pay !== null : null, tally: (e, c) => e.pay === null && c[1]!++ },
    {
      name: 'posted',
      options: POSTED_DAYS,
      test: unset(f.posted) || !(posted > 0) ? null : (e) => e.postedHour >= nowHour - posted * 24,
      tally: (e, c) => {
        let k = 0;
        while (k < since.length && e.postedHour < since[k]!) k++;
        if (k < since.length) c[1 + k]!++;
      },
      finish: cumulate,
    },
    {
      name: 'schedule',
      options: SCHEDULES,
      test: scheduleBit < 0 ? null : (e) => (e.schedule & (1 << scheduleBit)) !== 0,
      tally: (e, c) => tallyBits(e.schedule, c),
    },
    { name: 'newGrad', options: ['1'], test: on(f.newGrad) ? (e) => e.newGrad : null, tally: (e, c) => e.newGrad && c[1]!++ },
    { name: 'bonus', options: ['1'], test: on(f.bonus) ? (e) => e.bonus : null, tally: (e, c) => e.bonus && c[1]!++ },
  ];
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

/** The text query and every facet's rule for one job (location aside). */
export function matchesFacets(job: BoardJob, f: Filters, now = Date.now()): boolean {
  const e = indexJob(job);
  return (compileText(f.q)?.(e) ?? true) && compileFacets(f, now).every((r) => r.test?.(e) ?? true);
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
 * The chosen sort over the board's order: highest pay puts the highest annual-equivalent top pay first
 * and jobs without pay last; nearest puts the nearest job to the searched place first and jobs without
 * coordinates last. Ties (and every job, without a location for nearest) keep the board's order.
 */
function sortBy(order: number[], entries: readonly Indexed[], sort: string, origin: LatLng | null): number[] {
  if (sort === 'pay') {
    const pay = (r: number) => entries[r]!.pay ?? -1;
    return order.sort((a, b) => pay(b) - pay(a)); // stable: ties keep the board's order
  }
  if (sort === 'distance' && origin) {
    const distance = new Map<number, number>();
    for (const r of order) {
      const { lat, lng } = entries[r]!;
      distance.set(r, lat == null || lng == null ? Infinity : distanceMiles(origin, { lat, lng }));
    }
    // Both without coordinates: Infinity - Infinity is NaN, falsy, so the board's order stands.
    return order.sort((a, b) => distance.get(a)! - distance.get(b)! || 0);
  }
  return order;
}

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
  const text = compileText(f.q);
  if (text) base.push(text);
  const location = compileLocation(f.location, origin);
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
  const ranks = sortIndexed(kept, anchor, origin);
  return { ranks: sortBy(ranks, index, f.sort, origin), counts };
}

/** Filter + sort over indexed entries: the ranks of the jobs to show, in order (see `runBoard`). */
export function applyIndexed(index: readonly Indexed[], f: Filters, origin: LatLng | null, now: number, anchor = now): number[] {
  return runBoard(index, f, origin, now, anchor).ranks;
}

/**
 * Filter + sort: everything the board does to its data on each change. The list is indexed on its
 * first use (keep passing the same array to reuse the index).
 */
export function applyBoard(jobs: readonly BoardJob[], f: Filters, origin: LatLng | null, now: number, anchor = now): BoardJob[] {
  const ranked = indexOf(jobs);
  return applyIndexed(ranked.index, f, origin, now, anchor).map((r) => ranked.jobs[r]!);
}

/** Filter, count and sort a job list: the jobs in order and every option's count (see `runBoard`). */
export function boardWithCounts(jobs: readonly BoardJob[], f: Filters, origin: LatLng | null, now: number): { jobs: BoardJob[]; counts: FacetCounts } {
  const ranked = indexOf(jobs);
  const { ranks, counts } = runBoard(ranked.index, f, origin, now);
  return { jobs: ranks.map((r) => ranked.jobs[r]!), counts };
}
