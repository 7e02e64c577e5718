/**
 * The board's filter form is uncontrolled: the build renders it, an inline script sets it from the URL
 * before first paint (before React hydrates), and these read and write it. The option counts are written
 * here too, after the frame that shows the results: 60 option labels changed inside selects cost a phone
 * about as much as the cards themselves, and React would re-render every select to change them.
 */
import type { FacetCounts } from './facets';
import { EMPTY_FILTERS, FILTER_KEYS, filtersFromQuery, unset, type Filters } from './filters';
import { countLabel, minPayLabel } from './labels';
import { formatCount } from '~/domain/numbers';

function control(form: HTMLFormElement, key: keyof Filters): HTMLInputElement | HTMLSelectElement {
  return form.elements.namedItem(key) as HTMLInputElement | HTMLSelectElement;
}

/**
 * Filters from a query string; an option value the form does not offer is dropped (and so shown cleared),
 * except a minimum pay in whole dollars, which gets an option of its own.
 */
export function filtersFromUrl(form: HTMLFormElement, search: string, { place = true } = {}): Filters {
  const f = filtersFromQuery(new URLSearchParams(search));
  for (const key of FILTER_KEYS) {
    const select = control(form, key);
    if (!(select instanceof HTMLSelectElement)) continue;
    // (Before hydration the form is only read: `place: false`.)
    if (key === 'minPay' && !unset(f.minPay)) {
      if (place) placeMinPay(select, f.minPay);
    } else if (![...select.options].some((o) => o.value === f[key])) f[key] = EMPTY_FILTERS[key];
  }
  return f;
}

/**
 * A minimum pay as an option, in order among the steps ('all' is NaN, never greater). One the steps lack
 * takes the form's spare option (BoardFilters renders it, BoardPrePaint may have filled it before
 * hydration), so React's options stay the nodes it rendered; moved after hydration, React leaves it there.
 */
function placeMinPay(select: HTMLSelectElement, value: string): void {
  const spare = select.querySelector<HTMLOptionElement>('option[data-spare]');
  let option = [...select.options].find((o) => o.value === value);
  if (!option) {
    option = spare ?? document.createElement('option');
    option.value = value;
    option.text = option.dataset.label = minPayLabel(Number(value));
    option.hidden = option.disabled = false;
  }
  if (option !== spare && option.parentElement === select) return; // a step, already in place
  const next = [...select.options].find((o) => o !== option && Number(o.value) > Number(value)) ?? null;
  if (option.nextElementSibling !== next || option.parentElement !== select) select.insertBefore(option, next);
}

export function readControls(form: HTMLFormElement): Filters {
  const f = { ...EMPTY_FILTERS };
  for (const key of FILTER_KEYS) {
    const el = control(form, key);
    // A checkbox is '1' when on.
    if (el instanceof HTMLInputElement && el.type === 'checkbox') f[key] = el.checked ? '1' : '';
    else f[key] = el.value;
  }
  return f;
}

/**
 * Until a search's counts are written, the options' counts are the last search's: the form is marked
 * (`data-counting`, the counts dimmed) from a control changed, by the visitor (BoardPrePaint) or here, to
 * `writeCounts`, so a visitor does not choose by a count that no longer holds.
 */
export function writeControls(form: HTMLFormElement, f: Filters): void {
  form.setAttribute('data-counting', '');
  for (const key of FILTER_KEYS) {
    const el = control(form, key);
    if (el instanceof HTMLInputElement && el.type === 'checkbox') el.checked = f[key] === '1';
    else el.value = f[key];
  }
}

/** What a checkbox would show: its '1'; "Pay shown" the jobs that state pay (all less those without). */
export const checkedCount = (counts: FacetCounts, facet: keyof FacetCounts): number =>
  facet === 'payOnly' ? (counts.payOnly.all ?? 0) - (counts.payOnly.without ?? 0) : (counts[facet]['1'] ?? 0);

/** Each option's count beside it (the count line, a live region, announces the result). */
export function writeCounts(form: HTMLFormElement, counts: FacetCounts): void {
  for (const option of form.querySelectorAll<HTMLOptionElement>('option[data-label]')) {
    const facet = (option.parentElement as HTMLSelectElement).name as keyof FacetCounts;
    const text = countLabel(option.dataset.label!, counts[facet][option.value] ?? 0);
    if (option.text !== text) option.text = text;
  }
  for (const span of form.querySelectorAll<HTMLElement>('[data-count]')) {
    const facet = span.dataset.count as keyof FacetCounts;
    const text = `(${formatCount(checkedCount(counts, facet))})`;
    if (span.textContent !== text) span.textContent = text;
  }
  form.removeAttribute('data-counting');
}
