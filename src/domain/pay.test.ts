import { describe, expect, it } from 'vitest';
import { ANNUAL_FACTOR, annualEquivalent, approxAnnual, formatPay, indeedSalary, PAY_UNITS } from './pay';

describe('comparable pay', () => {
  it('gives an annual equivalent for every unit, with the stated factors', () => {
    expect(annualEquivalent(95000, 'year')).toBe(95000);
    expect(annualEquivalent(48, 'hour')).toBe(99840); // 2,080 hours
    expect(annualEquivalent(400, 'day')).toBe(104000); // 260 days
    expect(annualEquivalent(2130, 'week')).toBe(110760); // 52 weeks
    expect(annualEquivalent(75, 'visit')).toBe(97500); // 1,300 visits
    expect(Object.keys(ANNUAL_FACTOR).sort()).toEqual([...PAY_UNITS].sort());
  });
  it('shows the posted unit, and the annual figure beside pay that is not annual', () => {
    expect(formatPay(48, 55, 'hour')).toBe('$48 - $55 an hour');
    expect(approxAnnual(48, 55, 'hour')).toBe('≈ $107k a year');
    expect(formatPay(2130, 2190, 'week')).toBe('$2,130 - $2,190 a week');
    expect(formatPay(90000, null, 'year')).toBe('$90,000+ a year');
    expect(formatPay(null, 110000, 'year')).toBe('Up to $110,000 a year');
    expect(formatPay(47.5, null, 'hour')).toBe('$47.50+ an hour');
    expect(approxAnnual(90000, 110000, 'year')).toBeNull();
    expect(formatPay(null, null, 'hour')).toBeNull();
  });
  it("writes Indeed's salary: a period, no commas, no k", () => {
    expect(indeedSalary(48, 55, 'hour')).toBe('$48 - $55 per hour');
    expect(indeedSalary(2130, 2190, 'week')).toBe('$2130 - $2190 per week');
    expect(indeedSalary(95000, 110000, 'year')).toBe('$95000 - $110000 per year');
    expect(indeedSalary(90000, null, 'year')).toBe('$90000 per year');
    expect(indeedSalary(75, 80, 'visit')).toBeNull(); // Indeed has no per-visit period
    for (const s of [indeedSalary(95000, 110000, 'year')!, indeedSalary(47.5, 52.25, 'hour')!]) expect(s).not.toMatch(/,|k\b/);
  });
});
