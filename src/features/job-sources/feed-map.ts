/**
 * A feed's job as a posting's values, for the jobs API's own schema to check: the role follows from the
 * title (the schema does that), the setting and the job type are read from the feed's words, the pay and
 * its unit from its numbers or its salary text, the state from its name or code (the board places a job
 * by its ZIP code or city offline, as any other). A JSON feed's own fields, named as the API names them,
 * win over what is read. Pure.
 */
import { stateAbbr } from '~/domain/us-states';
import type { FeedJob } from './feed-parse';

const SETTINGS: [RegExp, string][] = [
  [/\bhome[\s-]*health\b|\bhome care\b/i, 'home-health'],
  [/\bskilled nursing\b|\bsnf\b|\bnursing (home|facility)\b|\blong[\s-]term care\b/i, 'skilled-nursing'],
  [/\bacute\b|\bhospital\b|\bicu\b/i, 'acute-care'],
  [/\binpatient\b|\brehab(ilitation)? (hospital|unit)\b/i, 'inpatient'],
  [/\bpediatric|\bpaediatric|\bschool[\s-]based\b|\bschools?\b/i, 'pediatric'],
  [/\btele(health|therapy)\b|\bremote\b/i, 'remote'],
];
const JOB_TYPES: [RegExp, string][] = [
  [/per[\s_-]*diem|\bprn\b/i, 'per-diem'],
  [/part[\s_-]*time/i, 'part-time'],
  [/contract|temporary|travel|locum/i, 'contract'],
  [/full[\s_-]*time/i, 'full-time'],
];
const UNITS: [RegExp, string][] = [
  [/\b(hour|hourly|hr)\b/i, 'hour'],
  [/\b(visit|per visit)\b/i, 'visit'],
  [/\b(day|daily)\b/i, 'day'],
  [/\b(week|weekly|wk)\b/i, 'week'],
  [/\b(month|monthly|mo)\b/i, 'month'],
  [/\b(year|yearly|annual|annually|yr|salary)\b/i, 'year'],
];

/** Text of an HTML description: breaks kept as new lines, tags dropped, the common entities read. */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h\d|\/div)\b[^>]*>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '• ')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const first = <T>(table: [RegExp, T][], text: string): T | null => table.find(([re]) => re.test(text))?.[1] ?? null;

/** Pay from a salary text such as "$90,000 - $110,000 per year" or "$45-55/hr" (a month is twelve to a year). */
export function readPay(salary: string | null, min: number | null, max: number | null, unitText: string | null) {
  let low = min;
  let high = max;
  if (low === null && high === null && salary) {
    const amounts = [...salary.matchAll(/\$?\s*(\d[\d,]*(?:\.\d+)?)\s*(k\b)?/gi)]
      .map((m) => Number(m[1]!.replace(/,/g, '')) * (m[2] ? 1000 : 1))
      .filter((n) => n > 0);
    low = amounts[0] ?? null;
    high = amounts[1] ?? amounts[0] ?? null;
  }
  let unit = first(UNITS, unitText ?? '') ?? first(UNITS, salary ?? '') ?? (low !== null && low < 500 ? 'hour' : 'year');
  if (unit === 'month') {
    low = low === null ? null : low * 12;
    high = high === null ? null : high * 12;
    unit = 'year';
  }
  return { salary_min: low, salary_max: high, pay_unit: unit };
}

/** The posting's values for `job`; `contact` is where the employer hears of it when the feed names no address. */
export function feedPosting(job: FeedJob, contact: string): Record<string, unknown> {
  const words = `${job.title} ${job.description}`;
  const state = job.state ? stateAbbr(job.state) : null;
  return {
    job_title: job.title.slice(0, 200),
    description: plainText(job.description),
    city: job.city,
    state: state ?? job.state,
    zip_code: job.postalCode && /^\d{5}(-\d{4})?$/.test(job.postalCode) ? job.postalCode.slice(0, 5) : null,
    setting: first(SETTINGS, words) ?? 'outpatient',
    job_type: first(JOB_TYPES, job.jobType ?? '') ?? first(JOB_TYPES, words) ?? 'full-time',
    ...readPay(job.salary, job.salaryMin, job.salaryMax, job.salaryUnit),
    contact_email: job.email ?? contact,
    ...job.fields,
  };
}
