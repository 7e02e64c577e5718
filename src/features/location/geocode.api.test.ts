import { describe, expect, it } from 'vitest';
import { onRequestGet, onRequestPost } from './geocode.api';
import { bareContext } from '../../../tests/support/databases';

const call = (body: string) =>
  onRequestPost(bareContext(new Request('http://x/api/geocode', { method: 'POST', body, headers: { 'content-type': 'application/json' } })));

describe('POST /api/geocode', () => {
  it('answers coordinates and the place used for a ZIP, and names that may have been meant for an unknown place', async () => {
    const res = await call(JSON.stringify({ location: '94043' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ lat: expect.any(Number), lng: expect.any(Number) });
    expect(await (await call(JSON.stringify({ location: 'Nowhere, ZZ' }))).json()).toEqual({ suggestions: [] });
    expect(await (await call(JSON.stringify({ location: 'Austn TX' }))).json()).toMatchObject({ suggestions: expect.arrayContaining(['Austin, TX']) });
    expect(await (await call(JSON.stringify({ location: 'buckhead, atlanta' }))).json()).toMatchObject({ place: 'Atlanta, GA' });
  });
  it('answers a GET the same, cacheable (the page asks for it while its code loads)', async () => {
    const res = await onRequestGet(bareContext(new Request('http://x/api/geocode?location=austin%20tx')));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await res.json()).toMatchObject({ place: 'Austin, TX', lat: expect.any(Number) });
    expect((await onRequestGet(bareContext(new Request('http://x/api/geocode')))).status).toBe(400);
  });
  it('answers 400 with a clear message for bad input', async () => {
    for (const [body, message] of [
      ['not json', 'Request body must be valid JSON'],
      [JSON.stringify({ location: '' }), 'location: must not be empty'],
      [JSON.stringify({ location: 42 }), 'location: must be a string'],
      [JSON.stringify({ location: 'x'.repeat(101) }), 'location: must be at most 100 characters'],
      [JSON.stringify({}), 'location: must be a string'],
    ] as const) {
      const res = await call(body);
      expect(res.status, body).toBe(400);
      expect(await res.json()).toEqual({ error: message });
    }
  });
  it('refuses an oversized body with 413', async () => {
    expect((await call(JSON.stringify({ location: 'x'.repeat(5000) }))).status).toBe(413);
  });
});
