/**
 * The board's early start: on a page whose build answer is not the one to show (a shared
 * search, a stale build, a return; BoardUrlGate marks it and has already asked for the first data file),
 * the board's engine starts when the island's code is evaluated, before React hydrates it (at idle, see
 * client:intent) and while React's renderer may still be on its way (board-state.ts boardEngine); the island takes
 * it over with whatever has arrived. The island imports this module for that effect, so a page whose island
 * waits for the visitor loads none of it. It only reads the page: the form is the island's.
 */
import { filtersFromUrl } from './board-form';
import { boardEngine } from './board-state';

const h = typeof document === 'undefined' ? null : document.documentElement;
const boot = h && document.querySelector<HTMLElement>('[data-board-boot]');
const form = h && document.querySelector<HTMLFormElement>('[data-board-root] form');
if (h && boot && form && h.matches('[data-board-filtered],[data-board-wake]') && !h.hasAttribute('data-board-touched')) {
  const engine = boardEngine(JSON.parse(boot.dataset.boardBoot!), Number(boot.dataset.listed));
  const f = filtersFromUrl(form, location.search, { place: false });
  engine.started = f;
  void engine.board.load(f, (history.state as { shown?: number } | null)?.shown);
}
