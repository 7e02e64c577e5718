/** /jobs/rss.xml: every listed job as RSS 2.0, newest first. */
import type { APIRoute } from 'astro';
import { absoluteUrl, site } from '~/config/site';
import { jobUrl } from '~/domain/job-url';
import { getListedJobs } from '~/features/jobs/jobs.server';
import { rssFeed } from '~/features/publishing/feeds';

export const GET: APIRoute = async () => {
  const jobs = (await getListedJobs()).map((job) => ({ job, url: absoluteUrl(jobUrl(job)) }));
  const xml = rssFeed(jobs, {
    title: `${site.name} physical therapy jobs`,
    link: absoluteUrl('/jobs'),
    description: 'New PT, PTA and OT jobs from verified employers.',
    now: new Date(),
  });
  return new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } });
};
