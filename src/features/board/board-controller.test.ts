import { describe, expect, it } from 'vitest';
import type { JobSummary } from '~/domain/job-summary';
import { syntheticSummaries } from '../../../scripts/seed/synthetic-summaries';
import { isBoardUrls, PAGE } from './board-view';
import { SHARD_SIZE } from './compact-index';
import { BOARD_URLS, boardSite as site } from '../../../tests/support/board-site';
import { EMPTY_FILTERS, type Filters } from './filters';
import { applyBoard } from './text-board';

const f = (over: Partial<Filters>): Filters => ({ ...EMPTY_FILTERS, ...over });
const jobs = syntheticSummaries(220, new Date('2026-11-24T12:00:00Z'));

describe('the board island engine', () => {
  it('"Recently confirmed" fetches its column only when chosen, and orders as the build does, with or without a keyword', async () => {
    const s = site(jobs);
    await s.board.load(EMPTY_FILTERS);
    await s.board.update(f({ sort: 'pay' }));
    expect(s.asked).not.toContain('/confirmed.json');
    expect(await s.board.update(f({ sort: 'confirmed' }))).toBe(true);
    expect(s.asked.filter((u) => u === '/confirmed.json')).toHaveLength(1);
    const day = (j: JobSummary) => (j.confirmed_at ? Math.floor(Date.parse(j.confirmed_at) / 86_400_000) : -Infinity);
    const shown = s.view().cards!.map(day);
    expect(shown[0]).toBeGreaterThan(-Infinity);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
    const server = applyBoard(jobs, f({ sort: 'confirmed' }), null, Date.parse('2026-11-24T12:00:00Z')).slice(0, PAGE);
    expect(s.view().cards!.map((j) => j.id)).toEqual(server.map((j) => j.id));
    // From a fresh page with a keyword: the leaves' jobs get their keys too.
    const fresh = site(jobs);
    const full = site(jobs);
    await full.board.load(EMPTY_FILTERS);
    for (const filters of [f({ q: 'pediatric', sort: 'confirmed' }), f({ q: 'travel pt', sort: 'confirmed' })]) {
      expect(await fresh.board.update(filters)).toBe(true);
      expect(await full.board.update(filters)).toBe(true);
      expect(fresh.view().cards!.map((j) => j.id)).toEqual(full.view().cards!.map((j) => j.id));
    }
    expect(fresh.asked).not.toContain('/index.json');
  });

  it('loads the index, then only the card shards it shows; a keyword query only its term files', async () => {
    const s = site(jobs);
    expect(await s.board.load(EMPTY_FILTERS)).toBe(true);
    const listed = jobs.filter((j) => !j.expires_at || Date.parse(j.expires_at) > Date.parse('2026-11-24T12:00:00Z')).length;
    expect(s.view()).toMatchObject({ ready: true, results: listed, listed, error: null, busy: null });
    expect(s.view().cards).toHaveLength(PAGE);
    expect(s.asked).toEqual(['/index.json', '/cards-0.json']);
    const asked = s.asked.length;
    await s.board.update(f({ q: s.order[150]!.job_title.split(' ')[0]! }));
    await s.board.update(f({ q: 'a pt' }));
    expect(s.asked.slice(asked).every((u) => /^\/(terms|w-\d+|v-[a-z-]+|cards-\d+)\.json$/.test(u))).toBe(true);
  });

  it('a keyword query from a fresh page fetches its leaves and cards, never the index or the search text, and answers as the full board does', async () => {
    const fresh = site(jobs);
    const full = site(jobs);
    await full.board.load(EMPTY_FILTERS);
    for (const q of ['pediatric', 'travel pt', 'riverbend', 'home health', 'x', 'therap']) {
      for (const filters of [f({ q }), f({ q, role: 'pt', sort: 'pay' }), f({ q, minPay: '80000' })]) {
        expect(await fresh.board.update(filters)).toBe(true);
        expect(await full.board.update(filters)).toBe(true);
        expect(fresh.view().cards!.map((j) => j.id)).toEqual(full.view().cards!.map((j) => j.id));
        expect(fresh.view().results).toBe(full.view().results);
        expect(fresh.board.counts).toEqual(full.board.counts);
      }
    }
    expect(fresh.asked).not.toContain('/index.json');
    // A search for one vocabulary entry alone (best match, as its URL gives) has its first cards in the entry's leaf: no card shard.
    const alone = site(jobs);
    expect(await alone.board.load(f({ q: 'pediatric', sort: 'match' }))).toBe(true);
    expect(alone.asked).toEqual(['/v-pediatric.json']);
    expect(alone.view().cards!.map((j) => j.id)).toEqual((await full.board.update(f({ q: 'pediatric', sort: 'match' })), full.view().cards!.map((j) => j.id)));
    expect(fresh.view().listed).toBe(jobs.length);
    // Clearing the keyword needs every job: the index now.
    await fresh.board.update(EMPTY_FILTERS);
    expect(fresh.asked).toContain('/index.json');
    expect(fresh.view().cards!.map((j) => j.id)).toEqual((await full.board.update(EMPTY_FILTERS), full.view().cards!.map((j) => j.id)));
  });

  it('every query answers: a word no posting holds says no jobs (never "Searching…" for ever); words that say nothing about a job are ignored; endings fold', async () => {
    for (const q of ['zzzz', 'kaiser', 'banana']) {
      const fresh = site(jobs);
      expect(await fresh.board.update(f({ q }))).toBe(true);
      expect(fresh.view()).toMatchObject({ results: 0, busy: null, error: null, cards: [] });
    }
    const full = site(jobs);
    await full.board.load(EMPTY_FILTERS);
    const all = full.view().results!;
    for (const q of ['jobs', 'job', 'jobs near me', 'hiring now']) {
      expect(await full.board.update(f({ q }))).toBe(true);
      expect(full.view().results, q).toBe(all);
    }
    const count = async (q: string) => (await full.board.update(f({ q })), full.view().results!);
    expect(await count('physical therapy jobs')).toBe(await count('physical therapy'));
    expect(await count('pt jobs')).toBe(await count('pt'));
    const therapy = await count('therapy');
    expect(therapy).toBeGreaterThan(0);
    expect(await count('therapist')).toBe(therapy);
    expect(await count('therapists')).toBe(therapy);
    expect(await count('physical therapist')).toBe(await count('physical therapy'));
    // A misspelt word is read from what was typed, not from its folded ending ("neurolgy", not "neurolg").
    await full.board.update(f({ q: 'neurolgy' }));
    expect(full.view().corrected).toEqual({ from: 'neurolgy', to: 'neurology' });
    expect(full.view().results).toBeGreaterThan(0);
  });

  it('Show more clicked while the index loads adds its page after the first answer, never an empty one', async () => {
    const s = site(jobs);
    let release!: () => void;
    s.state.hold = new Promise<void>((r) => (release = r));
    const loading = s.board.load(EMPTY_FILTERS);
    const more = s.board.more();
    release();
    s.state.hold = null;
    expect(await loading).toBe(true);
    expect(await more).toBe(true);
    expect(s.view().cards).toHaveLength(PAGE * 2);
  });

  it('Show more with no index (the load failed) changes nothing', async () => {
    const s = site(jobs);
    s.state.failIndex = true;
    const loading = s.board.load(EMPTY_FILTERS);
    expect(await s.board.more()).toBe(false);
    expect(await loading).toBe(false);
    expect(s.view().cards).toBeUndefined();
  });

  it('filters, and Show more adds a page; two quick clicks add two pages', async () => {
    const s = site(jobs);
    await s.board.load(f({ role: 'pt' }));
    const results = s.view().results!;
    expect(s.view().cards!.every((j) => j.role === 'pt')).toBe(true);
    await Promise.all([s.board.more(), s.board.more()]);
    expect(s.view().cards).toHaveLength(Math.min(results, PAGE * 3));
    expect(new Set(s.asked.filter((u) => u.startsWith('/cards-'))).size).toBeLessThanOrEqual(Math.ceil((PAGE * 3) / SHARD_SIZE) + 3);
  });

  it('a newer search wins over an older one still waiting for its cards', async () => {
    const s = site(jobs);
    await s.board.load(EMPTY_FILTERS);
    let release!: () => void;
    s.state.hold = new Promise<void>((r) => (release = r));
    const older = s.board.update(f({ role: 'pt' }));
    s.state.hold = null;
    const newer = s.board.update(f({ role: 'ot' }));
    expect(await newer).toBe(true);
    release();
    expect(await older).toBe(false);
    expect(s.view().cards!.every((j) => j.role === 'ot')).toBe(true);
  });

  it('a failed index load says so and shows nothing; the retry recovers', async () => {
    const s = site(jobs);
    s.state.failIndex = true;
    expect(await s.board.load(f({ setting: 'pediatric' }))).toBe(false);
    expect(s.view()).toMatchObject({ error: 'load' });
    expect(s.view().ready).toBeUndefined();
    s.state.failIndex = false;
    expect(await s.board.retry(f({ setting: 'pediatric' }))).toBe(true);
    expect(s.view()).toMatchObject({ error: null, ready: true });
    expect(s.view().cards!.every((j) => j.setting === 'pediatric')).toBe(true);
  });

  it("gives no counts while a newer search is on its way: the last answer's would be shown beside the newer search's options", async () => {
    const s = site(jobs);
    await s.board.load(f({ role: 'ot' }));
    const forOt = s.board.counts!;
    expect(forOt.role.ot).toBeGreaterThan(0);
    let release!: () => void;
    s.state.hold = new Promise<void>((r) => (release = r));
    const newer = s.board.update(EMPTY_FILTERS);
    expect(s.board.counts).toBeNull();
    s.state.hold = null;
    release();
    expect(await newer).toBe(true);
    expect(s.board.counts!.newGrad).not.toEqual(forOt.newGrad);
  });

  it('Back restores as many cards as were shown', async () => {
    const s = site(jobs);
    await s.board.load(EMPTY_FILTERS, 30);
    expect(s.view().cards).toHaveLength(30);
  });

  describe('search that forgives', () => {
    it.each([
      ['orthopedc', 'orthopedic'],
      ['pediatic', 'pediatric'],
      ['neurlogic', 'neurologic'],
      ['outpateint', 'outpatient'],
    ])('"%s" shows the jobs "%s" shows, and says so; quoted, it stays exact', async (typed, meant) => {
      const s = site(jobs);
      const right = site(jobs);
      expect(await right.board.update(f({ q: meant }))).toBe(true);
      expect(right.view().results).toBeGreaterThan(0);
      expect(await s.board.update(f({ q: typed }))).toBe(true);
      expect(s.view().corrected).toEqual({ from: typed, to: meant });
      expect(s.view().results).toBe(right.view().results);
      expect(s.view().cards!.map((j) => j.id)).toEqual(right.view().cards!.map((j) => j.id));
      // "Search instead for" the exact word: no reading, no results.
      expect(await s.board.update(f({ q: `"${typed}"` }))).toBe(true);
      expect(s.view().corrected).toBeNull();
      expect(s.view().results).toBe(0);
      // A word spelt right is never "corrected".
      expect(right.view().corrected).toBeNull();
    });

    it('with no results, offers close words and a wider radius that have jobs, with their counts', async () => {
      const s = site(jobs);
      await s.board.load(EMPTY_FILTERS);
      // A word with jobs, narrowed to none by a filter: the close words that have jobs under it are offered.
      expect(await s.board.update(f({ q: '"orthopedc"' }))).toBe(true);
      const offered = s.view().instead!.words;
      expect(offered.map((w) => w.q)).toContain('orthopedic');
      for (const w of offered) {
        const check = site(jobs);
        await check.board.update(f({ q: w.q }));
        expect(check.view().results).toBe(w.jobs);
      }
      expect(s.view().instead!.radius).toBeNull(); // no place, no radius to widen
      expect(s.view().searched).toMatchObject({ q: '"orthopedc"' });
    });
  });

  describe("a page opened before a rebuild (its build's files are gone)", () => {
    const later = syntheticSummaries(90, new Date('2026-11-24T12:00:00Z')).map((j) => ({ ...j, id: `next-${j.id}` }));
    /** What a page made by a build shows for no filters: its listed jobs. */
    const listed = async (list: JobSummary[]) => {
      const s = site(list);
      await s.board.load(EMPTY_FILTERS);
      return s.view().results;
    };

    it("a search reads the current build's files and shows its jobs, not an error", async () => {
      const s = site(jobs);
      await s.board.load(EMPTY_FILTERS);
      s.rebuild(later);
      expect(await s.board.update(f({ q: 'pediatric' }))).toBe(true);
      expect(s.view().error).toBeNull();
      expect(s.asked).toContain('/jobs/board.json');
      const ids = s.view().cards!.map((j) => j.id);
      expect(ids.length).toBeGreaterThan(0);
      expect(ids.every((id) => id.startsWith('next-'))).toBe(true);
      // Counts and totals are the new build's.
      expect(await s.board.update(EMPTY_FILTERS)).toBe(true);
      expect(s.view().results).toBe(await listed(later));
    });

    it('before its first load, and for "Show more" (a card shard), alike', async () => {
      const fresh = site(jobs);
      fresh.rebuild(later);
      expect(await fresh.board.load(EMPTY_FILTERS)).toBe(true);
      expect(fresh.view().results).toBe(await listed(later));

      const s = site(jobs);
      await s.board.load(EMPTY_FILTERS);
      s.rebuild(later);
      expect(await s.board.more()).toBe(true);
      expect(s.view().error).toBeNull();
      expect(s.view().cards).toHaveLength(2 * PAGE);
      expect(s.view().cards!.every((j) => j.id.startsWith('next-'))).toBe(true);
    });

    it("a pointer naming another site's files is not followed", () => {
      expect(isBoardUrls({ ...BOARD_URLS, index: '//elsewhere.example/index.json' })).toBe(false);
      expect(isBoardUrls({ ...BOARD_URLS, cards: 'https://elsewhere.example/cards-' })).toBe(false);
      expect(isBoardUrls({ ...BOARD_URLS, vocabulary: [1] })).toBe(false);
      expect(isBoardUrls(BOARD_URLS)).toBe(true);
    });

    it('a file missing from the current build too is an error, with the pointer asked once', async () => {
      const s = site(jobs);
      s.state.gone = /^\/index\.json$/;
      expect(await s.board.load(EMPTY_FILTERS)).toBe(false);
      expect(s.view().error).toBe('load');
      expect(s.asked.filter((u) => u === '/jobs/board.json')).toHaveLength(1);
      s.state.gone = null;
      expect(await s.board.retry(EMPTY_FILTERS)).toBe(true);
      expect(s.view().results).toBe(await listed(jobs));
    });
  });
});
