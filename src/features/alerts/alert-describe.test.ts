import { describe, expect, it } from 'vitest';
import { isEntry } from '~/features/board/keywords';
import { alertFilters, describeSearch } from './alert-describe';

const hidden = (q: string) => describeSearch(alertFilters(`q=${encodeURIComponent(q)}`), { keywords: 'hidden', vocabulary: isEntry });

describe('keywords in a mail to an address nobody confirmed', () => {
  it("names the board's own words and only counts the others (never repeats a stranger's text)", () => {
    expect(hidden('pediatric outpatient')).toBe('“pediatric outpatient”');
    expect(hidden('home health PT')).toBe('“home health pt”');
    expect(hidden('pediatric ACCOUNT locked')).toBe('“pediatric” and 2 more words');
    expect(hidden('verify at paypal-secure-login.com')).toBe('your keywords (6 words)');
    expect(describeSearch(alertFilters('q=ortho'), { keywords: 'hidden' })).toBe('your keywords');
  });
});
