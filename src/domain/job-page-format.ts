/**
 * What a job's own page says beyond its card: the facts and contract terms as label and value, the
 * requirements and benefits as lists, the experience level and the EEO statement. Pure; apart from
 * job-format.ts because the board's islands share that module and need none of this.
 */
import type { ExperienceLevel, PublicJob } from '~/domain/job';
import { EMPLOYER_TYPE_LABELS, isPslfEligible, NEW_GRAD_LABELS, SCHEDULE_LABELS } from '~/domain/job-options';
import { ROLE_LABELS } from '~/domain/job-role';
import { formatUsd } from '~/domain/job-format';
import { leavesSite } from '~/lib/links';
import { ASSUMED_DOCUMENTATION_MINUTES, ASSUMED_VISIT_MINUTES, ASSUMED_VISITS_A_DAY, visitRate, type PayUnit } from '~/domain/pay';

/** 'all-levels' reads 'All Levels'; any other level reads '{Level} level'. */
export function formatExperience(level: ExperienceLevel | string | null | undefined): string | null {
  if (!level) return null;
  if (level === 'all-levels') return 'All Levels';
  return `${level.charAt(0).toUpperCase()}${level.slice(1)} level`;
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

/**
 * What per-visit pay comes to by the hour worked, with its assumptions said: "≈ $58 an hour: 8 visits a
 * day of 45 minutes, with 15 minutes of unpaid documentation a visit (assumed)". The midpoint of a range;
 * the job's own visit length and daily visits, else the assumed ones (named as assumed); documentation
 * that is unpaid or not said to be paid counts as time worked. Null for other pay or none.
 */
export function visitPayHourly(job: {
  pay_unit: PayUnit;
  salary_min: number | null;
  salary_max: number | null;
  visit_minutes: number | null;
  visits_per_day: number | null;
  documentation_paid: boolean | null;
}): string | null {
  const hourly = visitRate(job);
  if (hourly == null) return null;
  const minutes = job.visit_minutes ?? ASSUMED_VISIT_MINUTES;
  const visits = job.visits_per_day ?? ASSUMED_VISITS_A_DAY;
  const assumed = job.visit_minutes == null || job.visits_per_day == null ? ' (assumed)' : '';
  const docs = job.documentation_paid
    ? 'documentation paid'
    : job.documentation_paid === false
      ? `with ${ASSUMED_DOCUMENTATION_MINUTES} minutes of unpaid documentation a visit (assumed)`
      : `with ${ASSUMED_DOCUMENTATION_MINUTES} minutes of documentation a visit, its pay not stated (assumed)`;
  return `≈ $${hourly} an hour: ${visits} visits a day of ${minutes} minutes${assumed}, ${docs}`;
}

/**
 * Whether a website can be shown to visitors as a real one: an http(s) URL whose host is not one of the
 * names reserved for examples and tests (RFC 2606 and 6761: .example, .test, .invalid, .localhost, and
 * example.com, .net, .org), which the seed and test postings use.
 */
export function isRealSite(href: string | null | undefined): href is string {
  if (!href || !leavesSite(href)) return false;
  try {
    const host = new URL(href).hostname.toLowerCase().replace(/\.$/, '');
    return !/(^|\.)(example|test|invalid|localhost)$/.test(host) && !/(^|\.)example\.(com|net|org)$/.test(host);
  } catch {
    return false;
  }
}
