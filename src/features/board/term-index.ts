/**
 * The board's term index (issue 28, item 3): a keyword query fetches only the few files its words need,
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
 * The manifest lists the leaves and their jobs. A query needing more than MAX_LEAVES leaves (a word of
 * one or two letters), or leaves holding more jobs than FULL_SHARE times all, takes the index and search
 * text instead (queryPlan). Either way the answer is the same: this module finds the jobs and scores
 * that compileKeywords finds and scores, which the tests check over whole builds.
 *
 * Pure: the build writes the files, the browser reads them.
 */
import type { JobSummary } from '~/domain/job-summary';
import { encodeIndex, type CompactIndex } from './compact-index';
import type { Indexed } from './indexed';
import { formPattern, meaningOf, PT_VOCABULARY, queryTerms, type Keywords } from './keywords';

/** A leaf holding more than this share of all jobs is split by a further character. */
export const LEAF_SPLIT = 0.06;
/** A query whose leaves hold more jobs than this times all (the same jobs over again) loads the index and search text instead. */
export const FULL_SHARE = 1.5;
export const MAX_LEAVES = 10;

const TITLE = 1;
const EMPLOYER = 2;
const DESCRIPTION = 4;
const FACTS = 8;

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
}

/** Characters that join the parts of a compound ("post-acute", "otr/l"). */
const JOINERS = '-/+';
const isAlnum = (c: string | undefined) => c !== undefined && ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'));

/** The terms of one field's lower-cased text: its words, and its compounds and their tails. */
export function fieldTerms(text: string): Set<string> {
  const terms = new Set<string>();
  for (const m of text.matchAll(/[a-z0-9]+/g)) terms.add(m[0]);
  for (const m of text.matchAll(/[a-z0-9/+-]+/g)) {
    const run = m[0].replace(/^[-/+]+|[-/+]+$/g, '');
    if (![...JOINERS].some((j) => run.includes(j))) continue;
    // Every tail that starts a word inside the compound: "non-post-acute" holds "post-acute".
    for (let i = 0; i < run.length; i++) {
      if (isAlnum(run[i]) && (i === 0 || !isAlnum(run[i - 1]))) {
        const tail = run.slice(i);
        if ([...JOINERS].some((j) => tail.includes(j))) terms.add(tail);
      }
    }
  }
  return terms;
}

/** A vocabulary entry's leaf (and its one term). */
const entryKey = (entry: string) => `~${entry}`;

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

/**
 * The term index of a build: `order` in rank order, `indexed` the same jobs as the rules see them (for the
 * facts), `t` the compact index's time (each leaf's index uses it too).
 */
export function buildTermIndex(
  order: readonly JobSummary[],
  indexed: readonly Indexed[],
  t: number,
): { manifest: TermManifest; words: TermLeaf[]; entries: Map<string, TermLeaf> } {
  const postings = new Map<string, Map<number, number>>();
  const add = (term: string, rank: number, bits: number) => {
    let p = postings.get(term);
    if (!p) postings.set(term, (p = new Map()));
    p.set(rank, (p.get(rank) ?? 0) | bits);
  };
  const entries = Object.keys(PT_VOCABULARY).map((entry) => {
    const { forms, facts } = meaningOf(entry);
    return { key: entryKey(entry), re: new RegExp(forms.map(formPattern).join('|')), facts };
  });
  order.forEach((job, rank) => {
    const fields: [string, number][] = [
      [job.job_title.toLowerCase(), TITLE],
      [job.employer_name.toLowerCase(), EMPLOYER],
      [job.description.toLowerCase(), DESCRIPTION],
    ];
    for (const [text, bit] of fields) for (const term of fieldTerms(text)) add(term, rank, bit);
    for (const { key, re, facts } of entries) {
      let bits = facts?.(indexed[rank]!) ? FACTS : 0;
      for (const [text, bit] of fields) if (re.test(text)) bits |= bit;
      if (bits) add(key, rank, bits);
    }
  });

  // Keys: three characters, split while a leaf holds too many jobs and has longer terms to split by.
  const terms = [...postings.keys()];
  let groups = new Map<string, string[]>();
  for (const term of terms) {
    // A vocabulary entry is a leaf of its own, never split.
    const key = term.startsWith('~') ? term : term.slice(0, 3);
    groups.set(key, [...(groups.get(key) ?? []), term]);
  }
  const limit = Math.max(50, LEAF_SPLIT * order.length);
  const jobsOf = (ts: readonly string[]) => {
    const s = new Set<number>();
    for (const term of ts) for (const r of postings.get(term)!.keys()) s.add(r);
    return s;
  };
  for (let changed = true; changed;) {
    changed = false;
    const next = new Map<string, string[]>();
    for (const [key, ts] of groups) {
      if (key.startsWith('~') || jobsOf(ts).size <= limit || !ts.some((term) => term.length > key.length)) {
        next.set(key, ts);
        continue;
      }
      changed = true;
      for (const term of ts) {
        const text = term;
        const k = text.length > key.length ? text.slice(0, key.length + 1) : key;
        next.set(k, [...(next.get(k) ?? []), term]);
      }
    }
    groups = next;
  }
  const leafOfTerms = (ts: string[]): TermLeaf => {
    const ranks = [...jobsOf(ts)].sort((x, y) => x - y);
    const local = new Map(ranks.map((r, i) => [r, i]));
    const w: Record<string, number[]> = {};
    for (const term of ts.sort()) {
      const list = [...postings.get(term)!].sort((x, y) => x[0] - y[0]);
      let previous = 0;
      w[term] = list.map(([r, bits]) => {
        const at = local.get(r)!;
        const gap = at - previous;
        previous = at;
        return gap * 16 + bits;
      });
    }
    return {
      r: gaps(ranks),
      i: encodeIndex(
        ranks.map((r) => order[r]!),
        t,
      ).index,
      w,
    };
  };
  const keys = [...groups.keys()].filter((k) => !k.startsWith('~')).sort();
  const words = keys.map((k) => leafOfTerms(groups.get(k)!));
  // Every entry has its leaf, empty when no job matches it: the browser asks for it by name.
  const entryLeaves = new Map(Object.keys(PT_VOCABULARY).map((entry) => [entry, leafOfTerms(groups.get(entryKey(entry)) ?? [])]));
  return { manifest: { n: order.length, keys, jobs: words.map((l) => l.r.length) }, words, entries: entryLeaves };
}

const gaps = (sorted: readonly number[]) => sorted.map((r, i) => r - (i ? sorted[i - 1]! : 0));

/** The ranks of a leaf's jobs, from their gaps. */
export function leafRanks(leaf: Pick<TermLeaf, 'r'>): number[] {
  let r = 0;
  return leaf.r.map((gap) => (r += gap));
}

/** The leaves a word's matches are filed in: the one its text falls in, and those of longer terms it begins. */
function wordLeaves(keys: readonly string[], word: string, out: Set<number>): void {
  const own = leafOf(keys, word);
  if (own >= 0) out.add(own);
  for (let k = bisect(keys, word); k < keys.length && keys[k]!.startsWith(word); k++) out.add(k);
}

/**
 * The word leaves (file numbers) for a query's words, or null when it should load the index and search
 * text instead: too many leaves (a word of a letter or two), or leaves holding the same jobs over again.
 */
export function wordPlan(words: readonly string[], manifest: TermManifest): number[] | null {
  const needed = new Set<number>();
  for (const word of words) wordLeaves(manifest.keys, word, needed);
  let jobs = 0;
  for (const k of needed) jobs += manifest.jobs[k]!;
  if (needed.size > MAX_LEAVES || jobs > FULL_SHARE * manifest.n) return null;
  return [...needed];
}

/** Whether a word leaf's term answers a query word: it begins with it. */
const answers = (term: string, word: string) => !term.startsWith('~') && term.startsWith(word);

/**
 * The jobs a query matches and their scores (by global rank), from the leaves queryPlan named: the same
 * jobs and scores as compileKeywords over the search text. Null for an empty query.
 */
export function matchTerms(q: string, leaves: readonly TermLeaf[]): Map<number, number> | null {
  const terms = queryTerms(q);
  if (terms.length === 0) return null;
  const decoded = leaves.map((leaf) => ({ leaf, ranks: leafRanks(leaf) }));
  let scores: Map<number, number> | null = null;
  for (const term of terms) {
    const entry = PT_VOCABULARY[term] ? entryKey(term) : null;
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
  return scores;
}

/** A matched set as the rules' keywords (rank-keyed), for rankBoard and countBoard. */
export function keywordsOf(scores: ReadonlyMap<number, number>): Keywords {
  return { test: (e) => scores.has(e.rank), score: (e) => scores.get(e.rank) ?? 0 };
}
