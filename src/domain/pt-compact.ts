/**
 * The Physical Therapy Compact: the jurisdictions actively issuing and accepting compact privileges, as
 * data with its sources and dates. A PT or PTA licensed in one of them may buy a privilege to work in any
 * other (a fee, a jurisprudence exam where required, no discipline in two years). The commission's map
 * (PT_COMPACT_SOURCE) is the authority; it could not be read from here, so the list is the one confirmed
 * in 2022, and what is known to have changed since, but not confirmed, is said in PT_COMPACT_UNCONFIRMED
 * (those states are not counted as active: a card never promises a privilege nobody confirmed). Pure.
 */
export const PT_COMPACT_SOURCE = 'https://ptcompact.org/ptc-states';
/** The year the active list was read from the commission's map, and the day the list was last checked. */
export const PT_COMPACT_AS_OF = '2022';
export const PT_COMPACT_CHECKED = '2026-11-27';

/** Changes since the 2022 list that sources report but could not be confirmed against the commission's map. */
export const PT_COMPACT_UNCONFIRMED: readonly { state: string | null; said: string; source: string; asOf: string }[] = [
  {
    state: 'PA',
    said: 'A member that did not yet issue or accept privileges; full implementation "expected to occur in the summer of 2025".',
    source: 'https://www.pa.gov/agencies/dos/department-and-offices/bpoa/boards-commissions/physical-therapy/physical-therapy-compact.html',
    asOf: '2025-05-05',
  },
  {
    state: null,
    said: 'The compact counted 32 member states plus DC, some newly issuing privileges; which ones was not read here.',
    source: 'https://hospitalist.comphealth.com/resources/physical-therapy-mutliple-states-pt-compact',
    asOf: '2025-03-06',
  },
];

/** Jurisdictions issuing and accepting compact privileges. */
export const PT_COMPACT_ACTIVE: readonly string[] = [
  'AL',
  'AR',
  'AZ',
  'CO',
  'DE',
  'GA',
  'IA',
  'IN',
  'KS',
  'KY',
  'LA',
  'MD',
  'MO',
  'MS',
  'MT',
  'NC',
  'ND',
  'NE',
  'NH',
  'OH',
  'OK',
  'OR',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VA',
  'WA',
  'WI',
  'WV',
];

/** Where this device remembers the visitor's licence state (the board's "My licence"). */
export const LICENCE_KEY = 'rehabmatch:licence';

/**
 * Whether a holder of a licence from `licence` can take this job: with the licence itself (same state), with
 * a compact privilege (both states members and the job accepts privileges), or not without another licence.
 */
export function compactReach(licence: string, job: { state: string; accepts_pt_compact: boolean | null }): 'licence' | 'privilege' | null {
  if (!licence) return null;
  if (licence === job.state) return 'licence';
  return job.accepts_pt_compact === true && PT_COMPACT_ACTIVE.includes(licence) && PT_COMPACT_ACTIVE.includes(job.state) ? 'privilege' : null;
}
