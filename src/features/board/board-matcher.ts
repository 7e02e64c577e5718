/**
 * The board engine's matching: a keyword query read through the term index (only its words' leaves, which
 * carry the postings and the entries of just the jobs that can match), a misspelt query read as the words
 * the leaves hold, and, for a search with no results, what else could show some (close words, a wider
 * radius). The keyword code loads when a search first needs it, not with the page (the island's JavaScript
 * budget); a shared or home search does not wait for it: the page asks for it as it loads (BoardUrlGate.astro).
 */
import type { LatLng } from '~/features/location/geo';
import { isCompactIndex } from './compact-index';
import { RADII, type Filters } from './filters';
import type { Keywords } from './keywords';
import { rankBoard } from './run-board';
import type { SpellingBoard } from './spelling';
import type { BoardLoader } from './board-loader';
import type { BoardView, Instead } from './board-view';

const keywordCode = () => import('./keyword-code');

export type Match = Awaited<ReturnType<BoardMatcher['match']>>;

export class BoardMatcher {
  constructor(private readonly files: BoardLoader) {}

  /** Whether a query says anything about a job ("jobs near me" does not: no keyword at all). */
  async saysSomething(q: string): Promise<boolean> {
    return (await keywordCode()).splitQuery(q, this.files.isEntry).length > 0;
  }

  /** A keyword query's terms, the leaves they need (fetched, held) and the jobs they match with their scores. */
  async match(q: string) {
    const code = await keywordCode();
    const { files } = this;
    const terms = code.splitQuery(q, files.isEntry);
    const { entries, words } = code.queryNeeds(terms, files.isEntry);
    const plan = words.length ? code.wordPlan(words, await files.termManifest()) : [];
    const leaves = await Promise.all([...entries.map((e) => files.entryLeaf(code.entrySlug(e))), ...plan.map((k) => files.wordLeaf(k))]);
    // The shape check the browser runs (no schema library ships to it): enough to refuse a wrong file.
    for (const leaf of leaves) {
      if (!leaf || !Array.isArray(leaf.r) || typeof leaf.w !== 'object' || !isCompactIndex(leaf.i) || leaf.i.n !== leaf.r.length)
        throw new Error('not a term leaf');
    }
    for (const leaf of leaves) files.hold(leaf, () => code.leafRanks(leaf));
    // The words as typed, each once (what spelling reads and offers near searches for).
    const typed = [...new Set(code.queryWords(q, files.isEntry).map((w) => w.typed))];
    return { code, terms, typed, leaves, scores: code.matchTerms(terms, files.isEntry, leaves) };
  }

  /**
   * The keyword query matched through the term index (its leaves' jobs join those held). When it finds
   * nothing, each word that finds nothing by itself is read as the closest word the leaves hold, unless the
   * query is quoted (the visitor's "search instead for" the exact words).
   */
  async keywords(q: string): Promise<{ keywords: Keywords; corrected: BoardView['corrected']; found: Match }> {
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
  async instead(f: Filters, found: Match | null, origin: LatLng | null, now: number): Promise<Instead> {
    const index = this.files.index!;
    const anchor = () => this.files.anchor;
    const words = found
      ? await found.code.nearSearches(
          found.typed,
          this.spelling(found),
          async (q) => rankBoard(this.files.index!, f, found.code.keywordsOf((await this.match(q)).scores), origin, now, anchor()).length,
        )
      : [];
    let radius: Instead['radius'] = null;
    if (origin) {
      const keywords = found ? found.code.keywordsOf(found.scores) : null;
      for (const miles of RADII.filter((r) => Number(r) > Number(f.radius))) {
        const jobs = rankBoard(index, { ...f, radius: miles }, keywords, origin, now, anchor()).length;
        if (jobs > 0) {
          radius = { miles, jobs };
          break;
        }
      }
    }
    return { words: words.slice(0, 3), radius };
  }

  /** What reading a misspelt search needs of this board (spelling.ts, loaded with the keyword code). */
  private spelling(found: Match): SpellingBoard {
    const { code, leaves } = found;
    const { files } = this;
    return {
      isEntry: files.isEntry,
      entries: files.urls.vocabulary,
      // A typed word matches as the board reads it (its ending folded).
      matches: (word) => code.matchTerms(code.splitQuery(word, files.isEntry), files.isEntry, leaves).size > 0,
      // A family can be split over several leaves, and a misspelling can fall in another than the word it means.
      familyWords: async (words) => {
        const stems = words.filter((w) => w.length >= 5).map((w) => w.slice(0, 4));
        if (!stems.length) return [];
        const plan = code.wordPlan(stems, await files.termManifest());
        return code.leafWords(await Promise.all(plan.map((k) => files.wordLeaf(k))));
      },
    };
  }
}
