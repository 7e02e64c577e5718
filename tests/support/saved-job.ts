/** A saved job as the board's card and the saved-jobs cookie hold it: `id` and a title, the rest alike. */
import type { SavedJob } from '../../src/features/saved-jobs/saved-job';

export const savedJob = (id: string | number, title = `Outpatient PT ${id}`): SavedJob => ({
  id: String(id),
  job_title: title,
  employer_name: 'Harbor PT',
  city: 'San Diego',
  state: 'CA',
  salary_min: 90000,
  salary_max: 110000,
  pay_unit: 'year',
  url: `/jobs/outpatient-pt-${id}`,
});
