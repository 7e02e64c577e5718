import { describe, expect, it } from 'vitest';
import { savedJob } from '../../../tests/support/saved-job';
import { MAX_COOKIE_VALUE_BYTES, parseSavedJobs, readCookie, serializeSavedJobs, type SavedJob } from './saved-job';

const job = (id: number): SavedJob => savedJob(id);

describe('saved-jobs cookie', () => {
  it('round-trips a list', () => {
    const { value } = serializeSavedJobs([job(1), job(2)]);
    expect(parseSavedJobs(value)).toEqual([job(1), job(2)]);
  });
  it('reads legacy entries with title and company_name', () => {
    const legacy = encodeURIComponent(JSON.stringify([{ id: 7, title: 'Home Health PT', company_name: 'Angel City', city: 'Los Angeles', state: 'CA' }]));
    expect(parseSavedJobs(legacy)).toEqual([
      {
        id: '7',
        job_title: 'Home Health PT',
        employer_name: 'Angel City',
        city: 'Los Angeles',
        state: 'CA',
        salary_min: null,
        salary_max: null,
        pay_unit: 'year', // entries from before pay units: annual
        url: '/job/7',
      },
    ]);
  });
  it('keeps only what the dialog reads: older entries with more fields lose them', () => {
    const old = encodeURIComponent(JSON.stringify([{ ...job(3), zip_code: '92101', job_type: 'full-time', setting: 'outpatient' }]));
    expect(parseSavedJobs(old)).toEqual([job(3)]);
    expect(Object.keys(parseSavedJobs(old)[0]!).sort()).toEqual([
      'city',
      'employer_name',
      'id',
      'job_title',
      'pay_unit',
      'salary_max',
      'salary_min',
      'state',
      'url',
    ]);
  });
  it('keeps the unit pay was posted in', () => {
    const { value } = serializeSavedJobs([{ ...job(4), salary_min: 48, salary_max: 55, pay_unit: 'hour' }]);
    expect(parseSavedJobs(value)[0]).toMatchObject({ salary_min: 48, pay_unit: 'hour' });
  });
  it('treats corrupt, wrong-shaped and oversized values as empty', () => {
    expect(parseSavedJobs('%E0%A4%A')).toEqual([]);
    expect(parseSavedJobs('{not json')).toEqual([]);
    expect(parseSavedJobs(encodeURIComponent('{"id":1}'))).toEqual([]);
    expect(parseSavedJobs('x'.repeat(MAX_COOKIE_VALUE_BYTES * 3 + 1))).toEqual([]);
    expect(parseSavedJobs(null)).toEqual([]);
  });
  it('drops invalid entries and duplicates but keeps the rest', () => {
    const raw = encodeURIComponent(JSON.stringify([job(1), { id: 2 }, job(1), job(3)]));
    expect(parseSavedJobs(raw).map((j) => j.id)).toEqual(['1', '3']);
  });
  it('keeps the newest saves when the list would not fit in a cookie', () => {
    const many = Array.from({ length: 60 }, (_, i) => job(i + 1));
    const { value, kept } = serializeSavedJobs(many);
    expect(value.length).toBeLessThanOrEqual(MAX_COOKIE_VALUE_BYTES);
    expect(kept.at(-1)?.id).toBe('60');
    expect(kept.length).toBeLessThan(60);
  });
  it('reads one cookie from document.cookie', () => {
    expect(readCookie('a=1; rehabmatch_saved_jobs=abc; b=2', 'rehabmatch_saved_jobs')).toBe('abc');
    expect(readCookie('a=1', 'rehabmatch_saved_jobs')).toBeNull();
  });
});
