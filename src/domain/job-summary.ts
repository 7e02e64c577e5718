/**
 * The one job shape every card renders (board, market pages, saved-jobs dialog), built once per job at
 * build time from the store's anonymous columns, keyed as the database names them: no renames forward
 * or back. `description` is cut for cards; `url`, `lat`/`lng` and `partner` are derived once at build.
 * Anything smaller is a Pick of it.
 */
import type { PublicJob } from './job';

export type JobSummary = Pick<
  PublicJob,
  | 'id'
  | 'job_title'
  | 'employer_name'
  | 'city'
  | 'state'
  | 'zip_code'
  | 'job_type'
  | 'setting'
  | 'specialty'
  | 'experience_level'
  | 'salary_min'
  | 'salary_max'
  | 'pay_unit'
  | 'role'
  | 'sign_on_bonus'
  | 'schedule'
  | 'new_grad'
  | 'patients_per_hour'
  | 'visits_per_day'
  | 'description'
  | 'posted_at'
  | 'expires_at'
> & {
  /** /jobs/{slug} or /job/{id} (jobUrl) */
  url: string;
  lat: number | null;
  lng: number | null;
  /** A recruiting-partner job (employer_name is the product's name). */
  partner: boolean;
  /** The employer is verified as a licensed PT provider (the Verified Employer badge); absent when not. */
  employer_verified?: true;
  /** When the employer last confirmed the job is open; absent when never. */
  confirmed_at?: string;
  /** The contract-term filters it meets (job-terms.ts termBits); 0 for none. */
  terms: number;
};

/** What a card needs at the least (the saved-jobs cookie keeps exactly this, so the dialog can show it). */
export type SavedJobSummary = Pick<JobSummary, 'id' | 'job_title' | 'employer_name' | 'city' | 'state' | 'salary_min' | 'salary_max' | 'url'> &
  Partial<Pick<JobSummary, 'pay_unit'>>;

/** Characters of description kept: a little more than a 3-line clamp shows on the widest card. */
/** (The card's description is this cut of the job's.) */
const DESCRIPTION_CUT = 240;

export function cutDescription(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= DESCRIPTION_CUT) return t;
  return `${t.slice(0, t.lastIndexOf(' ', DESCRIPTION_CUT)).replace(/[,.;:]$/, '')}…`;
}
