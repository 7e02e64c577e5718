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
 * The query's words and the entries of two words it holds, in order (lower case; punctuation other than
 * - / + dropped). `isEntry` says which two-word phrases are vocabulary entries.
 */
export function splitQuery(q: string, isEntry: (phrase: string) => boolean): string[] {
  const words = q
    .toLowerCase()
    .replaceAll('\u0000', '')
    .split(/[^a-z0-9/+-]+/)
    .map((w) => w.replace(/^[-/+]+|[-/+]+$/g, ''))
    .filter(Boolean);
  const terms: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const pair = `${words[i]} ${words[i + 1]}`;
    if (i + 1 < words.length && isEntry(pair)) {
      terms.push(pair);
      i++;
    } else terms.push(words[i]!);
  }
  return [...new Set(terms)];
}

/** What a query's terms need: the vocabulary entries' leaves (by entry), and the words to look up in the manifest. */
export function queryNeeds(terms: readonly string[], isEntry: (term: string) => boolean): { entries: string[]; words: string[] } {
  return { entries: terms.filter(isEntry), words: terms.filter((t) => !isEntry(t)) };
}
