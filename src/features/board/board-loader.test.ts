import { describe, expect, it } from 'vitest';
import { syntheticSummaries } from '../../../scripts/seed/synthetic-summaries';
import { BOARD_URLS, boardFiles } from '../../../tests/support/board-site';
import { BoardLoader } from './board-loader';
import { SHARD_SIZE } from './compact-index';
import { entrySlug } from './term-files';
import { leafRanks } from './term-index';

const jobs = syntheticSummaries(220, new Date('2026-11-24T12:00:00Z'));

describe("the board engine's loading", () => {
  it('loads the index once, every job at its rank; after a failure the next ask fetches it again', async () => {
    const files = boardFiles(jobs);
    const loader = new BoardLoader(BOARD_URLS, files.fetchJson);
    files.state.failIndex = true;
    await expect(loader.ensureIndex()).rejects.toThrow();
    expect(loader.complete).toBe(false);
    files.state.failIndex = false;
    await Promise.all([loader.ensureIndex(), loader.ensureIndex()]);
    expect(files.asked.filter((u) => u === '/index.json')).toHaveLength(2);
    expect(loader.complete).toBe(true);
    expect(loader.entries).toHaveLength(jobs.length);
    expect(loader.index!.every((x, r) => x?.rank === r)).toBe(true);
  });

  it("fetches only the shards of the cards asked for, and none for a card whose text a vocabulary entry's leaf carried", async () => {
    const files = boardFiles(jobs);
    const loader = new BoardLoader(BOARD_URLS, files.fetchJson);
    await loader.ensureIndex();
    const far = SHARD_SIZE * 2 + 1;
    const cards = await loader.cards([0, 1, far]);
    expect(cards.map((c) => c.id)).toEqual([files.order[0]!.id, files.order[1]!.id, files.order[far]!.id]);
    expect(files.asked.filter((u) => u.startsWith('/cards-'))).toEqual(['/cards-0.json', '/cards-2.json']);
    // A leaf's first cards come with it.
    const fresh = boardFiles(jobs);
    const before = new BoardLoader(BOARD_URLS, fresh.fetchJson);
    const leaf = await before.entryLeaf(entrySlug('pediatric'));
    before.hold(leaf, () => leafRanks(leaf));
    expect(leaf.cr!.length).toBeGreaterThan(0);
    const first = await before.cards(leaf.cr!);
    expect(first.map((c) => c.id)).toEqual(leaf.cr!.map((r) => fresh.order[r]!.id));
    expect(fresh.asked.filter((u) => u.startsWith('/cards-'))).toEqual([]);
  });

  it("before the index, holds a leaf's jobs at their ranks (nothing else), and names a city's busiest state from them", async () => {
    const files = boardFiles(jobs);
    const loader = new BoardLoader(BOARD_URLS, files.fetchJson);
    const leaf = await loader.entryLeaf(entrySlug('pediatric'));
    const ranks = leafRanks(leaf);
    loader.hold(leaf, () => ranks);
    expect(loader.complete).toBe(false);
    expect(loader.entries.filter(Boolean)).toHaveLength(ranks.length);
    for (const r of ranks) expect(loader.entries[r]!.city).toBe(files.order[r]!.city);
    const city = files.order[ranks[0]!]!.city;
    expect(loader.stateWithJobs(city.toLowerCase())).toBe(files.order[ranks[0]!]!.state);
    expect(loader.stateWithJobs('nowhere at all')).toBeNull();
    // The same leaf again is held once (no second decode over what is held).
    loader.hold(leaf, () => {
      throw new Error('held twice');
    });
  });
});
