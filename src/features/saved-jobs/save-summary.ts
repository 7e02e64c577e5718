import type { PublicJob } from '~/domain/job';
import type { SavedJobSummary } from '~/domain/job-summary';

/** What a job page's Save Job button keeps of its job (the saved-jobs cookie's fields), at its page's URL. */
export function savedSummaryOf(job: PublicJob, url: string): SavedJobSummary {
  const { id, job_title, employer_name, city, state, salary_min, salary_max, pay_unit } = job;
  return { id, job_title, employer_name, city, state, salary_min, salary_max, pay_unit, url };
}
