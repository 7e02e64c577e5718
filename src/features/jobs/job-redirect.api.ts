/**
 * GET /job/{id}. The build writes a page here only for jobs without a slug (one page per job). For a job
 * with a slug that has a page (listed, recently expired, or under review), this answers 301 to
 * /jobs/{slug} (old links, shared /job/{id} URLs), read live from the store; anything else is the static
 * answer (the page, or the 404 page).
 *
 * Pages served through here carry the pages' own security policy, computed from the page (Cloudflare
 * applies _headers to static responses only, and the functions' policy would block the page's scripts).
 */
import { jobUrl } from '~/domain/job-url';
import { inlineScriptSources, pageCsp } from '~/lib/security-headers';
import { services } from '~/server/http/context';
import { html } from '~/lib/html';
import { htmlPage } from '~/server/http/page';
import type { PagesFunction } from '~/server/http/types';

async function asPage(res: Response, supabaseUrl: unknown): Promise<Response> {
  if (!(res.headers.get('content-type') ?? '').includes('text/html')) return res;
  const html = await res.text();
  const headers = new Headers(res.headers);
  headers.set('content-security-policy', pageCsp(await inlineScriptSources(html), typeof supabaseUrl === 'string' && supabaseUrl ? supabaseUrl : undefined));
  headers.set('cache-control', 'public, max-age=0, must-revalidate');
  return new Response(html, { status: res.status, headers });
}

export const onRequestGet: PagesFunction<'id'> = async (ctx) => {
  const page = await ctx.next();
  if (page.status !== 404) return asPage(page, ctx.env.SUPABASE_URL);
  const id = String(ctx.params.id);
  if (/^\d{1,18}$/.test(id)) {
    try {
      const { jobs } = (await services(ctx)).backend;
      // Listed, recently expired, or frozen after reports: each has its page at /jobs/{slug}.
      const job = (await jobs.getListedJobsByIds([id]))[0] ?? (await jobs.getRecentlyExpiredJobsByIds([id]))[0] ?? (await jobs.listUnderReview([id]))[0];
      const target = job ? jobUrl(job) : null;
      if (target?.startsWith('/jobs/')) return new Response(null, { status: 301, headers: { location: target, 'cache-control': 'public, max-age=3600' } });
    } catch (e) {
      // The store is down: say so in a page (a 404 would tell search engines the job is gone).
      console.error('job redirect lookup failed:', e);
      return htmlPage(ctx, 503, 'Something went wrong', html`<p>We could not look this job up just now. Please try again in a few minutes.</p>`, {
        'retry-after': '60',
      });
    }
  }
  return asPage(page, ctx.env.SUPABASE_URL);
};
