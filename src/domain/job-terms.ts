/**
 * The contract terms a visitor can filter by, each a bit of one number per job (the board's index keeps it
 * in one character). A filter keeps only the jobs that state the term: a job that says nothing of its
 * non-compete is not a job without one. Pure.
 */
import type { PublicJob } from './job';
import { isPslfEligible } from './job-options';

/** The filters, in the order the form shows them, with the URL's key and the form's label. */
export const TERM_FILTERS = [
  ['noCompete', 'No non-compete'],
  ['pslf', 'PSLF-eligible employer'],
  ['paidDocs', 'Paid documentation time'],
  ['noClawback', 'No clawback'],
] as const;
export type TermFilter = (typeof TERM_FILTERS)[number][0];

/** Beside the filters' bits: the job takes PT Compact privileges (a PT or PTA job that says so). */
export const COMPACT_BIT = 1 << TERM_FILTERS.length;

/** The bit of a filter in `termBits`. */
export const termBit = (filter: TermFilter): number => 1 << TERM_FILTERS.findIndex(([key]) => key === filter);

/** A job's bits as the board keeps them: the filters it meets, and whether it takes compact privileges. */
export const boardTermBits = (job: Parameters<typeof termBits>[0] & Pick<PublicJob, 'accepts_pt_compact' | 'role'>): number =>
  termBits(job) | (job.accepts_pt_compact === true && (job.role === 'pt' || job.role === 'pta') ? COMPACT_BIT : 0);

/** Which filters a job meets: no non-compete (0 miles stated), a nonprofit or government employer, paid documentation, a stated clawback of 0 months. */
export function termBits(job: Pick<PublicJob, 'noncompete_miles' | 'employer_type' | 'documentation_paid' | 'clawback_months'>): number {
  return (
    (job.noncompete_miles === 0 ? termBit('noCompete') : 0) |
    (isPslfEligible(job.employer_type) ? termBit('pslf') : 0) |
    (job.documentation_paid === true ? termBit('paidDocs') : 0) |
    (job.clawback_months === 0 ? termBit('noClawback') : 0)
  );
}
