/** GET /api/staff/jobs?status=: the review queue and every other status, newest first (staff only). */
import { z } from 'zod';
import { JOB_STATUSES } from '../../../../src/domain/job-lifecycle';
import { error, json } from '../../../_lib/http';
import { staffOnly } from '../../../_lib/staff';
import type { PagesFunction } from '../../../_lib/types';

const query = z.object({ status: z.enum(JOB_STATUSES).optional(), limit: z.coerce.number().int().min(1).max(500).optional() });

export const onRequestGet: PagesFunction = async (ctx) => {
  const gate = await staffOnly(ctx);
  if (!gate.ok) return gate.response;
  const url = new URL(ctx.request.url);
  const q = query.safeParse({ status: url.searchParams.get('status') || undefined, limit: url.searchParams.get('limit') || undefined });
  if (!q.success) return error(400, `status must be one of ${JOB_STATUSES.join(', ')}`);
  const staff = gate.services.backend.staff;
  // Time moves listings on before staff look (scheduled ones go live, ended ones expire).
  await staff.advance();
  return json({ jobs: await staff.listJobs(q.data) });
};
