/** Builds the board's data from the build's one bulk read: anonymous columns, cut text, coordinates. */
import { site } from '~/config/site';
import { geocodeJob } from '~/features/location/gazetteer.server';
import { cutDescription, type BoardData, type BoardJob } from './board';
import { boardDataSchema } from './board.schema';
import type { PublicJob } from '~/domain/job';
import { isRecruitingPartnerJob, jobUrl } from '~/domain/job-rules';
import { getListedJobs } from './jobs.server';

export function toBoardJob(job: PublicJob): BoardJob {
  const at = geocodeJob(job);
  return {
    id: job.id,
    url: jobUrl(job),
    title: job.job_title,
    employer: job.employer_name,
    city: job.city,
    state: job.state,
    zip: job.zip_code,
    type: job.job_type,
    setting: job.setting,
    specialty: job.specialty,
    level: job.experience_level,
    min: job.salary_min,
    max: job.salary_max,
    desc: cutDescription(job.description),
    posted: job.posted_at,
    expires: job.expires_at,
    lat: at?.lat ?? null,
    lng: at?.lng ?? null,
    partner: isRecruitingPartnerJob(job, site.name),
  };
}

let data: Promise<BoardData> | undefined;

/** The board's data file content (memoised per build). */
export function getBoardData(): Promise<BoardData> {
  data ??= getListedJobs().then((jobs) => boardDataSchema.parse({ generatedAt: new Date().toISOString(), jobs: jobs.map(toBoardJob) }));
  return data;
}
