/**
 * The posting form's fields, in the order and groups the employer fills them, with how each is typed:
 * the form draws them from this list and the handler turns what the form sent into the posting's values
 * with it, so a field is written once. Every fact the board shows is here. Browser-safe: no zod (the
 * handler checks the result with the intake's own schema, job-lifecycle.ts).
 */
import { EMPLOYER_TYPE_LABELS, JOB_TYPE_LABELS, NEW_GRAD_LABELS, SCHEDULE_LABELS, SETTING_LABELS, SPECIALTY_LABELS } from '~/domain/job-options';
import { ROLE_LABELS } from '~/domain/job-role';
import { PAY_UNITS, PER } from '~/domain/pay';

type Options = readonly (readonly [string, string])[];
export type FieldKind = 'text' | 'email' | 'textarea' | 'number' | 'yesno' | 'state' | 'schedule' | Options;

export interface PostingField {
  name: string;
  label: string;
  kind: FieldKind;
  group: string;
  hint?: string;
  required?: boolean;
}

const options = (labels: Record<string, string>): Options => Object.entries(labels);
const LEVELS: Options = [
  ['entry', 'Entry level (new grads welcome)'],
  ['mid', 'Mid level'],
  ['senior', 'Senior'],
  ['all-levels', 'All levels'],
];

/** The schedule's tags, as boxes to tick. */
export const SCHEDULE_OPTIONS = options(SCHEDULE_LABELS);

export const POSTING_GROUPS = ['The job', 'Pay', 'The caseload', 'Contract terms', 'Support', 'The posting', 'Applications'] as const;

export const POSTING_FIELDS: PostingField[] = [
  { group: 'The job', name: 'job_title', label: 'Job title', kind: 'text', required: true, hint: 'For example Outpatient Physical Therapist' },
  { group: 'The job', name: 'role', label: 'Role', kind: options(ROLE_LABELS), required: true },
  { group: 'The job', name: 'setting', label: 'Setting', kind: options(SETTING_LABELS), required: true },
  { group: 'The job', name: 'specialty', label: 'Specialty', kind: options(SPECIALTY_LABELS) },
  { group: 'The job', name: 'job_type', label: 'Job type', kind: options(JOB_TYPE_LABELS), required: true },
  { group: 'The job', name: 'experience_level', label: 'Experience level', kind: LEVELS },
  { group: 'The job', name: 'schedule', label: 'Schedule', kind: 'schedule' },
  { group: 'The job', name: 'city', label: 'City', kind: 'text', required: true },
  { group: 'The job', name: 'state', label: 'State', kind: 'state', required: true },
  { group: 'The job', name: 'zip_code', label: 'ZIP code', kind: 'text' },
  { group: 'Pay', name: 'salary_min', label: 'Pay from', kind: 'number', hint: 'Some states and cities require a pay range in every posting' },
  { group: 'Pay', name: 'salary_max', label: 'Pay to', kind: 'number' },
  { group: 'Pay', name: 'pay_unit', label: 'Pay is', kind: PAY_UNITS.map((u) => [u, PER[u]] as const), required: true },
  { group: 'Pay', name: 'sign_on_bonus', label: 'Sign-on bonus ($)', kind: 'number' },
  { group: 'Pay', name: 'ceu_allowance', label: 'Continuing education allowance ($ a year)', kind: 'number' },
  { group: 'Pay', name: 'loan_repayment', label: 'Loan repayment ($)', kind: 'number' },
  { group: 'The caseload', name: 'patients_per_hour', label: 'Patients an hour', kind: 'number' },
  { group: 'The caseload', name: 'visit_minutes', label: 'Minutes a visit', kind: 'number' },
  { group: 'The caseload', name: 'eval_minutes', label: 'Minutes an evaluation', kind: 'number' },
  { group: 'The caseload', name: 'visits_per_day', label: 'Visits a day', kind: 'number' },
  { group: 'The caseload', name: 'productivity_percent', label: 'Productivity expected (%)', kind: 'number' },
  { group: 'The caseload', name: 'units_per_hour', label: 'Billable units an hour', kind: 'number' },
  { group: 'The caseload', name: 'documentation_paid', label: 'Documentation time is paid', kind: 'yesno' },
  { group: 'Contract terms', name: 'noncompete_miles', label: 'Non-compete reach (miles; 0 for none)', kind: 'number' },
  { group: 'Contract terms', name: 'noncompete_months', label: 'Non-compete length (months; 0 for none)', kind: 'number' },
  { group: 'Contract terms', name: 'clawback_months', label: 'Sign-on bonus repaid if leaving within (months; 0 for never)', kind: 'number' },
  { group: 'Contract terms', name: 'clawback_prorated', label: 'Repayment is pro-rated', kind: 'yesno' },
  { group: 'Contract terms', name: 'contract_weeks', label: 'Contract length (weeks)', kind: 'number' },
  { group: 'Contract terms', name: 'guaranteed_hours', label: 'Guaranteed hours a week', kind: 'number' },
  { group: 'Support', name: 'new_grad', label: 'New-grad support', kind: options(NEW_GRAD_LABELS) },
  { group: 'Support', name: 'mentorship_hours', label: 'Mentorship hours a week', kind: 'number' },
  { group: 'Support', name: 'accepts_pt_compact', label: 'Accepts PT Compact privileges', kind: 'yesno' },
  {
    group: 'Support',
    name: 'employer_type',
    label: 'Employer type',
    kind: options(EMPLOYER_TYPE_LABELS),
    hint: 'Nonprofit and government jobs count toward loan forgiveness',
  },
  { group: 'The posting', name: 'description', label: 'Description', kind: 'textarea', required: true },
  { group: 'The posting', name: 'requirements', label: 'Requirements', kind: 'textarea', hint: 'Separate them with commas' },
  { group: 'The posting', name: 'benefits', label: 'Benefits', kind: 'textarea', hint: 'Separate them with commas' },
  { group: 'The posting', name: 'eeo_statement', label: 'Equal opportunity statement', kind: 'textarea' },
  { group: 'The posting', name: 'company_website', label: 'Practice website', kind: 'text' },
  {
    group: 'Applications',
    name: 'application_email',
    label: 'Where applications go (email)',
    kind: 'email',
    hint: 'Never shown: applications reach it through the site',
  },
  { group: 'Applications', name: 'contact_name', label: 'Contact name', kind: 'text' },
  {
    group: 'Applications',
    name: 'contact_email',
    label: 'Contact email',
    kind: 'email',
    hint: 'We tell you here when the posting goes live. Yours, unless you give another',
  },
  { group: 'Applications', name: 'contact_phone', label: 'Contact phone', kind: 'text' },
];

/** What the form sent (text, or the schedule's ticked boxes), as the posting's values: blank is none. */
export function postingValues(form: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of POSTING_FIELDS) {
    const raw = form[f.name];
    if (f.kind === 'schedule') {
      const ticked = new Set((Array.isArray(raw) ? raw : typeof raw === 'string' && raw ? raw.split(',') : []).map((t) => String(t).trim()));
      // In the list's order, each once; a tag not in the list stays for the schema to refuse by name.
      const tags = [...SCHEDULE_OPTIONS.map(([t]) => t).filter((t) => ticked.delete(t)), ...[...ticked].filter(Boolean)];
      out[f.name] = tags.length ? tags.join(',') : null;
      continue;
    }
    const text = typeof raw === 'string' ? raw.trim() : raw == null ? '' : String(raw);
    if (text === '') out[f.name] = f.name === 'pay_unit' ? 'year' : null;
    else if (f.kind === 'number') out[f.name] = Number.isFinite(Number(text)) ? Number(text) : text;
    else if (f.kind === 'yesno') out[f.name] = text === 'yes' ? true : text === 'no' ? false : text;
    else out[f.name] = text;
  }
  return out;
}

/** A posting's values as the form holds them (the reverse of postingValues): for an edit or a copy. */
export function formOf(job: Record<string, unknown>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const f of POSTING_FIELDS) {
    const v = job[f.name];
    if (f.kind === 'schedule') out[f.name] = typeof v === 'string' && v ? v.split(',').map((t) => t.trim()) : [];
    else if (v === null || v === undefined) out[f.name] = '';
    else if (typeof v === 'boolean') out[f.name] = v ? 'yes' : 'no';
    else out[f.name] = String(v);
  }
  return out;
}
