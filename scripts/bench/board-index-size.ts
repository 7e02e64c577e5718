/**
 * Sizes of the board's compact index and its card shards, for 1,000, 10,000 and 50,000
 * synthetic jobs, against the legacy one-file data: the measurement behind the index's design.
 */
import { gzipSync } from 'node:zlib';
import { cardShards, encodeIndex } from '~/features/board/compact-index';
import { syntheticSummaries } from '../seed/synthetic-summaries';

const gz = (s: string) => gzipSync(s, { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export function measureIndex(count: number) {
  const now = Date.now();
  const jobs = syntheticSummaries(count, new Date(now));
  const { index, order } = encodeIndex(jobs, now);
  const shards = cardShards(order).map((s) => gz(JSON.stringify(s)));
  const search = gz(JSON.stringify(order.map((j) => `${j.job_title}\u0000${j.employer_name}\u0000${j.description}`.toLowerCase())));
  const columns = Object.fromEntries(Object.entries(index).map(([k, v]) => [k, gz(JSON.stringify(v))]));
  return {
    columns,
    jobs: order.length,
    indexRaw: JSON.stringify(index).length,
    indexGzip: gz(JSON.stringify(index)),
    shardGzip: shards.reduce((a, b) => a + b, 0) / shards.length,
    shards: shards.length,
    searchGzip: search,
    legacyGzip: gz(JSON.stringify({ generatedAt: new Date(now).toISOString(), jobs })),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const n of [1_000, 10_000, 50_000]) {
    const m = measureIndex(n);
    console.log(
      `${String(n).padStart(6)} jobs: index ${kb(m.indexGzip)} gzip (${kb(m.indexRaw)} raw); card shard ${kb(m.shardGzip)} gzip each, ${m.shards} shards; ` +
        `search text ${kb(m.searchGzip)} gzip; one-file data today ${kb(m.legacyGzip)} gzip`,
    );
  }
}
