/** The one summary of each listed job, from the build's one bulk read: anonymous columns, cut text, coordinates. */
import { site } from '~/config/site';
import { geocodeJob } from '~/features/location/gazetteer.server';
import type { JobSummary } from '~/domain/job-summary';
import { cutDescription } from '~/domain/job-summary';
import type { PublicJob } from '~/domain/job';
import { canonicalSchedule } from '~/domain/job-options';
import { boardTermBits } from '~/domain/job-terms';
import { isRecruitingPartnerJob } from '~/domain/job-rules';
import { jobUrl } from '~/domain/job-url';
import { getListedJobs } from './jobs.server';
import { staticJobs } from './static-jobs';

/** The one summary of a job, built once per job per build (every card renders it). */
export function toJobSummary(job: PublicJob): JobSummary {
  const at = geocodeJob(job);
  return {
    id: job.id,
    url: jobUrl(job),
    job_title: job.job_title,
    employer_name: job.employer_name,
    city: job.city,
    state: job.state,
    zip_code: job.zip_code,
    job_type: job.job_type,
    setting: job.setting,
    specialty: job.specialty,
    experience_level: job.experience_level,
    salary_min: job.salary_min,
    salary_max: job.salary_max,
    pay_unit: job.pay_unit,
    role: job.role,
    sign_on_bonus: job.sign_on_bonus,
    schedule: canonicalSchedule(job.schedule),
    new_grad: job.new_grad,
    patients_per_hour: job.patients_per_hour,
    visits_per_day: job.visits_per_day,
    description: cutDescription(job.description),
    posted_at: job.posted_at,
    expires_at: job.expires_at,
    lat: at?.lat ?? null,
    lng: at?.lng ?? null,
    partner: isRecruitingPartnerJob(job, site.name),
    terms: boardTermBits(job),
    // Only when true: most cards carry no badge, and the board's card files stay as small as they were.
    ...(job.employer_verified ? { employer_verified: true as const } : {}),
    ...(job.confirmed_at ? { confirmed_at: job.confirmed_at } : {}),
  };
}

let summaries: Promise<Map<string, JobSummary>> | undefined;

/**
 * Every job the board and the market pages list, by id, built once per build: the listed jobs of the one
 * bulk read and the four static job pages (so those can be found from the board, its search and their
 * state and city pages too), newest posted first.
 */
export function getJobSummaries(): Promise<Map<string, JobSummary>> {
  summaries ??= getListedJobs().then((listed) => {
    // The static pages sit at reserved slugs (no store job can take them), so jobUrl would not name them.
    const fixed = staticJobs().map(({ job }) => ({ ...toJobSummary(job), url: `/jobs/${job.slug}` }));
    const all = [...listed.map(toJobSummary), ...fixed].sort((a, b) => b.posted_at.localeCompare(a.posted_at));
    return new Map(all.map((j) => [j.id, j]));
  });
  return summaries;
}
