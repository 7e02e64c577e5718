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
    // The employer's site is named only when it is a real one (not a reserved example name).
    const org = (over: Record<string, unknown>) => jobPostingLd({ ...job, ...over }, 'https://x/a').hiringOrganization as { sameAs?: string };
    expect(org({ company_website: 'https://harborpt.com' }).sameAs).toBe('https://harborpt.com');
    expect(org({ company_website: 'https://harbor.example' }).sameAs).toBeUndefined();
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
    // The site takes a database job's application (one dialog): directApply; a fixed page's job (a slug id) goes by mail only.
    expect(grad.directApply).toBe(true);
    expect(jobPostingLd({ ...job, id: 'orthopedic-pt-west-la' }, 'https://x/g')).not.toHaveProperty('directApply');
    expect(ld.baseSalary).toMatchObject({ currency: 'USD', value: { minValue: 90000, unitText: 'YEAR' } });
    expect(ld.jobLocationType).toBeUndefined();
  });
  it('marks remote jobs as TELECOMMUTE with a location requirement', () => {
    const ld = jobPostingLd({ ...job, setting: 'remote', state: 'TX' }, 'u');
    expect(ld.jobLocationType).toBe('TELECOMMUTE');
    expect(ld.applicantLocationRequirements).toEqual({ '@type': 'State', name: 'Texas' });
  });
});

/**
 * Google's rules for JobPosting (../shared/STANDARDS.md, Search Central): the required properties and the
 * recommended ones in the forms Google accepts. Returns what a validator would flag.
 */
function googleProblems(ld: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const iso = (v: unknown) => typeof v === 'string' && !Number.isNaN(Date.parse(v)) && /^\d{4}-\d{2}-\d{2}/.test(v);
  if (ld['@type'] !== 'JobPosting') problems.push('@type');
  if (typeof ld.title !== 'string' || !ld.title) problems.push('title');
  if (typeof ld.description !== 'string' || !ld.description || ld.description === ld.title) problems.push('description');
  if (!iso(ld.datePosted)) problems.push('datePosted');
  const org = ld.hiringOrganization as { name?: unknown } | undefined;
  if (!org || typeof org.name !== 'string' || !org.name) problems.push('hiringOrganization');
  const address = (ld.jobLocation as { address?: Record<string, unknown> } | undefined)?.address;
  if (!ld.applicantLocationRequirements && (address?.['@type'] !== 'PostalAddress' || !address.addressCountry || !address.addressLocality))
    problems.push('jobLocation');
  // Recommended.
  if (!iso(ld.validThrough)) problems.push('validThrough');
  if (!['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'].includes(ld.employmentType as string))
    problems.push('employmentType');
  if (!(ld.identifier as { value?: unknown } | undefined)?.value) problems.push('identifier');
  if (ld.baseSalary !== undefined) {
    const s = ld.baseSalary as { '@type'?: string; currency?: string; value?: Record<string, unknown> };
    const v = s.value ?? {};
    const numbers = [v.minValue, v.maxValue, v.value].filter((x) => x !== undefined);
    if (s['@type'] !== 'MonetaryAmount' || s.currency !== 'USD' || v['@type'] !== 'QuantitativeValue') problems.push('baseSalary type');
    if (!['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'].includes(v.unitText as string)) problems.push('baseSalary unitText');
    if (!numbers.length || numbers.some((x) => typeof x !== 'number' || x <= 0)) problems.push('baseSalary value');
  }
  if (ld.experienceRequirements !== undefined) {
    const x = ld.experienceRequirements as Record<string, unknown>;
    if (x['@type'] !== 'OccupationalExperienceRequirements' || typeof x.monthsOfExperience !== 'number') problems.push('experienceRequirements');
  }
  // directApply exactly when the site takes the application (a job of the database: a numeric id).
  const here = /^\d+$/.test(String((ld.identifier as { value?: unknown } | undefined)?.value ?? ''));
  if (here && ld.directApply !== true) problems.push('directApply missing (the site takes the application)');
  if (!here && 'directApply' in ld) problems.push('directApply (the application ends in a mail program)');
  return problems;
}

describe("JobPosting for the pay units, against Google's required and recommended fields", () => {
  const base = {
    posted_at: '2026-11-01T00:00:00Z',
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
    is_active: true,
    company_website: 'https://example.org',
  };
  const locum = publicJobSchema.parse({
    ...base,
    id: 1,
    slug: 'locum-pt',
    job_title: 'Locum Physical Therapist - 13 Weeks',
    employer_name: 'Coastal Staffing',
    city: 'Morro Bay',
    state: 'CA',
    zip_code: '93442',
    job_type: 'contract',
    setting: 'outpatient',
    role: 'pt',
    description: 'A 13-week locum assignment in an outpatient clinic.',
    salary_min: 2050,
    salary_max: 2250,
    pay_unit: 'week',
    contract_weeks: 13,
    guaranteed_hours: 32,
    schedule: 'days',
    expires_at: '2026-12-15T00:00:00Z',
  });
  const pta = publicJobSchema.parse({
    ...base,
    id: 2,
    slug: 'pta-per-diem',
    job_title: 'Physical Therapist Assistant (PRN)',
    employer_name: 'Valley Rehab',
    city: 'Austin',
    state: 'TX',
    zip_code: '78701',
    job_type: 'per-diem',
    setting: 'skilled-nursing',
    role: 'pta',
    description: 'Weekend PRN coverage in a skilled nursing facility.',
    salary_min: 32,
    salary_max: 38,
    pay_unit: 'hour',
    schedule: 'prn,weekends',
    new_grad: 'informal',
  });
  const home = publicJobSchema.parse({
    ...base,
    id: 3,
    slug: 'home-health-pt',
    job_title: 'Home Health Physical Therapist',
    employer_name: 'CareAtHome',
    city: 'Phoenix',
    state: 'AZ',
    zip_code: '85004',
    job_type: 'full-time',
    setting: 'home-health',
    role: 'pt',
    description: 'Visits in the east valley, own schedule.',
    salary_min: 75,
    salary_max: 90,
    pay_unit: 'visit',
    visits_per_day: 6,
    sign_on_bonus: 5000,
  });
  it('a weekly-pay locum: WEEK pay, contractor, a real expiry', () => {
    const ld = jobPostingLd(locum, 'https://x/jobs/locum-pt');
    expect(googleProblems(ld)).toEqual([]);
    expect(ld.employmentType).toBe('CONTRACTOR');
    expect(ld.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', minValue: 2050, maxValue: 2250, unitText: 'WEEK' },
    });
    expect(ld.validThrough).toBe('2026-12-15T00:00:00.000Z');
  });
  it('an hourly PTA: HOUR pay, per diem, the PTA occupation, open to new graduates', () => {
    const ld = jobPostingLd(pta, 'https://x/jobs/pta-per-diem');
    expect(googleProblems(ld)).toEqual([]);
    expect(ld).toMatchObject({
      employmentType: 'PER_DIEM',
      occupationalCategory: '31-2021.00',
      baseSalary: { value: { minValue: 32, maxValue: 38, unitText: 'HOUR' } },
    });
    expect(ld.experienceRequirements).toEqual({ '@type': 'OccupationalExperienceRequirements', monthsOfExperience: 0 });
  });
  it('a per-visit home-health job: valid without baseSalary (schema.org has no per-visit unit), with its bonus', () => {
    const ld = jobPostingLd(home, 'https://x/jobs/home-health-pt');
    expect(googleProblems(ld)).toEqual([]);
    expect(ld.baseSalary).toBeUndefined();
    expect(ld.incentiveCompensation).toBe('$5,000 sign-on bonus');
  });
  it('the checker flags what Google flags', () => {
    const ld = jobPostingLd(pta, 'u');
    expect(googleProblems({ ...ld, directApply: undefined, baseSalary: { '@type': 'MonetaryAmount', currency: 'USD', value: { unitText: 'VISIT' } } })).toEqual(
      ['baseSalary type', 'baseSalary unitText', 'baseSalary value', 'directApply missing (the site takes the application)'],
    );
    expect(googleProblems({ ...ld, identifier: { '@type': 'PropertyValue', name: 'x', value: 'orthopedic-pt-west-la' } })).toEqual([
      'directApply (the application ends in a mail program)',
    ]);
    expect(googleProblems({ ...ld, description: ld.title, datePosted: 'yesterday' })).toEqual(['description', 'datePosted']);
  });
});
