/** The jobs sitemap's URLs and files, from the build's one bulk read. */
import { absoluteUrl } from '~/config/site';
import { jobUrl } from '~/domain/job-url';
import { getListedJobs } from '~/features/jobs/jobs.server';
import { staticJobs } from '~/features/jobs/static-jobs';
import { sitemapChunks } from './sitemaps';

let files: ReturnType<typeof build> | undefined;

/** Every listed job's canonical URL (lastmod from updated_at), then the four static job pages; once per build. */
export function jobSitemapFiles() {
  files ??= build();
  return files;
}

async function build() {
  const jobs = await getListedJobs();
  const urls = [
    ...jobs.map((j) => ({ loc: absoluteUrl(jobUrl(j)), lastmod: j.updated_at.slice(0, 10), changefreq: 'daily', priority: 0.8 })),
    ...staticJobs().map(({ job }) => ({ loc: absoluteUrl(`/jobs/${job.slug}`), changefreq: 'weekly', priority: 0.7 })),
  ];
  return sitemapChunks(urls);
}
