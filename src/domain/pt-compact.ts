/**
 * The Physical Therapy Compact: the jurisdictions actively issuing and accepting compact privileges, as
 * data with its source and date. A PT or PTA licensed in one of them may buy a privilege to work in any
 * other (a fee, a jurisprudence exam where required, no discipline in two years). Newer members are added
 * here once checked against the commission's map. Pure.
 */
export const PT_COMPACT_SOURCE = 'https://ptcompact.org/ptc-states';
/** The date the list was read, and the date it was last checked. */
export const PT_COMPACT_AS_OF = '2022';
export const PT_COMPACT_CHECKED = '2026-11-26';

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
