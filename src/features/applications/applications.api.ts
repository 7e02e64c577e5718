/**
 * POST /api/applications { jobId, name, email, message, resume? }: "Send through RehabMatch".
 * Stores the application and queues, in the same transaction, the mail to the job's application address
 * (staff for a recruiting-partner job; Reply-To the applicant; the counted resume link; the status page)
 * and the applicant's receipt. 202 { id }. No answer names the employer's address. Limits: per client, and
 * per sending network for an applicant inbox (folded) and for a job (./limits.ts). An Idempotency-Key makes a
 * retried submit answer the first application instead of sending another; a second application from the
 * same inbox (folded) to the same job answers 200 { already } with the first one's time and sends nothing.
 */
import { applicationBody } from '~/domain/application';
import { isRecruitingPartnerJob } from '~/domain/job-rules';
import { jobUrl } from '~/domain/job-url';
import { mineToken, mineUrl, statusToken, statusUrl } from './application-links';
import { employerMail, receiptMail } from './application-mail';
import { resumeUrl, verifyResumeToken } from '~/domain/resume-link';
import { networkKey, recipientKey } from '~/server/ports/rate-limit';
import { afterResponse, drainOutbox, services } from '~/server/http/context';
import { guardedBody, overLimit } from '~/server/http/guard';
import { error, json } from '~/server/http/http';
import { idempotencyKey } from '~/features/forms/submit.api';
import type { PagesFunction } from '~/server/http/types';

const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

export const onRequestPost: PagesFunction = async (ctx) => {
  const key = idempotencyKey(ctx.request);
  if (!key.ok) return key.response;
  const body = await guardedBody(ctx, applicationBody, 'applicationClient');
  if (!body.ok) return body.response;
  const a = body.value;
  const s = await services(ctx);
  const secret = s.signingSecret();
  let resumePath: string | null = null;
  if (a.resume) {
    const link = await verifyResumeToken(secret, a.resume, Math.floor(Date.now() / 1000));
    if (!link || link === 'expired' || (link.jobId && link.jobId !== a.jobId))
      return error(400, 'resume: must be the link the resume upload answered for this job');
    resumePath = link.path;
  }
  let job;
  try {
    job = await s.backend.jobs.getListedJobWithContacts(a.jobId);
  } catch (e) {
    console.error('applications: job lookup failed:', e);
    return error(503, SOMETHING_WENT_WRONG);
  }
  if (!job) return error(404, 'Job not found');
  const partner = isRecruitingPartnerJob(job, s.productName);
  const to = partner ? s.staffEmail : (job.application_email ?? job.contact_email);
  if (!to) return error(404, 'This job takes no applications through the site');
  const inboxKey = recipientKey(a.email);
  // Charged to the sending network, never to the job or the inbox alone: a stranger's burst cannot shut a
  // job's applications, or a person's own, for everyone (the receipts an inbox gets are capped per day).
  const network = networkKey(ctx.request);
  const limited = (await overLimit(ctx, 'applicationJob', `${network}|${a.jobId}`)) ?? (await overLimit(ctx, 'applicationInbox', `${network}|${inboxKey}`));
  if (limited) return limited;
  let result: { id: string; replay: boolean; already?: string };
  try {
    result = await s.backend.applications.submit(
      { jobId: a.jobId, name: a.name, email: a.email, inboxKey, message: a.message, resumePath, idempotencyKey: key.value },
      async (id) => {
        const relayJob = { title: job.job_title, employer: job.employer_name, url: `${s.siteUrl}${jobUrl(job)}`, partner };
        const resume = a.resume ? resumeUrl(s.siteUrl, a.resume) : null;
        const status = statusUrl(s.siteUrl, await statusToken(secret, id));
        const mine = mineUrl(s.siteUrl, await mineToken(secret, inboxKey));
        return [
          employerMail(to, relayJob, { name: a.name, email: a.email, message: a.message, resumeUrl: resume }, status, s.productName),
          receiptMail(relayJob, { email: a.email, resumeUrl: resume }, mine, s.productName),
        ];
      },
    );
  } catch (e) {
    console.error('applications: storing failed:', e);
    return error(503, SOMETHING_WENT_WRONG);
  }
  if (!result.replay) afterResponse(ctx, () => drainOutbox(s));
  // A second application from this inbox to this job: answered with the first one's date, nothing sent.
  if (result.already) return json({ ok: true, id: result.id, already: result.already }, 200);
  return json({ ok: true, id: result.id }, 202);
};
