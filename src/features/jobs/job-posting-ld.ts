/**
 * JobPosting structured data per Google's guide (DESIGN.md): employmentType from Google's list,
 * validThrough fixed at build (expires_at, else posted_at + 60 days), TELECOMMUTE only for remote jobs.
 */
import { ROLE_ONET } from '~/domain/job-role';
import { formatUsd } from '~/domain/job-format';
import { isRealSite, splitList } from '~/domain/job-page-format';
import { site } from '~/config/site';
import { US_STATES } from '~/domain/us-states';
import type { PublicJob } from '~/domain/job';
import { isRecruitingPartnerJob, takesApplicationsHere } from '~/domain/job-rules';

const EMPLOYMENT_TYPE: Record<PublicJob['job_type'], string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  'per-diem': 'PER_DIEM',
};

const VALID_DAYS_FALLBACK = 60;

export function validThrough(job: Pick<PublicJob, 'expires_at' | 'posted_at'>): string {
  return job.expires_at ?? new Date(Date.parse(job.posted_at) + VALID_DAYS_FALLBACK * 86_400_000).toISOString();
}

/** schema.org's unitText for a pay unit; per-visit pay has none, so it gets no baseSalary. */
const UNIT_TEXT = { year: 'YEAR', hour: 'HOUR', day: 'DAY', week: 'WEEK', visit: null } as const;

export function jobPostingLd(job: PublicJob, pageUrl: string): Record<string, unknown> {
  const salaryUnit = UNIT_TEXT[job.pay_unit];
  const partner = isRecruitingPartnerJob(job, site.name);
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.job_title,
    description: job.description,
    datePosted: job.posted_at,
    validThrough: validThrough(job),
    employmentType: EMPLOYMENT_TYPE[job.job_type],
    hiringOrganization: {
      '@type': 'Organization',
      name: job.employer_name,
      ...(!partner && isRealSite(job.company_website) ? { sameAs: job.company_website } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: job.city,
        addressRegion: job.state,
        ...(job.zip_code ? { postalCode: job.zip_code } : {}),
        addressCountry: 'US',
      },
    },
    identifier: { '@type': 'PropertyValue', name: site.name, value: job.id },
    // The O*NET occupation of the job's role (PT, PTA, OT, COTA), not one code for all.
    occupationalCategory: ROLE_ONET[job.role],
    url: pageUrl,
  };
  // The application is completed on the site, in one dialog, when the site takes it (STANDARDS.md).
  if (takesApplicationsHere(job)) ld.directApply = true;
  if (job.setting === 'remote') {
    ld.jobLocationType = 'TELECOMMUTE';
    ld.applicantLocationRequirements = { '@type': 'State', name: US_STATES[job.state] ?? job.state };
  }
  if (salaryUnit && (job.salary_min != null || job.salary_max != null)) {
    ld.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: {
        '@type': 'QuantitativeValue',
        ...(job.salary_min != null ? { minValue: job.salary_min } : {}),
        ...(job.salary_max != null ? { maxValue: job.salary_max } : {}),
        unitText: salaryUnit,
      },
    };
  }
  // A job that takes new graduates asks for no months of experience (Google's recommended form).
  if (job.experience_level === 'entry' || (job.new_grad != null && job.new_grad !== 'none')) {
    ld.experienceRequirements = { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: 0 };
  }
  const extras = [
    job.ceu_allowance != null ? `Continuing education allowance of ${formatUsd(job.ceu_allowance)} a year` : null,
    job.loan_repayment != null ? `Student loan repayment up to ${formatUsd(job.loan_repayment)}` : null,
  ].filter((x): x is string => x !== null);
  const benefits = [...splitList(job.benefits), ...extras];
  if (benefits.length) ld.jobBenefits = benefits.join(', ');
  if (job.sign_on_bonus != null) ld.incentiveCompensation = `${formatUsd(job.sign_on_bonus)} sign-on bonus`;
  return ld;
}
