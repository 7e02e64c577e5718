/** Display rules for jobs. Pure; used on pages and in islands. */
import type { PublicJob } from '~/domain/job';
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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * en-US short date, e.g. 'Nov 3, 2026'. Date-only strings are read as that calendar day. Written out, as
 * Intl.DateTimeFormat writes it (the tests compare): making the formatter loads locale data on a phone's main thread (numbers.ts).
 */
export function formatDate(value: string | Date): string {
  const d = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
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
