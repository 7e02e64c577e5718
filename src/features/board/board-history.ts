/**
 * The board's place in the browser's history, apart from the view. Typing updates the URL in place; each
 * committed search is one entry (a push pending when a replace comes stays a push). The URL follows the
 * search when the page is idle (a history write is work a filter change should not wait behind), and at
 * once before the visitor leaves. Each entry keeps how many cards were shown and the scroll, so Back from a
 * detail page restores them.
 */
import { PAGE } from './board-view';

export interface HistoryState {
  shown?: number;
  scroll?: number;
}

/**
 * When the page is idle (within a second): work the visitor does not wait for. A filter change right after
 * another then runs before it, not behind it.
 */
export const whenIdle = (fn: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(fn, { timeout: 1000 }) : setTimeout(fn, 50));

/**
 * The history of one board: `query` is the search's query string ("?q=…"), null while there is no form;
 * `shown` the cards shown. `scrolled` is the scroll as the last scroll event saw it (reading scrollY after
 * the cards changed would lay them out at once).
 */
export function boardHistory(query: () => string | null, shown: () => number) {
  let pending: 'push' | 'replace' | null = null;
  const place = {
    scrolled: 0,
    /** Keeps the shown count and scroll in this entry; a history write is not free on a phone, so only a change is written. */
    remember(): void {
      const state = history.state as HistoryState | null;
      const n = shown();
      if (state?.shown === n && state.scroll === place.scrolled) return;
      history.replaceState({ ...state, shown: n, scroll: place.scrolled } satisfies HistoryState, '');
    },
    /** The URL follows the search at idle. */
    schedule(how: 'push' | 'replace'): void {
      const idle = pending === null;
      if (pending !== 'push') pending = how;
      if (idle) whenIdle(place.flush);
    },
    /** Writes a pending URL now (before the visitor leaves). */
    flush(): void {
      const how = pending;
      pending = null;
      if (how) place.write(how);
    },
    /** Back or forward: the entry the visitor went to wins over a search not yet written. */
    forgetPending(): void {
      pending = null;
    },
    write(how: 'push' | 'replace'): void {
      const q = query();
      if (q === null) return;
      const url = `${location.pathname}${q}`;
      if (url === `${location.pathname}${location.search}`) return;
      const state: HistoryState = { shown: PAGE, scroll: place.scrolled };
      if (how === 'push') history.pushState(state, '', url);
      else history.replaceState(state, '', url);
    },
  };
  return place;
}
