/**
 * The board island's engine, apart from React so it can be tested without a page: it fetches the compact
 * index (what filtering, counting and sorting need) after first paint, then only the card shards of the
 * cards it shows, and the search text only when a text query is typed; it runs the board's one pass
 * (run-board.ts) and publishes what the island renders.
 *
 * It never shows a wrong state: a location waits for its lookup instead of saying "No jobs found"; a
 * newer search makes an older one's answer stale (it is dropped); a failed load is reported as such.
 */
import type { JobSummary } from '~/domain/job-summary';
import type { LatLng } from '~/features/location/geo';
import { decodeIndex, isCompactIndex, SHARD_SIZE, toSummary, type CardText, type IndexEntry } from './compact-index';
import type { FacetCounts } from './facets';
import type { Filters } from './filters';
import { indexEntries, type IndexedEntries } from './indexed';
import { payRule } from './labels';
import { geocodeTarget } from './location';
import { countBoard, rankBoard } from './run-board';

/** Cards shown first, and added per "Show more": few DOM nodes and few shards per change. */
export const PAGE = 12;

export interface BoardView {
  cards: JobSummary[];
  /** How many jobs match, and how many are listed at all. */
  results: number;
  listed: number;
  /** Set once the first filtered answer is on screen (the build's cards were the unfiltered ones). */
  ready: boolean;
  /** What the count line says while working ("Looking up Austin…"), null when idle. */
  busy: string | null;
  /** 'load': the index could not be loaded (filters off, a retry); 'update': shards or search text failed. */
  error: 'load' | 'update' | null;
  /** The pay rule the shown results follow, in words (labels.ts payRule), or null. */
  note?: string | null;
}

export interface BoardUrls {
  index: string;
  /** `${cards}${k}.json` is shard k. */
  cards: string;
  search: string;
}

export class BoardController {
  private entries: IndexEntry[] = [];
  private index: IndexedEntries | null = null;
  private texts: string[] | null = null;
  private anchor = 0;
  private shards = new Map<number, Promise<CardText[]>>();
  private results: number[] = [];
  private shown: JobSummary[] = [];
  private asked = 0;
  private run = 0;
  private listed = 0;
  private listedAt = -Infinity;
  /** What the last answer was for: its counts are worked out when asked for (see `counts`). */
  private answered: { f: Filters; origin: LatLng | null; now: number; counts?: FacetCounts } | null = null;

  /**
   * Every option's count for the last answer, for the island to write beside the options. Counted on
   * first asking, not with the results: the island asks after the frame that shows them.
   */
  get counts(): FacetCounts | null {
    const a = this.answered;
    if (!a || !this.index) return null;
    a.counts ??= countBoard(this.index, a.f, a.origin, a.now);
    return a.counts;
  }

  constructor(
    private readonly urls: BoardUrls,
    private readonly publish: (view: Partial<BoardView>) => void,
    private readonly geocode: (place: string) => Promise<LatLng | null>,
    private readonly fetchJson: (url: string) => Promise<unknown> = defaultFetchJson,
    private readonly now: () => number = Date.now,
  ) {}

  get loaded(): boolean {
    return this.index !== null;
  }

  private loading: Promise<boolean> | null = null;
  private note: string | null = null;

  /** Loads the index, then shows `f` (with `shown` cards, for Back). False when the index could not be had. */
  load(f: Filters, shown = PAGE): Promise<boolean> {
    this.loading = this.loadIndex(f, shown);
    return this.loading;
  }

  private async loadIndex(f: Filters, shown: number): Promise<boolean> {
    this.publish({ error: null });
    try {
      const raw = await this.fetchJson(this.urls.index);
      if (!isCompactIndex(raw)) throw new Error('not a board index');
      // Parsing, decoding, indexing and the first count are each tens of ms on a phone at 10,000 jobs:
      // one task apiece, so none blocks a tap for long (Total Blocking Time).
      await nextTask();
      this.entries = decodeIndex(raw);
      this.busiest = null;
      this.anchor = raw.t;
      await nextTask();
      this.index = indexEntries(this.entries, this.texts);
      await nextTask();
    } catch (e) {
      console.error('Failed to load jobs:', e);
      // An honest failure: no pretend results under the filters.
      this.publish({ error: 'load', busy: null });
      return false;
    }
    return this.update(f, shown);
  }

  /** Filters, counts, sorts and shows the first cards (or `shown` of them). True when it reached the screen. */
  async update(f: Filters, shown = PAGE): Promise<boolean> {
    if (!this.index) return false;
    const run = ++this.run;
    const target = geocodeTarget(f.location, (city) => this.stateWithJobs(city));
    let origin: LatLng | null = null;
    if (target) {
      this.publish({ busy: `Looking up ${f.location.trim()}…` });
      origin = await this.geocode(target);
    }
    if (f.q.trim() && !this.texts) {
      this.publish({ busy: 'Searching…' });
      try {
        this.texts = (await this.fetchJson(this.urls.search)) as string[];
        this.index = indexEntries(this.entries, this.texts);
      } catch {
        if (run === this.run) this.publish({ error: 'update', busy: null });
        return false;
      }
    }
    if (run !== this.run) return false; // a newer search began meanwhile
    const now = this.now();
    this.results = rankBoard(this.index, f, origin, now, this.anchor);
    this.answered = { f, origin, now };
    // The listed total changes only when an expiry passes: counted at most once a minute.
    if (now - this.listedAt > 60_000) {
      this.listed = 0;
      for (const e of this.index) if (e.expires > now) this.listed++;
      this.listedAt = now;
    }
    this.asked = Math.max(PAGE, shown);
    this.note = payRule(f);
    return this.render(this.asked, run);
  }

  /** Per city name (lower case), the state with the most jobs in a city of that name: made once per index. */
  private busiest: Map<string, string> | null = null;

  /** The state with the most listed jobs in a city of this name, or null when none has any. */
  private stateWithJobs(city: string): string | null {
    if (!this.busiest) {
      const tally = new Map<string, Map<string, number>>();
      for (const e of this.entries) {
        const name = e.city.toLowerCase();
        const states = tally.get(name) ?? new Map<string, number>();
        states.set(e.state, (states.get(e.state) ?? 0) + 1);
        tally.set(name, states);
      }
      this.busiest = new Map([...tally].map(([name, states]) => [name, [...states].sort((a, b) => b[1] - a[1])[0]![0]]));
    }
    return this.busiest.get(city) ?? null;
  }

  /** One more page of cards; a second click before the first one's cards arrive adds a page too. */
  async more(): Promise<boolean> {
    // Clicked while the index loads (the build's cards are shown until then): after it.
    if (!this.index && this.loading) await this.loading;
    if (!this.index) return false;
    this.asked += PAGE;
    return this.render(this.asked, this.run);
  }

  /** Retries what failed: the index, or the last update's shards or text. */
  retry(f: Filters): Promise<boolean> {
    return this.index ? this.update(f, Math.max(PAGE, this.shown.length)) : this.load(f);
  }

  private shard(k: number): Promise<CardText[]> {
    let p = this.shards.get(k);
    if (!p) {
      p = this.fetchJson(`${this.urls.cards}${k}.json`) as Promise<CardText[]>;
      p.catch(() => this.shards.delete(k));
      this.shards.set(k, p);
    }
    return p;
  }

  /** Shows the first `n` results: the needed shards first, then one publish. */
  private async render(n: number, run: number): Promise<boolean> {
    const ranks = this.results.slice(0, n);
    let cards: JobSummary[];
    try {
      const byShard = new Map(
        await Promise.all([...new Set(ranks.map((r) => Math.floor(r / SHARD_SIZE)))].map(async (k) => [k, await this.shard(k)] as const)),
      );
      cards = ranks.map((r) => toSummary(this.entries[r]!, byShard.get(Math.floor(r / SHARD_SIZE))![r % SHARD_SIZE]!));
    } catch {
      if (run === this.run) this.publish({ error: 'update', busy: null });
      return false;
    }
    // A newer search, or a later "Show more" (which asked for more), wins.
    if (run !== this.run || n < this.asked) return false;
    this.shown = cards;
    this.publish({ cards, results: this.results.length, listed: this.listed, ready: true, busy: null, error: null, note: this.note });
    return true;
  }
}

const nextTask = () => new Promise<void>((done) => setTimeout(done, 0));

async function defaultFetchJson(url: string): Promise<unknown> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json();
}
