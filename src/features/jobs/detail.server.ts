/** Data for the job detail routes: one entry per listed job, from the build's single bulk read. */
import { absoluteUrl } from '~/config/site';
import type { PublicJob } from '~/domain/job';
import { jobUrl } from '~/domain/job-rules';
import { getListedJobs } from './jobs.server';
import { staticJobs } from './static-jobs';

export interface DetailProps {
  job: PublicJob;
  canonicalPath: string;
  pageUrl: string;
  salaryText?: string | undefined;
  salaryUnit?: 'YEAR' | 'WEEK' | 'HOUR' | undefined;
  linkedIn?: boolean | undefined;
}

function props(job: PublicJob): DetailProps {
  const canonicalPath = jobUrl(job);
  return { job, canonicalPath, pageUrl: absoluteUrl(canonicalPath) };
}

/** /jobs/{slug} pages: listed jobs whose slug is usable (never a reserved segment). */
export async function slugDetailPaths() {
  return (await getListedJobs())
    .filter((job) => jobUrl(job).startsWith('/jobs/'))
    .map((job) => ({ params: { slug: job.slug! }, props: props(job) }))
    .concat(
      // The four static job pages live at reserved slugs, so no database job can take their URL.
      staticJobs().map(({ job, ...extra }) => ({
        params: { slug: job.slug! },
        props: { job, canonicalPath: `/jobs/${job.slug}`, pageUrl: absoluteUrl(`/jobs/${job.slug}`), ...extra },
      })),
    );
}

/** /job/{id} pages for every listed job; their canonical points at the slug page when there is one. */
export async function idDetailPaths() {
  return (await getListedJobs()).map((job) => ({ params: { id: job.id }, props: props(job) }));
}
