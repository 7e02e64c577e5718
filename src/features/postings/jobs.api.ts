/**
 * GET /api/staff/jobs?status=&q=: the review queue and every other status, newest first (staff only); `q`
 * finds a job by its id or by words in its title, employer, legal entity or city.
 */
import { z } from 'zod';
import { JOB_STATUSES } from '~/domain/job-lifecycle';
import { error, json } from '~/server/http/http';
import { staffOnly } from '~/server/http/staff-gate';
import type { PagesFunction } from '~/server/http/types';

const query = z.object({
  status: z.enum(JOB_STATUSES, { error: `must be one of ${JOB_STATUSES.join(', ')}` }).optional(),
  limit: z.coerce.number({ error: 'must be a number' }).int().min(1).max(500).optional(),
  q: z.string().trim().max(100, 'must be at most 100 characters').optional(),
});

export const onRequestGet: PagesFunction = async (ctx) => {
  const gate = await staffOnly(ctx);
  if (!gate.ok) return gate.response;
  const url = new URL(ctx.request.url);
  const q = query.safeParse({
    status: url.searchParams.get('status') || undefined,
    limit: url.searchParams.get('limit') || undefined,
    q: url.searchParams.get('q') || undefined,
  });
  if (!q.success) return error(400, q.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; '));
  // A read changes nothing: the hourly lifecycle pass moves listings on (scheduled to live, ended to expired).
  return json({ jobs: await gate.services.backend.jobReview.listJobs(q.data) });
};
