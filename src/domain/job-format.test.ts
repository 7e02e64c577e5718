import { describe, expect, it } from 'vitest';
import { formatDate, formatSalary } from '~/domain/job-format';
import { formatExperience, jobFacts, splitList, visibleEeoStatement } from '~/domain/job-page-format';

describe('formatSalary', () => {
  it('shows both bounds as a range in USD without decimals', () => {
    expect(formatSalary({ salary_min: 85000, salary_max: 105000 })).toBe('$85,000 - $105,000');
  });
  it('shows only the minimum as low+', () => {
    expect(formatSalary({ salary_min: 90000, salary_max: null })).toBe('$90,000+');
  });
  it('shows only the maximum as Up to high', () => {
    expect(formatSalary({ salary_min: null, salary_max: 120000 })).toBe('Up to $120,000');
  });
  it('says Salary negotiable when both are absent, and Salary not specified on the city page', () => {
    expect(formatSalary({ salary_min: null, salary_max: null })).toBe('Salary negotiable');
    expect(formatSalary({ salary_min: null, salary_max: null }, 'city')).toBe('Salary not specified');
  });
  it('rounds cents away', () => {
    expect(formatSalary({ salary_min: 2130, salary_max: 2190 })).toBe('$2,130 - $2,190');
  });
});

describe('formatExperience', () => {
  it('maps all-levels to All Levels and others to "{level} level"', () => {
    expect(formatExperience('all-levels')).toBe('All Levels');
    expect(formatExperience('senior')).toBe('Senior level');
    expect(formatExperience(null)).toBeNull();
  });
});

describe('formatDate', () => {
  it('uses the en-US short month form', () => {
    expect(formatDate('2026-11-03')).toBe('Nov 3, 2026');
    expect(formatDate('2026-01-15T18:30:00.000Z')).toBe('Jan 15, 2026');
  });
  it('writes every day of a year as Intl.DateTimeFormat en-US (UTC) does', () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    for (let day = 0; day < 366; day++) {
      const d = new Date(Date.UTC(2028, 0, 1) + day * 86_400_000 + 23 * 3_600_000);
      expect(formatDate(d)).toBe(intl.format(d));
    }
  });
});

describe('splitList and visibleEeoStatement', () => {
  it('splits on commas and drops blanks', () => {
    expect(splitList('DPT degree, CA license , ,CPR')).toEqual(['DPT degree', 'CA license', 'CPR']);
    expect(splitList(null)).toEqual([]);
  });
  it("hides an empty or 'No EEO Statement' statement", () => {
    expect(visibleEeoStatement('No EEO Statement')).toBeNull();
    expect(visibleEeoStatement('  ')).toBeNull();
    expect(visibleEeoStatement('We are an equal opportunity employer.')).toBe('We are an equal opportunity employer.');
  });
});

describe('job facts', () => {
  const none = {
    role: 'pt',
    sign_on_bonus: null,
    ceu_allowance: null,
    loan_repayment: null,
    schedule: null,
    patients_per_hour: null,
    visit_minutes: null,
    eval_minutes: null,
    productivity_percent: null,
    visits_per_day: null,
    new_grad: null,
    accepts_pt_compact: null,
    contract_weeks: null,
    guaranteed_hours: null,
  } as const;
  it('lists what the employer states, in words, and nothing it left out', () => {
    expect(jobFacts(none)).toEqual([{ label: 'Role', value: 'Physical Therapist' }]);
    const facts = jobFacts({
      ...none,
      role: 'pta',
      sign_on_bonus: 5000,
      ceu_allowance: 1500,
      schedule: '4x10,weekends',
      patients_per_hour: 2.5,
      visit_minutes: 45,
      new_grad: 'residency',
      accepts_pt_compact: false,
      contract_weeks: 13,
      guaranteed_hours: 36,
    });
    expect(Object.fromEntries(facts.map((f) => [f.label, f.value]))).toEqual({
      Role: 'Physical Therapist Assistant',
      'Sign-on bonus': '$5,000',
      'Continuing education': '$1,500 a year',
      Schedule: 'Four 10-hour days, Weekends',
      'Patients per hour': '2.5',
      'Visit length': '45 minutes',
      'New graduates': 'New-grad residency program',
      'PT Compact': 'State license required',
      Contract: '13 weeks, 36 guaranteed hours a week',
    });
  });
});

describe('facts that do not contradict the job', () => {
  it('never shows the PT Compact on an OT or COTA job', () => {
    const base = { role: 'pt', accepts_pt_compact: true } as Parameters<typeof jobFacts>[0];
    expect(jobFacts(base).map((f) => f.label)).toContain('PT Compact');
    for (const role of ['ot', 'cota'] as const) expect(jobFacts({ ...base, role }).map((f) => f.label)).not.toContain('PT Compact');
  });
});
