/**
 * The /jobs board, a React island: the filter form, the count line, the cards and Show more,
 * rendered at build time with the first cards and the unfiltered counts, then hydrated when the visitor
 * reaches for it, or at idle when the build's answer is not the one to show (client:intent, see
 * src/pages/jobs/index.astro). The work is BoardController's, the place in history BoardHistory's
 * (board-history.ts); this component wires the form and the screen to them.
 *
 * A URL
 * with filters shows its first answer as the page's function served it (served-search.api.ts), or else
 * "Loading matching jobs…", in place of the build's unfiltered cards until the right ones are ready
 * (BoardUrlGate.astro does that before first paint).
 */
import { lazy, startTransition, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { JobSummary } from '~/domain/job-summary';
import BoardCard from './BoardCard';
import SaveJobButton from '~/features/saved-jobs/SaveJobButton';

/** The spelling line and the no-results help, loaded when a search first needs them. */
const SearchHelp = lazy(() => import('./SearchHelp'));
import BoardFilters from './BoardFilters';
import type { BoardUrls, BoardView } from './board-view';
import { filtersFromUrl, readControls, writeControls, writeCounts } from './board-form';
import type { FacetCounts } from './facets';
import { defaultSort, EMPTY_FILTERS, filtersToQuery, SORTS, type Filters } from './filters';
import { leavesSite } from '~/lib/links';
import { $boardSummary, activeFilters, boardEngine } from './board-state';
import { SORT_LABELS } from './labels';
import { plural } from '~/lib/plural';
import { LICENCE_KEY } from '~/domain/pt-compact';
import { boardHistory, whenIdle, type HistoryState } from './board-history';
// On a shared search the engine starts as this module is evaluated, before hydration (board-boot.ts).
import './board-boot';
// What the results answer (the place read, the filters as chips): its code loads as the board's is evaluated
// (in the browser), and an answer is shown with it, never before: arriving later, the chips pushed the cards
// down under a visitor's finger.
let ActiveSearch: typeof import('./ActiveSearch').default | null = null;
const activeSearchCode = import.meta.env.SSR ? null : import('./ActiveSearch').then((m) => void (ActiveSearch = m.default));
import { button } from '~/components/ui/styles';

const DEBOUNCE_MS = 500; // the spec's search debounce

export interface JobBoardProps {
  initialJobs: JobSummary[];
  total: number;
  counts: FacetCounts;
  urls: BoardUrls;
  profileUrl: string;
  /** Beside "Get alerts for this search" (the page puts the Saved Jobs button there). */
  toolbar?: ReactNode;
}

/** After the frame that shows the results: bookkeeping must not cost the change's time on a phone. */
const afterFrame = (fn: () => void) => requestAnimationFrame(() => setTimeout(fn));

/** No card with the gap below it is shorter than this, at any width from 320 to 1920 px. */
const MIN_ROW_PX = 300;

/**
 * How many of a new answer's cards can be on screen: the rows that fit between the list's top and the
 * bottom of the window, one column below md and two from it. Those are rendered at once, the rest after the
 * frame (on a laptop, a third of the cards' work before the results are on screen). "Show more" keeps the cards
 * it adds to. `listTop` is the list's top on the page as read at idle (a read during the change would
 * lay the page out at once), `scrolled` the scroll position.
 */
function onScreen(listTop: number | null, scrolled: number, next: readonly JobSummary[], prev: readonly JobSummary[]): number {
  const adds = prev.length <= next.length && prev.every((job, i) => next[i]!.id === job.id);
  if (adds || listTop === null) return next.length;
  const columns = matchMedia('(min-width: 768px)').matches ? 2 : 1;
  const top = Math.max(0, listTop - scrolled);
  return columns * Math.max(1, Math.ceil((innerHeight - top) / MIN_ROW_PX));
}

export default function JobBoard({ initialJobs, total, counts, urls, profileUrl, toolbar }: JobBoardProps) {
  const form = useRef<HTMLFormElement>(null);
  const answered = useRef(false);
  const [view, setView] = useState<BoardView>({ cards: initialJobs, results: total, listed: total, ready: false, busy: null, error: null });
  /** How many of view.cards are rendered (see onScreen). */
  const [rendered, setRendered] = useState(Infinity);
  const shownCards = useRef(initialJobs);
  shownCards.current = view.cards;
  /** Where the board is in the browser's history (board-history.ts), and the scroll as last seen. */
  const place = useMemo(
    () =>
      boardHistory(
        () => (form.current ? filtersToQuery(readControls(form.current)) : null),
        () => shownCards.current.length,
      ),
    [],
  );
  /** The card list's top on the page, measured at idle after each answer (see onScreen). */
  const listTop = useRef<number | null>(null);
  // The page's one engine: a shared search's data may be on its way already (board-boot.ts).
  const engine = useMemo(() => boardEngine(urls, total), [urls, total]);
  const board = engine.board;
  /**
   * Results after the first answer respond to what the visitor just did: rendered at once, not in time
   * slices between frames (slicing made a filter change take longer to show). The first
   * answer, on load, is a transition: rendered in slices, so it never blocks the page's main thread in one
   * long task (a plain update is not sliced, and on a filtered link it was one long task).
   */
  const onAnswer = useCallback(
    (patch: Partial<BoardView>) => {
      const apply = () => setView((v) => ({ ...v, ...patch }));
      if (patch.cards && answered.current) {
        const first = onScreen(listTop.current, place.scrolled, patch.cards, shownCards.current);
        flushSync(() => {
          setRendered(first);
          apply();
        });
        // The rest after the frame that shows the first: begun before it, they would hold it back.
        if (first < patch.cards.length) afterFrame(() => startTransition(() => setRendered(Infinity)));
      } else startTransition(apply);
      if (patch.cards) answered.current = true;
    },
    [place],
  );
  const typing = useRef(false);
  const timers = useRef<{ type?: ReturnType<typeof setTimeout> }>({});
  const pendingScroll = useRef<number | undefined>(undefined);
  /** Where the cards a "Show more" adds begin: focus goes there when the button goes with the last page. */
  const moreFrom = useRef<number | null>(null);
  /** The keyword of the last search: whether the sort was left at its default for it. */
  const lastQuery = useRef('');
  const alertOffered = useRef(false);
  const cards = view.cards;
  /** Filters this visit kept from the device's last one (BoardUrlGate marks the licence it put back). */
  const [remembered, setRemembered] = useState<(keyof Filters)[]>([]);
  const [activeLoaded, setActiveLoaded] = useState(false);
  useEffect(() => {
    // Code that cannot load shows the answer without its chips rather than none.
    const done = () => setActiveLoaded(true);
    void activeSearchCode?.then(done, done);
  }, []);
  /** The sort the URL means, from hydration until the first answer says it (the quick sort never shows "Newest" first). */
  const [startSort, setStartSort] = useState<string | null>(null);
  const forget = useCallback((key: keyof Filters) => {
    if (key !== 'licence') return;
    setRemembered([]);
    try {
      localStorage.removeItem(LICENCE_KEY);
    } catch {
      // No storage: nothing remembered.
    }
  }, []);

  const controls = () => readControls(form.current!);
  const openAlert = () => document.dispatchEvent(new CustomEvent('job-alert:open', { detail: { query: filtersToQuery(controls()).slice(1) } }));
  /** Another search from the empty state or the spelling line: the form shows it, and it is committed. */
  const searchFor = (patch: Partial<Filters>) => {
    writeControls(form.current!, { ...controls(), ...patch });
    latest.current.search('commit');
  };
  const alertButton = (place: string) => (
    <button
      type="button"
      data-alert-open
      onClick={openAlert}
      className={`${place} rounded-md border border-brand-600 bg-white px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50`}
    >
      Get alerts for this search
    </button>
  );

  /**
   * The controls as the search runs them: a sort left at its default follows the keyword (best match with
   * one, newest without); a sort the visitor chose stays.
   */
  function searched(): Filters {
    const f = controls();
    if (f.sort === defaultSort(lastQuery.current) && f.sort !== defaultSort(f.q)) {
      f.sort = defaultSort(f.q);
      writeControls(form.current!, f);
    }
    lastQuery.current = f.q;
    return f;
  }

  /** Applies the controls: typing replaces the entry its search began; a commit adds one. */
  function search(how: 'type' | 'commit') {
    const write = typing.current ? 'replace' : 'push';
    typing.current = how === 'type';
    void board.update(searched());
    place.schedule(write);
  }

  /** A typed search is done: its history entry stays as it is, and the next keystroke starts another. */
  function commitTyped() {
    clearTimeout(timers.current.type);
    if (typing.current) {
      typing.current = false;
      void board.update(searched());
      place.schedule('replace');
    } else search('commit');
  }

  // Stable handlers (the form is memoised): each calls the latest render's functions.
  const latest = useRef({ search, commitTyped });
  latest.current = { search, commitTyped };
  const formHandlers = useMemo(
    () => ({
      onClear: () => {
        writeControls(form.current!, EMPTY_FILTERS);
        // Clearing the filters forgets the licence this device remembered too.
        try {
          localStorage.removeItem(LICENCE_KEY);
        } catch {
          // No storage: nothing remembered.
        }
        latest.current.search('commit');
      },
      onSubmit: (e: React.FormEvent) => {
        e.preventDefault();
        latest.current.commitTyped();
      },
      onInput: (e: React.FormEvent) => {
        const t = e.target;
        if (!(t instanceof HTMLInputElement) || t.type === 'checkbox') return;
        clearTimeout(timers.current.type);
        // A pause only searches: the history entry is the one this search began (one Back step).
        timers.current.type = setTimeout(() => latest.current.search('type'), DEBOUNCE_MS);
      },
      onBlur: (e: React.FocusEvent) => {
        if (e.target instanceof HTMLInputElement && typing.current) latest.current.commitTyped();
      },
      onChange: (e: React.ChangeEvent) => {
        const t = e.target;
        if (t instanceof HTMLSelectElement || (t instanceof HTMLInputElement && t.type === 'checkbox')) latest.current.search('commit');
      },
    }),
    [],
  );

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    if (document.documentElement.hasAttribute('data-board-kept-licence')) setRemembered(['licence']);
    // A visitor who changed a control before the island woke (BoardPrePaint marks it) gets that search;
    // otherwise the URL's.
    const touched = document.documentElement.hasAttribute('data-board-touched');
    const f = touched ? controls() : filtersFromUrl(form.current!, location.search);
    if (!touched) writeControls(form.current!, f);
    setStartSort(f.sort);
    lastQuery.current = f.q;
    const state = history.state as HistoryState | null;
    pendingScroll.current = state?.scroll;
    place.scrolled = scrollY;
    // What the early start has shown so far, then every answer to come.
    const stop = engine.listen(onAnswer);
    if (engine.view.cards || engine.view.busy || engine.view.error) onAnswer(engine.view);
    if (!engine.started || touched) void board.load(f, state?.shown);
    if (touched) {
      // The search begun before waking is one history entry; typing on in the field replaces it.
      place.write('push');
      const active = document.activeElement;
      typing.current = active instanceof HTMLInputElement && active.form === form.current && active.type !== 'checkbox';
    }
    const onPop = () => {
      // The entry the visitor went to wins over a search not yet written.
      place.forgetPending();
      const next = filtersFromUrl(form.current!, location.search);
      writeControls(form.current!, next);
      lastQuery.current = next.q;
      void board.update(next, (history.state as HistoryState | null)?.shown);
    };
    // Leaving: the URL first, then the cards shown and the scroll, so Back returns to what was on screen.
    const onLeave = (e: Event) => {
      if (e.type !== 'pagehide' && !(e.target instanceof Element && e.target.closest('a[href]'))) return;
      place.flush();
      place.remember();
    };
    addEventListener('popstate', onPop);
    addEventListener('pagehide', onLeave);
    document.addEventListener('click', onLeave, true);
    return () => {
      stop();
      removeEventListener('popstate', onPop);
      removeEventListener('pagehide', onLeave);
      document.removeEventListener('click', onLeave, true);
    };
  }, [engine, board, onAnswer, place]);

  // Where the visitor is, for Back from a detail page: kept in this history entry.
  useEffect(() => {
    let saving: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      place.scrolled = scrollY;
      clearTimeout(saving);
      saving = setTimeout(() => place.remember(), 150);
    };
    addEventListener('scroll', onScroll);
    return () => removeEventListener('scroll', onScroll);
  });

  // After each answer reaches the screen: the scroll to restore, the counts and the bookkeeping.
  useEffect(() => {
    if (!view.ready) return;
    if (pendingScroll.current !== undefined) {
      // Cards off screen skip layout (content-visibility, see the list) and stand in at an estimated height;
      // a restored scroll needs their real heights, so they are laid out once for it.
      const list = form.current?.closest('[data-board-root]')?.querySelector<HTMLElement>('[data-board-list]');
      list?.setAttribute('data-exact', '');
      scrollTo(0, pendingScroll.current);
      place.scrolled = pendingScroll.current;
      afterFrame(() => list?.removeAttribute('data-exact'));
      pendingScroll.current = undefined;
    }
    // The last "Show more" hides its button: focus, which was on it, moves to the first card it added.
    if (moreFrom.current !== null && cards.length > moreFrom.current) {
      const from = moreFrom.current;
      moreFrom.current = null;
      if (view.results - cards.length <= 0) form.current?.closest('[data-board-root]')?.querySelectorAll<HTMLElement>('[data-board-list] h3 a')[from]?.focus();
    }
    $boardSummary.set({ active: activeFilters(controls()), results: view.results });
    whenIdle(() => {
      // Counted now, not with the results, a slice at a time (the latest answer's, should another have come since).
      void board.countsInSlices().then((counts) => counts && form.current && writeCounts(form.current, counts));
      // The map below the board (when the page has one) follows the search; its code loads only then.
      const map = document.querySelector<HTMLElement>('[data-jobs-map]');
      const places = map && board.places();
      if (places) void import('~/features/market/map-follow').then((m) => m.followMap(map!, places, filtersToQuery({ ...controls(), location: '' }).slice(1)));
      place.remember();
      const list = form.current?.closest('[data-board-root]')?.querySelector('[data-board-list]');
      listTop.current = list ? list.getBoundingClientRect().top + scrollY : null;
    });
    // A link with alert=1 (city pages' "Get Job Alerts") opens the alert dialog on its search, once.
    if (new URLSearchParams(location.search).get('alert') === '1' && !alertOffered.current) {
      alertOffered.current = true;
      openAlert();
    }
    // openAlert reads the latest controls; the answer is what this runs for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view.ready, view.results, cards, board, place]);

  const newTab = leavesSite(profileUrl);
  const left = view.results - cards.length;
  // An answer is shown with its chips.
  const ready = view.ready && activeLoaded;
  const none = ready && view.results === 0;
  const countLine =
    view.error === 'load' ? (
      'Jobs could not be loaded'
    ) : view.busy ? (
      view.busy
    ) : ready ? (
      `Showing ${view.results} of ${plural(view.listed, 'job')}`
    ) : (
      <>
        {/* The served count takes the build's (served-search.api.ts). */}
        <span className="board-initial" dangerouslySetInnerHTML={{ __html: `Showing ${total} of ${total} jobs` }} />
        <span className="board-loading">Loading matching jobs…</span>
      </>
    );

  return (
    <div data-board-root data-state={ready ? 'ready' : undefined} className="lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start lg:gap-6">
      <BoardFilters ref={form} counts={counts} total={total} disabled={view.error === 'load'} {...formHandlers} />
      <div className="mt-4 lg:mt-0">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-700" aria-live="polite" data-testid="count-line">
            {countLine}
          </p>
          {/* On phones the sort sits by the count (the filter sheet is closed); wider screens show the sheet's. */}
          <label className="flex items-center gap-2 text-sm font-semibold lg:hidden">
            <span aria-hidden="true">Sort</span>
            <select
              aria-label="Sort results"
              id="board-sort-quick"
              className="rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm font-normal"
              value={view.searched?.sort ?? startSort ?? EMPTY_FILTERS.sort}
              onChange={(e) => searchFor({ sort: e.target.value })}
            >
              {SORTS.map((v) => (
                <option key={v} value={v}>
                  {SORT_LABELS[v]}
                </option>
              ))}
            </select>
          </label>
          <div className="flex flex-wrap gap-2">
            {alertButton('inline-flex items-center gap-2 text-sm')}
            {toolbar}
          </div>
        </div>
        {view.note && (
          <p className="mt-2 text-sm text-slate-700" data-pay-rule>
            {view.note}
          </p>
        )}
        {ready && ActiveSearch ? (
          <ActiveSearch view={view} remembered={remembered} searchFor={searchFor} onRemove={forget} />
        ) : (
          // Empty as built; a shared search's first answer as the page's function served it (served-search.api.ts),
          // which React, hydrating, leaves as it finds it until its own answer is drawn (production React
          // does not compare what such an element holds; the development server is never served one).
          <div data-board-served dangerouslySetInnerHTML={{ __html: '' }} />
        )}
        {view.corrected && !none && (
          <Suspense>
            <SearchHelp part="corrected" view={view} searchFor={searchFor} />
          </Suspense>
        )}
        <div role="alert" data-board-error hidden={!view.error} className="mt-4 rounded-lg border border-red-300 bg-red-50 p-4 text-red-950">
          <p className="font-semibold">Error - Failed to load jobs. Please try again.</p>
          <button
            type="button"
            onClick={() => void board.retry(controls())}
            className="mt-2 rounded-md bg-red-800 px-4 py-2 text-sm font-semibold text-white hover:bg-red-900"
          >
            Try again
          </button>
        </div>
        {/* The results' heading for the outline (h1, then the cards' h3s), for screen-reader users only. */}
        <h2 className="sr-only">Job results</h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-2" aria-label="Jobs" data-board-list aria-busy={view.busy !== null} hidden={none}>
          {cards.slice(0, rendered).map((job) => (
            <li key={job.id} className="board-card">
              <BoardCard job={job} from={view.origin} licence={view.searched?.licence} Save={SaveJobButton} />
            </li>
          ))}
        </ul>
        <div data-board-empty hidden={!none} className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center sm:p-10">
          <h2 className="text-xl font-bold">No jobs found</h2>
          {none && (
            <Suspense>
              <SearchHelp part="empty" view={view} searchFor={searchFor} />
            </Suspense>
          )}
          <p className="mt-4 text-slate-700">Get an email when a job like this is posted, or tell our recruiters what you are looking for.</p>
          {alertButton('mt-4 mr-2 inline-block')}
          <a href={profileUrl} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} className={`${button.primarySmall} mt-4 inline-block`}>
            Create Profile{newTab && <span className="sr-only"> (opens in a new tab)</span>}
          </a>
        </div>
        <div className="mt-6 text-center">
          <button
            type="button"
            data-board-more
            hidden={left <= 0}
            onClick={() => {
              moreFrom.current = cards.length;
              void board.more();
            }}
            className="rounded-md border border-slate-300 bg-white px-5 py-2 font-semibold hover:bg-slate-100"
          >
            Show more jobs ({left} more)
          </button>
        </div>
      </div>
    </div>
  );
}
