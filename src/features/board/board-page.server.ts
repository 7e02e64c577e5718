/** What the /jobs route needs, prepared once at build time. */
import { absoluteUrl } from '~/config/site';
import type { JobSummary } from '~/domain/job-summary';
import { EMPTY_FILTERS } from './filters';
import { runBoard } from './text-board';
import { type FacetCounts } from './facets';
import { getBoardFiles } from './board-files.server';
import type { BoardUrls } from './board-view';

/** Cards rendered into the HTML at build time (the board then shows the rest as asked). */
const FIRST_RENDER = 12;

export interface BoardPage {
  initialJobs: JobSummary[];
  total: number;
  /** Every option's count with no filter set (the browser recounts as filters change). */
  counts: FacetCounts;
  itemListLd: Record<string, unknown>;
  /** Where the island finds the board's files. */
  urls: BoardUrls;
  /**
   * When the first listed job leaves the board by expiry (ms; null: none expires). Until then the build's
   * cards and counts are what the browser would compute, so the island may wait for the visitor.
   */
  freshUntil: number | null;
}

export async function getBoardPage(): Promise<BoardPage> {
  const files = await getBoardFiles();
  // The browser's own computation over the same index, so the first cards never move when it takes over.
  const entries = files.indexed;
  const { ranks, counts } = runBoard(entries, EMPTY_FILTERS, null, Date.now(), files.index.t);
  const freshUntil = Math.min(...ranks.map((r) => entries[r]!.expires));
  const first = ranks.slice(0, FIRST_RENDER).map((r) => files.order[r]!);
  return {
    initialJobs: first,
    total: ranks.length,
    counts,
    urls: files.urls,
    freshUntil: Number.isFinite(freshUntil) ? freshUntil : null,
    // ItemList of the first 10 detail pages; JobPosting markup lives on the detail pages only.
    itemListLd: {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: first.slice(0, 10).map((job, i) => ({ '@type': 'ListItem', position: i + 1, url: absoluteUrl(job.url), name: job.job_title })),
    },
  };
}
