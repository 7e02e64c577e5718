/**
 * The board's shared state: what the phone's filter sheet shows outside the results, "Filters (N)" and
 * "Show N jobs" (nanostores; the form itself is uncontrolled and memoised, board-form.ts, and only the two
 * small components reading this re-render when an answer arrives), and the board's one engine.
 */
import { atom } from 'nanostores';
import { BoardController } from './board-controller';
import { type BoardUrls, type BoardView } from './board-view';
import { FACETS } from './facets';
import { EMPTY_FILTERS, type Filters } from './filters';
import { geocodeLocation } from './geocode-client';

export interface BoardSummary {
  /** Filters set in the sheet (not the search, location or sort). */
  active: number;
  /** Jobs the current filters give; null until the board's first answer (the page's own count stands). */
  results: number | null;
}

export const $boardSummary = atom<BoardSummary>({ active: 0, results: null });

/** How many of the sheet's filters differ from unset. */
export function activeFilters(f: Filters): number {
  return FACETS.filter((k) => f[k] !== EMPTY_FILTERS[k] && f[k].trim().toLowerCase() !== 'all' && f[k] !== '').length;
}

/**
 * The page's one board engine, shared by the early start (board-boot.ts, which begins loading a shared
 * search's data while React is still on its way) and the island, which takes over what it began: the
 * view so far, then every later answer.
 */
export interface BoardEngine {
  board: BoardController;
  /** Every answer so far, merged: what the island renders on waking. */
  view: Partial<BoardView>;
  /** The search the early start began (the URL's), or null. */
  started: Filters | null;
  /** Each answer from now on; returns the way to stop. */
  listen: (fn: (patch: Partial<BoardView>) => void) => () => void;
}

let engine: BoardEngine | null = null;

export function boardEngine(urls: BoardUrls, listed: number): BoardEngine {
  // At build (server rendering) each page gets its own, which never loads anything.
  if (typeof window === 'undefined' || !engine) {
    const listeners = new Set<(patch: Partial<BoardView>) => void>();
    const made: BoardEngine = {
      view: {},
      started: null,
      listen: (fn) => {
        listeners.add(fn);
        return () => listeners.delete(fn);
      },
      board: new BoardController(
        urls,
        (patch) => {
          made.view = { ...made.view, ...patch };
          for (const fn of listeners) fn(patch);
        },
        geocodeLocation,
        undefined,
        undefined,
        listed,
      ),
    };
    if (typeof window === 'undefined') return made;
    engine = made;
  }
  return engine;
}
