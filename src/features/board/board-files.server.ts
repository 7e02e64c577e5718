/** The board's files for a build (the compact index, card shards, term index), made once per build. */
import { createHash } from 'node:crypto';
import type { JobSummary } from '~/domain/job-summary';
import { getJobSummaries } from '~/features/jobs/summaries.server';
import { applyConfirmed, cardShards, decodeIndex, encodeIndex, SHARD_SIZE, type CardText, type CompactIndex } from './compact-index';
import { indexEntries, searchText, type Indexed } from './indexed';
import { PT_VOCABULARY } from './keywords';
import type { BoardUrls } from './board-view';
import type { TermLeaf, TermManifest } from './term-index';
import { addFirstCards, buildTermIndex } from './term-index.server';
import { entrySlug } from './term-files';

export interface BoardFiles {
  /** Content hash shared by every file below (they describe one list). */
  hash: string;
  index: CompactIndex;
  /** The "Recently confirmed" column, by rank (compact-index.ts encodeIndex). */
  confirmed: number[];
  /** Jobs in rank order: position = rank = shard slot. */
  order: JobSummary[];
  shards: CardText[][];
  /** The rules' view of the jobs as the browser decodes the index (times to the hour), with their search text. */
  indexed: Indexed[];
  /** The term index (term-index.ts): the word leaves' manifest, the word leaves by number, the vocabulary's leaves by slug. */
  terms: TermManifest;
  words: TermLeaf[];
  entries: Map<string, TermLeaf>;
  urls: BoardUrls;
}

let files: Promise<BoardFiles> | undefined;

/**
 * The board's files for this build, under a content hash. The build time is the index's anchor for the
 * day buckets.
 */
export function getBoardFiles(): Promise<BoardFiles> {
  files ??= getJobSummaries().then((byId) => {
    const { index, order, confirmed } = encodeIndex([...byId.values()], Date.now());
    const shards = cardShards(order);
    const decoded = decodeIndex(index);
    const indexed = indexEntries(decoded, order.map(searchText));
    applyConfirmed(confirmed, decoded, indexed);
    const { manifest, words, entries } = buildTermIndex(order, indexed, index.t);
    addFirstCards(entries, indexed, (r) => shards[Math.floor(r / SHARD_SIZE)]![r % SHARD_SIZE]!, Date.now(), index.t);
    const hash = createHash('sha256');
    for (const part of [index, confirmed, shards, manifest, words, [...entries]]) hash.update(JSON.stringify(part));
    const h = hash.digest('hex').slice(0, 12);
    return {
      hash: h,
      index,
      confirmed,
      order,
      shards,
      indexed,
      terms: manifest,
      words,
      entries: new Map([...entries].map(([entry, leaf]) => [entrySlug(entry), leaf])),
      urls: {
        index: `/jobs/board/index-${h}.json`,
        confirmed: `/jobs/board/confirmed-${h}.json`,
        cards: `/jobs/board/cards-${h}-`,
        terms: `/jobs/board/terms-${h}.json`,
        words: `/jobs/board/w-${h}-`,
        entries: `/jobs/board/v-${h}-`,
        vocabulary: Object.keys(PT_VOCABULARY),
      },
    };
  });
  return files;
}
