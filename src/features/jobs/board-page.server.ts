/** What the /jobs route needs, prepared once at build time. */
import { absoluteUrl } from '~/config/site';
import { getBoardData } from './board.server';
import type { BoardJob } from './board';

/** Jobs rendered into the HTML at build time (the island then loads the rest). */
export const FIRST_RENDER = 12;

export async function getBoardPage(): Promise<{ initialJobs: BoardJob[]; total: number; itemListLd: Record<string, unknown> }> {
  const { jobs } = await getBoardData();
  return {
    initialJobs: jobs.slice(0, FIRST_RENDER),
    total: jobs.length,
    // ItemList of the first 10 detail pages; JobPosting markup lives on the detail pages only.
    itemListLd: {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: jobs.slice(0, 10).map((job, i) => ({ '@type': 'ListItem', position: i + 1, url: absoluteUrl(job.url), name: job.job_title })),
    },
  };
}
