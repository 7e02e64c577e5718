/**
 * Pay in the unit an employer posts it, and one comparable figure. A job's salary_min and
 * salary_max are in its pay unit; everything that compares jobs (filters, sorting, charts) uses the
 * annual equivalent, with these factors, stated once:
 *   - hour: 2,080 hours a year (40 hours x 52 weeks);
 *   - day: 260 days a year (5 days x 52 weeks);
 *   - week: 52 weeks a year;
 *   - visit: 1,300 visits a year (25 visits a week x 52 weeks, a full-time home-health caseload);
 *   - year: as posted.
 * Pages show the posted unit ("$48 - $55 an hour"), with "≈ $100k a year" beside pay that is not annual.
 */
import { formatMoney } from './numbers';

export const PAY_UNITS = ['year', 'hour', 'day', 'week', 'visit'] as const;
export type PayUnit = (typeof PAY_UNITS)[number];

export const ANNUAL_FACTOR: Record<PayUnit, number> = { year: 1, hour: 2080, day: 260, week: 52, visit: 1300 };

/** Words after an amount, as people say them. */
const PER: Record<PayUnit, string> = { year: 'a year', hour: 'an hour', day: 'a day', week: 'a week', visit: 'a visit' };

/** The annual equivalent of an amount in a unit, to the dollar. */
export function annualEquivalent(amount: number, unit: PayUnit): number {
  return Math.round(amount * ANNUAL_FACTOR[unit]);
}

const usd = formatMoney;

/** "$48 - $55 an hour", "$90,000+ a year", "Up to $110,000 a year"; null when no pay is given. */
export function formatPay(min: number | null, max: number | null, unit: PayUnit): string | null {
  if (min == null && max == null) return null;
  const range = min != null && max != null ? `${usd(min)} - ${usd(max)}` : min != null ? `${usd(min)}+` : `Up to ${usd(max!)}`;
  return `${range} ${PER[unit]}`;
}

/** "≈ $100k a year" beside pay that is not annual (the midpoint of a range); null for annual pay or none. */
export function approxAnnual(min: number | null, max: number | null, unit: PayUnit): string | null {
  if (unit === 'year' || (min == null && max == null)) return null;
  const mid = min != null && max != null ? (min + max) / 2 : (min ?? max)!;
  const year = annualEquivalent(mid, unit);
  return `≈ $${Math.round(year / 1000)}k a year`;
}

/**
 * The pay period as Indeed's feed wants it (STANDARDS.md): a currency symbol, no commas, no "k", and
 * always a period, e.g. "$48 - $55 per hour". Indeed has no per-visit period: such pay is left out.
 */
export function indeedSalary(min: number | null, max: number | null, unit: PayUnit): string | null {
  if ((min == null && max == null) || unit === 'visit') return null;
  const n = (v: number) => `$${Number.isInteger(v) ? v : v.toFixed(2)}`;
  const range = min != null && max != null ? (min === max ? n(min) : `${n(min)} - ${n(max)}`) : n((min ?? max)!);
  return `${range} per ${unit}`;
}
