/**
 * Misspelt keywords: a word that finds nothing is read as the closest word the board's postings hold, as
 * a person would mean it ("orthopedc" is "orthopedic", "outpateint" is "outpatient"). Edits are single
 * letters added, dropped or changed, or two neighbours swapped; a word of 5 to 8 letters may be one edit
 * away, a longer one two, and a shorter one none (too many short words are a letter apart). Pure.
 */

/** How many edits a word of this length may be from the word it is read as. */
export const allowedEdits = (word: string): number => (word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0);

/**
 * The edits between two words (optimal string alignment: a swap of neighbours is one edit), or `max + 1`
 * as soon as it is known to be more than `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = row;
  }
  return Math.min(previous[b.length]!, max + 1);
}

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
