/**
 * GET /job/{id} on both drivers: a job with a slug answers 301 to its page while it has one (listed,
 * recently expired, or frozen after reports and under review); anything else is the static answer.
 */
import { expect, it } from 'vitest';
import { describeEachDriver, fnContext, suiteDb } from '../../../tests/support/databases';
import { createReportStore } from '~/features/reports/reports.store';
import { onRequestGet } from './job-redirect.api';

describeEachDriver('GET /job/{id}', (driver) => {
  const db = suiteDb(driver);
  const get = async (id: string) => {
    const { context } = fnContext(new Request(`http://localhost/job/${id}`), db().env, { id });
    // No page was built at /job/{id} for a job with a slug: the static answer is the 404 page.
    const res = await onRequestGet({
      ...context,
      next: async () => new Response('<p>Not found</p>', { status: 404, headers: { 'content-type': 'text/html' } }),
    });
    return { status: res.status, location: res.headers.get('location') };
  };

  it('sends a listed job to its page, and an unknown id to the 404 page', async () => {
    const [job] = await db().sql.query<{ id: string; slug: string }>(
      `select id::text as id, slug from public.jobs where status = 'live' and slug is not null order by id limit 1`,
    );
    expect(await get(job!.id)).toEqual({ status: 301, location: `/jobs/${job!.slug}` });
    expect((await get('99999999')).status).toBe(404);
  });

  it('sends a job frozen after reports to its page, which says it is under review', async () => {
    const [job] = await db().sql.query<{ id: string; slug: string }>(
      `select id::text as id, slug from public.jobs where status = 'live' and slug is not null order by id desc limit 1`,
    );
    const reports = createReportStore(db().sql);
    // Confirmed reports from three networks freeze it.
    for (const who of [1, 2, 3]) {
      const filed = await reports.file(
        {
          jobId: job!.id,
          reason: 'not_real',
          details: null,
          clientKey: `client-key-${String(who).padStart(12, '0')}`,
          networkKey: `network-key-${String(who).padStart(12, '0')}`,
          email: `r${who}@reporter.example`,
        },
        async () => [],
      );
      if (filed.outcome === 'stored') await reports.confirmEmail(filed.id);
    }
    expect((await db().sql.query<{ status: string }>(`select status from public.jobs where id = $1`, [job!.id]))[0]!.status).toBe('frozen');
    expect(await get(job!.id)).toEqual({ status: 301, location: `/jobs/${job!.slug}` });
  });
});
