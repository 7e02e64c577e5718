import { describe, expect, it } from 'vitest';
import { syntheticSummaries } from '../../../scripts/seed/synthetic-summaries';
import { BOARD_NOW, BOARD_URLS, boardFiles } from '../../../tests/support/board-site';
import { BoardLoader } from './board-loader';
import { BoardMatcher } from './board-matcher';
import { EMPTY_FILTERS } from './filters';
import { rankBoard } from './run-board';
import { applyBoard } from './text-board';

const jobs = syntheticSummaries(220, new Date('2026-11-24T12:00:00Z'));
const parts = () => {
  const files = boardFiles(jobs);
  const loader = new BoardLoader(BOARD_URLS, files.fetchJson);
  return { files, loader, matcher: new BoardMatcher(loader) };
};

describe("the board engine's matching", () => {
  it('matches a keyword through its leaves only, the same jobs the built board matches', async () => {
    const { files, loader, matcher } = parts();
    const { keywords, corrected } = await matcher.keywords('pediatric');
    expect(corrected).toBeNull();
    expect(files.asked.every((u) => /^\/(terms|w-\d+|v-[a-z-]+)\.json$/.test(u))).toBe(true);
    expect(loader.complete).toBe(false);
    const filters = { ...EMPTY_FILTERS, q: 'pediatric' };
    const built = applyBoard(jobs, filters, null, BOARD_NOW);
    const ranked = rankBoard(loader.index!, filters, keywords, null, BOARD_NOW, loader.anchor);
    expect(ranked.map((r) => files.order[r]!.id)).toEqual(built.map((j) => j.id));
  });

  it('reads a misspelt word as the word the leaves hold, but not when quoted', async () => {
    const { matcher } = parts();
    expect((await matcher.keywords('orthopedc')).corrected).toEqual({ from: 'orthopedc', to: 'orthopedic' });
    const quoted = await matcher.keywords('"orthopedc"');
    expect(quoted.corrected).toBeNull();
    expect(quoted.found.scores.size).toBe(0);
  });

  it('says a query of words that name nothing about a job is no keyword', async () => {
    const { matcher } = parts();
    expect(await matcher.saysSomething('jobs near me')).toBe(false);
    expect(await matcher.saysSomething('pt jobs')).toBe(true);
  });

  it('offers, for no results, close words that have jobs (with their counts)', async () => {
    const { loader, matcher } = parts();
    await loader.ensureIndex();
    const { found } = await matcher.keywords('"orthopedc"');
    const instead = await matcher.instead({ ...EMPTY_FILTERS, q: '"orthopedc"' }, found, null, BOARD_NOW);
    expect(instead.words.map((w) => w.q)).toContain('orthopedic');
    expect(instead.words.every((w) => w.jobs > 0)).toBe(true);
    expect(instead.radius).toBeNull();
  });

  it('refuses a file that is not a term leaf', async () => {
    const { files, matcher } = parts();
    files.state.fail = /^\/v-/;
    await expect(matcher.keywords('pediatric')).rejects.toThrow();
  });
});
