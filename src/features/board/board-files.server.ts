/** The board's files for a build (the compact index, card shards, search text), made once per build. */
import { createHash } from 'node:crypto';
import type { JobSummary } from '~/domain/job-summary';
import { getJobSummaries } from '~/features/jobs/summaries.server';
import { cardShards, encodeIndex, type CardText, type CompactIndex } from './compact-index';
import { searchText } from './indexed';

export interface BoardFiles {
  /** Content hash shared by the index, its shards and its search text (they describe one list). */
  hash: string;
  index: CompactIndex;
  /** Jobs in rank order: position = rank = shard slot. */
  order: JobSummary[];
  shards: CardText[][];
  search: string[];
  indexUrl: string;
  /** `${cardsBase}${k}.json` is shard k. */
  cardsBase: string;
  searchUrl: string;
}

let files: Promise<BoardFiles> | undefined;

/**
 * The board's files for this build: the compact index, the card shards and the search text, under a
 * content hash (immutable: a new build with other jobs has other names). The build time is the index's
 * anchor for the day buckets.
 */
export function getBoardFiles(): Promise<BoardFiles> {
  files ??= getJobSummaries().then((byId) => {
    const { index, order } = encodeIndex([...byId.values()], Date.now());
    const shards = cardShards(order);
    const search = order.map(searchText);
    const hash = createHash('sha256').update(JSON.stringify(index)).update(JSON.stringify(shards)).digest('hex').slice(0, 12);
    return {
      hash,
      index,
      order,
      shards,
      search,
      indexUrl: `/jobs/board/index-${hash}.json`,
      cardsBase: `/jobs/board/cards-${hash}-`,
      searchUrl: `/jobs/board/search-${hash}.json`,
    };
  });
  return files;
}
