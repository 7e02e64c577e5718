/** Shared test fixtures: the place and kind of job most tests start from, and a deployment's external links. */

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
  terms: 0,
} as const;

/** The six external links set, as the deploy workflow requires them. */
export const EXTERNAL_LINKS_ENV = {
  PUBLIC_POST_JOB_URL: 'https://forms.example.org/post',
  PUBLIC_CANDIDATE_PROFILE_URL: 'https://forms.example.org/profile',
  PUBLIC_EMPLOYER_BROCHURE_URL: 'https://files.example.org/employers.pdf',
  PUBLIC_CANDIDATE_BROCHURE_URL: 'https://files.example.org/therapists.pdf',
  PUBLIC_SCHEDULING_URL: 'https://cal.example.org/us',
  PUBLIC_SOCIAL_PROFILE_URL: 'https://social.example.org/us',
} as const;
