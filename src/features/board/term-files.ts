/**
 * How a keyword query is read into terms, and which term-index files it needs (term-index.ts). No
 * vocabulary here: the browser is told which entries exist (the page lists them), so it ships none of
 * keywords.ts, and the server reads queries the same way through keywords.ts queryTerms.
 */

/** The file name part of a vocabulary entry's leaf ("home health": "home-health"); the tests check they differ. */
export const entrySlug = (entry: string) => entry.replace(/[^a-z0-9]+/g, '-');

/** Words of this length or shorter match whole words only: "a" or "pt" as the start of words would match nearly every job. */
export const SHORT_WORD = 2;

/**
 * Words that say nothing about which job: a phone search is "physical therapy jobs near me", and a job
 * posting rarely says "jobs", so each of these would only take jobs away. Dropped before matching.
 */
export const IGNORED_WORDS: ReadonlySet<string> = new Set(
  'job jobs hiring hire hires position positions opening openings vacancy vacancies career careers employment opportunity opportunities near nearby me now today in at for the a an and of with to or'.split(
    ' ',
  ),
);

/**
 * A word with its ending folded, so "therapy", "therapist" and "therapists" (and "clinic"/"clinics")
 * find each other: the folded word matches as the start of a word, as any word of three letters or more
 * does. A vocabulary entry stays itself, and a plural of one becomes it ("pts", "orthopedics"). Endings
 * are taken off only where at least five letters remain ("texas", "class", "pay" stay).
 */
export function foldWord(word: string, isEntry: (term: string) => boolean): string {
  if (isEntry(word) || word.length < 5 || !/^[a-z]+$/.test(word)) {
    return !isEntry(word) && word.endsWith('s') && isEntry(word.slice(0, -1)) ? word.slice(0, -1) : word;
  }
  for (const [ending, put] of ENDINGS) {
    if (!word.endsWith(ending)) continue;
    const stem = word.slice(0, -ending.length) + put;
    if (stem.length >= 5) return stem;
  }
  return word;
}
/** Endings and what replaces them, first match wins: therapies, therapists, therapist, therapy, bonuses, clinics. */
const ENDINGS: readonly (readonly [string, string])[] = [
  ['ies', ''],
  ['ists', ''],
  ['ist', ''],
  ['y', ''],
  ['sses', 'ss'],
  ['uses', 'us'],
  ['xes', 'x'],
  ['ches', 'ch'],
  ['shes', 'sh'],
  ['ss', 'ss'],
  ['s', ''],
];

/** A word or two-word entry of a query: as typed, and the term it is matched by. */
export interface QueryWord {
  typed: string;
  term: string;
}

/**
 * The query's words and the entries of two words it holds, in order (lower case; punctuation other than
 * - / + dropped; IGNORED_WORDS dropped; endings folded). `isEntry` says which words and two-word
 * phrases are vocabulary entries.
 */
export function queryWords(q: string, isEntry: (phrase: string) => boolean): QueryWord[] {
  const words = q
    .toLowerCase()
    .replaceAll('\u0000', '')
    .split(/[^a-z0-9/+-]+/)
    .map((w) => w.replace(/^[-/+]+|[-/+]+$/g, ''))
    .filter((w) => w && !IGNORED_WORDS.has(w));
  const out: QueryWord[] = [];
  for (let i = 0; i < words.length; i++) {
    const pair = `${words[i]} ${words[i + 1]}`;
    if (i + 1 < words.length && isEntry(pair)) {
      out.push({ typed: pair, term: pair });
      i++;
    } else out.push({ typed: words[i]!, term: foldWord(words[i]!, isEntry) });
  }
  return out;
}

/** The query's terms (queryWords), each once. */
export function splitQuery(q: string, isEntry: (phrase: string) => boolean): string[] {
  return [...new Set(queryWords(q, isEntry).map((w) => w.term))];
}

/** What a query's terms need: the vocabulary entries' leaves (by entry), and the words to look up in the manifest. */
export function queryNeeds(terms: readonly string[], isEntry: (term: string) => boolean): { entries: string[]; words: string[] } {
  return { entries: terms.filter(isEntry), words: terms.filter((t) => !isEntry(t)) };
}
