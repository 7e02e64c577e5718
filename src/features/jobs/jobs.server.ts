/**
 * Build-time job data. Every page that lists jobs reads this one array: a single bulk read per build
 * (anonymous columns only, so no contact field can reach static output), memoised for the process.
 */
import type { PublicJob } from './job.schema';
import { getBackend } from '~/server/backend';

let listed: Promise<PublicJob[]> | undefined;

/** Every listed job (active, not expired at build time), newest posted first. */
export function getListedJobs(): Promise<PublicJob[]> {
  listed ??= getBackend().then((backend) => backend.jobs.listListedJobs());
  return listed;
}

/** Listed jobs by id, for detail pages. */
export async function getListedJobsById(): Promise<Map<string, PublicJob>> {
  return new Map((await getListedJobs()).map((job) => [job.id, job]));
}
