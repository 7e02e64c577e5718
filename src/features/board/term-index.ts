/**
 * The board's term index: a keyword query fetches only the few files its words need,
 * not the search text of every job nor the whole compact index.
 *
 * Two kinds of leaf, each a file carrying its postings (a job, and the fields holding the term: title 1,
 * employer 2, description 4, facts 8) and the compact index of just its jobs, so the files a query
 * fetches hold every job it can show and the board filters, counts and sorts those (a keyword's counts
 * only ever count jobs that match it):
 *   - a vocabulary entry ("pediatric", "home health", "OT") is one leaf, "~entry": the jobs it matches,
 *     found at build by the very patterns and facts compileKeywords uses, each job once however many of its
 *     forms it holds;
 *   - any other word is looked up by its start in word leaves: the words of each job's title, employer and
 *     description ([a-z0-9] runs of the lower-cased text, as keywords.ts reads a word start) and the
 *     hyphen/slash compounds and their tails ("post-acute", "otr/l"), grouped by their first three
 *     characters; a leaf holding more than LEAF_SPLIT of the jobs is split by one more character (a term
 *     no longer than its key stays).
 * The manifest lists the leaves and their jobs. Every query is served so: a word of one or two letters is
 * a whole word (term-files.ts SHORT_WORD), so it needs its own leaf and its compounds' only. This module
 * finds the jobs and scores that compileKeywords finds and scores over the search text (the server's
 * job alerts use that), which the tests check over whole builds.
 *
 * Pure: this is the reading side, shared by the browser and the tests; term-index.server.ts writes the
 * files at build.
 */
import type { CardText, CompactIndex } from './compact-index';
import type { Keywords } from './keywords';
import { SHORT_WORD } from './term-files';

export const TITLE = 1;
export const EMPLOYER = 2;
export const DESCRIPTION = 4;
export const FACTS = 8;

/** The word leaves: leaf k (its file's number) holds the terms filed under keys[k], and jobs[k] jobs. */
export interface TermManifest {
  n: number;
  /** Sorted. */
  keys: string[];
  jobs: number[];
}

export interface TermLeaf {
  /** The global ranks of the leaf's jobs, ascending, each as the gap from the previous one. */
  r: number[];
  /** The compact index of just these jobs (in the same order). */
  i: CompactIndex;
  /** Per term, its postings: each the gap in leaf positions times 16 plus the field bits. */
  w: Record<string, number[]>;
  /**
   * A vocabulary entry's leaf only: the card text of the first cards a search for the entry alone shows
   * (best match, as built), and their ranks, so a shared search for it needs no card shard.
   */
  c?: CardText[];
  cr?: number[];
}
/** Characters that join the parts of a compound ("post-acute", "otr/l"). */
export const JOINERS = '-/+';
export const isAlnum = (c: string | undefined) => c !== undefined && ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'));

/** A vocabulary entry's leaf (and its one term). */
export const entryKey = (entry: string) => `~${entry}`;

/** The leaf of a text: the longest key that begins it (keys are sorted). */
function leafOf(keys: readonly string[], text: string): number {
  // Keys that begin `text` are its prefixes; there are at most a few, found by binary search for each length.
  for (let len = text.length; len > 0; len--) {
    const k = bisect(keys, text.slice(0, len));
    if (keys[k] === text.slice(0, len)) return k;
  }
  return -1;
}

function bisect(keys: readonly string[], text: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (keys[mid]! < text) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
/** The ranks of a leaf's jobs, from their gaps. */
export function leafRanks(leaf: Pick<TermLeaf, 'r'>): number[] {
  let r = 0;
  return leaf.r.map((gap) => (r += gap));
}

/** Whether a term answers a query word: it begins with it, and a short word (SHORT_WORD) ends where it does. */
function answers(term: string, word: string): boolean {
  if (term.startsWith('~') || !term.startsWith(word)) return false;
  return word.length > SHORT_WORD || term.length === word.length || !isAlnum(term[word.length]);
}

/** The leaves a word's matches are filed in: the one its text falls in, and those of longer terms it begins. */
function wordLeaves(keys: readonly string[], word: string, out: Set<number>): void {
  const own = leafOf(keys, word);
  if (own >= 0) out.add(own);
  for (let k = bisect(keys, word); k < keys.length && keys[k]!.startsWith(word); k++) {
    // A short word is whole: beside its own leaf, only its compounds' ("pt-" for "pt").
    if (word.length > SHORT_WORD || JOINERS.includes(keys[k]![word.length] ?? '')) out.add(k);
  }
}

/** The word leaves (file numbers) a query's words need. */
export function wordPlan(words: readonly string[], manifest: TermManifest): number[] {
  const needed = new Set<number>();
  for (const word of words) wordLeaves(manifest.keys, word, needed);
  return [...needed];
}

/**
 * The jobs a query's terms (splitQuery) match and their scores (by global rank), from the leaves its
 * vocabulary entries and wordPlan named: the same jobs and scores as compileKeywords over the search text.
 */
export function matchTerms(terms: readonly string[], isEntry: (term: string) => boolean, leaves: readonly TermLeaf[]): Map<number, number> {
  const decoded = leaves.map((leaf) => ({ leaf, ranks: leafRanks(leaf) }));
  let scores: Map<number, number> | null = null;
  for (const term of terms) {
    const entry = isEntry(term) ? entryKey(term) : null;
    // The fields the term is in, per job (the best field scores, as compileKeywords does).
    const bits = new Map<number, number>();
    for (const { leaf, ranks } of decoded) {
      for (const [name, list] of Object.entries(leaf.w)) {
        if (entry ? name !== entry : !answers(name, term)) continue;
        let at = 0;
        for (const v of list) {
          at += Math.floor(v / 16);
          const r = ranks[at]!;
          bits.set(r, (bits.get(r) ?? 0) | (v % 16));
        }
      }
    }
    const next = new Map<number, number>();
    for (const [r, b] of bits) {
      if (scores && !scores.has(r)) continue;
      const score = b & TITLE ? 3 : b & (EMPLOYER | FACTS) ? 2 : 1;
      next.set(r, (scores?.get(r) ?? 0) + score);
    }
    scores = next;
  }
  return scores ?? new Map();
}

/** A matched set as the rules' keywords (rank-keyed), for rankBoard and countBoard. */
export function keywordsOf(scores: ReadonlyMap<number, number>): Keywords {
  return { test: (e) => scores.has(e.rank), score: (e) => scores.get(e.rank) ?? 0 };
}

/** The plain words the leaves hold, each with how many jobs hold it: what a misspelt word is compared with. */
export function leafWords(leaves: readonly TermLeaf[]): { word: string; jobs: number }[] {
  const out: { word: string; jobs: number }[] = [];
  for (const leaf of leaves) for (const [word, list] of Object.entries(leaf.w)) if (!word.startsWith('~')) out.push({ word, jobs: list.length });
  return out;
}
