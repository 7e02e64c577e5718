import { describe, expect, it } from 'vitest';
import { isExpiredAt, isListedAt, isRecruitingPartnerJob } from './job-rules';
import { STATE_SLUGS } from './reserved-slugs';
import { isReservedSlug, jobUrl } from './job-url';

const site = { name: 'RehabMatch' };

describe('jobUrl', () => {
  it('uses /jobs/{slug} when there is a slug, else /job/{id}', () => {
    expect(jobUrl({ id: 7, slug: 'ortho-pt-austin' })).toBe('/jobs/ortho-pt-austin');
    expect(jobUrl({ id: 7, slug: null })).toBe('/job/7');
    expect(jobUrl({ id: '12', slug: '' })).toBe('/job/12');
  });
  it('never points a job at a reserved segment such as a state page', () => {
    for (const slug of STATE_SLUGS) expect(jobUrl({ id: 3, slug })).toBe('/job/3');
    expect(jobUrl({ id: 3, slug: 'city' })).toBe('/job/3');
    expect(isReservedSlug('California')).toBe(true);
  });
});

describe('isRecruitingPartnerJob', () => {
  it('is true when employer_name equals the product name, ignoring case and spaces', () => {
    expect(isRecruitingPartnerJob({ employer_name: site.name }, site.name)).toBe(true);
    expect(isRecruitingPartnerJob({ employer_name: ` ${site.name.toUpperCase()} ` }, site.name)).toBe(true);
    expect(isRecruitingPartnerJob({ employer_name: 'Bay Sports PT' }, site.name)).toBe(false);
  });
});

describe('isListed', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('lists active jobs with no expiry or a future expiry', () => {
    expect(isListedAt({ is_active: true, expires_at: null }, now)).toBe(true);
    expect(isListedAt({ is_active: true, expires_at: '2026-11-23T00:00:00Z' }, now)).toBe(true);
  });
  it('hides inactive and expired jobs', () => {
    expect(isListedAt({ is_active: false, expires_at: null }, now)).toBe(false);
    expect(isListedAt({ is_active: true, expires_at: '2026-11-22T11:59:59Z' }, now)).toBe(false);
    expect(isExpiredAt('2026-11-22T12:00:00Z', now)).toBe(true);
  });
});
