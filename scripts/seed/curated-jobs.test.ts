import { matchesLosAngeles } from '~/features/market/market';
import { describe, expect, it } from 'vitest';
import { jobSchema, JOB_TYPES, SETTINGS, SPECIALTIES, EXPERIENCE_LEVELS } from '~/domain/job';
import { isListedAt, isRecruitingPartnerJob } from '~/domain/job-rules';
import { CITY_SLUGS, STATE_SLUGS } from '~/domain/reserved-slugs';
import { isReservedSlug } from '~/domain/job-url';
import { buildSeedJobs, CONTACT_LEAK_MARKERS, statedFacts } from '../../supabase/seed/jobs';
import { buildSyntheticJobs } from './synthetic';

const now = new Date('2026-11-22T12:00:00Z');
const jobs = buildSeedJobs(now).map((j) => jobSchema.parse(j));
const listed = jobs.filter((j) => isListedAt(j, now));
const STATE_ABBR: Record<string, string> = {
  california: 'CA',
  florida: 'FL',
  'new-york': 'NY',
  texas: 'TX',
  illinois: 'IL',
  pennsylvania: 'PA',
  ohio: 'OH',
  georgia: 'GA',
  'north-carolina': 'NC',
  michigan: 'MI',
};
const titleCase = (slug: string) =>
  slug
    .split('-')
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');

describe('curated seed', () => {
  it('has at least 80 valid jobs with unique ids and slugs', () => {
    expect(jobs.length).toBeGreaterThanOrEqual(80);
    expect(new Set(jobs.map((j) => j.id)).size).toBe(jobs.length);
    const slugs = jobs.map((j) => j.slug).filter(Boolean) as string[];
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.filter(isReservedSlug)).toEqual([]);
    expect(jobs.filter((j) => !j.slug).length).toBeGreaterThanOrEqual(15);
  });
  it('gives every state page and every city page listed jobs', () => {
    for (const slug of STATE_SLUGS) expect(listed.filter((j) => j.state === STATE_ABBR[slug]).length, slug).toBeGreaterThanOrEqual(2);
    for (const slug of CITY_SLUGS) expect(listed.filter((j) => j.city.toLowerCase() === titleCase(slug).toLowerCase()).length, slug).toBeGreaterThanOrEqual(1);
  });
  it('covers the Los Angeles rule with real ZIPs: area cities, nearby cities outside it, and a job without zip', () => {
    for (const city of ['Santa Monica', 'Pasadena', 'Hollywood', 'Beverly Hills']) expect(listed.some((j) => j.city === city)).toBe(true);
    // Nearby cities outside the rule, each with its real ZIP (the exact numeric edges are unit tests in market.test.ts).
    for (const [city, zip] of [
      ['Lancaster', '93534'],
      ['Orange', '92868'],
      ['Riverside', '92501'],
    ]) {
      const job = listed.find((j) => j.city === city);
      expect(job?.zip_code, city).toBe(zip);
      expect(matchesLosAngeles(job!), city).toBe(false);
    }
    expect(listed.some((j) => j.city === 'Los Angeles' && j.zip_code === '90001')).toBe(true);
    expect(listed.some((j) => j.city === 'Los Angeles' && j.zip_code === null)).toBe(true);
  });
  it('covers Bay Area cities including Mountain View and Palo Alto', () => {
    for (const city of ['San Francisco', 'Oakland', 'San Jose', 'Palo Alto', 'Mountain View', 'Sunnyvale', 'Berkeley', 'Walnut Creek', 'San Rafael']) {
      expect(
        listed.some((j) => j.city === city),
        city,
      ).toBe(true);
    }
  });
  it('uses every job type, setting, specialty and experience level', () => {
    const columns = { job_type: JOB_TYPES, setting: SETTINGS, specialty: SPECIALTIES, experience_level: EXPERIENCE_LEVELS } as const;
    for (const [column, values] of Object.entries(columns) as [keyof typeof columns, readonly string[]][]) {
      for (const v of values)
        expect(
          listed.some((j) => j[column] === v),
          `${column} ${v}`,
        ).toBe(true);
    }
  });
  it('has all four salary forms', () => {
    expect(listed.some((j) => j.salary_min != null && j.salary_max != null)).toBe(true);
    expect(listed.some((j) => j.salary_min != null && j.salary_max == null)).toBe(true);
    expect(listed.some((j) => j.salary_min == null && j.salary_max != null)).toBe(true);
    expect(listed.some((j) => j.salary_min == null && j.salary_max == null)).toBe(true);
  });
  it('has partner, inactive, expired and No-EEO jobs', () => {
    expect(listed.filter((j) => isRecruitingPartnerJob(j, 'RehabMatch')).length).toBeGreaterThanOrEqual(4);
    expect(jobs.filter((j) => !j.is_active).length).toBeGreaterThanOrEqual(3);
    expect(jobs.filter((j) => j.is_active && j.expires_at && new Date(j.expires_at) < now).length).toBeGreaterThanOrEqual(3);
    expect(jobs.filter((j) => j.eeo_statement === 'No EEO Statement').length).toBeGreaterThanOrEqual(3);
  });
  it("has no partner listing that looks like an employer's own (same role, city and pay)", () => {
    const partner = (j: (typeof jobs)[number]) => isRecruitingPartnerJob(j, 'RehabMatch');
    const key = (j: (typeof jobs)[number]) => [j.role, j.city, j.state, j.salary_min, j.salary_max].join('|');
    const employers = new Set(listed.filter((j) => !partner(j)).map(key));
    expect(
      listed
        .filter(partner)
        .filter((j) => employers.has(key(j)))
        .map((j) => j.job_title),
    ).toEqual([]);
  });
  it('fills every contact field with a leak marker', () => {
    for (const j of jobs) {
      for (const value of [j.contact_email, j.contact_phone, j.contact_name, j.phone_number]) {
        expect(CONTACT_LEAK_MARKERS.some((m) => value?.includes(m))).toBe(true);
      }
      if (j.application_email) expect(j.application_email).toContain('leakcheck.example');
    }
    expect(jobs.some((j) => j.application_email === null)).toBe(true);
  });
});

describe('synthetic generator', () => {
  it('is deterministic, valid and unique', () => {
    const a = buildSyntheticJobs(500, { now, startId: 1000 });
    const b = buildSyntheticJobs(500, { now, startId: 1000 });
    expect(a).toEqual(b);
    expect(a).toHaveLength(500);
    for (const j of a.slice(0, 100)) jobSchema.parse(j);
    const slugs = a.map((j) => j.slug).filter(Boolean);
    expect(new Set(slugs).size).toBe(slugs.length);
  });
  it('builds 10,000 jobs with distinct ids (its speed is a benchmark row: npm run bench)', () => {
    const jobs = buildSyntheticJobs(10_000, { now, startId: 1 });
    expect(jobs).toHaveLength(10_000);
    expect(new Set(jobs.map((j) => j.id)).size).toBe(10_000);
  });
});

describe('the curated seed does not contradict itself', () => {
  const jobs = buildSeedJobs(new Date('2026-11-24T12:00:00Z'));
  it('has no multi-role title, no salaried job paid by the visit, no PT Compact on OT work', () => {
    for (const j of jobs) {
      expect(j.job_title, j.job_title).not.toMatch(/\b(OT|PT|PTA) or (OT|PT|PTA)\b/);
      if (/\bsalaried\b/i.test(j.description)) expect(j.pay_unit, j.job_title).toBe('year');
      if (j.role === 'ot' || j.role === 'cota') expect(j.accepts_pt_compact ?? null, j.job_title).toBeNull();
      // Benefits split on commas: no benefit holds one inside it.
      for (const b of (j.benefits ?? '').split(',')) expect(b.trim(), j.job_title).not.toMatch(/^(and|or)\b/i);
    }
  });
});

describe('what a job says and its facts agree', () => {
  it('reads the facts a description states in so many words', () => {
    expect(statedFacts('one-on-one 45-minute visits and a $3,000 sign-on bonus')).toEqual({ visitMinutes: 45, signOnBonus: 3000, documentationPaid: null });
    expect(statedFacts('with 60-minute evaluation visits')).toEqual({ visitMinutes: 60, signOnBonus: null, documentationPaid: null });
    expect(statedFacts('A busy clinic.')).toEqual({ visitMinutes: null, signOnBonus: null, documentationPaid: null });
    expect(statedFacts('Hour-long evaluations and dedicated documentation time.').documentationPaid).toBe(true);
  });

  it('every seeded job whose description names a visit length or a sign-on bonus carries the same number as its fact', () => {
    const jobs = buildSeedJobs(new Date('2026-11-26T12:00:00Z'));
    const disagree = jobs.flatMap((j) => {
      const said = statedFacts(j.description ?? '');
      return [
        said.visitMinutes !== null && said.visitMinutes !== j.visit_minutes ? `${j.id}: ${said.visitMinutes}-minute visits, fact ${j.visit_minutes}` : null,
        said.signOnBonus !== null && said.signOnBonus !== j.sign_on_bonus ? `${j.id}: $${said.signOnBonus} sign-on bonus, fact ${j.sign_on_bonus}` : null,
      ].filter(Boolean);
    });
    expect(disagree).toEqual([]);
    // The check reads something: the seed does state both in some descriptions.
    expect(jobs.filter((j) => statedFacts(j.description ?? '').visitMinutes !== null).length).toBeGreaterThan(0);
    expect(jobs.filter((j) => statedFacts(j.description ?? '').signOnBonus !== null).length).toBeGreaterThan(0);
  });
});
