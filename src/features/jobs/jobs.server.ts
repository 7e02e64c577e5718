/**
 * Build-time job data. Every page that lists jobs reads this one array: a single bulk read per build
 * (anonymous columns only, so no contact field can reach static output), memoised for the process.
 * A production build (astro build) refuses to go on with an empty or halved board (publishing guard).
 * The local host's rebuild hands the build its reads as a file (BUILD_JOBS_SNAPSHOT): the host holds the
 * embedded database, which one process opens at a time.
 */
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { parseEnv } from '~/config/env';
import { publicJobSchema, type PublicJob } from '~/domain/job';
import type { ResponseFigure } from '~/domain/responsiveness';
import { getBackend } from '~/server/root-node';
import { guardPublishing } from './board-guard.server';

/** What a build reads of the jobs, as the local host's rebuild writes it. */
const responseFigure = z.tuple([z.string(), z.object({ applications: z.number(), answered: z.number(), medianDays: z.number() })]);
export const buildSnapshot = z.object({
  listed: z.array(publicJobSchema),
  expired: z.array(publicJobSchema),
  underReview: z.array(publicJobSchema),
  responses: z.array(responseFigure),
});
export type BuildSnapshot = z.infer<typeof buildSnapshot>;

let snapshot: Promise<BuildSnapshot | null> | undefined;
function fromSnapshot(): Promise<BuildSnapshot | null> {
  const file = parseEnv(process.env).BUILD_JOBS_SNAPSHOT;
  snapshot ??= file ? readFile(file, 'utf8').then((text) => buildSnapshot.parse(JSON.parse(text))) : Promise.resolve(null);
  return snapshot;
}

/** One of the build's reads: from the snapshot when there is one, else from the database. */
function read<K extends keyof BuildSnapshot>(
  part: K,
  fromDb: (backend: Awaited<ReturnType<typeof getBackend>>) => Promise<BuildSnapshot[K]>,
): Promise<BuildSnapshot[K]> {
  return fromSnapshot().then(async (s) => s?.[part] ?? fromDb(await getBackend()));
}

let listed: Promise<PublicJob[]> | undefined;

/** Every listed job (active, not expired at build time), newest posted first. */
export function getListedJobs(): Promise<PublicJob[]> {
  listed ??= read('listed', (backend) => backend.jobs.listListedJobs()).then(async (jobs) => {
    // A job frozen after reports is still the board's (its page stays, under review): reports that froze
    // many jobs must not also stop the next build, leaving a stale site whose apply routes answer 404.
    if (import.meta.env.PROD) await guardPublishing(jobs.length, process.env, fetch, (await getUnderReviewJobs()).length);
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
  expired ??= read('expired', (backend) => backend.jobs.listRecentlyExpiredJobs());
  return expired;
}

let review: Promise<PublicJob[]> | undefined;

/** Jobs frozen after reports: their pages stay, saying the job is under review (noindex, no JobPosting, no apply). */
export function getUnderReviewJobs(): Promise<PublicJob[]> {
  review ??= read('underReview', (backend) => backend.jobs.listUnderReview());
  return review;
}

let responses: Promise<Map<string, ResponseFigure>> | undefined;

/** How fast each listed job's employer answers applications (employers with enough of them), by job id. */
export function getResponseFigures(): Promise<Map<string, ResponseFigure>> {
  responses ??= read('responses', (backend) => backend.jobs.listResponseFigures()).then((rows) => new Map(rows));
  return responses;
}
