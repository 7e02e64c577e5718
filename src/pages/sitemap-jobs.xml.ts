/** /sitemap-jobs.xml: every listed job's canonical URL, lastmod from updated_at. */
import type { APIRoute } from 'astro';
import { absoluteUrl } from '~/config/site';
import { jobUrl } from '~/domain/job-rules';
import { getListedJobs } from '~/features/jobs/jobs.server';
import { staticJobs } from '~/features/jobs/static-jobs';
import { urlset } from '~/features/publishing/sitemaps';

export const GET: APIRoute = async () => {
  const jobs = await getListedJobs();
  const urls = [
    ...jobs.map((j) => ({ loc: absoluteUrl(jobUrl(j)), lastmod: j.updated_at.slice(0, 10), changefreq: 'daily', priority: 0.8 })),
    ...staticJobs().map(({ job }) => ({ loc: absoluteUrl(`/jobs/${job.slug}`), changefreq: 'weekly', priority: 0.7 })),
  ];
  return new Response(urlset(urls), { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
