// @vitest-environment happy-dom
/** The map follows the board's search: shades, labels, counts and links say what the search holds there. */
import { describe, expect, it } from 'vitest';
import { followMap } from './map-follow';
import { SHADES } from './map-shades';

describe('the map following the search', () => {
  it('shades and labels each state and metro by the results there, and links to the board with the same filters', () => {
    document.body.innerHTML = `
      <figure data-jobs-map>
        <p data-map-total>89 jobs across the country.</p>
        <svg>
          <a data-state="TX" data-name="Texas" href="/jobs/texas"><path class="${SHADES[4]}" /></a>
          <a data-state="WY" data-name="Wyoming" href="/jobs?location=Wyoming"><path class="${SHADES[0]}" /></a>
          <a data-metro="Dallas, TX" href="/physical-therapy-jobs/dallas"><circle /></a>
          <a data-metro="Austin, TX" href="/jobs?location=Austin"><circle /></a>
        </svg>
        <ul><li><a data-state="TX" href="/jobs/texas">Texas</a> <span data-count>(10)</span></li></ul>
        <ul><li><a data-metro="Austin, TX" href="/x">Austin, TX</a> <span data-count>(3)</span></li></ul>
      </figure>`;
    const map = document.querySelector<HTMLElement>('[data-jobs-map]')!;
    followMap(map, { states: new Map([['TX', 4]]), metros: new Map([['Dallas, TX', 4]]) }, 'setting=home-health');
    const texas = map.querySelector('svg a[data-state="TX"]')!;
    expect(texas.getAttribute('aria-label')).toBe('Texas: 4 jobs');
    expect(texas.getAttribute('href')).toBe('/jobs?setting=home-health&location=Texas');
    expect(texas.querySelector('path')!.getAttribute('class')).toBe(SHADES[4]);
    const wyoming = map.querySelector('svg a[data-state="WY"]')!;
    // No jobs for this search: no link, nothing said (the list names the states with jobs).
    expect([wyoming.getAttribute('href'), wyoming.getAttribute('aria-label'), wyoming.getAttribute('aria-hidden')]).toEqual([null, null, 'true']);
    expect(map.querySelector('svg a[data-metro="Austin, TX"]')!.getAttribute('aria-label')).toBe('Austin, TX: 0 jobs');
    expect((map.querySelector('svg a[data-metro="Austin, TX"]') as SVGAElement).style.opacity).toBe('0.25');
    expect(map.querySelector('svg a[data-metro="Dallas, TX"]')!.getAttribute('href')).toBe('/jobs?setting=home-health&location=Dallas%2C+TX');
    // The list says the same.
    expect(map.querySelector('ul a[data-state="TX"]')!.parentElement!.querySelector('[data-count]')!.textContent).toBe('(4)');
    expect(map.querySelector('ul a[data-metro="Austin, TX"]')!.parentElement!.querySelector('[data-count]')!.textContent).toBe('(0)');
    expect(map.querySelector('[data-map-total]')!.textContent).toBe('4 jobs match your search. Tap a state or a city to see its jobs.');
  });
});
