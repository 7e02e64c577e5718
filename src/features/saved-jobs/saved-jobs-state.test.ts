// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { SAVED_JOBS_COOKIE } from '~/config/public';
import { readCookie } from './saved-job';
import { $savedCount, $savedJobs, isSaved, removeSavedJob, toggleSavedJob } from './saved-jobs-state';

const job = (id: string) => ({
  id,
  job_title: `PT ${id}`,
  employer_name: 'Clinic',
  city: 'Austin',
  state: 'TX',
  salary_min: null,
  salary_max: null,
  url: `/job/${id}`,
});

describe('the saved-jobs store (one per page, shared by every island)', () => {
  beforeEach(() => {
    // A save also counts for the employer's figures: the test DOM's beacon goes nowhere.
    navigator.sendBeacon = () => true;
    $savedJobs.set([]);
    document.cookie = `${SAVED_JOBS_COOKIE}=; Max-Age=0; Path=/`;
  });
  it('saves and unsaves, counts, and persists to the cookie', () => {
    expect(toggleSavedJob(job('1'))).toBe(true);
    expect(toggleSavedJob(job('2'))).toBe(true);
    expect($savedCount.get()).toBe(2);
    expect(isSaved('1')).toBe(true);
    expect(readCookie(document.cookie, SAVED_JOBS_COOKIE)).toContain('PT%202');
    expect(toggleSavedJob(job('1'))).toBe(false);
    expect($savedJobs.get().map((j) => j.id)).toEqual(['2']);
    removeSavedJob('2');
    expect($savedCount.get()).toBe(0);
    expect(isSaved('2')).toBe(false);
  });
});
