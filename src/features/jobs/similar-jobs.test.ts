import { describe, expect, it } from 'vitest';
import type { PublicJob } from '~/domain/job';
import { similarOpenJobs } from './similar-jobs';

const at: Record<string, { lat: number; lng: number }> = {
  'San Diego': { lat: 32.72, lng: -117.16 },
  'La Jolla': { lat: 32.84, lng: -117.27 },
  Sacramento: { lat: 38.58, lng: -121.49 },
  Chicago: { lat: 41.88, lng: -87.63 },
};
const job = (id: string, city: string, state: string, extra: Partial<PublicJob> = {}) =>
  ({ id, city, state, setting: 'outpatient', specialty: null, posted_at: `2026-11-${10 + Number(id)}T00:00:00Z`, ...extra }) as PublicJob;
const locate = (j: PublicJob) => at[j.city] ?? null;
const located = (jobs: PublicJob[]) => jobs.map((j) => ({ job: j, at: locate(j) }));

describe('similar open jobs for a closed job', () => {
  const closed = job('0', 'San Diego', 'CA', { specialty: 'orthopedic' });
  it('offers nearby jobs first, then the rest of the state, never other states', () => {
    const listed = [job('1', 'Sacramento', 'CA'), job('2', 'La Jolla', 'CA'), job('3', 'Chicago', 'IL'), job('4', 'San Diego', 'CA')];
    expect(similarOpenJobs(closed, locate(closed), located(listed)).map((j) => j.id)).toEqual(['4', '2', '1']);
  });
  it('prefers the same specialty among nearby jobs, and stops at the count', () => {
    const listed = [job('1', 'San Diego', 'CA'), job('2', 'La Jolla', 'CA', { specialty: 'orthopedic' }), job('3', 'San Diego', 'CA')];
    expect(similarOpenJobs(closed, locate(closed), located(listed), 2).map((j) => j.id)).toEqual(['2', '3']); // 1 and 3 tie on distance: newest first
  });
  it('never offers the closed job itself, and nothing when nothing is near', () => {
    expect(similarOpenJobs(closed, locate(closed), located([closed, job('3', 'Chicago', 'IL')]))).toEqual([]);
  });
});
