/**
 * POST /api/reports { jobId, reason, details?, email? }: "Report this job". Stored with the client as a
 * keyed hash (and its network's); staff are told; an address left for the outcome gets one confirmation
 * mail. The database limits reports per client and per job, and freezes the job once reporters from three
 * networks have confirmed their addresses within 7 days (capped site-wide; staff decide past the cap). Answers 201 (stored), 200 (this visitor had already reported it), 404, 409, 429.
 */
import { hmac } from '~/lib/hmac';
import { jobUrl } from '~/domain/job-url';
import { clientKey, networkKey } from '~/server/ports/rate-limit';
import { PolicyRefusal } from '~/server/ports/policy-refusal';
import { afterResponse, drainOutbox, services } from '~/server/http/context';
import { guardedBody, overInboxLimit } from '~/server/http/guard';
import { error, json } from '~/server/http/http';
import type { PagesFunction } from '~/server/http/types';
import { reportBody } from './report';
import { reportConfirmToken, reportConfirmUrl } from './report-links';
import { reportConfirmationMail, reportStaffNotice } from './report-mail';
import { isRetryable } from './reports.store';
import { withPlainForm } from '~/server/http/plain-form';

const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

export const onRequestPost: PagesFunction = withPlainForm(async (ctx) => {
  const body = await guardedBody(ctx, reportBody, 'report');
  if (!body.ok) return body.response;
  const r = body.value;
  if (r.email) {
    const limited = await overInboxLimit(ctx, r.email);
    if (limited) return limited;
  }
  const s = await services(ctx);
  const job = (await s.backend.jobs.getListedJobsByIds([r.jobId]).catch(() => null))?.[0];
  if (!job) return error(404, 'This job is no longer on the board, so there is nothing to report');
  const secret = s.signingSecret();
  try {
    const filed = await s.backend.reports.file(
      {
        jobId: r.jobId,
        reason: r.reason,
        details: r.details,
        clientKey: await hmac(secret, `report-client:${clientKey(ctx.request)}`),
        networkKey: await hmac(secret, `report-network:${networkKey(ctx.request)}`),
        email: r.email,
      },
      async (id, frozen) => [
        reportStaffNotice(s.staffEmail, s.siteUrl, {
          id,
          job: { id: job.id, title: job.job_title, employer: job.employer_name, url: jobUrl(job) },
          reason: r.reason,
          details: r.details,
          frozen,
        }),
        ...(r.email ? [reportConfirmationMail(r.email, reportConfirmUrl(s.siteUrl, await reportConfirmToken(secret, id)), job.job_title, s.productName)] : []),
      ],
    );
    if (filed.outcome === 'stored') afterResponse(ctx, () => drainOutbox(s));
    return json({ ok: true, frozen: filed.frozen, already: filed.outcome === 'already' }, filed.outcome === 'stored' ? 201 : 200);
  } catch (e) {
    if (e instanceof PolicyRefusal) return error(e.rule === 'job_reports_listed' ? 404 : 429, e.message);
    if (isRetryable(e)) return error(409, 'Another report of this job arrived at the same moment. Please send yours again.');
    console.error('report failed:', e);
    return error(503, SOMETHING_WENT_WRONG);
  }
});
