/**
 * The closed-job pages this build wrote (jobs expired within the last 90 days). The local host answers
 * these paths with 410 Gone (their page as the body); Cloudflare Pages serves them as 200 with noindex,
 * since running a function for every job page only to set a status is not worth its cost.
 */
import { closedJobPaths } from '~/features/jobs/detail.server';

export async function GET() {
  return Response.json({ paths: await closedJobPaths() });
}
