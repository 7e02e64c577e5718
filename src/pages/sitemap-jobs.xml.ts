/** /sitemap-jobs.xml: the first 50,000 job URLs (further ones in /sitemap-jobs-2.xml ...). */
import type { APIRoute } from 'astro';
import { jobSitemapFiles } from '~/features/publishing/job-sitemap.server';
import { urlset } from '~/features/publishing/sitemaps';

export const GET: APIRoute = async () => {
  const [first] = await jobSitemapFiles();
  return new Response(urlset(first!.urls), { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
