import { jobUrl } from '~/domain/job-url';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { closeBackends, getBackend } from '~/server/root-node';
import { dataDirFromTemplate } from '../../../tests/support/test-db';

const dataDir = dataDirFromTemplate(mkdtempSync(join(tmpdir(), 'jobs-once-')));
vi.stubEnv('DATA_DIR', dataDir);
afterAll(async () => {
  await closeBackends();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('build-time job data', () => {
  it('reads the jobs table once per build, however many pages ask', async () => {
    // The real embedded store (curated seed), with its one read counted.
    const backend = await getBackend();
    const read = vi.spyOn(backend.jobs, 'listListedJobs');
    const { getListedJobs, getListedJobsById } = await import('./jobs.server');
    const { getJobSummaries } = await import('./summaries.server');
    const { getBoardPage } = await import('~/features/board/board-page.server');
    const { idDetailPaths, slugDetailPaths } = await import('./detail.server');
    const [jobs, byId, data, page, ids, slugs] = await Promise.all([
      getListedJobs(),
      getListedJobsById(),
      getJobSummaries(),
      getBoardPage(),
      idDetailPaths(),
      slugDetailPaths(),
    ]);
    await getListedJobs();
    expect(read).toHaveBeenCalledTimes(1);
    expect(jobs.length).toBeGreaterThan(50);
    expect(byId.size).toBe(jobs.length);
    // The board also lists the four static job pages.
    expect(data.size).toBe(jobs.length + 4);
    expect([...data.values()].filter((j) => j.id.startsWith('static-')).map((j) => j.url)).toHaveLength(4);
    expect(page.total).toBe(jobs.length + 4);
    // One page per job: /job/{id} only for slug-less jobs (listed, or closed in the last 90 days).
    const closed = ids.filter((p) => p.props.closed);
    expect(ids.length - closed.length).toBe(jobs.filter((j) => jobUrl(j).startsWith('/job/')).length);
    expect(ids.length - closed.length + slugs.filter((p) => !p.props.closed && /^\d+$/.test(p.props.job.id)).length).toBe(jobs.length);
    expect(closed.map((p) => p.params.id)).toEqual(['76']);
    expect(slugs.filter((p) => p.props.closed).map((p) => p.params.slug)).toEqual(['outpatient-pt-mission-valley', 'acute-care-pt-tampa-general']);
  });
});
