/** Synthetic jobs as the board sees them: each listed one through the build's own path (schema, then summary). */
import { publicJobSchema } from '~/domain/job';
import type { JobSummary } from '~/domain/job-summary';
import { toJobSummary } from '~/features/jobs/summaries.server';
import { buildSyntheticJobs } from './synthetic';

export function syntheticSummaries(count: number, now: Date): JobSummary[] {
  return buildSyntheticJobs(count, { now, startId: 1 })
    .filter((j) => j.is_active !== false)
    .map((j) => toJobSummary(publicJobSchema.parse(j)));
}
