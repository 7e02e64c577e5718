/**
 * The board island's engine, apart from React so it can be tested without a page: it fetches the compact
 * index (what filtering, counting and sorting need) after first paint, then only the card shards of the
 * cards it shows; it runs the board's one pass (run-board.ts) and publishes what the island renders.
 *
 * A keyword query fetches neither the index nor any search text (term-index.ts): only its words' leaves,
 * which carry the postings and the entries of just the jobs that can match, so the board holds some jobs,
 * not all, until a search without a keyword (or with a location, whose rule reads every job's city) loads
 * the index.
 *
 * It never shows a wrong state: a location waits for its lookup instead of saying "No jobs found"; a
 * newer search makes an older one's answer stale (it is dropped); a failed load is reported as such.
 */
import type { JobSummary } from '~/domain/job-summary';
import type { LatLng } from '~/features/location/geo';
import {
  applyConfirmed,
  decodeIndex,
  indexDecoder,
  isCompactIndex,
  isConfirmedColumn,
  SHARD_SIZE,
  toSummary,
  type CardText,
  type IndexEntry,
} from './compact-index';
import type { FacetCounts } from './facets';
import { RADII, type Filters } from './filters';
import { indexEntries, type Indexed } from './indexed';
import type { Keywords } from './keywords';
import { payRule } from './labels';
import { geocodeTarget, placeNames, placeWithoutLookup } from './place-search';
import type { Located } from './geocode-client';
import { countBoard, rankBoard } from './run-board';
import type { TermLeaf, TermManifest } from './term-index';
import type { SpellingBoard } from './spelling';

/**
 * The keyword code loads when a search first needs it, not with the page (the island's JavaScript budget).
 * A shared or home search does not wait for it: the page asks for it as it loads (BoardUrlGate.astro).
 */
const keywordCode = () => import('./keyword-code');

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
  /** 'load': the index could not be loaded (filters off, a retry); 'update': term files or card shards failed. */
  error: 'load' | 'update' | null;
  /** The pay rule the shown results follow, in words (labels.ts payRule), or null. */
  note?: string | null;
  /** The search as read when a typed word found nothing ("orthopedc" read as "orthopedic"), or null. */
  corrected?: { from: string; to: string } | null;
  /** With no results: close words and a wider radius, each with the jobs it would show (none offered at 0). */
  instead?: Instead | null;
  /** The search these results answer. */
  searched?: Filters | null;
  /** The searched place's point, when a location was found: the cards say how far each job is. */
  origin?: LatLng | null;
  /** The place searched, as the board read it (always said), or null without a location. */
  place?: PlaceRead | null;
}

/**
 * A location as read: `name` is the place used ("Austin, TX", "Texas", "Southern California"); null when
 * none was found, with `suggestions` it may have meant. `others` are other places of a bare name (not sure).
 */
export interface PlaceRead {
  typed: string;
  name: string | null;
  /** Searched within the radius of a point (else by state, region or the typed text). */
  near: boolean;
  others: string[];
  suggestions: string[];
}

export interface Instead {
  words: { q: string; jobs: number }[];
  radius: { miles: string; jobs: number } | null;
}

/** Where the board's files are (board-files.server.ts; all immutable, named by the build's content). */
export interface BoardUrls {
  index: string;
  /** The "Recently confirmed" column (compact-index.ts encodeIndex), fetched when that sort is chosen. */
  confirmed: string;
  /** `${cards}${k}.json` is card shard k. */
  cards: string;
  /** The word leaves' manifest. */
  terms: string;
  /** `${words}${k}.json` is word leaf k; `${entries}${slug}.json` a vocabulary entry's leaf. */
  words: string;
  entries: string;
  /** The vocabulary's entries (each has a leaf): what the board needs of keywords.ts, which it does not ship. */
  vocabulary: string[];
}

export class BoardController {
  /** By rank; a hole where no loaded file held the job (before the index loads, see the module comment). */
  private entries: (IndexEntry | undefined)[] = [];
  private index: (Indexed | undefined)[] | null = null;
  /** Whether every job is held (the compact index is loaded). */
  private complete = false;
  private indexLoad: Promise<void> | null = null;
  private confirmedLoad: Promise<number[]> | null = null;
  private manifest: Promise<TermManifest> | null = null;
  private leaves = new Map<string, Promise<TermLeaf>>();
  private merged = new WeakSet<TermLeaf>();
  private anchor = 0;
  private shards = new Map<string, Promise<CardText[]>>();
  private results: number[] = [];
  private shown: JobSummary[] = [];
  private asked = 0;
  private run = 0;
  private listed = 0;
  private listedAt = -Infinity;
  /** What the last answer was for: its counts are worked out when asked for (see `counts`). */
  private answered: { f: Filters; origin: LatLng | null; now: number; keywords: Keywords | null; place: PlaceRead | null; counts?: FacetCounts } | null = null;

  /** The search last asked for: its answer may not have come yet. */
  private asking: Filters | null = null;

  /**
   * Every option's count for the last answer, for the island to write beside the options. Counted on
   * first asking, not with the results: the island asks after the frame that shows them. Null while a
   * newer search is on its way: the last answer's counts would be written beside the newer search's options.
   */
  get counts(): FacetCounts | null {
    const a = this.answered;
    if (!a || !this.index || a.f !== this.asking) return null;
    a.counts ??= countBoard(this.index, a.f, a.keywords, a.origin, a.now);
    return a.counts;
  }

  constructor(
    private readonly urls: BoardUrls,
    private readonly publish: (view: Partial<BoardView>) => void,
    private readonly geocode: (place: string) => Promise<Located | null>,
    private readonly fetchJson: (url: string) => Promise<unknown> = defaultFetchJson,
    private readonly now: () => number = Date.now,
    /** How many jobs the build listed: the total shown until the index is loaded. */
    private readonly listedAtBuild = 0,
  ) {}

  get loaded(): boolean {
    return this.index !== null;
  }

  private loading: Promise<boolean> | null = null;
  private note: string | null = null;
  private corrected: BoardView['corrected'] = null;
  private insteadOf: Instead | null = null;

  /** Resolves when the first load begins: a "Show more" pressed before it waits for it. */
  private began!: () => void;
  private readonly firstLoad = new Promise<void>((r) => (this.began = r));

  /** Shows `f` (with `shown` cards, for Back) once its data is loaded. False when it could not be had. */
  load(f: Filters, shown = PAGE): Promise<boolean> {
    this.loading = this.update(f, shown);
    this.began();
    return this.loading;
  }

  /** The compact index: every job's entry. */
  private ensureIndex(): Promise<void> {
    this.indexLoad ??= (async () => {
      const raw = await this.fetchJson(this.urls.index);
      if (!isCompactIndex(raw)) throw new Error('not a board index');
      // Decoding and indexing a large board are each long tasks on a phone: a slice of jobs per
      // task, so none blocks a tap for long (Total Blocking Time).
      await nextTask();
      const decoder = indexDecoder(raw);
      while (!decoder.next(INDEX_SLICE)) await nextTask();
      const entries = decoder.entries;
      const index: Indexed[] = [];
      for (let from = 0; from < entries.length; from += INDEX_SLICE) {
        await nextTask();
        for (const x of indexEntries(entries.slice(from, from + INDEX_SLICE), null, from)) index.push(x);
      }
      this.entries = entries;
      this.busiest = null;
      this.anchor = raw.t;
      this.index = index;
      this.complete = true;
      await nextTask();
    })();
    this.indexLoad.catch(() => (this.indexLoad = null));
    return this.indexLoad;
  }

  private cached<T>(map: Map<string, Promise<T>>, url: string): Promise<T> {
    let p = map.get(url);
    if (!p) {
      p = this.fetchJson(url) as Promise<T>;
      p.catch(() => map.delete(url));
      map.set(url, p);
    }
    return p;
  }

  private entrySet: Set<string> | null = null;
  private readonly isEntry = (term: string) => (this.entrySet ??= new Set(this.urls.vocabulary)).has(term);

  /** The word leaves' manifest, fetched once (again after a failure). */
  private termManifest(): Promise<TermManifest> {
    if (!this.manifest) {
      this.manifest = this.fetchJson(this.urls.terms) as Promise<TermManifest>;
      this.manifest.catch(() => (this.manifest = null));
    }
    return this.manifest;
  }

  /** What reading a misspelt search needs of this board (spelling.ts, loaded with the keyword code). */
  private spelling(found: Awaited<ReturnType<BoardController['match']>>): SpellingBoard {
    const { code, leaves } = found;
    return {
      isEntry: this.isEntry,
      entries: this.urls.vocabulary,
      // A typed word matches as the board reads it (its ending folded).
      matches: (word) => code.matchTerms(code.splitQuery(word, this.isEntry), this.isEntry, leaves).size > 0,
      // A family can be split over several leaves, and a misspelling can fall in another than the word it means.
      familyWords: async (words) => {
        const stems = words.filter((w) => w.length >= 5).map((w) => w.slice(0, 4));
        if (!stems.length) return [];
        const plan = code.wordPlan(stems, await this.termManifest());
        return code.leafWords(await Promise.all(plan.map((k) => this.cached(this.leaves, `${this.urls.words}${k}.json`))));
      },
    };
  }

  /** A keyword query's terms, the leaves they need (fetched, held) and the jobs they match with their scores. */
  private async match(q: string) {
    const code = await keywordCode();
    const terms = code.splitQuery(q, this.isEntry);
    const { entries, words } = code.queryNeeds(terms, this.isEntry);
    let plan: number[] = [];
    if (words.length) {
      plan = code.wordPlan(words, await this.termManifest());
    }
    const leaves = await Promise.all([
      ...entries.map((e) => this.cached(this.leaves, `${this.urls.entries}${code.entrySlug(e)}.json`)),
      ...plan.map((k) => this.cached(this.leaves, `${this.urls.words}${k}.json`)),
    ]);
    // The shape check the browser runs (no schema library ships to it): enough to refuse a wrong file.
    for (const leaf of leaves) {
      if (!leaf || !Array.isArray(leaf.r) || typeof leaf.w !== 'object' || !isCompactIndex(leaf.i) || leaf.i.n !== leaf.r.length)
        throw new Error('not a term leaf');
    }
    if (!this.complete) for (const leaf of leaves) this.hold(leaf, code.leafRanks(leaf));
    for (const leaf of leaves) leaf.c?.forEach((text, i) => this.known.set(leaf.cr![i]!, text));
    // The words as typed, each once (what spelling reads and offers near searches for).
    const typed = [...new Set(code.queryWords(q, this.isEntry).map((w) => w.typed))];
    return { code, terms, typed, leaves, scores: code.matchTerms(terms, this.isEntry, leaves) };
  }

  /**
   * The keyword query matched through the term index (its leaves' jobs join those held). When it finds
   * nothing, each word that finds nothing by itself is read as the closest word the leaves hold, unless the
   * query is quoted (the visitor's "search instead for" the exact words).
   */
  private async keywords(q: string): Promise<{ keywords: Keywords; corrected: BoardView['corrected']; found: Awaited<ReturnType<BoardController['match']>> }> {
    let found = await this.match(q);
    let corrected: BoardView['corrected'] = null;
    if (!found.scores.size && !/["\u201c\u201d]/.test(q)) {
      // Spelling reads the words as typed ("neurolgy", not its folded "neurolg").
      const read = await found.code.readAsMeant(found.typed, this.spelling(found));
      const again = read && (await this.match(read.join(' ')));
      if (again && again.scores.size) {
        found = again;
        corrected = { from: q.trim(), to: read.join(' ') };
      }
    }
    return { keywords: found.code.keywordsOf(found.scores), corrected, found };
  }

  /**
   * What else a search with no results could show: each close word in place of one of its words, and the
   * next wider radius, with how many jobs each would show; only those that show some.
   */
  private async instead(f: Filters, found: Awaited<ReturnType<BoardController['match']>> | null, origin: LatLng | null, now: number): Promise<Instead> {
    const words = found
      ? await found.code.nearSearches(
          found.typed,
          this.spelling(found),
          async (q) => rankBoard(this.index!, f, found.code.keywordsOf((await this.match(q)).scores), origin, now, this.anchor).length,
        )
      : [];
    const index = this.index!;
    let radius: Instead['radius'] = null;
    if (origin) {
      const keywords = found ? found.code.keywordsOf(found.scores) : null;
      for (const miles of RADII.filter((r) => Number(r) > Number(f.radius))) {
        const jobs = rankBoard(index, { ...f, radius: miles }, keywords, origin, now, this.anchor).length;
        if (jobs > 0) {
          radius = { miles, jobs };
          break;
        }
      }
    }
    return { words: words.slice(0, 3), radius };
  }

  /** Holds a leaf's jobs (before the index is loaded). */
  private hold(leaf: TermLeaf, ranks: number[]): void {
    if (this.merged.has(leaf)) return;
    this.merged.add(leaf);
    const local = decodeIndex(leaf.i);
    const indexed = indexEntries(local);
    this.index ??= [];
    this.anchor = leaf.i.t;
    local.forEach((entry, i) => {
      const r = ranks[i]!;
      entry.rank = r;
      indexed[i]!.rank = r;
      this.entries[r] = entry;
      this.index![r] = indexed[i];
    });
    this.busiest = null;
  }

  /** Filters, counts, sorts and shows the first cards (or `shown` of them). True when it reached the screen. */
  async update(f: Filters, shown = PAGE): Promise<boolean> {
    const run = ++this.run;
    this.asking = f;
    let q = f.q.trim();
    let keywords: Keywords | null;
    let corrected: BoardView['corrected'] = null;
    let found: Awaited<ReturnType<BoardController['match']>> | null = null;
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
      if (q && !(await keywordCode()).splitQuery(q, this.isEntry).length) q = '';
      // Without a keyword the board shows any job; a location's rule reads every job's city (the state
      // with the most jobs for a bare city name): both need the index.
      if (!q || f.location.trim()) {
        // (Results on screen from a keyword's leaves: say the next search is coming.)
        if (!this.complete && this.index) this.publish({ busy: 'Searching…' });
        await this.ensureIndex();
      }
      if (q) {
        this.publish({ busy: 'Searching…' });
        ({ keywords, corrected, found } = await this.keywords(q));
        // A word no posting holds fetched no leaf, so no job is held yet: the answer is still an answer.
        this.index ??= [];
      } else keywords = null;
      if (f.sort === 'confirmed') {
        this.confirmedLoad ??= this.fetchJson(this.urls.confirmed).then((raw) => {
          if (!isConfirmedColumn(raw, this.entries.length)) throw new Error('not a confirmed column');
          return raw;
        });
        this.confirmedLoad.catch(() => (this.confirmedLoad = null));
        const column = await this.confirmedLoad;
        // Every held job's key, again each time: keyword leaves add jobs after the column arrived.
        if (this.index) applyConfirmed(column, this.entries, this.index);
      }
    } catch (e) {
      console.error('Failed to load jobs:', e);
      // An honest failure: no pretend results under the filters.
      if (run === this.run) this.publish({ error: this.index ? 'update' : 'load', busy: null });
      return false;
    }
    if (run !== this.run || !this.index) return false; // a newer search began meanwhile
    const typed = f.location.trim();
    const target = geocodeTarget(typed, (city) => this.stateWithJobs(city));
    let origin: LatLng | null = null;
    let place: PlaceRead | null = null;
    if (target) {
      this.publish({ busy: `Looking up ${typed}…` });
      const found = await this.geocode(target);
      origin = found?.at ?? null;
      place = origin
        ? { typed, name: found?.place ?? target, near: true, others: found?.others ?? [], suggestions: [] }
        : { typed, name: null, near: false, others: [], suggestions: found?.suggestions ?? [] };
    } else if (typed) place = { typed, name: placeWithoutLookup(typed), near: false, others: [], suggestions: [] };
    if (run !== this.run) return false;
    const now = this.now();
    this.results = rankBoard(this.index, f, keywords, origin, now, this.anchor);
    this.answered = { f, origin, now, keywords, place };
    // The listed total changes only when an expiry passes: counted at most once a minute, once every job is held.
    if (!this.complete) this.listed = this.listedAtBuild;
    else if (now - this.listedAt > 60_000) {
      this.listed = 0;
      for (const e of this.index) if (e && e.expires > now) this.listed++;
      this.listedAt = now;
    }
    this.asked = Math.max(PAGE, shown);
    this.note = payRule(f);
    this.corrected = corrected;
    try {
      this.insteadOf = this.results.length ? null : await this.instead(f, found, origin, now);
    } catch {
      this.insteadOf = null; // what else to offer is a help, never a reason to fail the answer
    }
    if (run !== this.run) return false;
    return this.render(this.asked, run);
  }

  /**
   * How many of the current results are in each state and metro ("City, ST"), for the map; null until
   * every job is held (a keyword's first answer holds only its own).
   */
  places(): { states: Map<string, number>; metros: Map<string, number> } | null {
    if (!this.complete) return null;
    const states = new Map<string, number>();
    const metros = new Map<string, number>();
    for (const r of this.results) {
      const e = this.entries[r];
      if (!e) continue;
      states.set(e.state, (states.get(e.state) ?? 0) + 1);
      const metro = `${e.city}, ${e.state}`;
      metros.set(metro, (metros.get(metro) ?? 0) + 1);
    }
    return { states, metros };
  }

  /** Per city name (lower case), the state with the most jobs in a city of that name: made once per index. */
  private busiest: Map<string, string> | null = null;

  /** The state with the most listed jobs in a city of this name, or null when none has any. */
  private stateWithJobs(city: string): string | null {
    if (!this.busiest) {
      const tally = new Map<string, Map<string, number>>();
      for (const e of this.entries) {
        if (!e) continue;
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
    // Clicked before the board has loaded (the build's cards are shown until then, and a click replayed
    // at hydration can come before the island's first load begins): after it.
    if (!this.index) {
      await this.firstLoad;
      await this.loading;
    }
    if (!this.index) return false;
    this.asked += PAGE;
    return this.render(this.asked, this.run);
  }

  /** Retries what failed: the index, or the last update's leaves or shards. */
  retry(f: Filters): Promise<boolean> {
    return this.index ? this.update(f, Math.max(PAGE, this.shown.length)) : this.load(f);
  }

  private shard(k: number): Promise<CardText[]> {
    return this.cached(this.shards, `${this.urls.cards}${k}.json`);
  }

  /** Card text a vocabulary entry's leaf carried (its first cards), by rank: no shard needed for these. */
  private known = new Map<number, CardText>();

  /** Shows the first `n` results: the needed shards first (none for cards already known), then one publish. */
  private async render(n: number, run: number): Promise<boolean> {
    const ranks = this.results.slice(0, n);
    let cards: JobSummary[];
    try {
      const wanted = ranks.filter((r) => !this.known.has(r)).map((r) => Math.floor(r / SHARD_SIZE));
      const byShard = new Map(await Promise.all([...new Set(wanted)].map(async (k) => [k, await this.shard(k)] as const)));
      cards = ranks.map((r) => toSummary(this.entries[r]!, this.known.get(r) ?? byShard.get(Math.floor(r / SHARD_SIZE))![r % SHARD_SIZE]!));
    } catch {
      if (run === this.run) this.publish({ error: 'update', busy: null });
      return false;
    }
    // A newer search, or a later "Show more" (which asked for more), wins.
    if (run !== this.run || n < this.asked) return false;
    this.shown = cards;
    this.publish({
      cards,
      results: this.results.length,
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

const nextTask = () => new Promise<void>((done) => setTimeout(done, 0));
/** Jobs decoded or indexed per task: a slice short enough that a tap is never kept waiting. */
const INDEX_SLICE = 1000;

async function defaultFetchJson(url: string): Promise<unknown> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json();
}
