/**
 * /reports/confirm?token=…: a reporter confirms the address they left, so they hear the outcome. GET shows
 * the report and a button; only the button's POST confirms (a mail scanner opening the link confirms
 * nothing). A report already decided says its outcome, and the mail follows as for any confirmed address.
 */
import { REASON_LABELS } from '~/domain/job-report';
import { html } from '~/lib/html';
import type { ReportView } from './reports.port';
import { afterResponse, drainOutbox, services } from '~/server/http/context';
import { sameOrigin } from '~/server/http/guard';
import { htmlPage } from '~/server/http/page';
import { signedLink } from '~/server/http/signed-link';
import type { FunctionContext, PagesFunction } from '~/server/http/types';
import { button } from '~/components/ui/styles';
import { OUTCOME_TEXT } from './report';
import { verifyReportConfirmToken } from './report-links';
import { reportOutcomeMail, reportStaffNotice } from './report-mail';
import { tellEmployer } from './employer-notice.server';

type Ctx = Pick<FunctionContext, 'request' | 'env' | 'data' | 'waitUntil'>;

const load = (ctx: Ctx) =>
  signedLink(ctx, 'report', verifyReportConfirmToken, {
    title: 'Invalid confirmation link',
    html: html`<p>This link is invalid. Please use the link from the email we sent after your report.</p>`,
  });

const gone = (ctx: Ctx) => htmlPage(ctx, 404, 'Report not found', html`<p>We could not find this report. The job may have been removed.</p>`);

const what = (r: ReportView) => html`<p>Your report of <strong>${r.jobTitle}</strong> at ${r.employer}: ${REASON_LABELS[r.reason]}.</p>`;

function confirmed(ctx: Ctx, r: ReportView) {
  return htmlPage(
    ctx,
    200,
    'Your address is confirmed',
    html`${what(r)}
<p class="mt-3" role="status">${r.outcome ? OUTCOME_TEXT[r.outcome] : 'We will email you once our staff have reviewed the job.'}</p>`,
  );
}

export const onRequestGet: PagesFunction = async (ctx) => {
  const link = await load(ctx);
  if (!link.ok) return link.response;
  const report = await link.s.backend.reports.get(link.value);
  if (!report) return gone(ctx);
  if (report.emailConfirmedAt) return confirmed(ctx, report);
  return htmlPage(
    ctx,
    200,
    'Confirm your address',
    html`${what(report)}
<p class="mt-3">Confirm <strong>${report.email ?? ''}</strong> and we will email you the outcome once, then nothing more.</p>
<form method="post" action="/reports/confirm?token=${encodeURIComponent(link.token)}" class="mt-4"><button type="submit" class="${button.primary}">Confirm my address</button></form>`,
  );
};

export const onRequestPost: PagesFunction = async (ctx) => {
  const cross = sameOrigin(ctx);
  if (cross) return cross;
  const link = await load(ctx);
  if (!link.ok) return link.response;
  try {
    const report = await link.s.backend.reports.confirmEmail(link.value);
    if (!report) return await gone(ctx);
    // This confirmation was the one that froze the job (the third network's): staff hear of it now.
    if (report.froze) {
      const s = await services(ctx);
      const job = { id: report.jobId, title: report.jobTitle, employer: report.employer, url: report.jobUrl };
      await s.backend.outbox.enqueue([
        reportStaffNotice(s.staffEmail, s.siteUrl, { id: report.id, job, reason: report.reason, details: report.details, frozen: true, confirmed: true }),
      ]);
      afterResponse(ctx, () => drainOutbox(s));
      // And the employer, whose listing is now off the board.
      await tellEmployer(ctx, s, report.jobId, 'frozen');
    }
    // Decided before the address was confirmed: the outcome goes now.
    if (report.outcome) {
      const s = await services(ctx);
      if (await s.backend.reports.tellOutcomes(report.jobId, (r) => reportOutcomeMail(r, s.siteUrl, s.productName))) afterResponse(ctx, () => drainOutbox(s));
    }
    return await confirmed(ctx, report);
  } catch (e) {
    console.error('report confirm failed:', e);
    return htmlPage(ctx, 503, 'Something went wrong', html`<p>We could not confirm your address just now. Please try again later.</p>`);
  }
};
