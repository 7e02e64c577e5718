import { describe, expect, it } from 'vitest';
import { syntheticSummaries } from '../../../scripts/seed/synthetic-summaries';
import { BOARD_URLS, boardFiles } from '../../../tests/support/board-site';
import { BoardLoader } from './board-loader';
import { BoardPages } from './board-pages';
import { PAGE } from './board-view';

const jobs = syntheticSummaries(220, new Date('2026-11-24T12:00:00Z'));
const ranks = Array.from({ length: 100 }, (_, r) => 99 - r);

async function pages() {
  const files = boardFiles(jobs);
  const loader = new BoardLoader(BOARD_URLS, files.fetchJson);
  await loader.ensureIndex();
  return { files, pages: new BoardPages(loader) };
}

describe("the board engine's paging", () => {
  it('shows the first page of an answer in its order, a page more per "Show more"', async () => {
    const { files, pages: p } = await pages();
    p.answer(ranks);
    expect((await p.page())!.map((c) => c.id)).toEqual(ranks.slice(0, PAGE).map((r) => files.order[r]!.id));
    p.more();
    expect(await p.page()).toHaveLength(PAGE * 2);
  });

  it('asks for as many cards as Back had shown, never fewer than a page', async () => {
    const { pages: p } = await pages();
    p.answer(ranks, 30);
    expect(await p.page()).toHaveLength(30);
    p.answer(ranks, 3);
    expect(await p.page()).toHaveLength(PAGE);
  });

  it('two quick "Show more" add two pages: the first ask, overtaken, gives way to the second', async () => {
    const { files, pages: p } = await pages();
    p.answer(ranks);
    let release!: () => void;
    files.state.hold = new Promise<void>((r) => (release = r));
    p.more();
    const first = p.page();
    p.more();
    const second = p.page();
    release();
    expect(await first).toBeNull();
    expect(await second).toHaveLength(PAGE * 3);
  });

  it('a shard that cannot be had fails the page', async () => {
    const { files, pages: p } = await pages();
    p.answer(ranks);
    files.state.fail = /^\/cards-/;
    await expect(p.page()).rejects.toThrow();
  });
});
