/**
 * The jobs a built site's board lists, read back from its files (the compact index and the card shards
 * under dist/jobs/board/): for the audit and the end-to-end tests, which check the site against what it
 * publishes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JobSummary } from '~/domain/job-summary';
import { decodeIndex, isCompactIndex, SHARD_SIZE, toSummary, type CardText } from './compact-index';

export function readBuiltBoard(distDir = 'dist'): JobSummary[] {
  const folder = join(distDir, 'jobs', 'board');
  const names = readdirSync(folder);
  const indexName = names.find((n) => /^index-[0-9a-f]+\.json$/.test(n));
  if (!indexName) throw new Error(`no board index in ${folder}`);
  const raw: unknown = JSON.parse(readFileSync(join(folder, indexName), 'utf8'));
  if (!isCompactIndex(raw)) throw new Error(`${indexName} is not a board index`);
  const hash = indexName.slice('index-'.length, -'.json'.length);
  const shards = new Map<number, CardText[]>();
  const shard = (k: number) => {
    let s = shards.get(k);
    if (!s) shards.set(k, (s = JSON.parse(readFileSync(join(folder, `cards-${hash}-${k}.json`), 'utf8')) as CardText[]));
    return s;
  };
  return decodeIndex(raw).map((entry, rank) => toSummary(entry, shard(Math.floor(rank / SHARD_SIZE))[rank % SHARD_SIZE]!));
}
