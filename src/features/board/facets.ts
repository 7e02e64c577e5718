/**
 * The facets: each filter with a count beside its options, compiled once per change.
 */
import { JOB_TYPES, SCHEDULES, SETTINGS, SPECIALTIES } from '~/domain/job-options';
import { COMPACT_BIT, termBit, TERM_FILTERS } from '~/domain/job-terms';
import { compactReach, PT_COMPACT_ACTIVE } from '~/domain/pt-compact';
import { US_STATES } from '~/domain/us-states';
import { ROLES } from '~/domain/job-role';
import { MIN_PAY_STEPS, POSTED_DAYS, unset, type Filters } from './filters';
import { HOUR, specialtyMatches, type Indexed } from './indexed';

/** A job's test; an equality test also says what it reads and wants, so the board can look the jobs up (rankBoard). */
export type Test = ((e: Indexed) => boolean) & { by?: (e: Indexed) => string; want?: string };

const STATE_CODES = Object.keys(US_STATES);
const STATE_AT = new Map(STATE_CODES.map((s, i) => [s, i]));
const COMPACT = new Set(PT_COMPACT_ACTIVE);
const COMPACT_AT = PT_COMPACT_ACTIVE.map((s) => STATE_AT.get(s)!);

/** The filters that show a count beside each of their options. */
export const FACETS = [
  'role',
  'type',
  'setting',
  'specialty',
  'minPay',
  'payOnly',
  'posted',
  'schedule',
  'newGrad',
  'bonus',
  ...TERM_FILTERS.map(([key]) => key),
  'licence',
] as const;
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

const equalTo = (v: string, get: (e: Indexed) => string): Test | null => {
  if (unset(v)) return null;
  const want = v.trim().toLowerCase();
  return Object.assign((e: Indexed) => get(e) === want, { by: get, want });
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
 * The facet rules, with the values
 * prepared once. Type and setting match exactly, ignoring case; specialty by `specialtyMatches`; minimum
 * pay keeps a job whose top pay, as an annual equivalent, reaches it, and keeps jobs without pay unless
 * `payOnly` drops them; "posted within d days" keeps jobs posted in the last d x 24 whole hours.
 */
export function compileFacets(f: Filters, now: number): FacetRule[] {
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
      // Pay per visit or per diem has no yearly figure (a full caseload would be assumed): it meets no step.
      test: unset(f.minPay) || !(minPay > 0) ? null : (e) => e.yearly && (e.pay === null || e.pay >= minPay),
      // A job counts under every step up to its pay: added at the highest, summed downwards in finish.
      tally: (e, c) => {
        if (!e.yearly) return;
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
    ...TERM_FILTERS.map(([name]): FacetRule => {
      const bit = termBit(name);
      return { name, options: ['1'], test: on(f[name]) ? (e) => (e.terms & bit) !== 0 : null, tally: (e, c) => (e.terms & bit) !== 0 && c[1]!++ };
    }),
    {
      // A job counts under its own state's licence, and, when it takes compact privileges in a member
      // state, under every member state's (pt-compact.ts compactReach).
      name: 'licence',
      options: STATE_CODES,
      test: unset(f.licence) ? null : (e) => compactReach(f.licence, { state: e.state, accepts_pt_compact: (e.terms & COMPACT_BIT) !== 0 }) !== null,
      tally: (e, c) => {
        const own = STATE_AT.get(e.state) ?? -1;
        at(own, c);
        if ((e.terms & COMPACT_BIT) !== 0 && COMPACT.has(e.state)) for (const s of COMPACT_AT) if (s !== own) c[1 + s]!++;
      },
    },
  ];
}
