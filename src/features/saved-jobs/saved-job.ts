/**
 * Saved jobs as kept in the `{product}_saved_jobs` cookie. The cookie keeps what its
 * reader (the saved-jobs dialog's card) shows: a Pick of the one job shape. Reads older entries that used
 * title/company_name or carried more fields; a corrupt or oversized cookie reads as an empty list.
 */
import type { SavedJobSummary } from '~/domain/job-summary';
import { PAY_UNITS, type PayUnit } from '~/domain/pay';

/** Told on the document whenever the list changes (detail: the count), for the header's My jobs count. */
export const SAVED_JOBS_CHANGED = 'saved-jobs:changed';

/** Browsers drop cookies over 4096 bytes (name and value together); stay safely under. */
export const MAX_COOKIE_VALUE_BYTES = 3800;

/*
 * This runs in the job-board island. Even zod/mini would take /jobs past its JavaScript budget here, so
 * the cookie is checked by this small guard instead (docs/DECISIONS.md).
 */
type Stored = {
  id: string | number;
  job_title?: string;
  title?: string;
  employer_name?: string;
  company_name?: string;
  city?: string | null;
  state?: string | null;
  zip_code?: string | null;
  job_type?: string | null;
  setting?: string | null;
  salary_min?: number | null;
  salary_max?: number | null;
  pay_unit?: string;
  url?: string;
};
const TEXT_FIELDS = ['job_title', 'title', 'employer_name', 'company_name', 'city', 'state', 'zip_code', 'job_type', 'setting', 'url', 'pay_unit'] as const;

function isStored(v: unknown): v is Stored {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return false;
  const o = v as Record<string, unknown>;
  if (typeof o.id !== 'string' && !(typeof o.id === 'number' && Number.isFinite(o.id))) return false;
  for (const k of TEXT_FIELDS) if (o[k] != null && typeof o[k] !== 'string') return false;
  for (const k of ['salary_min', 'salary_max']) if (o[k] != null && !(typeof o[k] === 'number' && Number.isFinite(o[k]))) return false;
  return true;
}

export type SavedJob = SavedJobSummary;

function normalise(v: Stored): SavedJob | null {
  const title = v.job_title ?? v.title;
  const employer = v.employer_name ?? v.company_name;
  if (!title || !employer) return null;
  const id = String(v.id);
  return {
    id,
    job_title: title,
    employer_name: employer,
    city: v.city ?? '',
    state: v.state ?? '',
    salary_min: v.salary_min ?? null,
    salary_max: v.salary_max ?? null,
    // Older entries have no unit: their pay was annual. An unknown unit is read as annual too.
    pay_unit: (PAY_UNITS as readonly string[]).includes(v.pay_unit ?? '') ? (v.pay_unit as PayUnit) : 'year',
    // Older entries had no url; /job/{id} always answers (a redirect or the page itself).
    url: v.url?.startsWith('/') ? v.url : `/job/${id}`,
  };
}

/** Parses a cookie value; entries that fail validation are dropped, anything unreadable gives []. */
export function parseSavedJobs(raw: string | null | undefined): SavedJob[] {
  if (!raw || raw.length > MAX_COOKIE_VALUE_BYTES * 3) return [];
  let data: unknown;
  try {
    data = JSON.parse(decodeURIComponent(raw));
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const out: SavedJob[] = [];
  const seen = new Set<string>();
  for (const item of data) {
    const job = isStored(item) ? normalise(item) : null;
    if (job && !seen.has(job.id)) {
      seen.add(job.id);
      out.push(job);
    }
  }
  return out;
}

/**
 * The cookie value for a list. When the list would not fit in one cookie, the oldest saves are left
 * out (the newest are at the end), so a save never silently breaks the whole list.
 */
export function serializeSavedJobs(jobs: SavedJob[]): { value: string; kept: SavedJob[] } {
  let kept = jobs;
  for (;;) {
    const value = encodeURIComponent(JSON.stringify(kept));
    if (value.length <= MAX_COOKIE_VALUE_BYTES || kept.length === 0) return { value, kept };
    kept = kept.slice(1);
  }
}

/** Reads one cookie from a `document.cookie` string. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim();
  }
  return null;
}

/** What the cookie keeps of a job a card shows. */
export function toSavedJob(job: SavedJob): SavedJob {
  const { id, job_title, employer_name, city, state, salary_min, salary_max, pay_unit, url } = job;
  return { id, job_title, employer_name, city, state, salary_min, salary_max, pay_unit, url };
}
