/**
 * Saved jobs as kept in the `{product}_saved_jobs` cookie (SPEC 3 "Saved job"). Reads older entries
 * that used title/company_name; a corrupt or oversized cookie reads as an empty list, never a crash.
 */
import { z } from 'zod';

/** Browsers drop cookies over 4096 bytes (name and value together); stay safely under. */
export const MAX_COOKIE_VALUE_BYTES = 3800;

const money = z.number().nullable().optional().transform((v) => v ?? null);
const text = z.string().nullable().optional().transform((v) => v ?? null);

const storedSchema = z
  .object({
    id: z.union([z.string(), z.number()]).transform(String),
    job_title: z.string().optional(),
    title: z.string().optional(),
    employer_name: z.string().optional(),
    company_name: z.string().optional(),
    city: text,
    state: text,
    zip_code: text,
    job_type: text,
    setting: text,
    salary_min: money,
    salary_max: money,
    url: z.string().optional(),
  })
  .transform((v, ctx) => {
    const title = v.job_title ?? v.title;
    const employer = v.employer_name ?? v.company_name;
    if (!title || !employer) {
      ctx.addIssue({ code: 'custom', message: 'a saved job needs a title and an employer' });
      return z.NEVER;
    }
    return {
      id: v.id,
      job_title: title,
      employer_name: employer,
      city: v.city,
      state: v.state,
      zip_code: v.zip_code,
      job_type: v.job_type,
      setting: v.setting,
      salary_min: v.salary_min,
      salary_max: v.salary_max,
      ...(v.url ? { url: v.url } : {}),
    };
  });

export type SavedJob = z.output<typeof storedSchema>;

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
    const r = storedSchema.safeParse(item);
    if (r.success && !seen.has(r.data.id)) {
      seen.add(r.data.id);
      out.push(r.data);
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
