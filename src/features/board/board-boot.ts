/**
 * The board's early start (issue 28, item 3): on a page whose build answer is not the one to show (a shared
 * search, a stale build, a return; BoardUrlGate marks it and has already asked for the first files), the
 * board's engine starts as soon as the page is parsed, beside React rather than after it (store.ts
 * boardEngine); the island takes it over when it wakes, with whatever has arrived. Imported statically,
 * so the engine's code downloads while the page parses. It only reads the page: the form is the island's.
 */
import { filtersFromUrl } from './board-form';
import { boardEngine } from './store';

const h = document.documentElement;
const boot = document.querySelector<HTMLElement>('[data-board-boot]');
const form = document.querySelector<HTMLFormElement>('[data-board-root] form');
if (boot && form && h.matches('[data-board-filtered],[data-board-wake]') && !h.hasAttribute('data-board-touched')) {
  const engine = boardEngine(JSON.parse(boot.dataset.boardBoot!), Number(boot.dataset.listed));
  const f = filtersFromUrl(form, location.search, { place: false });
  engine.started = f;
  void engine.board.load(f, (history.state as { shown?: number } | null)?.shown);
}
