/** Which jobs each market page lists. Pure. */
import type { JobSummary } from '~/domain/job-summary';
import { annualEquivalent } from '~/domain/pay';
import { formatSalary } from '~/domain/job-format';

/** What the market rules read of a job: a Pick of the one job shape (full rows have the same keys). */
type MarketJob = Pick<
  JobSummary,
  'id' | 'job_title' | 'employer_name' | 'city' | 'state' | 'zip_code' | 'posted_at' | 'salary_min' | 'salary_max' | 'setting'
> &
  Partial<Pick<JobSummary, 'pay_unit'>>;

const STATE_PAGE_LIMIT = 50;
const LANDING_PAGE_LIMIT = 20;

const newestFirst = (a: MarketJob, b: MarketJob) => Date.parse(b.posted_at) - Date.parse(a.posted_at) || Number(b.id) - Number(a.id);

/** State page: the state's listed jobs, newest first, at most 50. */
export function stateJobs<J extends MarketJob>(jobs: J[], abbreviation: string): J[] {
  return jobs
    .filter((j) => j.state === abbreviation)
    .sort(newestFirst)
    .slice(0, STATE_PAGE_LIMIT);
}

const LA_NAMES = ['los angeles', 'hollywood', 'santa monica', 'pasadena', 'beverly hills'];

/**
 * Los Angeles rule: a zip code must be present, and either lie in 90001-91999 or the city must
 * contain one of the LA-area names. Jobs without a zip are excluded.
 */
export function matchesLosAngeles(job: Pick<MarketJob, 'zip_code' | 'city'>): boolean {
  if (!job.zip_code) return false;
  const zip = Number.parseInt(job.zip_code.slice(0, 5), 10);
  if (zip >= 90001 && zip <= 91999) return true;
  const city = job.city.toLowerCase();
  return LA_NAMES.some((n) => city.includes(n));
}

/** City landing page: the state's jobs filtered by the city rule, newest first, at most 20. */
export function landingJobs<J extends MarketJob>(jobs: J[], city: { slug: string; name: string; stateAbbr: string }): J[] {
  const inState = jobs.filter((j) => j.state === city.stateAbbr);
  const name = city.name.toLowerCase();
  const kept = city.slug === 'los-angeles' ? inState.filter(matchesLosAngeles) : inState.filter((j) => j.city.toLowerCase().includes(name));
  return kept.sort(newestFirst).slice(0, LANDING_PAGE_LIMIT);
}

export interface SalaryBar {
  /** The job's id and setting: a job that expires after the build leaves the charts with the list. */
  id: string;
  setting: string;
  label: string;
  /** Annual equivalents (src/domain/pay.ts), so hourly and yearly pay share one scale; either may be open. */
  min: number | null;
  max: number | null;
  /** The pay as posted, in its own unit ("$48 - $55 an hour"). */
  text: string;
}

/** Chart data: salary ranges of jobs with at least one bound (the first 12), and job counts per setting. */
export function marketStats(jobs: MarketJob[]): { salaries: SalaryBar[]; bySetting: { setting: string; count: number }[] } {
  const salaries = jobs
    .filter((j) => j.salary_min != null || j.salary_max != null)
    .slice(0, 12)
    .map((j) => {
      const unit = j.pay_unit ?? 'year';
      const annual = (v: number | null) => (v == null ? null : annualEquivalent(v, unit));
      return {
        id: j.id,
        setting: j.setting,
        label: `${j.job_title} (${j.employer_name})`,
        min: annual(j.salary_min),
        max: annual(j.salary_max),
        text: formatSalary(j),
      };
    });
  const counts = new Map<string, number>();
  for (const j of jobs) counts.set(j.setting, (counts.get(j.setting) ?? 0) + 1);
  return { salaries, bySetting: [...counts].map(([setting, count]) => ({ setting, count })).sort((a, b) => b.count - a.count) };
}

/**
 * Where a salary bar sits on the chart's scale, in percent: an open end runs to the edge of the scale
 * (and is drawn fading out), never to a made-up bound.
 */
export function salaryBarGeometry(bar: Pick<SalaryBar, 'min' | 'max'>, lo: number, hi: number): { left: number; width: number; open: 'none' | 'high' | 'low' } {
  const pos = (v: number) => Math.min(100, Math.max(0, ((v - lo) / (hi - lo || 1)) * 100));
  const from = bar.min != null ? pos(bar.min) : 0;
  const to = bar.max != null ? pos(bar.max) : 100;
  const open = bar.max == null ? 'high' : bar.min == null ? 'low' : 'none';
  const width = Math.max(1.5, to - from);
  return { left: Math.min(from, 100 - width), width, open };
}

/** Room an open end gets beyond its one bound, so "$120,000+" at the top is a bar, never a dot. */
const OPEN_ROOM = 20000;

/** The chart's scale: the bounds the bars name, with room for open ends, rounded out to $10,000. */
export function salaryScale(bars: Pick<SalaryBar, 'min' | 'max'>[]): { lo: number; hi: number } {
  const known = bars.flatMap((b) => [b.min, b.max]).filter((v): v is number => v != null);
  if (known.length === 0) return { lo: 0, hi: 1 };
  const openHigh = bars.filter((b) => b.max == null && b.min != null).map((b) => b.min! + OPEN_ROOM);
  const openLow = bars.filter((b) => b.min == null && b.max != null).map((b) => Math.max(0, b.max! - OPEN_ROOM));
  const lo = Math.floor(Math.min(...known, ...openLow) / 10000) * 10000;
  const hi = Math.ceil(Math.max(...known, ...openHigh) / 10000) * 10000;
  return { lo, hi: hi > lo ? hi : lo + 10000 };
}
