import { describe, expect, it } from 'vitest';
import { publicJobSchema, type PublicJob } from '~/domain/job';
import { landingJobs, marketStats, matchesLosAngeles, salaryBarGeometry, salaryScale, stateJobs } from './market';

let n = 0;
function job(over: Partial<Record<string, unknown>>): PublicJob {
  n++;
  return publicJobSchema.parse({
    id: n,
    job_title: `Job ${n}`,
    employer_name: 'Clinic',
    city: 'Los Angeles',
    state: 'CA',
    zip_code: '90025',
    job_type: 'full-time',
    setting: 'outpatient',
    role: 'pt',
    description: 'd',
    posted_at: new Date(Date.UTC(2026, 10, 1) + n * 3_600_000).toISOString(),
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
    is_active: true,
    ...over,
  });
}

describe('Los Angeles rule', () => {
  it('keeps zips 90001-91999 and excludes 90000, 92000 and missing zips', () => {
    expect(matchesLosAngeles({ zip_code: '90000', city: 'Riverside' })).toBe(false);
    expect(matchesLosAngeles({ zip_code: '90001', city: 'Riverside' })).toBe(true);
    expect(matchesLosAngeles({ zip_code: '91999', city: 'Lancaster' })).toBe(true);
    expect(matchesLosAngeles({ zip_code: '92000', city: 'Orange' })).toBe(false);
    expect(matchesLosAngeles({ zip_code: null, city: 'Los Angeles' })).toBe(false);
  });
  it('keeps LA-area city names outside the zip range when a zip is present', () => {
    expect(matchesLosAngeles({ zip_code: '93000', city: 'West Hollywood' })).toBe(true);
    expect(matchesLosAngeles({ zip_code: '93000', city: 'SANTA MONICA' })).toBe(true);
    expect(matchesLosAngeles({ zip_code: '93000', city: 'Ventura' })).toBe(false);
  });
});

describe('market selections', () => {
  const jobs = [
    ...Array.from({ length: 55 }, () => job({ state: 'TX', city: 'Houston', zip_code: '77002' })),
    ...Array.from({ length: 25 }, () => job({ state: 'IL', city: 'chicago', zip_code: '60601' })),
    job({ state: 'IL', city: 'Chicago Heights', zip_code: '60411' }),
    job({ state: 'CA', city: 'Los Angeles', zip_code: null }),
    job({ state: 'CA', city: 'Pasadena', zip_code: '91101' }),
    job({ state: 'NV', city: 'Los Angeles', zip_code: '90001' }),
  ];
  it('state pages take the state, newest first, at most 50', () => {
    const tx = stateJobs(jobs, 'TX');
    expect(tx).toHaveLength(50);
    expect(Date.parse(tx[0]!.posted_at)).toBeGreaterThan(Date.parse(tx[49]!.posted_at));
    expect(stateJobs(jobs, 'OH')).toEqual([]);
  });
  it('landing pages filter within the state: by name for most cities, by the LA rule for Los Angeles', () => {
    const chicago = landingJobs(jobs, { slug: 'chicago', name: 'Chicago', stateAbbr: 'IL' });
    expect(chicago).toHaveLength(20);
    expect(landingJobs(jobs, { slug: 'chicago', name: 'Chicago', stateAbbr: 'IL' }).some((j) => j.city === 'Chicago Heights')).toBe(true);
    const la = landingJobs(jobs, { slug: 'los-angeles', name: 'Los Angeles', stateAbbr: 'CA' });
    expect(la.map((j) => j.city)).toEqual(['Pasadena']);
  });
  it('summarises salaries and settings for the charts', () => {
    const stats = marketStats([job({ salary_min: 80000, salary_max: 90000 }), job({ setting: 'home-health', salary_max: 95000 }), job({})]);
    // An open-ended range stays open-ended ("Up to $95,000" has no minimum).
    expect(stats.salaries).toEqual([
      expect.objectContaining({ min: 80000, max: 90000 }),
      expect.objectContaining({ min: null, max: 95000, setting: 'home-health' }),
    ]);
    expect(stats.bySetting).toEqual([
      { setting: 'outpatient', count: 2 },
      { setting: 'home-health', count: 1 },
    ]);
  });
  it('draws open-ended ranges to the edge of the scale, never to a made-up bound', () => {
    const scale = salaryScale([
      { min: 84000, max: 96000 },
      { min: 90000, max: null },
      { min: null, max: 110000 },
    ]);
    expect(scale).toEqual({ lo: 80000, hi: 110000 });
    const high = salaryBarGeometry({ min: 90000, max: null }, scale.lo, scale.hi);
    expect(high.open).toBe('high');
    expect(high.left).toBeCloseTo(33.33, 2);
    expect(high.left + high.width).toBeCloseTo(100, 6);
    expect(salaryBarGeometry({ min: null, max: 110000 }, scale.lo, scale.hi)).toEqual({ left: 0, width: 100, open: 'low' });
    expect(salaryBarGeometry({ min: 100000, max: 100000 }, scale.lo, scale.hi)).toMatchObject({ width: 1.5, open: 'none' });
  });
  it('gives an open end at the top of the scale room to be a bar: "$120,000+" is never a dot', () => {
    const scale = salaryScale([
      { min: 80000, max: 100000 },
      { min: 120000, max: null },
    ]);
    expect(scale).toEqual({ lo: 80000, hi: 140000 });
    expect(salaryBarGeometry({ min: 120000, max: null }, scale.lo, scale.hi).width).toBeGreaterThan(30);
  });
});
