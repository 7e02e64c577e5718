/**
 * /employer/applicants?token=…: a job's applicants for its employer, from the job's own link (the "still
 * open?" mails carry it; the job's employer page links here). Each application with its date, status,
 * message and resume, and the status buttons, which post to that application's own page. GET only reads.
 */
import { shownStatus } from '~/domain/application';
import { resumeToken, resumeUrl } from '~/domain/resume-link';
import { RESUME_URL_SECONDS } from '~/server/ports/storage';
import { verifyOwnerToken } from '~/features/auth/owner-link';
import { html } from '~/lib/html';
import { signedLink } from '~/server/http/signed-link';
import { htmlPage } from '~/server/http/page';
import type { PagesFunction } from '~/server/http/types';
import { statusToken } from './application-links';
import { statusButtons } from './employer-application.api';
import { card } from '~/components/ui/styles';

/** The most a page lists: a job gets far fewer; the rest are in the application mails. */
const APPLICANTS_SHOWN = 200;
const date = (iso: string) => new Date(iso).toLocaleDateString('en-US', { timeZone: 'UTC', dateStyle: 'long' });

export const onRequestGet: PagesFunction = async (ctx) => {
  const link = await signedLink(ctx, 'employer', verifyOwnerToken, {
    title: 'Invalid link',
    html: html`<p>This link is invalid. Please use the link from our email about your job.</p>`,
  });
  if (!link.ok) return link.response;
  const { s, value: jobId } = link;
  const [job, apps] = await Promise.all([s.backend.lifecycle.ownerView(jobId, new Date()), s.backend.applications.forJob(jobId, APPLICANTS_SHOWN)]);
  if (!job) return htmlPage(ctx, 404, 'Job not found', html`<p>We could not find this job. It may have been removed.</p>`);
  const secret = s.signingSecret();
  const expires = Math.floor(Date.now() / 1000) + RESUME_URL_SECONDS;
  const items = await Promise.all(
    apps.map(async (a) => {
      // The application's page, with the way back to this list.
      const action = `/employer/application?token=${encodeURIComponent(await statusToken(secret, a.id))}&from=${encodeURIComponent(link.token)}`;
      const resume = a.resumePath ? resumeUrl(s.siteUrl, await resumeToken(secret, { path: a.resumePath, jobId, expires })) : null;
      return html`<li class="${card} p-4 shadow-sm sm:p-5" data-applicant>
<h2 class="text-lg font-bold">${a.name}</h2>
<p class="text-sm text-slate-700"><a class="underline" href="mailto:${a.email}">${a.email}</a> · sent ${date(a.createdAt)} · <span data-application-status>${shownStatus(a)}</span></p>
<p class="mt-3 whitespace-pre-wrap break-words">${a.message}</p>
<p class="mt-3">${resume ? html`<a class="font-semibold text-brand-700 underline" href="${resume}">Open the resume</a>` : 'No resume sent.'}</p>
${statusButtons(action, a)}
</li>`;
    }),
  );
  return htmlPage(
    ctx,
    200,
    `Applicants for ${job.title}`,
    html`<p>Applications sent through the site for "${job.title}" (${job.employer}), newest first. Reply to an application's mail to write to the applicant; a status you set here is mailed to them.</p>
${items.length ? html`<ul class="mt-6 grid gap-4" aria-label="Applicants">${items}</ul>` : html`<p class="mt-4 font-semibold">No applications yet.</p>`}
<p class="mt-6"><a class="font-semibold text-brand-700 underline" href="/employer/job?token=${encodeURIComponent(link.token)}">Back to the job</a></p>`,
    { 'referrer-policy': 'no-referrer' },
  );
};
