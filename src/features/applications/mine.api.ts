/**
 * /applications/mine?token=…: "My applications", every application one inbox sent through the
 * site, newest first, with where each stands (Sent, Viewed, Reviewed, Moving forward, Not selected) and
 * when. The link comes in every receipt and status mail and from /my-applications; it never names an
 * employer's address. A GET only reads.
 */
import { shownStatus } from '~/domain/application';
import { verifyMineToken } from './application-links';
import { html } from '~/lib/html';
import { signedLink } from '~/server/http/signed-link';
import { htmlPage } from '~/server/http/page';
import type { PagesFunction } from '~/server/http/types';
import { cardSmall } from '~/components/ui/styles';

const date = (iso: string) => new Date(iso).toLocaleDateString('en-US', { timeZone: 'UTC', dateStyle: 'medium' });

export const onRequestGet: PagesFunction = async (ctx) => {
  const link = await signedLink(ctx, 'applications', verifyMineToken, {
    title: 'Invalid link',
    html: html`<p>This link is invalid. Please use the link from our email, or <a class="text-brand-700 underline" href="/my-applications">ask for a new one</a>.</p>`,
  });
  if (!link.ok) return link.response;
  const apps = await link.s.backend.applications.mine(link.value);
  const items = apps.map(
    (a) => html`<li class="${cardSmall} p-4">
<h2 class="font-semibold"><a class="text-brand-700 underline" href="${a.jobUrl}">${a.jobTitle}</a></h2>
<p class="text-sm text-slate-700">${a.employer} · sent ${date(a.createdAt)}</p>
<p class="mt-1"><strong data-application-status>${shownStatus(a)}</strong>${a.statusAt ? html` <span class="text-sm text-slate-700">(${date(a.statusAt)})</span>` : ''}</p>
</li>`,
  );
  // The mark tells the page's script this link is valid: the device keeps it for My jobs.
  const kept = html`<span hidden data-device-link="applications"></span>`;
  return htmlPage(
    ctx,
    200,
    'My applications',
    html`${kept}${
      apps.length
        ? html`<p>Applications you sent through the site, newest first. "Viewed" means the employer opened your resume.</p><ul class="mt-4 grid gap-3" aria-label="Applications">${items}</ul>`
        : html`<p>No applications yet. Applications you send through ${link.s.productName} (its "Send application" button) appear here.</p>`
    }`,
    { 'referrer-policy': 'no-referrer' },
  );
};
