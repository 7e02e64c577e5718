import { describe, expect, it } from 'vitest';
import { formatCount, formatMoney } from './numbers';

describe('numbers as the site writes them', () => {
  it('counts with thousands separators', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(10_000)).toBe('10,000');
  });
  it('money with cents only when the amount has them', () => {
    expect(formatMoney(90_000)).toBe('$90,000');
    expect(formatMoney(48.5)).toBe('$48.50');
    expect(formatMoney(87_500)).toBe('$87,500');
  });
});

describe('numbers written as Intl.NumberFormat en-US writes them', () => {
  const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  const cents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const samples = [0, 1, 12, 999, 1000, 1001, 12_345, 99_999.5, 100_000, 1_234_567, 9_876_543_210, 0.5, 2.5, 48.5, 48.005, 87_500.25, 123_456.789, 7.999];
  it.each(samples)('%d', (n) => {
    expect(formatCount(n)).toBe(whole.format(n));
    expect(formatMoney(n)).toBe(`$${(n % 1 ? cents : whole).format(n)}`);
  });
});
