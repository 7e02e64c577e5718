/**
 * Open jobs to offer on a closed job's page: nearby first (within the search radius, nearest first),
 * then the same state; among equals, the same specialty and setting first, then the newest. Pure.
 * Candidates come with their coordinates worked out once per build (a build may close thousands of jobs).
 */
import type { PublicJob } from '~/domain/job';
import { distanceMiles, SEARCH_RADIUS_DEGREES_LAT, SEARCH_RADIUS_MILES, type LatLng } from '~/features/location/geo';

export interface Located {
  job: PublicJob;
  at: LatLng | null;
}

export function similarOpenJobs(closed: PublicJob, here: LatLng | null, listed: readonly Located[], count = 4): PublicJob[] {
  const scored: { job: PublicJob; near: boolean; miles: number; likeness: number }[] = [];
  for (const { job, at } of listed) {
    if (job.id === closed.id) continue;
    const close = here && at && Math.abs(at.lat - here.lat) <= SEARCH_RADIUS_DEGREES_LAT ? distanceMiles(here, at) : Infinity;
    const near = close <= SEARCH_RADIUS_MILES;
    if (!near && job.state !== closed.state) continue;
    const likeness = (job.specialty && job.specialty === closed.specialty ? 2 : 0) + (job.setting === closed.setting ? 1 : 0);
    scored.push({ job, near, miles: close, likeness });
  }
  scored.sort(
    (a, b) =>
      Number(b.near) - Number(a.near) ||
      b.likeness - a.likeness ||
      (a.near && b.near ? a.miles - b.miles : 0) ||
      b.job.posted_at.localeCompare(a.job.posted_at),
  );
  return scored.slice(0, count).map((s) => s.job);
}
