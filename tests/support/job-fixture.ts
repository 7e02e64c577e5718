/** The place and kind of job most tests start from (a San Diego outpatient opening); each test adds the rest. */
export const HARBOR_JOB = {
  employer_name: 'Harbor PT',
  city: 'San Diego',
  state: 'CA',
  zip_code: '92101',
  job_type: 'full-time',
  setting: 'outpatient',
  experience_level: 'mid',
  pay_unit: 'year',
  role: 'pt',
} as const;

/** The facts a job may leave unsaid, all unsaid. */
export const NO_FACTS = {
  sign_on_bonus: null,
  schedule: null,
  new_grad: null,
  patients_per_hour: null,
  visits_per_day: null,
} as const;
