import type { APIRoute } from 'astro';
import { absoluteUrl } from '~/config/site';

export const GET: APIRoute = () =>
  new Response(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${absoluteUrl('/sitemap-index.xml')}\n`, {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
