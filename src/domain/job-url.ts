/**
 * A job's address. Apart from job-rules.ts: the build and the server write job links (cards carry theirs),
 * so the board's pages do not ship the reserved slugs (astro.config.mjs keeps this module out of the
 * islands' shared chunks).
 */
import { RESERVED_JOB_SLUGS } from './reserved-slugs';

export function isReservedSlug(slug: string): boolean {
  return RESERVED_JOB_SLUGS.has(slug.toLowerCase());
}

/** Detail URL: /jobs/{slug} when the job has a usable slug, otherwise /job/{id}. */
export function jobUrl(job: { id: string | number; slug?: string | null }): string {
  if (job.slug && !isReservedSlug(job.slug)) return `/jobs/${job.slug}`;
  return `/job/${job.id}`;
}
