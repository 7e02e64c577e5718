/** Display rules for jobs (SPEC 9 "Salary display", "Display formats"). Pure; used on pages and in islands. */
import type { ExperienceLevel } from '~/domain/job';
import { formatPay, type PayUnit } from '~/domain/pay';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 });

export function formatUsd(amount: number): string {
  return usd.format(amount);
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

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** en-US short date, e.g. 'Nov 3, 2026'. Date-only strings are read as that calendar day. */
export function formatDate(value: string | Date): string {
  const d = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return shortDate.format(d);
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
