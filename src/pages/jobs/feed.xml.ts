/** /jobs/feed.xml: every listed job in the XML feed format Indeed documents. */
import type { APIRoute } from 'astro';
import { absoluteUrl, site } from '~/config/site';
import { jobUrl } from '~/domain/job-url';
import { getListedJobs } from '~/features/jobs/jobs.server';
import { indeedFeed } from '~/features/publishing/feeds';

export const GET: APIRoute = async () => {
  const jobs = (await getListedJobs()).map((job) => ({ job, url: absoluteUrl(jobUrl(job)) }));
  return new Response(indeedFeed(jobs, { publisher: site.name, publisherUrl: site.url, now: new Date() }), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
};
