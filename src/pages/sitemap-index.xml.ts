/** /sitemap-index.xml: the pages sitemap (written by @astrojs/sitemap) and every jobs sitemap file. */
import type { APIRoute } from 'astro';
import { absoluteUrl } from '~/config/site';
import { jobSitemapFiles } from '~/features/publishing/job-sitemap.server';
import { sitemapIndex } from '~/features/publishing/sitemaps';

export const GET: APIRoute = async () => {
  const today = new Date().toISOString().slice(0, 10);
  const jobFiles = (await jobSitemapFiles()).map((f) => ({ loc: absoluteUrl(f.path), lastmod: today }));
  const xml = sitemapIndex([{ loc: absoluteUrl('/sitemap-pages.xml'), lastmod: today }, ...jobFiles]);
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
