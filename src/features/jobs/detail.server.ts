/** Data for the job detail routes: one entry per listed job, from the build's single bulk read. */
import { absoluteUrl } from '~/config/site';
import type { PublicJob } from '~/domain/job';
import { jobUrl } from '~/domain/job-url';
import { geocodeJob } from '~/features/location/gazetteer.server';
import { formatSalary } from '~/domain/job-format';
import { getListedJobs, getRecentlyExpiredJobs, getResponseFigures, getUnderReviewJobs } from './jobs.server';
import type { ResponseFigure } from '~/domain/responsiveness';
import { similarOpenJobs, type Located } from './similar-jobs';
import { staticJobs } from './static-jobs';

export interface DetailProps {
  job: PublicJob;
  canonicalPath: string;
  pageUrl: string;
  linkedIn?: boolean | undefined;
  /** How fast its employer answers applications through the site, once there are enough to say. */
  answers?: ResponseFigure | undefined;
  /**
   * Set when the job expired (within 90 days) before the build, or is frozen after reports (`underReview`):
   * the page says so, takes no applications and offers these instead.
   */
  closed?: { similar: SimilarJob[]; underReview?: boolean } | undefined;
}

export interface SimilarJob {
  url: string;
  title: string;
  employer: string;
  place: string;
  salary: string;
}

let located: Promise<Located[]> | undefined;
/** Listed jobs with their coordinates, worked out once per build for every closed job's page. */
const locatedListed = () => (located ??= getListedJobs().then((jobs) => jobs.map((job) => ({ job, at: geocodeJob(job) }))));

async function closedProps(job: PublicJob, underReview = false): Promise<DetailProps> {
  const similar = similarOpenJobs(job, geocodeJob(job), await locatedListed()).map((j) => ({
    url: jobUrl(j),
    title: j.job_title,
    employer: j.employer_name,
    place: `${j.city}, ${j.state}`,
    salary: formatSalary(j),
  }));
  return { ...props(job), closed: underReview ? { similar, underReview } : { similar } };
}

/** Recently expired and frozen jobs whose page lives under /jobs/{slug} (true) or /job/{id} (false). */
async function closedPaths<P>(underSlug: boolean, param: (job: PublicJob) => P) {
  const here = (job: PublicJob) => jobUrl(job).startsWith('/jobs/') === underSlug;
  const [expired, frozen] = await Promise.all([getRecentlyExpiredJobs(), getUnderReviewJobs()]);
  return Promise.all([
    ...expired.filter(here).map(async (job) => ({ params: param(job), props: await closedProps(job) })),
    ...frozen.filter(here).map(async (job) => ({ params: param(job), props: await closedProps(job, true) })),
  ]);
}

function props(job: PublicJob, answers?: ResponseFigure): DetailProps {
  const canonicalPath = jobUrl(job);
  return { job, canonicalPath, pageUrl: absoluteUrl(canonicalPath), ...(answers ? { answers } : {}) };
}

/** /jobs/{slug} pages: listed jobs whose slug is usable (never a reserved segment), and recently closed ones. */
export async function slugDetailPaths() {
  const closed = await closedPaths(true, (job) => ({ slug: job.slug! }));
  const answers = await getResponseFigures();
  return (await getListedJobs())
    .filter((job) => jobUrl(job).startsWith('/jobs/'))
    .map((job) => ({ params: { slug: job.slug! }, props: props(job, answers.get(job.id)) }))
    .concat(
      // The four static job pages live at reserved slugs, so no database job can take their URL.
      staticJobs().map(({ job, ...extra }) => ({
        params: { slug: job.slug! },
        props: { job, canonicalPath: `/jobs/${job.slug}`, pageUrl: absoluteUrl(`/jobs/${job.slug}`), ...extra } as DetailProps,
      })),
    )
    .concat(closed);
}

/**
 * /job/{id} pages for slug-less jobs only: one page per job. A job with a slug has no second file;
 * functions/job/[id].ts (src/features/jobs/job-redirect.api.ts) answers its /job/{id} with a permanent redirect to /jobs/{slug}.
 */
export async function idDetailPaths() {
  const closed = await closedPaths(false, (job) => ({ id: job.id }));
  const answers = await getResponseFigures();
  return (await getListedJobs())
    .filter((job) => jobUrl(job).startsWith('/job/'))
    .map((job) => ({ params: { id: job.id }, props: props(job, answers.get(job.id)) }))
    .concat(closed);
}

/** Paths of the closed-job pages this build writes: the local host answers them with 410 Gone. */
export async function closedJobPaths(): Promise<string[]> {
  return (await getRecentlyExpiredJobs()).map(jobUrl);
}
