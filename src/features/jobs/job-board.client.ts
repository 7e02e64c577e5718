/**
 * The /jobs board without a framework (issue 16): <job-board> around the markup JobBoardView.astro
 * renders. After first paint it fetches the compact index (what filtering, counting and sorting need),
 * then only the card shards of the cards it shows, and the search text only when a text query is typed.
 *
 * It never shows a wrong state: a URL with filters hides the build's cards until the right ones are
 * ready (an inline script in the page does that before first paint); a location waits for its lookup
 * instead of saying "No jobs found"; a failed load shows an error with a retry and disables the filters.
 * Typing updates the URL in place; each committed search (Enter, leaving the field, a select, a pause of
 * a second) is one history entry. Back from a detail page restores the shown count and the scroll.
 */
import type { LatLng } from '~/features/location/geo';
import { wireSaveButtons, showSaved } from '~/features/saved-jobs/save-buttons';
import { handleApplyClicks } from '~/features/apply/apply-trigger';
import {
  EMPTY_FILTERS,
  FILTER_KEYS,
  filtersFromQuery,
  filtersToQuery,
  geocodeTarget,
  indexEntries,
  runBoard,
  type FacetCounts,
  type Filters,
  type IndexedEntries,
} from './board';
import { boardCardHtml } from './board-card';
import { countLabel, minPayLabel } from './board-labels';
import { decodeIndex, isCompactIndex, SHARD_SIZE, toSummary, type CardText, type IndexEntry } from './board-index';
import { geocodeLocation } from './geocode-client';

const PAGE = 12; // cards shown first, and added per "Show more": few DOM nodes and few shards per change
const DEBOUNCE_MS = 500; // SPEC 9: search debounce
const COMMIT_MS = 1000; // a pause this long commits a typed search (one history entry)

interface HistoryState {
  shown?: number;
  scroll?: number;
}

class JobBoardElement extends HTMLElement {
  private form!: HTMLFormElement;
  private list!: HTMLUListElement;
  private count!: HTMLElement;
  private more!: HTMLButtonElement;
  private empty!: HTMLElement;
  private error!: HTMLElement;
  private entries: IndexEntry[] = [];
  private index: IndexedEntries | null = null;
  private texts: string[] | null = null;
  private anchor = 0;
  private shards = new Map<number, Promise<CardText[]>>();
  private results: number[] = [];
  private counts: FacetCounts | null = null;
  private alertOffered = false;
  private listed = 0;
  private listedAt = -Infinity;
  private shown = 0;
  private asked = 0;
  private origin: LatLng | null = null;
  private run = 0;
  private typing = false;
  private typeTimer?: ReturnType<typeof setTimeout>;
  private commitTimer?: ReturnType<typeof setTimeout>;

  connectedCallback() {
    const q = <T extends HTMLElement>(s: string) => this.querySelector<T>(s)!;
    this.form = q('[data-board-form]');
    this.list = q('[data-board-list]');
    this.count = q('[data-testid="count-line"]');
    this.more = q('[data-board-more]');
    this.empty = q('[data-board-empty]');
    this.error = q('[data-board-error]');
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    handleApplyClicks(this.list);
    wireSaveButtons(this.list);
    this.writeControls(this.readUrl());

    this.form.addEventListener('submit', (e) => {
      e.preventDefault();
      this.commitTyped();
    });
    this.form.addEventListener('input', (e) => {
      if (!(e.target instanceof HTMLInputElement) || e.target.type === 'checkbox') return;
      clearTimeout(this.typeTimer);
      clearTimeout(this.commitTimer);
      this.typeTimer = setTimeout(() => this.search('type'), DEBOUNCE_MS);
      this.commitTimer = setTimeout(() => this.commitTyped(), COMMIT_MS);
    });
    this.form.addEventListener('focusout', (e) => {
      if (e.target instanceof HTMLInputElement && this.typing) this.commitTyped();
    });
    this.form.addEventListener('change', (e) => {
      const t = e.target;
      if (t instanceof HTMLSelectElement || (t instanceof HTMLInputElement && t.type === 'checkbox')) this.search('commit');
    });
    q('[data-board-clear]').addEventListener('click', () => {
      this.writeControls(EMPTY_FILTERS);
      this.search('commit');
    });
    // Counted from what was asked for, not what is shown: a second click before the first one's cards arrive adds a page too.
    this.more.addEventListener('click', () => {
      this.asked = Math.max(this.asked, this.shown) + PAGE;
      void this.render(this.asked, false);
    });
    q('[data-board-retry]').addEventListener('click', () => void this.load());
    // "Get alerts for this search" (issue 18): the alert dialog saves what the controls say now.
    for (const button of this.querySelectorAll('[data-alert-open]')) button.addEventListener('click', () => this.openAlert());
    addEventListener('popstate', () => {
      this.writeControls(this.readUrl());
      void this.update((history.state as HistoryState | null)?.shown);
    });
    // Where the visitor is, for Back from a detail page: kept in this history entry.
    let saving: ReturnType<typeof setTimeout> | undefined;
    addEventListener('scroll', () => {
      clearTimeout(saving);
      saving = setTimeout(() => this.remember(), 150);
    });
    void this.load();
  }

  private control(key: keyof Filters): HTMLInputElement | HTMLSelectElement {
    return this.form.elements.namedItem(key) as HTMLInputElement | HTMLSelectElement;
  }

  /**
   * Filters from the URL; an option value the board does not offer is dropped (and so shown cleared),
   * except a minimum pay in whole dollars, which gets an option of its own.
   */
  private readUrl(): Filters {
    const f = filtersFromQuery(new URLSearchParams(location.search));
    for (const key of FILTER_KEYS) {
      const select = this.control(key);
      if (!(select instanceof HTMLSelectElement) || [...select.options].some((o) => o.value === f[key])) continue;
      if (key === 'minPay') {
        const option = new Option(minPayLabel(Number(f.minPay)), f.minPay);
        option.dataset.label = option.text;
        // In order among the steps ('all' is NaN, never greater).
        select.add(option, [...select.options].find((o) => Number(o.value) > Number(f.minPay)) ?? null);
      } else f[key] = EMPTY_FILTERS[key];
    }
    return f;
  }

  private readControls(): Filters {
    const f = { ...EMPTY_FILTERS };
    for (const key of FILTER_KEYS) {
      const el = this.control(key);
      // A checkbox is '1' when on; "Include jobs without posted pay" is the inverse of payOnly.
      if (el instanceof HTMLInputElement && el.type === 'checkbox') f[key] = el.checked !== el.hasAttribute('data-inverse') ? '1' : '';
      else f[key] = el.value;
    }
    return f;
  }

  private writeControls(f: Filters): void {
    for (const key of FILTER_KEYS) {
      const el = this.control(key);
      if (el instanceof HTMLInputElement && el.type === 'checkbox') el.checked = (f[key] === '1') !== el.hasAttribute('data-inverse');
      else el.value = f[key];
    }
  }

  private openAlert(): void {
    document.dispatchEvent(new CustomEvent('job-alert:open', { detail: { query: filtersToQuery(this.readControls()).slice(1) } }));
  }

  /** Each option's count beside it; the count line (a live region) announces the result. */
  private writeCounts(counts: FacetCounts): void {
    for (const option of this.form.querySelectorAll<HTMLOptionElement>('option[data-label]')) {
      const facet = (option.parentElement as HTMLSelectElement).name as keyof FacetCounts;
      const text = countLabel(option.dataset.label!, counts[facet][option.value] ?? 0);
      if (option.text !== text) option.text = text;
    }
    for (const span of this.form.querySelectorAll<HTMLElement>('[data-count]')) {
      const facet = span.dataset.count as keyof FacetCounts;
      const text = `(${(counts[facet][facet === 'payOnly' ? 'without' : '1'] ?? 0).toLocaleString('en-US')})`;
      if (span.textContent !== text) span.textContent = text;
    }
  }

  private remember(): void {
    history.replaceState({ ...(history.state as HistoryState | null), shown: this.shown, scroll: scrollY } satisfies HistoryState, '');
  }

  /** A typed search is done: its history entry stays as it is, and the next keystroke starts another. */
  private commitTyped(): void {
    clearTimeout(this.typeTimer);
    clearTimeout(this.commitTimer);
    if (this.typing) {
      this.typing = false;
      void this.update();
      this.writeUrl('replace');
    } else this.search('commit');
  }

  /** Applies the controls: typing replaces the entry its search began; a commit adds one. */
  private search(how: 'type' | 'commit'): void {
    const write = this.typing ? 'replace' : 'push';
    this.typing = how === 'type';
    void this.update();
    // The URL right after the frame that shows the results (history calls cost the change's time on a phone).
    requestAnimationFrame(() => setTimeout(() => this.writeUrl(write)));
  }

  private writeUrl(how: 'push' | 'replace'): void {
    const url = `${location.pathname}${filtersToQuery(this.readControls())}`;
    if (url === `${location.pathname}${location.search}`) return;
    if (how === 'push') history.pushState({ shown: PAGE } satisfies HistoryState, '', url);
    else history.replaceState({ shown: PAGE } satisfies HistoryState, '', url);
  }

  private setBusy(text: string | null): void {
    this.list.setAttribute('aria-busy', String(text !== null));
    if (text !== null) this.count.textContent = text;
  }

  private async load(): Promise<void> {
    this.error.hidden = true;
    this.form.querySelector('fieldset')!.disabled = false;
    try {
      const res = await fetch(this.dataset.index!);
      const raw: unknown = res.ok ? await res.json() : null;
      if (!isCompactIndex(raw)) throw new Error(`index ${res.status}`);
      this.entries = decodeIndex(raw);
      this.anchor = raw.t;
      this.index = indexEntries(this.entries);
      const state = history.state as HistoryState | null;
      await this.update(state?.shown, state?.scroll);
    } catch (e) {
      console.error('Failed to load jobs:', e);
      // An honest failure: no pretend results under the filters, and filters that cannot work are off.
      this.error.hidden = false;
      this.form.querySelector('fieldset')!.disabled = true;
      this.setBusy(null);
      this.count.textContent = 'Jobs could not be loaded';
    }
  }

  /** Filters, sorts and shows the first cards (or `shown` of them, restoring `scroll`). */
  private async update(shown = PAGE, scroll?: number): Promise<void> {
    if (!this.index) return;
    const run = ++this.run;
    const f = this.readControls();
    const target = geocodeTarget(f.location);
    if (target) {
      this.setBusy(`Looking up ${f.location.trim()}…`);
      this.origin = await geocodeLocation(target);
    } else this.origin = null;
    if (f.q.trim() && !this.texts) {
      this.setBusy('Searching…');
      try {
        const res = await fetch(this.dataset.search!);
        this.texts = (await res.json()) as string[];
        this.index = indexEntries(this.entries, this.texts);
      } catch {
        if (run === this.run) this.showError();
        return;
      }
    }
    if (run !== this.run) return; // a newer search began meanwhile
    const now = Date.now();
    const { ranks, counts } = runBoard(this.index, f, this.origin, now, this.anchor);
    this.results = ranks;
    this.counts = counts;
    // The listed total changes only when an expiry passes: counted at most once a minute.
    if (now - this.listedAt > 60_000) {
      this.listed = 0;
      for (const e of this.index) if (e.expires > now) this.listed++;
      this.listedAt = now;
    }
    await this.render(Math.max(PAGE, shown), true, scroll);
  }

  private showError(): void {
    this.error.hidden = false;
    this.setBusy(null);
  }

  private shard(k: number): Promise<CardText[]> {
    let p = this.shards.get(k);
    if (!p) {
      p = fetch(`${this.dataset.cards}${k}.json`).then((r) => (r.ok ? (r.json() as Promise<CardText[]>) : Promise.reject(new Error(`cards ${r.status}`))));
      p.catch(() => this.shards.delete(k));
      this.shards.set(k, p);
    }
    return p;
  }

  /** Shows the first `n` results: the needed shards first, then one DOM write. */
  private async render(n: number, replace: boolean, scroll?: number): Promise<void> {
    const run = this.run;
    const ranks = this.results.slice(0, n);
    let texts: CardText[][];
    try {
      texts = await Promise.all([...new Set(ranks.map((r) => Math.floor(r / SHARD_SIZE)))].map(async (k) => [k, await this.shard(k)] as const)).then(
        (pairs) => {
          const byShard = new Map(pairs);
          return ranks.map((r) => [byShard.get(Math.floor(r / SHARD_SIZE))![r % SHARD_SIZE]!]);
        },
      );
    } catch {
      if (run === this.run) this.showError();
      return;
    }
    if (run !== this.run) return;
    if (!replace && ranks.length <= this.shown) return; // a later click's render already showed these
    const cards = ranks.map((r, i) => `<li>${boardCardHtml(toSummary(this.entries[r]!, texts[i]![0]!))}</li>`);
    if (replace) this.list.innerHTML = cards.join('');
    else this.list.insertAdjacentHTML('beforeend', cards.slice(this.shown).join(''));
    showSaved(this.list);
    this.shown = ranks.length;
    if (replace) this.asked = this.shown;
    this.count.textContent = `Showing ${this.results.length} of ${this.listed} jobs`;
    // The options' counts right after the frame that shows the results: 60 option labels changed
    // inside selects cost a phone about as much as the cards themselves.
    const counts = this.counts;
    if (counts) requestAnimationFrame(() => setTimeout(() => run === this.run && this.writeCounts(counts)));
    this.setBusy(null);
    this.dataset.state = 'ready';
    // A link with alert=1 (city pages' "Get Job Alerts") opens the alert dialog on its search, once.
    if (new URLSearchParams(location.search).get('alert') === '1' && !this.alertOffered) {
      this.alertOffered = true;
      this.openAlert();
    }
    this.list.hidden = this.results.length === 0;
    this.empty.hidden = this.results.length > 0;
    const left = this.results.length - this.shown;
    this.more.hidden = left <= 0;
    this.more.textContent = `Show more jobs (${left} more)`;
    if (scroll !== undefined) scrollTo(0, scroll);
    // Bookkeeping after the frame that shows the results, not before it.
    requestAnimationFrame(() => setTimeout(() => this.remember()));
  }
}

customElements.define('job-board', JobBoardElement);
