/**
 * The board's filters as the URL carries them: the values,
 * their defaults, and reading and writing a query string. Shared by the board, job alerts and the alert
 * pages of the functions.
 */
import { ROLES } from '~/domain/job-role';
import { SCHEDULES } from '~/domain/job-options';
import { US_STATES } from '~/domain/us-states';
import type { TermFilter } from '~/domain/job-terms';

/** The board's sorts: best match, the spec's rule, recently confirmed open, highest annual-equivalent pay, nearest. */
export const SORTS = ['match', 'newest', 'confirmed', 'pay', 'distance'] as const;
export type Sort = (typeof SORTS)[number];
/** The location's radius choices, in miles. */
export const RADII = ['10', '25', '50', '100'] as const;
/** "Posted within" choices, in days. */
export const POSTED_DAYS = ['1', '3', '7', '30'] as const;
/** Minimum-pay choices the form offers, annual dollars (a shared URL may carry any other amount). */
export const MIN_PAY_STEPS = [50_000, 60_000, 70_000, 80_000, 90_000, 100_000, 110_000, 120_000] as const;
/** Highest minimum pay a URL may ask for. */
const MAX_MIN_PAY = 1_000_000;

/**
 * Everything the board filters and sorts by, as the URL carries it. Selects hold 'all' when
 * unset; the yes/no filters hold '1' or ''. `minPay` is annual dollars; `payOnly` drops the jobs that
 * state no pay (they are kept by default, as no pay is not low pay). `sort` is 'newest' unless chosen.
 */
export interface Filters {
  q: string;
  location: string;
  /** Miles around the location: one of RADII, 50 by default. */
  radius: string;
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
  /** The contract-term filters (job-terms.ts), each '1' or ''. */
  noCompete: string;
  pslf: string;
  paidDocs: string;
  noClawback: string;
  /** "My licence": a state code; jobs there, and those a compact privilege from it reaches. */
  licence: string;
  sort: string;
}
export const EMPTY_FILTERS: Filters = {
  q: '',
  location: '',
  radius: '50',
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
  noCompete: '',
  pslf: '',
  paidDocs: '',
  noClawback: '',
  licence: 'all',
  sort: 'newest',
};
/** The URL's parameters, in the order the URL writes them. */
export const FILTER_KEYS = Object.keys(EMPTY_FILTERS) as (keyof Filters)[];

/**
 * What a URL value may be for the filters with a fixed set of values; the text filters and the three
 * option lists the spec has always had (type, setting, specialty) are checked against the form's options.
 */
/** A yes/no filter is on only as '1'. */
const yes = (v: string) => v === '1';
const VALID: Partial<Record<keyof Filters, (v: string) => boolean>> = {
  role: (v) => (ROLES as readonly string[]).includes(v),
  schedule: (v) => (SCHEDULES as readonly string[]).includes(v),
  minPay: (v) => /^\d{1,7}$/.test(v) && Number(v) > 0 && Number(v) <= MAX_MIN_PAY,
  posted: (v) => (POSTED_DAYS as readonly string[]).includes(v),
  sort: (v) => (SORTS as readonly string[]).includes(v),
  radius: (v) => (RADII as readonly string[]).includes(v),
  payOnly: yes,
  newGrad: yes,
  bonus: yes,
  noCompete: yes,
  pslf: yes,
  paidDocs: yes,
  noClawback: yes,
  licence: (v) => v in US_STATES,
} satisfies Partial<Record<keyof Filters, (v: string) => boolean>> & Record<TermFilter, (v: string) => boolean>;

/** The sort when none is chosen: best match with a keyword, else newest. */
export const defaultSort = (q: string): Sort => (q.trim() ? 'match' : 'newest');

/** Filters from a URL query (`/jobs?q=&role=&minPay=…`); unknown keys and invalid values are ignored. */
export function filtersFromQuery(params: URLSearchParams): Filters {
  const f = { ...EMPTY_FILTERS };
  let sorted = false;
  for (const key of FILTER_KEYS) {
    const v = params.get(key)?.slice(0, 100).trim();
    if (v && (VALID[key]?.(v) ?? true)) {
      f[key] = key === 'minPay' ? String(Number(v)) : v;
      if (key === 'sort') sorted = true;
    }
  }
  if (!sorted) f.sort = defaultSort(f.q);
  return f;
}

/** The query string for filters, leaving out defaults ('' when nothing is set). */
export function filtersToQuery(f: Filters): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const v = f[key].trim();
    const fallback = key === 'sort' ? defaultSort(f.q) : EMPTY_FILTERS[key];
    if (v && v.toLowerCase() !== 'all' && v !== fallback) params.set(key, v);
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** A filter value that means "not set". */
export const unset = (v: string) => !v || v.trim() === '' || v.trim().toLowerCase() === 'all';
