import { describe, expect, it } from 'vitest';
import { jobPostingLd, validThrough } from './job-posting-ld';
import { publicJobSchema } from '~/domain/job';

const job = publicJobSchema.parse({
  id: 5,
  slug: 'ortho-pt',
  job_title: 'Orthopedic PT',
  employer_name: 'Harbor PT',
  city: 'San Diego',
  state: 'CA',
  zip_code: '92101',
  job_type: 'contract',
  setting: 'outpatient',
  role: 'pt',
  description: 'Treat patients.',
  posted_at: '2026-11-01T00:00:00Z',
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
  is_active: true,
  salary_min: 90000,
  salary_max: null,
  company_website: 'https://harbor.example',
});

describe('JobPosting JSON-LD', () => {
  it("maps contract to CONTRACTOR and per-diem to PER_DIEM (Google's list)", () => {
    expect(jobPostingLd(job, 'u').employmentType).toBe('CONTRACTOR');
    expect(jobPostingLd({ ...job, job_type: 'per-diem' }, 'u').employmentType).toBe('PER_DIEM');
    expect(jobPostingLd({ ...job, job_type: 'full-time' }, 'u').employmentType).toBe('FULL_TIME');
  });
  it('falls back to 60 days after posting for validThrough', () => {
    expect(validThrough(job)).toBe('2026-12-31T00:00:00.000Z');
    expect(validThrough({ ...job, expires_at: '2026-12-01T00:00:00.000Z' })).toBe('2026-12-01T00:00:00.000Z');
  });
  it('has the required properties, the occupation code and a salary', () => {
    const ld = jobPostingLd(job, 'https://x/jobs/ortho-pt');
    for (const k of ['title', 'description', 'datePosted', 'validThrough', 'hiringOrganization', 'jobLocation']) expect(ld[k]).toBeDefined();
    expect(ld.occupationalCategory).toBe('29-1123.00');
    // Each role its own O*NET occupation.
    expect(jobPostingLd({ ...job, role: 'pta' }, 'https://x/a').occupationalCategory).toBe('31-2021.00');
    expect(jobPostingLd({ ...job, role: 'ot' }, 'https://x/b').occupationalCategory).toBe('29-1122.00');
    // Pay in its posted unit; per-visit pay has no schema.org unit, so no baseSalary at all.
    expect(jobPostingLd({ ...job, salary_min: 2130, salary_max: 2190, pay_unit: 'week' }, 'https://x/c').baseSalary).toMatchObject({
      value: { unitText: 'WEEK' },
    });
    expect(jobPostingLd({ ...job, salary_min: 48, salary_max: 55, pay_unit: 'hour' }, 'https://x/d').baseSalary).toMatchObject({
      value: { minValue: 48, unitText: 'HOUR' },
    });
    expect(jobPostingLd({ ...job, salary_min: 75, salary_max: 85, pay_unit: 'visit' }, 'https://x/e').baseSalary).toBeUndefined();
    // New-grad jobs ask for no months of experience; benefits and incentives come from the facts.
    const grad = jobPostingLd({ ...job, new_grad: 'structured', ceu_allowance: 1500, sign_on_bonus: 5000 }, 'https://x/f');
    expect(grad.experienceRequirements).toEqual({ '@type': 'OccupationalExperienceRequirements', monthsOfExperience: 0 });
    expect(grad.jobBenefits).toContain('Continuing education allowance of $1,500 a year');
    expect(grad.incentiveCompensation).toBe('$5,000 sign-on bonus');
    expect(grad).not.toHaveProperty('directApply');
    expect(ld.baseSalary).toMatchObject({ currency: 'USD', value: { minValue: 90000, unitText: 'YEAR' } });
    expect(ld.jobLocationType).toBeUndefined();
  });
  it('marks remote jobs as TELECOMMUTE with a location requirement', () => {
    const ld = jobPostingLd({ ...job, setting: 'remote', state: 'TX' }, 'u');
    expect(ld.jobLocationType).toBe('TELECOMMUTE');
    expect(ld.applicantLocationRequirements).toEqual({ '@type': 'State', name: 'Texas' });
  });
});
