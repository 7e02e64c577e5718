/**
 * POST /api/staff/jobs/{id}/{publish|extend|pause|resume|close|cancel}: a lifecycle action (staff only).
 * `publish` takes an optional future `go_live_at` (scheduled), `close` a `reason` (filled or withdrawn);
 * each takes an optional `note` for the log. A rule that refuses answers 409 naming it.
 *
 * What other capabilities do once staff have decided (reports tell their reporters) is handed in where the
 * route is wired (functions/api/staff/jobs/[id]/[action].ts), so postings names none of them.
 */
import { JOB_ACTIONS, jobActionBody, type JobAction } from '~/domain/job-lifecycle';
import { hasPayRange, payLawFor, payLawRefusal } from '~/domain/pay-laws';
import { error, readJson, validate } from '~/server/http/http';
import { refusedByRule, staffOnly } from '~/server/http/staff-gate';
import type { PagesFunction } from '~/server/http/types';
import { detailResponse } from './job-detail.api';
import type { Services } from '~/server/http/context';
import type { FunctionContext } from '~/server/http/types';

/** A staff decision on a job, as another capability hears it (after the store has applied it). */
export interface JobDecision {
  jobId: string;
  action: JobAction;
}
export type JobDecided = (ctx: Pick<FunctionContext, 'env' | 'waitUntil' | 'data'>, s: Services, decision: JobDecision) => Promise<void>;

export const jobActionHandler =
  (decided: readonly JobDecided[]): PagesFunction<'id' | 'action'> =>
  async (ctx) => {
    const gate = await staffOnly(ctx);
    if (!gate.ok) return gate.response;
    const action = String(ctx.params.action) as JobAction;
    if (!JOB_ACTIONS.includes(action)) return error(404, `Unknown action: use one of ${JOB_ACTIONS.join(', ')}`);
    // An action without options may come with no body at all.
    const empty = ctx.request.headers.get('content-length') === '0' || !ctx.request.body;
    const raw = empty ? { ok: true as const, value: {} } : await readJson(ctx.request);
    if (!raw.ok) return raw.response;
    const body = validate(jobActionBody[action] as (typeof jobActionBody)['close'], raw.value ?? {});
    if (!body.ok) return body.response;
    const v = body.value as { note?: string; reason?: 'filled' | 'withdrawn'; go_live_at?: string };
    // A posting the law says must show a pay range does not go live without one (the console says which law).
    if (action === 'publish' || action === 'resume' || action === 'restore') {
      const current = await gate.services.backend.jobReview.getJob(String(ctx.params.id));
      const fields = current?.fields as { state: string; city: string; salary_min: number | null; salary_max: number | null } | undefined;
      const law = fields ? payLawFor(fields, v.go_live_at ? new Date(v.go_live_at) : new Date()) : null;
      if (fields && law && !hasPayRange(fields))
        return Response.json({ error: payLawRefusal(law), rule: 'pay_range_law' }, { status: 409, headers: { 'cache-control': 'no-store' } });
    }
    try {
      const id = String(ctx.params.id);
      const detail = await gate.services.backend.jobReview.act(id, action, { actor: gate.actor, note: v.note, reason: v.reason, goLiveAt: v.go_live_at });
      if (detail) for (const hear of decided) await hear(ctx, gate.services, { jobId: id, action });
      return detailResponse(detail);
    } catch (e) {
      return refusedByRule(e);
    }
  };
