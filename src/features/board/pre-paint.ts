/**
 * The board's first paint, run inline right after the island (BoardPrePaint.astro writes this function's
 * source into the page): the island's form and the build's cards are parsed, nothing is painted yet.
 *
 * - A URL with filters (or a sort) sets the form's controls and blanks the build's unfiltered counts until the
 *   island shows the right ones. Values the form does not offer are ignored, except a minimum pay in whole
 *   dollars, which gets its own option. (BoardUrlGate.astro, before the island, has hidden the cards.)
 * - A control changed before the island wakes is kept (the page is marked touched, the island told).
 * - The cards' "Confirmed open on {date}" reads against this browser's clock ("N days ago").
 *
 * Self-contained: it runs from its source text, so it names nothing outside itself but its arguments.
 */
export interface PrePaintVars {
  /** The filters the phone's sheet holds (facets.ts), counted in "Filters (N)". */
  sheetKeys: readonly string[];
  /** Where "My licence" is remembered on this device. */
  licenceKey: string;
}

export function boardPrePaint({ sheetKeys, licenceKey }: PrePaintVars, ago: (at: string, now: number) => string): void {
  // The built cards' dates, whatever the URL says.
  for (const el of document.querySelectorAll<HTMLTimeElement>('time[data-confirmed-open]')) el.textContent = ago(el.dateTime, Date.now());
  const p = new URLSearchParams(location.search);
  const f = document.querySelector<HTMLFormElement>('[data-board-form]');
  if (!f) return;
  const html = document.documentElement;
  // A control changed before the island hydrated, by the visitor or not (a paste, autofill, a form the
  // browser restored, a script): the island wakes (board:wake, see the page's client:intent) and
  // searches for what the form says rather than resetting it to the URL.
  const touched = () => {
    if (html.hasAttribute('data-board-touched')) return;
    html.setAttribute('data-board-touched', '');
    document.dispatchEvent(new Event('board:wake'));
  };
  // Heard first, in the document's capture phase: an event landing while React hydrates makes React
  // finish hydrating at once, in its own capture listener, and the island must know by then that it was
  // touched. The phones' sort by the count is outside the form: it shows the URL's sort and sets the form's.
  const quick = document.getElementById('board-sort-quick') as HTMLSelectElement | null;
  const sort = f.elements.namedItem('sort') as HTMLSelectElement | null;
  const heard = (e: Event) => {
    if (e.target !== quick && !f.contains(e.target as Node)) return;
    if (quick && e.target === quick && sort) sort.value = quick.value;
    touched();
    // The options' counts are the last search's until the island writes the new one's (board-form.ts).
    f.setAttribute('data-counting', '');
  };
  document.addEventListener('input', heard, true);
  document.addEventListener('change', heard, true);
  // "My licence" is remembered on this device (BoardUrlGate puts it back in the URL of the next visit).
  f.addEventListener('change', (e) => {
    const el = e.target as HTMLSelectElement;
    if (el.name !== 'licence') return;
    try {
      if (el.value && el.value !== 'all') localStorage.setItem(licenceKey, el.value);
      else localStorage.removeItem(licenceKey);
    } catch {
      // No storage: not remembered.
    }
  });
  const asked = p.get('sort');
  if (quick) {
    if (asked && quick.querySelector(`option[value="${CSS.escape(asked)}"]`)) quick.value = asked;
    // With a keyword and no sort chosen, best match from the first paint (not "Newest" until the answer).
    else if ((p.get('q') || '').trim()) quick.value = 'match';
  }
  // Submitted before the island handles it (Enter on a phone as the page loads): the URL says what the
  // form means, the defaults left out, as the island writes URLs.
  f.addEventListener('formdata', (e) => {
    // (A sort left as built is no choice: with a keyword the board then ranks by best match.)
    for (const [k, v] of [...e.formData.entries()])
      if (v === '' || v === 'all' || (k === 'radius' && v === '50') || (k === 'sort' && v === 'newest')) e.formData.delete(k);
  });
  const controls = [...f.elements] as (HTMLInputElement | HTMLSelectElement)[];
  // A restored form fires no event: a control the URL does not set that differs from how it was built.
  const given = new Set([...p.keys()].filter((k) => (p.get(k) || '').trim()));
  const restored = () =>
    controls.some((el) => {
      if (!el.name || given.has(el.name) || (el.name === 'sort' && given.has('q'))) return false;
      if (el instanceof HTMLInputElement && el.type === 'checkbox') return el.checked !== el.defaultChecked;
      if (el instanceof HTMLSelectElement) return el.value !== ([...el.options].find((o) => o.defaultSelected) || el.options[0] || { value: '' }).value;
      return 'defaultValue' in el && el.value !== el.defaultValue;
    });
  if (restored()) touched();
  else document.addEventListener('DOMContentLoaded', () => restored() && touched(), { once: true });
  let on = false;
  for (const el of controls) {
    const k = el.name;
    if (!k) continue;
    const v = (p.get(k) || '').slice(0, 100).trim();
    if (!v || v.toLowerCase() === 'all') continue;
    if (el instanceof HTMLInputElement && el.type === 'checkbox') {
      if (v !== '1') continue;
      el.checked = true;
    } else if (el instanceof HTMLSelectElement && !el.querySelector(`option[value="${CSS.escape(v)}"]`)) {
      if (k !== 'minPay' || !/^\d{1,7}$/.test(v) || !(+v > 0) || +v > 1e6) continue;
      // The label as labels.ts minPayLabel writes it.
      const text = +v % 1000 ? `$${(+v).toLocaleString('en-US')}+` : `$${+v / 1000}k+`;
      // The spare option the build rendered (not a new one: React hydrates the options as built).
      const o = el.querySelector<HTMLOptionElement>('option[data-spare]');
      if (!o) continue;
      o.value = String(+v);
      o.text = o.dataset.label = text;
      o.hidden = o.disabled = false;
      el.value = String(+v);
    } else el.value = v;
    if (k === 'sort' && v === 'newest') continue;
    on = true;
  }
  // With a keyword and no sort chosen, the board ranks by best match (filters.ts defaultSort).
  if ((p.get('q') || '').trim() && !asked && sort) sort.value = 'match';
  if (!on) return;
  for (const o of f.querySelectorAll<HTMLOptionElement>('option[data-label]')) o.textContent = o.dataset.label ?? '';
  for (const c of f.querySelectorAll('[data-count]')) c.textContent = '';
  // "Filters (N)" on phones: the sheet's filters the URL sets (not the search, location or sort).
  const active = controls.filter(
    (el) => el.name && sheetKeys.includes(el.name) && (el instanceof HTMLInputElement && el.type === 'checkbox' ? el.checked : el.value && el.value !== 'all'),
  ).length;
  const n = f.querySelector('[data-active-filters]');
  if (n && active) n.textContent = ` (${active})`;
}
