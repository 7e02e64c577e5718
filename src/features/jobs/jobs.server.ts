/**
 * Build-time job data. Every page that lists jobs reads this one array: a single bulk read per build
 * (anonymous columns only, so no contact field can reach static output), memoised for the process.
 * A production build (astro build) refuses to go on with an empty or halved board (publishing guard).
 */
import { guardPublishing } from './board-guard.server';
import { getBackend } from '~/server/root-node';
import type { PublicJob } from '~/domain/job';

let listed: Promise<PublicJob[]> | undefined;

/** Every listed job (active, not expired at build time), newest posted first. */
export function getListedJobs(): Promise<PublicJob[]> {
  listed ??= getBackend().then(async (backend) => {
    const jobs = await backend.jobs.listListedJobs();
    if (import.meta.env.PROD) await guardPublishing(jobs.length);
    return jobs;
  });
  return listed;
}

/** Listed jobs by id, for detail pages. */
export async function getListedJobsById(): Promise<Map<string, PublicJob>> {
  return new Map((await getListedJobs()).map((job) => [job.id, job]));
}

let expired: Promise<PublicJob[]> | undefined;

/** Jobs that expired within the last 90 days: their pages stay, saying the job is closed (noindex, no JobPosting). */
export function getRecentlyExpiredJobs(): Promise<PublicJob[]> {
  expired ??= getBackend().then((backend) => backend.jobs.listRecentlyExpiredJobs());
  return expired;
}
