import { describe, expect, it } from 'vitest';
import { distanceMiles } from './geo';
import { stateAbbr } from '~/domain/us-states';
import { geocode, geocodeJob, lookupPlace, zipCount, zipRecord } from './gazetteer.server';
import { LOCAL_NAMES } from './regions';

describe('offline gazetteer', () => {
  it('finds ZIP5 and ZIP+4', () => {
    const mv = geocode('94043');
    expect(mv).not.toBeNull();
    expect(geocode('94043-1351')).toEqual(mv);
    expect(distanceMiles(mv!, { lat: 37.41, lng: -122.08 })).toBeLessThan(5);
  });
  it('finds a place as people type it: no comma, a state name, the start of a city name', () => {
    for (const typed of ['Houston TX', 'houston texas', 'Houston, TX'])
      expect(distanceMiles(geocode(typed)!, { lat: 29.76, lng: -95.37 }), typed).toBeLessThan(15);
    expect(distanceMiles(geocode('Chicago IL')!, { lat: 41.88, lng: -87.63 })).toBeLessThan(15);
    expect(distanceMiles(geocode('Dallas TX')!, { lat: 32.78, lng: -96.8 })).toBeLessThan(15);
    expect(distanceMiles(geocode('San Fran')!, { lat: 37.77, lng: -122.42 })).toBeLessThan(10);
    expect(distanceMiles(geocode('Jamaica, NY')!, { lat: 40.69, lng: -73.79 })).toBeLessThan(10);
    for (const place of ['Santa Ana, CA', 'San Jose, CA', 'Riverside, CA', 'Van Nuys, CA', 'Brooklyn, NY', 'Bronx, NY', 'Staten Island, NY'])
      expect(geocode(place), place).not.toBeNull();
    expect(geocode('Sa')).toBeNull();
  });
  it('knows the place every local name, borough and region stands for', () => {
    for (const [name, place] of Object.entries(LOCAL_NAMES)) expect(geocode(place), `${name} → ${place}`).not.toBeNull();
  });
  it("finds 'City, ST', 'City, State', a bare city and a state", () => {
    const a = geocode('Austin, TX');
    const b = geocode('Austin, Texas');
    expect(a).toEqual(b);
    expect(distanceMiles(a!, { lat: 30.27, lng: -97.74 })).toBeLessThan(15);
    expect(distanceMiles(geocode('Chicago')!, { lat: 41.88, lng: -87.63 })).toBeLessThan(15);
    expect(geocode('California')).not.toBeNull();
    expect(geocode('ca')).toEqual(geocode('California'));
  });
  it('answers null for unknown places', () => {
    expect(geocode('Atlantis, ZZ')).toBeNull();
    expect(geocode('00000')).toBeNull();
    expect(geocode('')).toBeNull();
  });
  it('locates a job by zip, else by city and state', () => {
    expect(geocodeJob({ zip_code: null, city: 'Los Angeles', state: 'CA' })).not.toBeNull();
    expect(geocodeJob({ zip_code: '90000', city: 'Riverside', state: 'CA' })).toEqual(geocode('Riverside, CA'));
  });
});

describe('the precomputed gazetteer table', () => {
  it('holds every ZIP centroid of the zipcodes package, sorted, to a thousandth of a degree, and finds each by binary search', async () => {
    const { codes } = (await import('zipcodes/lib/codes.js')) as {
      codes: Record<string, { zip: string; latitude: number; longitude: number; city: string; state: string }>;
    };
    const source = Object.values(codes).filter((r) => typeof r.latitude === 'number' && typeof r.longitude === 'number' && /^\d{5}$/.test(r.zip));
    expect(zipCount).toBe(source.length);
    const table = Array.from({ length: zipCount }, (_, i) => zipRecord(i));
    expect(table.map((r) => r.zip)).toEqual([...table.map((r) => r.zip)].sort());
    const byZip = new Map(table.map((r) => [r.zip, r]));
    for (const r of source) {
      const t = byZip.get(r.zip)!;
      expect(Math.abs(t.latitude - r.latitude), r.zip).toBeLessThanOrEqual(0.0005 + 1e-9);
      expect(Math.abs(t.longitude - r.longitude), r.zip).toBeLessThanOrEqual(0.0005 + 1e-9);
      expect(geocode(r.zip)).toEqual({ lat: t.latitude, lng: t.longitude });
    }
  });

  it("finds every 'City, ST' of the package at the mean of its ZIPs, and a bare name where it has the most ZIPs", async () => {
    const { codes } = (await import('zipcodes/lib/codes.js')) as {
      codes: Record<string, { zip: string; latitude: number; longitude: number; city: string; state: string }>;
    };
    const places = new Map<string, { lat: number; lng: number }[]>();
    for (const r of Object.values(codes)) {
      // Territories and military codes (PR, AA...) are no state the lookup knows.
      if (typeof r.latitude !== 'number' || !/^\d{5}$/.test(r.zip) || /[.|,]/.test(r.city) || stateAbbr(r.state) !== r.state) continue;
      const key = `${r.city}, ${r.state}`;
      (places.get(key) ?? places.set(key, []).get(key)!).push({ lat: Math.round(r.latitude * 1000) / 1000, lng: Math.round(r.longitude * 1000) / 1000 });
    }
    let checked = 0;
    for (const [key, points] of places) {
      const at = geocode(key);
      const mean = (k: 'lat' | 'lng') => Math.round((points.reduce((a, p) => a + p[k], 0) / points.length) * 1e4) / 1e4;
      expect(at, key).toEqual({ lat: mean('lat'), lng: mean('lng') });
      checked++;
    }
    expect(checked).toBeGreaterThan(25_000);
    // Springfield has ZIPs in many states; the bare name means the one with the most.
    const springfields = [...places].filter(([k]) => k.startsWith('Springfield, '));
    const biggest = springfields.reduce((a, b) => (b[1].length > a[1].length ? b : a));
    expect(geocode('Springfield')).toEqual(geocode(biggest[0]));
    expect(geocode('Los Angeles|CA')).toBeNull();
  });
});

describe('a typed place, as the board reports it', () => {
  it('names the place it used, and a neighbourhood of a big city means its city', () => {
    for (const [typed, place] of [
      ['Austin TX', 'Austin, TX'],
      ['Silver Lake', 'Los Angeles, CA'],
      ['Silver Lake, CA', 'Los Angeles, CA'],
      ['Buckhead, Atlanta', 'Atlanta, GA'],
      ['Mission Valley, San Diego', 'San Diego, CA'],
      ['Texas', 'Texas'],
      ['94043', 'ZIP 94043'],
    ] as const)
      expect(lookupPlace(typed), typed).toMatchObject({ place, others: [] });
  });
  it('offers what may have been meant for a place it does not know, and other places of a bare name it is not sure of', () => {
    expect(lookupPlace('Austn TX')).toEqual({ at: null, suggestions: expect.arrayContaining(['Austin, TX']) });
    expect(lookupPlace('Zzqx Yv')).toEqual({ at: null, suggestions: [] });
    const springfield = lookupPlace('Springfield');
    expect(springfield.at).not.toBeNull();
    expect('others' in springfield && springfield.others.length).toBeGreaterThan(0);
  });
});
