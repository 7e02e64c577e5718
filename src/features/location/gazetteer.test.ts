import { describe, expect, it } from 'vitest';
import { distanceMiles } from './geo';
import { decodeTable, geocode, geocodeJob } from './gazetteer.server';

describe('offline gazetteer', () => {
  it('finds ZIP5 and ZIP+4', () => {
    const mv = geocode('94043');
    expect(mv).not.toBeNull();
    expect(geocode('94043-1351')).toEqual(mv);
    expect(distanceMiles(mv!, { lat: 37.41, lng: -122.08 })).toBeLessThan(5);
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

describe('the compact gazetteer table', () => {
  it('holds every ZIP centroid of the zipcodes package, to a thousandth of a degree, with its city and state', async () => {
    const { codes } = (await import('zipcodes/lib/codes.js')) as {
      codes: Record<string, { zip: string; latitude: number; longitude: number; city: string; state: string }>;
    };
    const source = Object.values(codes).filter((r) => typeof r.latitude === 'number' && typeof r.longitude === 'number' && /^\d{5}$/.test(r.zip));
    const table = new Map(decodeTable().map((r) => [r.zip, r]));
    expect(table.size).toBe(source.length);
    for (const r of source) {
      const t = table.get(r.zip)!;
      expect(Math.abs(t.latitude - r.latitude), r.zip).toBeLessThanOrEqual(0.0005 + 1e-9);
      expect(Math.abs(t.longitude - r.longitude), r.zip).toBeLessThanOrEqual(0.0005 + 1e-9);
      expect([t.city, t.state]).toEqual([r.city, r.state]);
    }
  });
});
