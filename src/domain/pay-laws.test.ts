/** The pay-range laws as data: every row well formed and sourced, and the lookup the intake and console use. */
import { describe, expect, it } from 'vitest';
import { hasPayRange, PAY_LAWS, PAY_LAWS_CHECKED, payLawFor, payLawRefusal } from './pay-laws';
import { US_STATES } from './us-states';

describe('pay-range laws', () => {
  it('each row names a state, an effective date, a threshold and an https source; ids are unique', () => {
    expect(PAY_LAWS.length).toBeGreaterThanOrEqual(14);
    for (const law of PAY_LAWS) {
      expect(US_STATES[law.state], law.id).toBeDefined();
      expect(law.effective, law.id).toMatch(/^20\d\d-\d\d-\d\d$/);
      expect(Number.isNaN(Date.parse(law.effective)), law.id).toBe(false);
      expect(law.minEmployees, law.id).toBeGreaterThanOrEqual(1);
      expect(law.source, law.id).toMatch(/^https:\/\/[^\s]+$/);
      expect(law.name.length, law.id).toBeGreaterThan(10);
    }
    expect(new Set(PAY_LAWS.map((l) => l.id)).size).toBe(PAY_LAWS.length);
    expect(PAY_LAWS_CHECKED).toMatch(/^\d{4}-\d\d-\d\d$/);
    // Each row says when it was read, and what could not be confirmed is said in words.
    for (const law of PAY_LAWS) {
      expect(law.checked, law.id).toMatch(/^20\d\d-\d\d-\d\d$/);
      expect(law.checked <= PAY_LAWS_CHECKED, law.id).toBe(true);
      if (law.unconfirmed !== undefined) expect(law.unconfirmed.length, law.id).toBeGreaterThan(20);
    }
    // The states the standards list, each present.
    for (const state of ['CA', 'CO', 'WA', 'NY', 'IL', 'MN', 'NJ', 'VT', 'MA', 'MD', 'HI', 'DC'])
      expect(
        PAY_LAWS.some((l) => l.state === state && !l.city),
        state,
      ).toBe(true);
  });

  it("finds the city's law before the state's, only once in force, and none elsewhere", () => {
    const day = new Date('2026-11-26T12:00:00Z');
    expect(payLawFor({ state: 'NY', city: 'New York' }, day)?.id).toBe('nyc');
    expect(payLawFor({ state: 'NY', city: 'Buffalo' }, day)?.id).toBe('ny');
    expect(payLawFor({ state: 'NJ', city: 'Jersey City' }, day)?.id).toBe('jersey-city');
    expect(payLawFor({ state: 'TX', city: 'Austin' }, day)).toBeNull();
    // Massachusetts' took effect on 29 October 2025.
    expect(payLawFor({ state: 'MA', city: 'Boston' }, new Date('2025-10-28T12:00:00Z'))).toBeNull();
    expect(payLawFor({ state: 'MA', city: 'Boston' }, new Date('2025-10-29T12:00:00Z'))?.id).toBe('ma');
    // Ohio has no state law: Cleveland's (27 October 2025) and Columbus' (3 December 2025) cover their cities only.
    expect(payLawFor({ state: 'OH', city: 'Cleveland' }, new Date('2025-10-26T12:00:00Z'))).toBeNull();
    expect(payLawFor({ state: 'OH', city: 'Cleveland' }, day)?.id).toBe('cleveland');
    expect(payLawFor({ state: 'OH', city: 'Columbus' }, day)?.id).toBe('columbus');
    expect(payLawFor({ state: 'OH', city: 'Dayton' }, day)).toBeNull();
    // Virginia from 1 July 2026, every employer; Maine in force; Delaware not before 26 September 2027.
    expect(payLawFor({ state: 'VA', city: 'Richmond' }, new Date('2026-06-30T12:00:00Z'))).toBeNull();
    expect(payLawFor({ state: 'VA', city: 'Richmond' }, day)?.id).toBe('va');
    expect(payLawFor({ state: 'ME', city: 'Portland' }, day)?.id).toBe('me');
    expect(payLawFor({ state: 'DE', city: 'Wilmington' }, day)).toBeNull();
    expect(payLawFor({ state: 'DE', city: 'Wilmington' }, new Date('2027-09-26T12:00:00Z'))?.id).toBe('de');
  });

  it('a range is both ends; the refusal names the law, the place and what to send', () => {
    expect(hasPayRange({ salary_min: 80000, salary_max: null })).toBe(false);
    expect(hasPayRange({ salary_min: 80000, salary_max: 80000 })).toBe(true);
    expect(payLawRefusal(PAY_LAWS.find((l) => l.id === 'il')!)).toBe(
      'Illinois Equal Pay Act, 820 ILCS 112/10(b-25) requires a pay range in job postings in IL since 2025-01-01: send salary_min and salary_max and describe the benefits and bonuses',
    );
  });
});

describe('per-visit pay by the hour', async () => {
  const { visitPayHourly } = await import('./job-page-format');
  it('says the rate with its assumptions', () => {
    const base = { pay_unit: 'visit' as const, salary_min: 39, salary_max: 39, visit_minutes: 45, visits_per_day: 8, documentation_paid: false };
    // Unpaid documentation (15 minutes a visit, assumed) is time worked: $39 for an hour, not for 45 minutes.
    expect(visitPayHourly(base)).toBe('≈ $39 an hour: 8 visits a day of 45 minutes, with 15 minutes of unpaid documentation a visit (assumed)');
    expect(visitPayHourly({ ...base, visit_minutes: null, visits_per_day: null, documentation_paid: null })).toBe(
      '≈ $39 an hour: 6 visits a day of 45 minutes (assumed), with 15 minutes of documentation a visit, its pay not stated (assumed)',
    );
    expect(visitPayHourly({ ...base, salary_min: 60, salary_max: 70, visit_minutes: 60, documentation_paid: true })).toBe(
      '≈ $65 an hour: 8 visits a day of 60 minutes, documentation paid',
    );
    // The PRN job of $70-85 a visit, documentation unpaid: $78 an hour, not the $103 of visit time alone.
    expect(visitPayHourly({ ...base, salary_min: 70, salary_max: 85, visit_minutes: null, visits_per_day: null })).toMatch(/^≈ \$78 an hour/);
    expect(visitPayHourly({ ...base, pay_unit: 'hour' })).toBeNull();
    expect(visitPayHourly({ ...base, salary_min: null, salary_max: null })).toBeNull();
  });
});
