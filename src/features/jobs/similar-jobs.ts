/**
 * Open jobs to offer on a closed job's page: nearby first (within the search radius, nearest first),
 * then the same state; among equals, the same specialty and setting first, then the newest. Pure.
 */
import type { PublicJob } from '~/domain/job';
import { distanceMiles, SEARCH_RADIUS_MILES, type LatLng } from '~/features/location/geo';

export function similarOpenJobs(closed: PublicJob, listed: readonly PublicJob[], locate: (job: PublicJob) => LatLng | null, count = 4): PublicJob[] {
  const here = locate(closed);
  const scored = listed
    .filter((job) => job.id !== closed.id)
    .map((job) => {
      const there = here ? locate(job) : null;
      const miles = here && there ? distanceMiles(here, there) : Infinity;
      const near = miles <= SEARCH_RADIUS_MILES;
      const sameState = job.state === closed.state;
      const likeness = (job.specialty && job.specialty === closed.specialty ? 2 : 0) + (job.setting === closed.setting ? 1 : 0);
      return { job, near, sameState, miles, likeness };
    })
    .filter((s) => s.near || s.sameState);
  scored.sort(
    (a, b) =>
      Number(b.near) - Number(a.near) ||
      b.likeness - a.likeness ||
      (a.near && b.near ? a.miles - b.miles : 0) ||
      b.job.posted_at.localeCompare(a.job.posted_at),
  );
  return scored.slice(0, count).map((s) => s.job);
}
