/**
 * Misspelt keywords: a word that finds nothing is read as the closest word the board's postings hold, as
 * a person would mean it ("orthopedc" is "orthopedic", "outpateint" is "outpatient"). Edits are single
 * letters added, dropped or changed, or two neighbours swapped; a word of 5 to 8 letters may be one edit
 * away, a longer one two, and a shorter one none (too many short words are a letter apart). Pure.
 */
import { editDistance } from '~/lib/edit-distance';

export { editDistance };

/** How many edits a word of this length may be from the word it is read as. */
export const allowedEdits = (word: string): number => (word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0);

export interface Candidate {
  word: string;
  /** How many jobs hold it: the more common of two equally close words is the likelier meaning. */
  jobs: number;
}

/** The words within reach of `word`, closest first, then the most common; at most `limit`. */
export function closestWords(word: string, candidates: Iterable<Candidate>, limit = 3, edits = allowedEdits(word)): Candidate[] {
  if (edits === 0) return [];
  const found: (Candidate & { distance: number })[] = [];
  for (const c of candidates) {
    if (c.word === word || !/^[a-z]+$/.test(c.word)) continue;
    const distance = editDistance(word, c.word, edits);
    if (distance <= edits) found.push({ ...c, distance });
  }
  return found
    .sort((x, y) => x.distance - y.distance || y.jobs - x.jobs || (x.word < y.word ? -1 : 1))
    .slice(0, limit)
    .map(({ word: w, jobs }) => ({ word: w, jobs }));
}

/** What reading a search needs from the board: its vocabulary, word families and matching. */
export interface SpellingBoard {
  isEntry(term: string): boolean;
  /** The vocabulary's one-word entries (the page lists them: no file to fetch). */
  entries: readonly string[];
  /** The words of the term leaves filed under these words' first four letters, with their job counts. */
  familyWords(words: string[]): Promise<Candidate[]>;
  /** Whether this one term matches any job, over the leaves already fetched. */
  matches(term: string): boolean;
}

const asCandidates = (entries: readonly string[], words: Candidate[]): Candidate[] => {
  const known = new Set(words.map((w) => w.word));
  return [...words, ...entries.filter((e) => /^[a-z]+$/.test(e) && !known.has(e)).map((word) => ({ word, jobs: 0 }))];
};

/**
 * A search that found nothing, read as meant: each word that finds nothing by itself becomes its closest
 * vocabulary entry, else the closest word of its family; null when nothing changes.
 */
export async function readAsMeant(terms: string[], board: SpellingBoard): Promise<string[] | null> {
  const missing = terms.filter((t) => !board.isEntry(t) && !board.matches(t));
  const entries = asCandidates(board.entries, []);
  const byEntry = new Map(missing.map((t) => [t, closestWords(t, entries)[0]?.word]));
  const rest = missing.filter((t) => !byEntry.get(t));
  const words = rest.length ? asCandidates(board.entries, await board.familyWords(rest)) : [];
  const read = terms.map((t) => (missing.includes(t) ? (byEntry.get(t) ?? closestWords(t, words)[0]?.word ?? t) : t));
  return read.some((t, i) => t !== terms[i]) ? read : null;
}

/** Searches a word away from this one (one word changed at a time), each with the jobs it shows; those with some, at most 3. */
export async function nearSearches(terms: string[], board: SpellingBoard, jobs: (q: string) => Promise<number>): Promise<{ q: string; jobs: number }[]> {
  const words = terms.filter((t) => !board.isEntry(t));
  const candidates = asCandidates(board.entries, await board.familyWords(words));
  const out: { q: string; jobs: number }[] = [];
  for (const [i, term] of terms.entries()) {
    if (board.isEntry(term)) continue;
    for (const near of closestWords(term, candidates, 3, Math.max(1, allowedEdits(term)))) {
      const q = terms.map((t, j) => (j === i ? near.word : t)).join(' ');
      const n = out.some((o) => o.q === q) ? 0 : await jobs(q);
      if (n > 0) out.push({ q, jobs: n });
    }
  }
  return out.slice(0, 3);
}
