/**
 * The board engine's loading: what the browser holds of the board's files and how it gets the rest. The
 * compact index (every job's entry: what filtering, counting and sorting need) decoded a slice per task; the
 * "Recently confirmed" column when that sort is chosen; the word leaves' manifest and leaves, each fetched
 * once (again after a failure); card shards, fetched only for the cards shown.
 *
 * Before the index is loaded it holds some jobs, not all: those a keyword's leaves carried (`hold`), each at
 * its rank, with the card text a vocabulary entry's leaf carries for its first cards.
 */
import type { JobSummary } from '~/domain/job-summary';
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
import { indexEntries, type Indexed } from './indexed';
import type { TermLeaf, TermManifest } from './term-index';
import type { BoardUrls } from './board-view';

export type FetchJson = (url: string) => Promise<unknown>;

/** A board file the site no longer has: a rebuild replaced the build whose files the page names. */
export class BoardFileGone extends Error {}

/** Where the current build's board files are (src/pages/jobs/board.json.ts). */
export const BOARD_POINTER = '/jobs/board.json';

export class BoardLoader {
  /** By rank; a hole where no loaded file held the job. */
  entries: (IndexEntry | undefined)[] = [];
  index: (Indexed | undefined)[] | null = null;
  /** Whether every job is held (the compact index is loaded). */
  complete = false;
  /** The time the build's entries are relative to (compact-index.ts). */
  anchor = 0;
  private indexLoad: Promise<void> | null = null;
  private confirmedLoad: Promise<number[]> | null = null;
  private manifest: Promise<TermManifest> | null = null;
  private leaves = new Map<string, Promise<TermLeaf>>();
  private merged = new WeakSet<TermLeaf>();
  private shards = new Map<string, Promise<CardText[]>>();
  /** Card text a vocabulary entry's leaf carried (its first cards), by rank: no shard needed for these. */
  private known = new Map<number, CardText>();
  private entrySet: Set<string> | null = null;
  /** Per city name (lower case), the state with the most jobs in a city of that name: made once per index. */
  private busiest: Map<string, string> | null = null;

  constructor(
    readonly urls: BoardUrls,
    readonly fetchJson: FetchJson = defaultFetchJson,
  ) {}

  /** Whether a term is one of the vocabulary's entries (each has a leaf of its own). */
  readonly isEntry = (term: string) => (this.entrySet ??= new Set(this.urls.vocabulary)).has(term);

  /** The compact index: every job's entry. */
  ensureIndex(): Promise<void> {
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

  /** Every held job gets its "Recently confirmed" key (again each time: keyword leaves add jobs after the column arrived). */
  async applyConfirmed(): Promise<void> {
    this.confirmedLoad ??= this.fetchJson(this.urls.confirmed).then((raw) => {
      if (!isConfirmedColumn(raw, this.entries.length)) throw new Error('not a confirmed column');
      return raw;
    });
    this.confirmedLoad.catch(() => (this.confirmedLoad = null));
    const column = await this.confirmedLoad;
    if (this.index) applyConfirmed(column, this.entries, this.index);
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

  /** The word leaves' manifest, fetched once (again after a failure). */
  termManifest(): Promise<TermManifest> {
    if (!this.manifest) {
      this.manifest = this.fetchJson(this.urls.terms) as Promise<TermManifest>;
      this.manifest.catch(() => (this.manifest = null));
    }
    return this.manifest;
  }

  /** Word leaf k. */
  wordLeaf(k: number): Promise<TermLeaf> {
    return this.cached(this.leaves, `${this.urls.words}${k}.json`);
  }

  /** A vocabulary entry's leaf, by its slug (term-files.ts entrySlug). */
  entryLeaf(slug: string): Promise<TermLeaf> {
    return this.cached(this.leaves, `${this.urls.entries}${slug}.json`);
  }

  /** Holds a leaf's jobs at their ranks (before the index is loaded), and the card text it carries. */
  hold(leaf: TermLeaf, ranks: () => number[]): void {
    if (!this.complete && !this.merged.has(leaf)) {
      this.merged.add(leaf);
      const at = ranks();
      const local = decodeIndex(leaf.i);
      const indexed = indexEntries(local);
      this.index ??= [];
      this.anchor = leaf.i.t;
      local.forEach((entry, i) => {
        const r = at[i]!;
        entry.rank = r;
        indexed[i]!.rank = r;
        this.entries[r] = entry;
        this.index![r] = indexed[i];
      });
      this.busiest = null;
    }
    leaf.c?.forEach((text, i) => this.known.set(leaf.cr![i]!, text));
  }

  /** The cards of these ranks: the shards they need first (none for cards already known). */
  async cards(ranks: number[]): Promise<JobSummary[]> {
    const wanted = ranks.filter((r) => !this.known.has(r)).map((r) => Math.floor(r / SHARD_SIZE));
    const byShard = new Map(
      await Promise.all([...new Set(wanted)].map(async (k) => [k, await this.cached(this.shards, `${this.urls.cards}${k}.json`)] as const)),
    );
    return ranks.map((r) => toSummary(this.entries[r]!, this.known.get(r) ?? byShard.get(Math.floor(r / SHARD_SIZE))![r % SHARD_SIZE]!));
  }

  /** The state with the most held jobs in a city of this name, or null when none has any. */
  stateWithJobs(city: string): string | null {
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
}

const nextTask = () => new Promise<void>((done) => setTimeout(done, 0));
/** Jobs decoded or indexed per task: a slice short enough that a tap is never kept waiting. */
const INDEX_SLICE = 1000;

async function defaultFetchJson(url: string): Promise<unknown> {
  const res = await fetch(url);
  if (res.status === 404 || res.status === 410) throw new BoardFileGone(`${url}: ${res.status}`);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json();
}
