/**
 * The board engine's paging: the current answer's ranks, how many of its cards are asked for (a page per
 * "Show more"; two quick clicks ask for two), and the cards last shown. A page's cards come from the loader
 * (the shards they need); the answer asked for last is the one shown.
 */
import type { JobSummary } from '~/domain/job-summary';
import type { BoardLoader } from './board-loader';
import { PAGE } from './board-view';

export class BoardPages {
  /** The answer's jobs, by rank, in the order shown. */
  results: number[] = [];
  /** Cards asked for: the first page, or as many as were shown (Back), and a page per "Show more". */
  asked = 0;
  /** The cards on screen. */
  shown: JobSummary[] = [];

  constructor(private readonly files: BoardLoader) {}

  /** A new answer: its first page, or `shown` cards (Back restores as many as were shown). */
  answer(results: number[], shown = PAGE): void {
    this.results = results;
    this.asked = Math.max(PAGE, shown);
  }

  /** One more page asked for. */
  more(): void {
    this.asked += PAGE;
  }

  /**
   * The first `asked` cards (the shards they need first), or null when a later ask for more has overtaken
   * this one (its cards will be shown instead). Throws when a shard cannot be had.
   */
  async page(): Promise<JobSummary[] | null> {
    const n = this.asked;
    const cards = await this.files.cards(this.results.slice(0, n));
    if (n < this.asked) return null;
    return cards;
  }
}
