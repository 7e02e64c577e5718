/** The board's option labels, shared by the build's form and the browser's counts. */
import { US_STATES } from '~/domain/us-states';
import { TERM_FILTERS } from '~/domain/job-terms';
import { MIN_PAY_STEPS, type Filters, type POSTED_DAYS, type SORTS } from './filters';
import { formatCount, formatMoney } from '~/domain/numbers';
import { JOB_TYPE_LABELS, SCHEDULE_LABELS, SETTING_LABELS, SPECIALTY_LABELS } from '~/domain/job-options';
import { ROLE_SHORT_LABELS } from '~/domain/job-role';

/** "$85k+" for whole thousands, else "$87,500+" (a shared URL may ask any amount). */
export function minPayLabel(dollars: number): string {
  return dollars % 1000 === 0 ? `$${dollars / 1000}k+` : `${formatMoney(dollars)}+`;
}

export const MIN_PAY_LABELS: Record<string, string> = Object.fromEntries(MIN_PAY_STEPS.map((n) => [String(n), minPayLabel(n)]));

export const POSTED_LABELS: Record<(typeof POSTED_DAYS)[number], string> = {
  '1': 'Last 24 hours',
  '3': 'Last 3 days',
  '7': 'Last 7 days',
  '30': 'Last 30 days',
};

export const SORT_LABELS: Record<(typeof SORTS)[number], string> = {
  match: 'Best match',
  newest: 'Newest',
  confirmed: 'Recently confirmed',
  pay: 'Highest pay',
  distance: 'Nearest (with a location)',
};

/** An option with how many jobs it would show: "Outpatient (1,234)". */
export function countLabel(label: string, count: number): string {
  return `${label} (${formatCount(count)})`;
}

/** The rule a pay filter or the pay sort applies, said plainly under the count line; null for neither. */
export function payRule(f: Pick<Filters, 'minPay' | 'sort' | 'payOnly'>): string | null {
  const minPay = Number(f.minPay);
  const without = f.payOnly === '1' ? '' : ' Jobs that state no pay come last.';
  if (f.sort === 'pay')
    return `Highest pay: yearly salaries first, then hourly, daily, weekly and per-visit rates, each by its own top rate (a per-diem rate is not a salary).${without}`;
  if (minPay > 0) {
    const label = minPayLabel(minPay).replace(/\+$/, '');
    return `${minPayLabel(minPay)}: pay that can reach ${label} a year, or its hourly or weekly equivalent. Ranges starting at ${label} or more come first. Pay per visit or per diem is left out: its year would assume a full caseload.${without}`;
  }
  return null;
}

/** A filter that is set, with what removing it puts back: the chips above the results. */
export interface Chip {
  key: keyof Filters;
  label: string;
}

/** The filters set besides the keyword and location, with their keys, in the form's order. */
export function filterChips(f: Filters): Chip[] {
  const pick = (key: keyof Filters, labels: Record<string, string>): Chip[] => {
    const value = f[key];
    return value && value !== 'all' ? [{ key, label: labels[value] ?? value }] : [];
  };
  const yes = (key: keyof Filters, label: string): Chip[] => (f[key] === '1' ? [{ key, label }] : []);
  return [
    ...pick('role', ROLE_SHORT_LABELS),
    ...pick('type', JOB_TYPE_LABELS),
    ...pick('setting', SETTING_LABELS),
    ...pick('specialty', SPECIALTY_LABELS),
    ...(Number(f.minPay) > 0 ? [{ key: 'minPay' as const, label: minPayLabel(Number(f.minPay)) }] : []),
    ...yes('payOnly', 'only jobs that state pay'),
    ...pick('posted', POSTED_LABELS),
    ...pick('schedule', SCHEDULE_LABELS),
    ...yes('newGrad', 'New-grad friendly'),
    ...yes('bonus', 'Sign-on bonus'),
    ...TERM_FILTERS.flatMap(([key, label]) => yes(key, label)),
    ...(f.licence && f.licence !== 'all' ? [{ key: 'licence' as const, label: `workable with a ${US_STATES[f.licence] ?? f.licence} licence` }] : []),
  ];
}

/** The filters set besides the keyword and location, in words ("PT", "Outpatient", "$90k+"), in the form's order. */
export function setFilterLabels(f: Filters): string[] {
  return filterChips(f).map((c) => c.label);
}
