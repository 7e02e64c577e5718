/** Business rules about jobs that do not concern display. Pure. */
import { site } from '~/config/site';

import { RESERVED_JOB_SLUGS } from './reserved-slugs';

export { CITY_SLUGS, RESERVED_JOB_SLUGS, STATE_SLUGS } from './reserved-slugs';

export function isReservedSlug(slug: string): boolean {
  return RESERVED_JOB_SLUGS.has(slug.toLowerCase());
}

/** Detail URL: /jobs/{slug} when the job has a usable slug, otherwise /job/{id}. */
export function jobUrl(job: { id: string | number; slug?: string | null }): string {
  if (job.slug && !isReservedSlug(job.slug)) return `/jobs/${job.slug}`;
  return `/job/${job.id}`;
}

/** A recruiting-partner job is one the product itself recruits for: employer_name equals the product's name. */
export function isRecruitingPartnerJob(job: { employer_name: string }, productName: string = site.name): boolean {
  return job.employer_name.trim().toLowerCase() === productName.trim().toLowerCase();
}

/** Listed: active, and expires_at empty or in the future (SPEC 4, "Job visibility"). */
export function isListed(job: { is_active: boolean; expires_at: string | null }, now: Date = new Date()): boolean {
  if (!job.is_active) return false;
  if (!job.expires_at) return true;
  return new Date(job.expires_at).getTime() > now.getTime();
}

/** Whether an expiry timestamp has passed (used at view time on pre-rendered pages). */
export function isExpired(expiresAt: string | null, now: Date = new Date()): boolean {
  return expiresAt != null && new Date(expiresAt).getTime() <= now.getTime();
}
