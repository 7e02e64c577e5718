/**
 * /employer/job?token=…: the employer's page for one job, from the link in "Still open?" and
 * the expiry reminder. GET shows the job, when it was last confirmed, its figures by day and the buttons;
 * only a button's POST answers (a mail scanner opening the link changes nothing).
 */
import { extensionNotice } from './check-mail';
import { verifyOwnerToken } from '~/features/auth/owner-link';
import { ANSWERS, type CheckAnswer, type OwnerView } from './lifecycle.port';
import { plural } from '~/lib/plural';
import { html, type SafeHtml } from '~/lib/html';
import { signedChoice, signedLink } from '~/server/http/signed-link';
import { afterResponse, drainOutbox } from '~/server/http/context';
import { htmlPage } from '~/server/http/page';
import type { FunctionContext, PagesFunction } from '~/server/http/types';
import { button } from '~/components/ui/styles';
import { EXTEND_WINDOW_DAYS } from '~/domain/job-status';

type Ctx = Pick<FunctionContext, 'request' | 'env' | 'data' | 'waitUntil'>;
const DAY = 86_400_000;
const STATUS: Record<string, string> = {
  pending_review: 'waiting for review',
  scheduled: 'scheduled',
  live: 'on the board',
  paused: 'paused (off the board)',
  frozen: 'off the board while our staff review reports about it',
  expired: 'ended',
  closed: 'closed',
};

/** Whether the employer may ask for the extension now: a live job in its term's last days (the store holds the same rule). */
const inExtendWindow = (job: Pick<OwnerView, 'status' | 'expiresAt'>, now: number) =>
  job.status === 'live' && job.expiresAt !== null && Date.parse(job.expiresAt) - now <= EXTEND_WINDOW_DAYS * DAY;

/** "1 view · 2 apply starts · 0 saves · 1 resume download". */
export const figures = (t: { view: number; apply: number; save: number; resume: number }) =>
  [plural(t.view, 'view'), plural(t.apply, 'apply start'), plural(t.save, 'save'), plural(t.resume, 'resume download')].join(' · ');

const date = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US', { timeZone: 'UTC', dateStyle: 'long' }) : '–');
const daysAgo = (iso: string, now: number) => {
  const n = Math.max(0, Math.floor((now - Date.parse(iso)) / DAY));
  return n === 0 ? 'today' : `${plural(n, 'day')} ago`;
};

function page(ctx: Ctx, job: OwnerView, token: string, said: SafeHtml | null, applicants: number) {
  const action = `/employer/job?token=${encodeURIComponent(token)}`;
  const now = Date.now();
  const open = ['live', 'paused', 'expired'].includes(job.status);
  const endsSoon = inExtendWindow(job, now);
  const rows = job.days.map(
    (d) =>
      html`<tr class="border-t border-slate-200"><th scope="row" class="py-1 pr-4 text-left font-normal">${d.day}</th><td class="px-3 text-right">${d.view}</td><td class="px-3 text-right">${d.apply}</td><td class="px-3 text-right">${d.save}</td><td class="px-3 text-right">${d.resume}</td></tr>`,
  );
  return htmlPage(
    ctx,
    200,
    job.title,
    html`${said ?? ''}
<p>${job.employer} · ${job.city}, ${job.state}</p>
<p class="mt-2">This listing is <strong>${STATUS[job.status] ?? job.status}</strong>${job.closeReason ? html` (${job.closeReason})` : ''}.
${job.confirmedAt ? html`Confirmed open ${daysAgo(job.confirmedAt, now)}.` : ''} ${job.expiresAt && open ? html`It ends on ${date(job.expiresAt)}.` : ''}</p>
${job.status === 'frozen' ? html`<p class="mt-2 font-semibold">Visitors reported this listing. Our staff will restore it to the board or close it, usually within one business day, and write to you if they need anything.</p>` : ''}
${job.pausedForSilence ? html`<p class="mt-2 font-semibold">It was paused because we did not hear back. Tell us it is still open and it returns to the board.</p>` : ''}
${
  open
    ? html`<form method="post" action="${action}" class="mt-6 flex flex-wrap gap-3">
<button type="submit" name="answer" value="open" class="${button.primary}">Still open</button>
<button type="submit" name="answer" value="filled" class="${button.secondary}">Filled, close it</button>
${endsSoon ? html`<button type="submit" name="answer" value="extend" class="${button.secondary}">Ask for the 60-day extension</button>` : ''}
${endsSoon ? html`<button type="submit" name="answer" value="close" class="${button.secondary}">Close early</button>` : ''}
</form>`
    : ''
}
<h2 class="mt-8 text-xl font-bold">Applicants</h2>
<p class="mt-1">${applicants ? html`${plural(applicants, 'application')} sent through the site. <a class="font-semibold text-brand-700 underline" href="/employer/applicants?token=${encodeURIComponent(token)}">See the applicants</a>, their messages and resumes, and answer each.` : 'No applications through the site yet.'}</p>
<h2 class="mt-8 text-xl font-bold">How it is doing</h2>
<p class="mt-1 text-sm text-slate-700">Counted without cookies or personal data: page views, apply starts (the apply dialog opened), saves and resume downloads, by day (UTC), the last 30 days.</p>
<p class="mt-2">Totals: ${figures(job.totals)}</p>
${
  rows.length
    ? html`<div class="mt-3 overflow-x-auto" tabindex="0" role="region" aria-label="Figures by day"><table class="min-w-full text-sm"><caption class="sr-only">Figures by day</caption><thead><tr><th scope="col" class="pr-4 text-left">Day</th><th scope="col" class="px-3 text-right">Views</th><th scope="col" class="px-3 text-right">Apply starts</th><th scope="col" class="px-3 text-right">Saves</th><th scope="col" class="px-3 text-right">Resumes</th></tr></thead><tbody>${rows}</tbody></table></div>`
    : html`<p class="mt-2 text-slate-700">Nothing counted yet.</p>`
}`,
  );
}

const load = (ctx: Ctx) =>
  signedLink(ctx, 'employer', verifyOwnerToken, {
    title: 'Invalid link',
    html: html`<p>This link is invalid. Please use the link from our email about your job.</p>`,
  });

const gone = (ctx: Ctx) => htmlPage(ctx, 404, 'Job not found', html`<p>We could not find this job. It may have been removed.</p>`);

export const onRequestGet: PagesFunction = async (ctx) => {
  const link = await load(ctx);
  if (!link.ok) return link.response;
  const job = await link.s.backend.lifecycle.ownerView(link.value, new Date());
  if (!job) return gone(ctx);
  return page(ctx, job, link.token, null, await link.s.backend.applications.countForJob(link.value));
};

const SAID: Record<CheckAnswer, SafeHtml> = {
  open: html`<p role="status" class="mb-4 rounded-md bg-green-50 p-3 font-semibold text-green-900">Thank you: the listing shows it was confirmed open today.</p>`,
  filled: html`<p role="status" class="mb-4 rounded-md bg-green-50 p-3 font-semibold text-green-900">Congratulations: the listing is closed as filled.</p>`,
  close: html`<p role="status" class="mb-4 rounded-md bg-green-50 p-3 font-semibold text-green-900">The listing is closed.</p>`,
  extend: html`<p role="status" class="mb-4 rounded-md bg-green-50 p-3 font-semibold text-green-900">We have your request: our team will contact you to confirm the 60-day extension.</p>`,
};

const NOT_YET = html`<p role="status" class="mb-4 rounded-md bg-amber-50 p-3 font-semibold text-amber-900">The extension can be asked for in the listing's last ${EXTEND_WINDOW_DAYS} days; we will remind you then.</p>`;

/** Answers that take the listing down: asked once more, naming what happens, before they act. */
const FINAL = { filled: 'filled-confirmed', close: 'close-confirmed' } as const;
const CONFIRMED = Object.values(FINAL);

function confirmPage(ctx: Ctx, job: OwnerView, token: string, answer: keyof typeof FINAL) {
  const action = `/employer/job?token=${encodeURIComponent(token)}`;
  return htmlPage(
    ctx,
    200,
    answer === 'filled' ? 'Close this job as filled?' : 'Close this job early?',
    html`<p>"${job.title}" leaves the board, our job feeds and search engines' listings at once, and takes no more applications. You cannot reopen it from this page: to list it again, write to our team.</p>
<form method="post" action="${action}" class="mt-6 flex flex-wrap gap-3">
<button type="submit" name="answer" value="${FINAL[answer]}" class="${button.primary}">${answer === 'filled' ? 'Yes, it is filled: close it' : 'Yes, close it now'}</button>
<a href="${action}" class="${button.secondary}">Keep it open</a>
</form>`,
    { 'referrer-policy': 'no-referrer' },
  );
}

export const onRequestPost: PagesFunction = async (ctx) => {
  const link = await signedChoice(ctx, load, { field: 'answer', allowed: [...ANSWERS, ...CONFIRMED], title: 'Choose an answer' });
  if (!link.ok) return link.response;
  const { s, choice } = link;
  if (choice === 'filled' || choice === 'close') {
    const job = await s.backend.lifecycle.ownerView(link.value, new Date());
    return job ? confirmPage(ctx, job, link.token, choice) : gone(ctx);
  }
  const answer: CheckAnswer = choice === FINAL.filled ? 'filled' : choice === FINAL.close ? 'close' : choice;
  if (answer === 'extend') {
    // Outside the term's last days the button is not offered; a request sent anyway changes nothing and says why.
    const job = await s.backend.lifecycle.ownerView(link.value, new Date());
    if (!job) return gone(ctx);
    if (!inExtendWindow(job, Date.now())) return page(ctx, job, link.token, NOT_YET, await s.backend.applications.countForJob(link.value));
  }
  const job = await s.backend.lifecycle.answer(link.value, answer, new Date(), (j) =>
    extensionNotice({ id: j.id, title: j.title, employer: j.employer, expiresAt: j.expiresAt }, s.staffEmail),
  );
  if (!job) return gone(ctx);
  if (answer === 'extend') afterResponse(ctx, () => drainOutbox(s));
  return page(ctx, job, link.token, SAID[answer], await s.backend.applications.countForJob(link.value));
};
