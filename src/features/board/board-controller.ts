/**
 * The board island's engine, apart from React so it can be tested without a page. Its parts: loading
 * (board-loader.ts: the compact index after first paint, then only the card shards of the cards shown),
 * matching (board-matcher.ts: a keyword through its words' leaves, spelling, what else to offer) and paging
 * (board-pages.ts); this file runs one search through them (run-board.ts's one pass) and publishes what the
 * island renders.
 *
 * A keyword query fetches neither the index nor any search text (term-index.ts): only its words' leaves, so
 * the board holds some jobs, not all, until a search without a keyword (or with a location, whose rule reads
 * every job's city) loads the index.
 *
 * It never shows a wrong state: a location waits for its lookup instead of saying "No jobs found"; a
 * newer search makes an older one's answer stale (it is dropped); a failed load is reported as such.
 */
import type { LatLng } from '~/features/location/geo';
import type { FacetCounts } from './facets';
import type { Filters } from './filters';
import type { Keywords } from './keywords';
import { payRule } from './labels';
import { geocodeTarget, placeNames, placeWithoutLookup } from './place-search';
import type { Located } from './geocode-client';
import { countBoard, countBoardInSlices, rankBoard } from './run-board';
import { BOARD_POINTER, BoardFileGone, BoardLoader, type FetchJson } from './board-loader';
import { BoardMatcher, type Match } from './board-matcher';
import { BoardPages } from './board-pages';
import { isBoardUrls, PAGE, type BoardUrls, type BoardView, type Instead, type PlaceRead } from './board-view';

export class BoardController {
  // Replaced together when a rebuild has replaced the build's files (see `follow`).
  private files: BoardLoader;
  private matcher: BoardMatcher;
  private pages: BoardPages;
  private run = 0;
  private listed = 0;
  private listedAt = -Infinity;
  /** What the last answer was for: its counts are worked out when asked for (see `counts`). */
  private answered: { f: Filters; origin: LatLng | null; now: number; keywords: Keywords | null; place: PlaceRead | null; counts?: FacetCounts } | null = null;
  /** The search last asked for: its answer may not have come yet. */
  private asking: Filters | null = null;
  private loading: Promise<boolean> | null = null;
  private note: string | null = null;
  private corrected: BoardView['corrected'] = null;
  private insteadOf: Instead | null = null;
  /** Resolves when the first load begins: a "Show more" pressed before it waits for it. */
  private began!: () => void;
  private readonly firstLoad = new Promise<void>((r) => (this.began = r));

  constructor(
    urls: BoardUrls,
    private readonly publish: (view: Partial<BoardView>) => void,
    private readonly geocode: (place: string) => Promise<Located | null>,
    fetchJson?: FetchJson,
    private readonly now: () => number = Date.now,
    /** How many jobs the build listed: the total shown until the index is loaded. */
    private readonly listedAtBuild = 0,
  ) {
    this.files = new BoardLoader(urls, fetchJson);
    this.matcher = new BoardMatcher(this.files);
    this.pages = new BoardPages(this.files);
  }

  /**
   * After a file of `files` was not found: whether the board now reads a newer build's files (a rebuild
   * replaced the build the page was made by, and the site no longer has its files), so the search is worth
   * running again. Everything held of the old build is dropped: ranks and shards are per build.
   */
  private async follow(e: unknown, files: BoardLoader): Promise<boolean> {
    if (!(e instanceof BoardFileGone)) return false;
    if (files !== this.files) return true; // another search has already followed it
    const urls = await files.fetchJson(BOARD_POINTER).catch(() => null);
    if (files !== this.files) return true; // ... while this one read the pointer
    if (!isBoardUrls(urls) || urls.index === files.urls.index) return false; // no newer build: the file is missing
    this.files = new BoardLoader(urls, files.fetchJson);
    this.matcher = new BoardMatcher(this.files);
    this.pages = new BoardPages(this.files);
    this.answered = null;
    this.listedAt = -Infinity;
    return true;
  }

  /**
   * Every option's count for the last answer, for the island to write beside the options. Counted on
   * first asking, not with the results: the island asks after the frame that shows them. Null while a
   * newer search is on its way: the last answer's counts would be written beside the newer search's options.
   */
  get counts(): FacetCounts | null {
    const a = this.answered;
    const index = this.files.index;
    if (!a || !index || a.f !== this.asking) return null;
    a.counts ??= countBoard(index, a.f, a.keywords, a.origin, a.now);
    return a.counts;
  }

  /** The same, counted a slice at a time (the island's way: a large board never holds the page); null when overtaken. */
  async countsInSlices(): Promise<FacetCounts | null> {
    const a = this.answered;
    const index = this.files.index;
    if (!a || !index || a.f !== this.asking) return null;
    a.counts ??= (await countBoardInSlices(index, a.f, a.keywords, a.origin, a.now, () => a === this.answered && a.f === this.asking)) ?? undefined;
    return a === this.answered && a.f === this.asking ? (a.counts ?? null) : null;
  }

  get loaded(): boolean {
    return this.files.index !== null;
  }

  /** Shows `f` (with `shown` cards, for Back) once its data is loaded. False when it could not be had. */
  load(f: Filters, shown = PAGE): Promise<boolean> {
    this.loading = this.update(f, shown);
    this.began();
    return this.loading;
  }

  /** Filters, counts, sorts and shows the first cards (or `shown` of them). True when it reached the screen. */
  async update(f: Filters, shown = PAGE): Promise<boolean> {
    const run = ++this.run;
    const { files } = this;
    this.asking = f;
    let q = f.q.trim();
    let keywords: Keywords | null;
    let corrected: BoardView['corrected'] = null;
    let found: Match | null = null;
    this.publish({ error: null });
    try {
      if (f.location.trim()) {
        await placeNames();
        // A place whose lookup does not depend on the board's jobs (anything but a bare city name) is looked
        // up now, beside the keyword's files, not after them (the lookup is cached: the call below finds it).
        const placeNow = geocodeTarget(f.location);
        if (placeNow && placeNow === geocodeTarget(f.location, () => 'ZZ')) void this.geocode(placeNow).catch(() => null);
      }
      // A query of only words that say nothing about a job ("jobs near me") is no keyword at all.
      if (q && !(await this.matcher.saysSomething(q))) q = '';
      // Without a keyword the board shows any job; a location's rule reads every job's city (the state
      // with the most jobs for a bare city name): both need the index.
      if (!q || f.location.trim()) {
        // (Results on screen from a keyword's leaves: say the next search is coming.)
        if (!files.complete && files.index) this.publish({ busy: 'Searching…' });
        await files.ensureIndex();
      }
      if (q) {
        this.publish({ busy: 'Searching…' });
        ({ keywords, corrected, found } = await this.matcher.keywords(q));
        // A word no posting holds fetched no leaf, so no job is held yet: the answer is still an answer.
        files.index ??= [];
      } else keywords = null;
      if (f.sort === 'confirmed') await files.applyConfirmed();
    } catch (e) {
      if (run === this.run && (await this.follow(e, files))) return run === this.run && this.update(f, shown);
      console.error('Failed to load jobs:', e);
      // An honest failure: no pretend results under the filters.
      if (run === this.run) this.publish({ error: files.index ? 'update' : 'load', busy: null });
      return false;
    }
    if (run !== this.run || !files.index) return false; // a newer search began meanwhile
    const typed = f.location.trim();
    const target = geocodeTarget(typed, (city) => files.stateWithJobs(city));
    let origin: LatLng | null = null;
    let place: PlaceRead | null = null;
    if (target) {
      this.publish({ busy: `Looking up ${typed}…` });
      const located = await this.geocode(target);
      origin = located?.at ?? null;
      place = origin
        ? { typed, name: located?.place ?? target, near: true, others: located?.others ?? [], suggestions: [] }
        : { typed, name: null, near: false, others: [], suggestions: located?.suggestions ?? [] };
    } else if (typed) place = { typed, name: placeWithoutLookup(typed), near: false, others: [], suggestions: [] };
    if (run !== this.run) return false;
    const now = this.now();
    this.pages.answer(rankBoard(files.index, f, keywords, origin, now, files.anchor), shown);
    this.answered = { f, origin, now, keywords, place };
    // The listed total changes only when an expiry passes: counted at most once a minute, once every job is held.
    if (!files.complete) this.listed = this.listedAtBuild;
    else if (now - this.listedAt > 60_000) {
      this.listed = 0;
      for (const e of files.index) if (e && e.expires > now) this.listed++;
      this.listedAt = now;
    }
    this.note = payRule(f);
    this.corrected = corrected;
    try {
      this.insteadOf = this.pages.results.length ? null : await this.matcher.instead(f, found, origin, now);
    } catch {
      this.insteadOf = null; // what else to offer is a help, never a reason to fail the answer
    }
    if (run !== this.run) return false;
    return this.render(run);
  }

  /**
   * How many of the current results are in each state and metro ("City, ST"), for the map; null until
   * every job is held (a keyword's first answer holds only its own).
   */
  places(): { states: Map<string, number>; metros: Map<string, number> } | null {
    if (!this.files.complete) return null;
    const states = new Map<string, number>();
    const metros = new Map<string, number>();
    for (const r of this.pages.results) {
      const e = this.files.entries[r];
      if (!e) continue;
      states.set(e.state, (states.get(e.state) ?? 0) + 1);
      const metro = `${e.city}, ${e.state}`;
      metros.set(metro, (metros.get(metro) ?? 0) + 1);
    }
    return { states, metros };
  }

  /** One more page of cards; a second click before the first one's cards arrive adds a page too. */
  async more(): Promise<boolean> {
    // Clicked before the board has loaded (the build's cards are shown until then, and a click replayed
    // at hydration can come before the island's first load begins): after it.
    if (!this.files.index) {
      await this.firstLoad;
      await this.loading;
    }
    if (!this.files.index) return false;
    this.pages.more();
    return this.render(this.run);
  }

  /** Retries what failed: the index, or the last update's leaves or shards. */
  retry(f: Filters): Promise<boolean> {
    return this.files.index ? this.update(f, Math.max(PAGE, this.pages.shown.length)) : this.load(f);
  }

  /** Shows the asked-for cards in one publish, unless a newer search or a later "Show more" has overtaken it. */
  private async render(run: number): Promise<boolean> {
    const { files, pages } = this;
    let cards;
    try {
      cards = await pages.page();
    } catch (e) {
      const f = this.answered?.f;
      if (run === this.run && f && (await this.follow(e, files))) return run === this.run && this.update(f, pages.asked);
      if (run === this.run) this.publish({ error: 'update', busy: null });
      return false;
    }
    if (run !== this.run || !cards) return false;
    this.pages.shown = cards;
    this.publish({
      cards,
      results: this.pages.results.length,
      listed: this.listed,
      ready: true,
      busy: null,
      error: null,
      note: this.note,
      corrected: this.corrected,
      instead: this.insteadOf,
      searched: this.answered?.f ?? null,
      origin: this.answered?.origin ?? null,
      place: this.answered?.place ?? null,
    });
    return true;
  }
}
