/** /sitemap-index.xml: the pages sitemap (written by @astrojs/sitemap) and the jobs sitemap. */
import type { APIRoute } from 'astro';
import { absoluteUrl } from '~/config/site';
import { sitemapIndex } from '~/features/publishing/sitemaps';

export const GET: APIRoute = () => {
  const today = new Date().toISOString().slice(0, 10);
  const xml = sitemapIndex([
    { loc: absoluteUrl('/sitemap-pages.xml'), lastmod: today },
    { loc: absoluteUrl('/sitemap-jobs.xml'), lastmod: today },
  ]);
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
