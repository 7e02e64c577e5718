/** Filter + sort over 10,000 synthetic jobs (median of runs), and the /jobs data size at 1,000 jobs. */
import { gzipSync } from 'node:zlib';
import { applyBoard, EMPTY_FILTERS, type Filters } from '~/features/jobs/board';
import { toBoardJob } from '~/features/jobs/board.server';
import { publicJobSchema } from '~/features/jobs/job.schema';
import { ANON_COLUMNS } from '~/features/jobs/job.schema';
import { buildSyntheticJobs } from '../seed/synthetic';

function boardJobs(count: number) {
  const now = new Date();
  return buildSyntheticJobs(count, { now, startId: 1 }).map((row) => {
    const anon = Object.fromEntries(ANON_COLUMNS.map((c) => [c, (row as Record<string, unknown>)[c] ?? null]));
    return toBoardJob(publicJobSchema.parse(anon));
  });
}

export function benchFilter(): { medianMs: number; dataGzipBytes: number } {
  const jobs = boardJobs(10_000);
  const filters: Filters = { ...EMPTY_FILTERS, q: 'therapist', type: 'full-time', location: 'Bay Area' };
  const origin = { lat: 37.39, lng: -122.08 };
  const times: number[] = [];
  for (let i = 0; i < 41; i++) {
    const t = performance.now();
    applyBoard(jobs, i % 2 ? filters : { ...EMPTY_FILTERS, location: '94043' }, origin, Date.now());
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const data = JSON.stringify({ generatedAt: new Date().toISOString(), jobs: boardJobs(1000) });
  return { medianMs: times[Math.floor(times.length / 2)]!, dataGzipBytes: gzipSync(data, { level: 9 }).length };
}
