/**
 * The rules' view of a job (or an entry of the compact index), prepared once per data load so each
 * keystroke only compares.
 */
import { byRank } from './compact-index';
import { US_STATES } from '~/domain/us-states';
import { JOB_TYPES, SCHEDULES, SETTINGS, SPECIALTIES } from '~/domain/job-options';
import { ROLES } from '~/domain/job-role';
import type { JobSummary } from '~/domain/job-summary';
import { annualEquivalent, hasYearlyFigure, PAY_UNITS, type PayUnit } from '~/domain/pay';

type BoardJob = JobSummary;

/**
 * What the filters and the sort compare of one job, lower-cased and parsed once per data load (not per
 * keystroke: lower-casing 10,000 descriptions on every pass was most of the board's time). Built from a
 * full job (the build, tests) or from an entry of the compact index (the browser), whose text arrives
 * separately and only for a text search.
 */
export interface Indexed {
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
  /** The bottom of a posted range as an annual equivalent; null for none or for "up to" pay (no bottom). */
  payFloor: number | null;
  /** The top of the posted pay in its own unit, and the unit's place in PAY_UNITS: "Highest pay" compares like with like. */
  rate: number | null;
  /** Whether the pay has a yearly figure (src/domain/pay.ts hasYearlyFigure): pay per visit or per diem never passes a yearly filter. */
  yearly: boolean;
  unitAt: number;
  /** The hour of posting (ms since the epoch / 1 hour, rounded down): "posted within" counts whole hours. */
  postedHour: number;
  newGrad: boolean;
  bonus: boolean;
  /** The contract-term filters it meets (job-terms.ts). */
  terms: number;
  /** Bit set of SCHEDULES. */
  schedule: number;
  state: string;
  stateName: string;
  posted: number;
  expires: number;
  /**
   * The UTC day of the employer's last confirmation (ms / 1 day, rounded down; -Infinity for none or not
   * yet loaded: the browser fills it in from the confirmed column, compact-index.ts applyConfirmed).
   */
  confirmedDay: number;
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
  terms: number;
}

export const HOUR = 3_600_000;

/** Specialty rule: substring in either direction ('ortho' finds 'orthopedic', 'sports-medicine-pt' finds 'sports-medicine'). */
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

function indexFacts(job: BoardFacts, bonus: boolean, posted: number, expires: number, confirmed: number | null, rank: number, hay: string | null): Indexed {
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
    payFloor: job.salary_min == null ? null : annualEquivalent(job.salary_min, job.pay_unit),
    rate: top,
    yearly: hasYearlyFigure(job.pay_unit, job.job_type),
    unitAt: (PAY_UNITS as readonly string[]).indexOf(job.pay_unit),
    postedHour: Math.floor(posted / HOUR),
    // "New-grad friendly": the employer says new graduates are welcome (with any mentoring), not "experienced only".
    newGrad: !!job.new_grad && job.new_grad !== 'none',
    bonus,
    terms: job.terms,
    schedule: bitsOf(scheduleBits, job.schedule, () => {
      const tags = job.schedule?.split(',') ?? [];
      return SCHEDULES.reduce((bits, tag, b) => (tags.includes(tag) ? bits | (1 << b) : bits), 0);
    }),
    state: job.state,
    stateName: US_STATES[job.state]?.toLowerCase() ?? '',
    posted,
    expires,
    // Days, as the compact index holds it and the cards say it, so the build and the browser order alike.
    confirmedDay: confirmed == null ? -Infinity : Math.floor(confirmed / (24 * HOUR)),
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

export function indexJob(job: BoardJob): Indexed {
  const confirmed = job.confirmed_at ? Date.parse(job.confirmed_at) : null;
  return indexFacts(job, !!job.sign_on_bonus, Date.parse(job.posted_at), job.expires_at ? Date.parse(job.expires_at) : Infinity, confirmed, 0, searchText(job));
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
export function indexOf(jobs: readonly BoardJob[]): { jobs: BoardJob[]; index: Indexed[] } {
  let ranked = indexCache.get(jobs);
  if (!ranked) {
    // Ranked once, so each pass filters a list already in posted order and the sort has little to do.
    ranked = rankAll(jobs);
    indexCache.set(jobs, ranked);
  }
  return ranked;
}

/**
 * The rules' view of the compact index's entries (in rank order), with the search text once loaded. `from`:
 * the first entry's position, when the entries are a slice of the index (indexed a slice at a time).
 */
export function indexEntries(
  entries: readonly (BoardFacts & { has_bonus: boolean; posted: number; expires: number | null })[],
  texts: readonly string[] | null = null,
  from = 0,
): Indexed[] {
  return entries.map((e, i) => indexFacts(e, e.has_bonus, e.posted, e.expires ?? Infinity, null, from + i, texts?.[i] ?? null));
}
