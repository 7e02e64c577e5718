/**
 * The moderation queue (staff only). GET /api/staff/reports: jobs with open reports, frozen ones first,
 * each with its reports. POST /api/staff/reports/{id}/trust: the report is from a source staff trust,
 * which freezes its job at once. POST /api/staff/reports/{id}/dismiss: the job named by that report stays
 * as it is and its open reports are resolved. Restoring or closing a frozen job is a postings action
 * (postings/job-action.api.ts), which reports hear (`reportsHearDecision`); either way confirmed reporters are
 * told the outcome.
 */
import { error, json } from '~/server/http/http';
import type { FunctionContext, PagesFunction } from '~/server/http/types';
import { afterResponse, drainOutbox, type Services } from '~/server/http/context';
import { reportOutcomeMail } from './report-mail';
import { tellEmployer } from './employer-notice.server';
import { refusedByRule, staffOnly } from '~/server/http/staff-gate';
import type { JobDecided } from '~/features/postings/job-action.api';

export const onRequestGet: PagesFunction = async (ctx) => {
  const gate = await staffOnly(ctx);
  if (!gate.ok) return gate.response;
  return json({ jobs: await gate.services.backend.reports.queue() });
};

/** Queues the outcome mails a decision about this job owes; drained after the answer. */
async function tellReporters(ctx: Pick<FunctionContext, 'env' | 'waitUntil' | 'data'>, s: Services, jobId: string): Promise<void> {
  if (await s.backend.reports.tellOutcomes(jobId, (r) => reportOutcomeMail(r, s.siteUrl, s.productName))) afterResponse(ctx, () => drainOutbox(s));
}

/**
 * Reports hear a staff decision on a job: restoring or closing a frozen job decides its reports (confirmed
 * reporters hear the outcome), and the employer hears that a listing reports took off is back.
 */
export const reportsHearDecision: JobDecided = async (ctx, s, { jobId, action }) => {
  if (action === 'restore' || action === 'close') await tellReporters(ctx, s, jobId);
  if (action === 'restore') await tellEmployer(ctx, s, jobId, 'restored');
};

export const onActionPost: PagesFunction<'id' | 'action'> = async (ctx) => {
  const gate = await staffOnly(ctx);
  if (!gate.ok) return gate.response;
  const id = String(ctx.params.id);
  const action = String(ctx.params.action);
  if (action !== 'trust' && action !== 'dismiss') return error(404, 'Unknown action: use trust or dismiss');
  const reports = gate.services.backend.reports;
  try {
    if (action === 'trust') {
      const job = await reports.trust(id, gate.actor);
      if (!job) return error(404, 'No such report');
      await tellEmployer(ctx, gate.services, job.jobId, 'frozen');
      return json({ job });
    }
    const report = await reports.get(id);
    if (!report) return error(404, 'No such report');
    const resolved = await reports.dismiss(report.jobId, gate.actor);
    if (resolved === 0) return error(409, 'Nothing to dismiss: a frozen job is restored or closed instead, and a resolved report stays resolved');
    await tellReporters(ctx, gate.services, report.jobId);
    return json({ dismissed: resolved });
  } catch (e) {
    return refusedByRule(e);
  }
};
