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
