/**
 * GET /api/resumes/open/{token}: the resume link in an application. It counts one resume
 * download in the job's figures (once a day per file, people only: see src/server/http/counting.ts) and forwards to
 * a storage URL valid for 10 minutes, so the link in the mail stays the site's and keeps working its
 * 7 days. An application sent through the site with this resume is marked viewed. HEAD
 * forwards without counting (mail scanners probe links that way). Nothing about the visitor is stored.
 */
import { verifyResumeToken } from '~/domain/resume-link';
import { html } from '~/lib/html';
import { services } from '~/server/http/context';
import { countable, counterDay } from '~/server/http/counting';
import { overLimit } from '~/server/http/guard';
import { htmlPage } from '~/server/http/page';
import type { FunctionContext, PagesFunction } from '~/server/http/types';

/** How long the storage URL the link forwards to works: long enough to start the download. */
const FORWARD_SECONDS = 600;

async function open(ctx: FunctionContext, count: boolean): Promise<Response> {
  const limited = await overLimit(ctx, 'resumeOpen');
  if (limited) return limited;
  const s = await services(ctx);
  const token = typeof ctx.params.token === 'string' ? ctx.params.token : '';
  const link = await verifyResumeToken(s.signingSecret(), token, Math.floor(Date.now() / 1000));
  if (link === 'expired')
    return htmlPage(ctx, 410, 'This resume link has expired', html`<p>Resume links work for 7 days. Ask the applicant to send the resume again.</p>`);
  if (!link) return htmlPage(ctx, 404, 'Resume not found', html`<p>This link is not one of ours, or it was changed on the way.</p>`);
  if (count && countable(ctx.request)) {
    // An application sent through the site with this resume is "viewed" from its first opening.
    await s.backend.applications.markViewed(link.path, new Date());
    if (link.jobId && (await s.limiter('resumeCount').limit(link.path)).ok) await s.backend.lifecycle.count(link.jobId, 'resume', counterDay());
  }
  const target = await s.resumes.signedUrl(link.path, FORWARD_SECONDS, s.siteUrl);
  return new Response(null, {
    status: 302,
    headers: { location: target, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex' },
  });
}

export const onRequestGet: PagesFunction = (ctx) => open(ctx, true);
export const onRequestHead: PagesFunction = (ctx) => open(ctx, false);
