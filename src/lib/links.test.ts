import { describe, expect, it } from 'vitest';
import { leavesSite } from './links';
import { isRealSite } from '~/domain/job-page-format';

describe('links', () => {
  it('tells links that leave the site', () => {
    expect(leavesSite('https://x.org')).toBe(true);
    expect(leavesSite('/jobs')).toBe(false);
  });
  it('shows only real websites, never the names reserved for examples and tests', () => {
    expect(isRealSite('https://www.harborpt.com')).toBe(true);
    expect(isRealSite('http://clinic.org/about')).toBe(true);
    for (const fake of [
      'https://harbor.example',
      'https://www.example.com',
      'https://a.example.org/x',
      'https://clinic.test',
      'http://x.invalid',
      'http://localhost:3000',
      'ftp://clinic.com',
      '',
      null,
      'not a url',
    ])
      expect(isRealSite(fake), String(fake)).toBe(false);
  });
});
