/**
 * The board's map follows the visitor's filters once the board is awake: each state and metro shaded and
 * labelled by the results it holds, and each link goes to the board with the same filters there. Loaded
 * by the board only when a map is on the page. Pure DOM, no framework.
 */
import { plural } from '~/lib/plural';
import { shade, SHADES } from './map-shades';

/** A shape on the map (an SVG link), not an entry of the list beside it. */
const inSvg = (el: Element) => el.namespaceURI === 'http://www.w3.org/2000/svg';

/** `query`: the board's filters as a query string without the location ('' for none). */
export function followMap(map: HTMLElement, places: { states: Map<string, number>; metros: Map<string, number> }, query: string): void {
  const within = (place: string) => `/jobs?${new URLSearchParams([...new URLSearchParams(query), ['location', place]]).toString()}`;
  const most = Math.max(0, ...places.states.values());
  let total = 0;
  for (const a of map.querySelectorAll<HTMLElement>('[data-state]')) {
    const code = a.dataset.state!;
    const name = a.dataset.name ?? code;
    const jobs = places.states.get(code) ?? 0;
    if (inSvg(a)) {
      total += jobs;
      // A state without jobs for this search is no link and says nothing (the list names those with jobs).
      if (jobs > 0) {
        a.setAttribute('href', within(name));
        a.setAttribute('aria-label', `${name}: ${plural(jobs, 'job')}`);
        a.removeAttribute('aria-hidden');
      } else {
        a.removeAttribute('href');
        a.removeAttribute('aria-label');
        a.setAttribute('aria-hidden', 'true');
      }
      const path = a.querySelector('path')!;
      path.setAttribute('class', SHADES[shade(jobs, most)]!);
    } else {
      a.setAttribute('href', within(name));
      const count = a.parentElement?.querySelector('[data-count]');
      if (count) count.textContent = `(${jobs})`;
    }
  }
  for (const a of map.querySelectorAll<HTMLElement>('[data-metro]')) {
    const key = a.dataset.metro!;
    const jobs = places.metros.get(key) ?? 0;
    if (inSvg(a)) {
      a.setAttribute('aria-label', `${key}: ${plural(jobs, 'job')}`);
      a.setAttribute('href', within(key));
      a.style.opacity = jobs ? '' : '0.25';
    } else {
      a.setAttribute('href', within(key));
      const count = a.parentElement?.querySelector('[data-count]');
      if (count) count.textContent = `(${jobs})`;
    }
  }
  const said = map.querySelector('[data-map-total]');
  if (said) said.textContent = `${plural(total, 'job')} match your search. Tap a state or a city to see its jobs.`;
}
