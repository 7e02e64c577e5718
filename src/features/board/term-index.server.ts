/** The term index's writing side (term-index.ts says what it holds): made once per build. */
import type { JobSummary } from '~/domain/job-summary';
import { PAGE } from './board-view';
import { encodeIndex, type CardText } from './compact-index';
import { EMPTY_FILTERS } from './filters';
import { rankBoard } from './run-board';
import type { Indexed } from './indexed';
import { compileKeywords, compileTerm, PT_VOCABULARY } from './keywords';
import { DESCRIPTION, EMPLOYER, entryKey, FACTS, isAlnum, JOINERS, TITLE, type TermLeaf, type TermManifest } from './term-index';

/** A leaf holding more than this share of all jobs is split by a further character. */
const LEAF_SPLIT = 0.06;

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
  const entries = Object.keys(PT_VOCABULARY).map((entry) => ({ key: entryKey(entry), ...compileTerm(entry) }));
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
    const group = groups.get(key);
    if (group) group.push(term);
    else groups.set(key, [term]);
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
        const k = term.length > key.length ? term.slice(0, key.length + 1) : key;
        const group = next.get(k);
        if (group) group.push(term);
        else next.set(k, [term]);
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

/**
 * Gives each vocabulary entry's leaf the cards a search for that entry alone shows first (best match, as
 * the browser sorts them at `now`, days counted from `anchor`), so a shared search for it needs no card
 * shard. `indexed` is the compact index as the browser decodes it (times to the hour), with the search text.
 */
export function addFirstCards(
  entries: Map<string, TermLeaf>,
  indexed: readonly Indexed[],
  cardText: (rank: number) => CardText,
  now: number,
  anchor: number,
): void {
  for (const [entry, leaf] of entries) {
    const first = rankBoard(indexed, { ...EMPTY_FILTERS, q: entry, sort: 'match' }, compileKeywords(entry), null, now, anchor).slice(0, PAGE);
    leaf.cr = first;
    leaf.c = first.map(cardText);
  }
}
