/**
 * /employer/application?token=…: where an employer tells an applicant where their application
 * stands, from the link in the application mail. GET shows the application and three buttons (Reviewed,
 * Moving forward, Not selected) and changes nothing (mail scanners open links) but note that a person
 * opened it (the figures count opened applications only). A status button asks first ("We will mail
 * Ana: Not selected"), and only "Yes, mark and mail" records it and mails the applicant, once per change:
 * nothing mails in one tap. "Mark as spam" mails nobody. Opened from the job's applicants list, the page
 * links back to it (the list's own signed link, checked).
 */
import { EMPLOYER_STATUSES, shownStatus, STATUS_LABELS, type EmployerStatus } from '~/domain/application';
import { mineToken, mineUrl, verifyStatusToken } from './application-links';
import { statusMail } from './application-mail';
import { STATUS_NEWS } from './status-news';
import { recipientKey } from '~/server/ports/rate-limit';
import type { ApplicationView } from '~/features/applications/applications.port';
import { html, type SafeHtml } from '~/lib/html';
import { verifyOwnerToken } from '~/features/auth/owner-link';
import { signedChoice, signedLink } from '~/server/http/signed-link';
import { afterResponse, drainOutbox, type Services } from '~/server/http/context';
import { resumeToken, resumeUrl } from '~/domain/resume-link';
import { RESUME_URL_SECONDS } from '~/server/ports/storage';
import { htmlPage } from '~/server/http/page';
import type { FunctionContext, PagesFunction } from '~/server/http/types';
import { button } from '~/components/ui/styles';

type Ctx = Pick<FunctionContext, 'request' | 'env' | 'data' | 'waitUntil'>;
const date = (iso: string) => new Date(iso).toLocaleDateString('en-US', { timeZone: 'UTC', dateStyle: 'long' });

/** The three status buttons of one application, posting to its page; the current one is pressed. */
export function statusButtons(action: string, app: Pick<ApplicationView, 'status'>): SafeHtml {
  return html`<form method="post" action="${action}" class="mt-4 flex flex-wrap gap-3">
${EMPLOYER_STATUSES.map(
  (s) =>
    html`<button type="submit" name="status" value="${s}" class="${s === 'moving_forward' ? button.primary : button.secondary}"${app.status === s ? html` aria-pressed="true"` : ''}>${STATUS_LABELS[s]}</button>`,
)}
</form>`;
}

/**
 * Sets an application's status and mails the applicant as the status mail says (once per change; see the
 * store): the one way a status is set, from the application's signed page and from the employer's account.
 */
export async function sendStatus(ctx: Ctx, s: Services, app: Pick<ApplicationView, 'id' | 'email'>, status: EmployerStatus) {
  const mine = mineUrl(s.siteUrl, await mineToken(s.signingSecret(), recipientKey(app.email)));
  const result = await s.backend.applications.setStatus(app.id, status, new Date(), (a) =>
    statusMail({ title: a.jobTitle, employer: a.employer }, a.email, status, mine, s.productName),
  );
  if (result === 'changed') afterResponse(ctx, () => drainOutbox(s));
  return result;
}

/** The page asking before a status is set and mailed: Yes sets it, Cancel goes back unchanged. */
function confirmPage(ctx: Ctx, app: ApplicationView, action: string, status: (typeof EMPLOYER_STATUSES)[number], back: SafeHtml) {
  return htmlPage(
    ctx,
    200,
    `Mark "${STATUS_LABELS[status]}"?`,
    html`<p>We will mail ${app.name} ${STATUS_NEWS[status]} ("${app.jobTitle}"). A mail cannot be taken back.</p>
<form method="post" action="${action}" class="mt-4 flex flex-wrap gap-3">
<button type="submit" name="status" value="confirm:${status}" class="${button.primary}">Yes, mark and mail ${app.name}</button>
<a class="${button.secondary}" href="${action}">Cancel</a>
</form>
${back}`,
    { 'referrer-policy': 'no-referrer' },
  );
}

async function page(ctx: Ctx, s: Services, app: ApplicationView, action: string, said: SafeHtml | null, back: SafeHtml = html``) {
  const resume = app.resumePath
    ? resumeUrl(
        s.siteUrl,
        await resumeToken(s.signingSecret(), { path: app.resumePath, jobId: app.jobId, expires: Math.floor(Date.now() / 1000) + RESUME_URL_SECONDS }),
      )
    : null;
  return htmlPage(
    ctx,
    200,
    `Application from ${app.name}`,
    html`${said ?? ''}
<p>For "${app.jobTitle}" (${app.employer}), sent ${date(app.createdAt)}. Reply to the application mail to write to ${app.name}.</p>
<h2 class="mt-6 text-lg font-bold">Message</h2>
<p class="mt-1 whitespace-pre-wrap break-words" data-application-message>${app.message}</p>
<p class="mt-3">${resume ? html`<a class="font-semibold text-brand-700 underline" href="${resume}">Open the resume</a>` : 'No resume sent.'}</p>
<p class="mt-6">Status the applicant sees: <strong data-application-status>${shownStatus(app)}</strong>.</p>
${statusButtons(action, app)}
<p class="mt-4 text-sm text-slate-700">The applicant gets one short mail each time the status changes, after you confirm it. They never see your address unless you reply.</p>
${
  app.spamAt
    ? html`<p class="mt-6 text-sm text-slate-700">Marked as spam: it is not counted in how fast you answer.</p>`
    : html`<form method="post" action="${action}" class="mt-6"><button type="submit" name="status" value="spam" class="${button.secondary}">Mark as spam</button>
<p class="mt-1 text-sm text-slate-700">Junk, not a real applicant: the sender is not told, and it is not counted in how fast you answer.</p></form>`
}
${back}`,
    { 'referrer-policy': 'no-referrer' },
  );
}

const load = (ctx: Ctx) =>
  signedLink(ctx, 'employer', verifyStatusToken, {
    title: 'Invalid link',
    html: html`<p>This link is invalid. Please use the link from the application mail.</p>`,
  });
const gone = (ctx: Ctx) =>
  htmlPage(ctx, 404, 'Application not found', html`<p>This application is no longer kept (applications are deleted 180 days after the job ends).</p>`);
/** The page's own address, carrying the applicants list it was opened from (when that link is valid). */
const actionOf = (token: string, from: string | null) =>
  `/employer/application?token=${encodeURIComponent(token)}${from ? `&from=${encodeURIComponent(from)}` : ''}`;

/** The job's applicants list this page was opened from: its link, when the job's own signed link checks out. */
async function backLink(ctx: Ctx, s: Services): Promise<{ from: string | null; back: SafeHtml }> {
  const from = new URL(ctx.request.url).searchParams.get('from');
  if (!from || (await verifyOwnerToken(s.signingSecret(), from)) === null) return { from: null, back: html`` };
  return {
    from,
    back: html`<p class="mt-6"><a class="font-semibold text-brand-700 underline" href="/employer/applicants?token=${encodeURIComponent(from)}">Back to all applicants</a></p>`,
  };
}

export const onRequestGet: PagesFunction = async (ctx) => {
  const link = await load(ctx);
  if (!link.ok) return link.response;
  const app = await link.s.backend.applications.get(link.value);
  if (!app) return gone(ctx);
  // A person's click (a navigation the browser marks user-activated), not a mail scanner's fetch.
  if (ctx.request.headers.get('sec-fetch-user') === '?1') await link.s.backend.applications.markOpened(app.id, new Date());
  const { from, back } = await backLink(ctx, link.s);
  return page(ctx, link.s, app, actionOf(link.token, from), null, back);
};

const CHOICES = [...EMPLOYER_STATUSES, ...EMPLOYER_STATUSES.map((st) => `confirm:${st}` as const), 'spam'] as const;

export const onRequestPost: PagesFunction = async (ctx) => {
  const link = await signedChoice(ctx, load, { field: 'status', allowed: CHOICES, title: 'Choose a status' });
  if (!link.ok) return link.response;
  const { s, choice } = link;
  const app = await s.backend.applications.get(link.value);
  if (!app) return gone(ctx);
  const { from, back } = await backLink(ctx, s);
  const action = actionOf(link.token, from);
  if (choice === 'spam') {
    await s.backend.applications.markSpam(app.id, new Date());
    const marked = (await s.backend.applications.get(app.id)) ?? app;
    const said = html`<p role="status" class="mb-4 rounded-md bg-green-50 p-3 font-semibold text-green-900">Marked as spam. ${app.name} is not told, and it no longer counts in how fast you answer.</p>`;
    return page(ctx, s, marked, action, said, back);
  }
  // A status mails the applicant: asked first, set only on "Yes" (unless it is already the status).
  if (!choice.startsWith('confirm:')) {
    const asked = choice as (typeof EMPLOYER_STATUSES)[number];
    if (app.status !== asked) return confirmPage(ctx, app, action, asked, back);
  }
  const status = choice.replace(/^confirm:/, '') as (typeof EMPLOYER_STATUSES)[number];
  const result = await sendStatus(ctx, s, app, status);
  if (!result) return gone(ctx);
  const now = (await s.backend.applications.get(app.id)) ?? app;
  const box = 'mb-4 rounded-md bg-green-50 p-3 font-semibold text-green-900';
  const said =
    result === 'changed'
      ? html`<p role="status" class="${box}">Marked "${STATUS_LABELS[status]}". We let ${app.name} know by mail.</p>`
      : result === 'changed-quietly'
        ? html`<p role="status" class="${box}">Marked "${STATUS_LABELS[status]}". ${app.name} already heard of this status or of three changes today, so no new mail was sent; My applications shows it.</p>`
        : html`<p role="status" class="${box}">It was already marked "${STATUS_LABELS[status]}": no new mail was sent.</p>`;
  return page(ctx, s, now, action, said, back);
};
