/**
 * Counts one event of a job for its employer's figures: a page view, an apply start, a save.
 * A beacon to /api/beacon with the job and the kind, nothing else: no cookie, no identifier, no personal
 * data (the function adds one to a daily counter). Fire and forget; never throws.
 */
export type CountedKind = 'view' | 'apply' | 'save';

export function countJob(jobId: string, kind: CountedKind): void {
  try {
    if (!/^\d{1,18}$/.test(jobId)) return; // the static example jobs have no counters
    const body = new Blob([JSON.stringify({ job: jobId, kind })], { type: 'application/json' });
    // Every browser the site supports has sendBeacon; without it (a test DOM) nothing is counted.
    navigator.sendBeacon?.('/api/beacon', body);
  } catch {
    // counting must never break the page
  }
}
