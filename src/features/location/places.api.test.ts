import { describe, expect, it } from 'vitest';
import { onRequestGet } from './places.api';
import { bareContext } from '../../../tests/support/databases';

const call = (query: string) => onRequestGet(bareContext(new Request(`http://x/api/places${query}`)));

describe('GET /api/places (location suggestions)', () => {
  it('suggests local names, states and the larger cities whose names begin with what was typed', async () => {
    const res = await call('?q=san%20fr');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('max-age');
    const { places } = (await res.json()) as { places: string[] };
    expect(places[0]).toBe('San Fran');
    expect(places).toContain('San Francisco, CA');
    expect(((await (await call('?q=manh')).json()) as { places: string[] }).places[0]).toBe('Manhattan');
    expect(((await (await call('?q=texa')).json()) as { places: string[] }).places).toContain('Texas');
    expect(((await (await call('?q=spring')).json()) as { places: string[] }).places).toHaveLength(8);
    // The larger place of a name comes before the smaller ones of the same name.
    const springfields = ((await (await call('?q=springfield')).json()) as { places: string[] }).places;
    expect(springfields.length).toBeGreaterThan(1);
    expect(springfields.every((p) => p.startsWith('Springfield'))).toBe(true);
  });
  it('answers 400 with a clear message for too little or too much', async () => {
    for (const [query, message] of [
      ['', 'q: must be at least 2 characters'],
      ['?q=s', 'q: must be at least 2 characters'],
      [`?q=${'x'.repeat(61)}`, 'q: must be at most 60 characters'],
    ] as const) {
      const res = await call(query);
      expect(res.status, query).toBe(400);
      expect(await res.json()).toEqual({ error: message });
    }
  });
});
