/**
 * Which term-index files a keyword query needs before any is read (term-index.ts): small, so the page can
 * ask for them as soon as it is parsed (board-boot.ts), ahead of the board's code.
 */
import { PT_VOCABULARY, queryTerms } from './keywords';

/** The file name part of a vocabulary entry's leaf ("home health": "home-health"); the tests check they differ. */
export const entrySlug = (entry: string) => entry.replace(/[^a-z0-9]+/g, '-');

/** What a query needs: the vocabulary entries' leaves (by entry), and the words to look up in the manifest. */
export function queryNeeds(q: string): { entries: string[]; words: string[] } {
  const terms = queryTerms(q);
  return { entries: terms.filter((t) => PT_VOCABULARY[t]), words: terms.filter((t) => !PT_VOCABULARY[t]) };
}
