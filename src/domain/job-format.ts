/** Display rules for jobs. Pure; used on pages and in islands. */
import type { ExperienceLevel, PublicJob } from '~/domain/job';
import { EMPLOYER_TYPE_LABELS, isPslfEligible, NEW_GRAD_LABELS, SCHEDULE_LABELS } from '~/domain/job-options';
import { ROLE_LABELS } from '~/domain/job-role';
import { approxAnnual, formatPay, visitRate, type PayUnit } from '~/domain/pay';
import { formatMoney } from '~/domain/numbers';

/** "$90,000": to the dollar (numbers.ts says why not Intl). */
export function formatUsd(amount: number): string {
  return formatMoney(Math.round(amount));
}

type SalaryBounds = { salary_min: number | null; salary_max: number | null; pay_unit?: PayUnit | undefined };

/**
 * 'low - high', 'low+', 'Up to high', or the fallback when both are absent:
 * 'Salary negotiable' everywhere except the city jobs page, which says 'Salary not specified'.
 */
export function formatSalary(job: SalaryBounds, variant: 'default' | 'city' = 'default'): string {
  const { salary_min: min, salary_max: max } = job;
  // Pay posted by the hour, day, week or visit says so ("$48 - $55 an hour"); annual pay keeps the spec's form.
  if (job.pay_unit && job.pay_unit !== 'year') {
    const posted = formatPay(min, max, job.pay_unit);
    if (posted) return posted;
  }
  if (min != null && max != null) return `${formatUsd(min)} - ${formatUsd(max)}`;
  if (min != null) return `${formatUsd(min)}+`;
  if (max != null) return `Up to ${formatUsd(max)}`;
  return variant === 'city' ? 'Salary not specified' : 'Salary negotiable';
}

/** 'all-levels' reads 'All Levels'; any other level reads '{Level} level'. */
export function formatExperience(level: ExperienceLevel | string | null | undefined): string | null {
  if (!level) return null;
  if (level === 'all-levels') return 'All Levels';
  return `${level.charAt(0).toUpperCase()}${level.slice(1)} level`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * en-US short date, e.g. 'Nov 3, 2026'. Date-only strings are read as that calendar day. Written out, as
 * Intl.DateTimeFormat writes it (the tests compare): making the formatter loads locale data on a phone's main thread (numbers.ts).
 */
export function formatDate(value: string | Date): string {
  const d = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

/** Splits the comma-separated requirements or benefits text into trimmed, non-empty items. */
export function splitList(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The EEO statement to show, or null when it is empty or the 'No EEO Statement' placeholder. */
export function visibleEeoStatement(text: string | null | undefined): string | null {
  const t = text?.trim();
  if (!t || t.toLowerCase() === 'no eeo statement') return null;
  return t;
}

type FactSource = Pick<
  PublicJob,
  | 'role'
  | 'sign_on_bonus'
  | 'ceu_allowance'
  | 'loan_repayment'
  | 'schedule'
  | 'patients_per_hour'
  | 'visit_minutes'
  | 'eval_minutes'
  | 'productivity_percent'
  | 'visits_per_day'
  | 'new_grad'
  | 'accepts_pt_compact'
  | 'contract_weeks'
  | 'guaranteed_hours'
>;

/**
 * The facts a job states, as label and value in the order PTs ask: role, pay extras,
 * schedule, workload, new-grad support, licensure, contract terms. Facts the employer left out are left out.
 */
export function jobFacts(job: FactSource): { label: string; value: string }[] {
  const facts: { label: string; value: string }[] = [];
  const add = (label: string, value: string | null) => value && facts.push({ label, value });
  add('Role', ROLE_LABELS[job.role]);
  add('Sign-on bonus', job.sign_on_bonus != null ? formatUsd(job.sign_on_bonus) : null);
  add('Continuing education', job.ceu_allowance != null ? `${formatUsd(job.ceu_allowance)} a year` : null);
  add('Loan repayment', job.loan_repayment != null ? `Up to ${formatUsd(job.loan_repayment)}` : null);
  add(
    'Schedule',
    job.schedule
      ? job.schedule
          .split(',')
          .map((s) => SCHEDULE_LABELS[s as keyof typeof SCHEDULE_LABELS] ?? s)
          .join(', ')
      : null,
  );
  add('Patients per hour', job.patients_per_hour != null ? String(job.patients_per_hour) : null);
  add('Visit length', job.visit_minutes != null ? `${job.visit_minutes} minutes` : null);
  add('Evaluation length', job.eval_minutes != null ? `${job.eval_minutes} minutes` : null);
  // Productivity (percent, visits a day, units an hour) is a term: the Terms card shows it (jobTerms).
  add('New graduates', job.new_grad ? NEW_GRAD_LABELS[job.new_grad] : null);
  // The PT Licensure Compact is for PTs and PTAs: never shown on an OT or COTA job.
  const ptRole = job.role !== 'ot' && job.role !== 'cota';
  add('PT Compact', job.accepts_pt_compact == null || !ptRole ? null : job.accepts_pt_compact ? 'Compact privilege accepted' : 'State license required');
  add(
    'Contract',
    job.contract_weeks != null ? `${job.contract_weeks} weeks${job.guaranteed_hours != null ? `, ${job.guaranteed_hours} guaranteed hours a week` : ''}` : null,
  );
  return facts;
}

type TermsSource = Pick<
  PublicJob,
  | 'noncompete_miles'
  | 'noncompete_months'
  | 'sign_on_bonus'
  | 'clawback_months'
  | 'clawback_prorated'
  | 'documentation_paid'
  | 'units_per_hour'
  | 'productivity_percent'
  | 'visits_per_day'
  | 'employer_type'
  | 'mentorship_hours'
>;

const months = (n: number) => `${n} ${n === 1 ? 'month' : 'months'}`;

/**
 * The contract terms a job states, for its "Terms" card: what decides whether the job can be left (a
 * non-compete, a clawback), what counts as work (documentation time, productivity), and the employer's
 * type (PSLF) and mentorship. Left out when the employer did not state them.
 */
export function jobTerms(job: TermsSource): { label: string; value: string }[] {
  const terms: { label: string; value: string }[] = [];
  const add = (label: string, value: string | null) => value && terms.push({ label, value });
  add(
    'Non-compete',
    job.noncompete_miles == null || job.noncompete_months == null
      ? null
      : job.noncompete_miles === 0
        ? 'None'
        : `${job.noncompete_miles} ${job.noncompete_miles === 1 ? 'mile' : 'miles'} for ${months(job.noncompete_months)} after leaving`,
  );
  add(
    'Sign-on bonus clawback',
    job.clawback_months == null
      ? null
      : job.clawback_months === 0
        ? 'None: the bonus is yours'
        : `Repaid if you leave within ${months(job.clawback_months)}${job.clawback_prorated == null ? '' : job.clawback_prorated ? ', pro-rated' : ', in full'}`,
  );
  add('Documentation time', job.documentation_paid == null ? null : job.documentation_paid ? 'Paid' : 'Unpaid');
  const productivity = [
    job.units_per_hour != null ? `${job.units_per_hour} billable units an hour` : null,
    job.visits_per_day != null ? `${job.visits_per_day} visits a day` : null,
    job.productivity_percent != null ? `${job.productivity_percent}% productivity` : null,
  ].filter(Boolean);
  add('Productivity target', productivity.length ? productivity.join('; ') : null);
  add(
    'Employer type',
    job.employer_type
      ? `${EMPLOYER_TYPE_LABELS[job.employer_type]}${isPslfEligible(job.employer_type) ? ' (qualifies for Public Service Loan Forgiveness)' : ''}`
      : null,
  );
  add('Structured mentorship', job.mentorship_hours == null ? null : job.mentorship_hours === 0 ? 'None' : `${job.mentorship_hours} hours a week`);
  return terms;
}

/** "≈ $107k a year" beside pay posted by the hour, day or week; null for annual pay, none, or pay with no yearly figure. */
export function annualHint(job: SalaryBounds & { job_type?: string | null }): string | null {
  if (!job.pay_unit) return null;
  // Per visit: the hour it comes to, documentation counted as time worked (as assumed: a card has no visit length).
  const perVisit = visitRate({ ...job, pay_unit: job.pay_unit, visit_minutes: null, documentation_paid: null });
  if (perVisit != null) return `≈ $${perVisit} an hour, notes counted (assumed)`;
  return approxAnnual(job.salary_min, job.salary_max, job.pay_unit, job.job_type);
}

const SCHEDULE_SHORT: Record<string, string> = { '4x10': '4x10s', days: 'Days', evenings: 'Evenings', weekends: 'Weekends', prn: 'PRN' };

/**
 * The few facts a board card has room for, short, in the order PTs scan for them: a sign-on bonus,
 * new-grad support, the schedule, the caseload. Left out when the employer did not state them.
 */
export function cardFacts(job: Pick<PublicJob, 'sign_on_bonus' | 'new_grad' | 'schedule' | 'patients_per_hour' | 'visits_per_day'>): string[] {
  const facts: string[] = [];
  if (job.sign_on_bonus) facts.push(`${formatUsd(job.sign_on_bonus)} sign-on bonus`);
  if (job.new_grad === 'residency') facts.push('New-grad residency');
  else if (job.new_grad === 'structured' || job.new_grad === 'informal') facts.push('New grads welcome');
  if (job.schedule)
    facts.push(
      job.schedule
        .split(',')
        .map((s) => SCHEDULE_SHORT[s] ?? s)
        .join(', '),
    );
  if (job.patients_per_hour != null) facts.push(`${job.patients_per_hour} patients an hour`);
  if (job.visits_per_day != null) facts.push(`${job.visits_per_day} visits a day`);
  return facts;
}

/**
 * "Confirmed open N days ago", from when the employer last confirmed and the reader's clock;
 * before a clock is known (the built page), the date itself.
 */
export function confirmedOpen(at: string, now: number | null): string {
  return now === null ? `Confirmed open on ${formatDate(at)}` : confirmedOpenAgo(at, now);
}

/** The relative form alone. Self-contained (no imports, no closures): the board page inlines its source. */
export function confirmedOpenAgo(at: string, now: number): string {
  const days = Math.max(0, Math.floor((now - Date.parse(at)) / 86_400_000));
  return days === 0 ? 'Confirmed open today' : `Confirmed open ${days} ${days === 1 ? 'day' : 'days'} ago`;
}
