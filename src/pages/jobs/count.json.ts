/**
 * /jobs/count.json: how many jobs this build lists. The next build's publishing guard reads it from the
 * live site (src/features/jobs/board-guard.server.ts) to refuse publishing a board that lost most of
 * its jobs. (It replaced /jobs/data.json, a second copy of the board's data nothing else read.)
 */
import type { APIRoute } from 'astro';
import { getUnderReviewJobs } from '~/features/jobs/jobs.server';
import { getJobSummaries } from '~/features/jobs/summaries.server';

// Jobs under review after reports count as the board's, as the guard counts them.
export const GET: APIRoute = async () =>
  new Response(JSON.stringify({ count: (await getJobSummaries()).size + (await getUnderReviewJobs()).length }), {
    headers: { 'content-type': 'application/json' },
  });
