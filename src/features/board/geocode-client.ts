/**
 * Browser side of geocoding: GET /api/geocode?location= (lowercased), cached for the page's life; the
 * board's page asks for the same URL while its code loads (BoardUrlGate), so this finds it in the HTTP cache.
 */
import type { LatLng } from '~/features/location/geo';

/** A typed place as the gazetteer read it: where (null when unknown), its name, other places so named, or what may have been meant. */
export interface Located {
  at: LatLng | null;
  place?: string;
  others?: string[];
  suggestions?: string[];
}

const cache = new Map<string, Promise<Located | null>>();

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string').slice(0, 3) : []);

export function geocodeLocation(text: string): Promise<Located | null> {
  const key = text.trim().toLowerCase();
  if (!key) return Promise.resolve(null);
  let hit = cache.get(key);
  if (!hit) {
    hit = fetch(geocodeUrl(key))
      .then(async (res): Promise<Located | null> => {
        if (!res.ok) return null;
        const body = (await res.json()) as { lat?: unknown; lng?: unknown; place?: unknown; others?: unknown; suggestions?: unknown };
        if (typeof body.lat === 'number' && typeof body.lng === 'number')
          return { at: { lat: body.lat, lng: body.lng }, place: typeof body.place === 'string' ? body.place : undefined, others: strings(body.others) };
        return { at: null, suggestions: strings(body.suggestions) };
      })
      .catch((error: unknown) => {
        // A geocoding error is logged and the filter falls back to text matching.
        console.error('Geocoding failed:', error);
        cache.delete(key);
        return null;
      });
    cache.set(key, hit);
  }
  return hit;
}

/** The one URL of a place's lookup (BoardUrlGate writes the same one). */
const geocodeUrl = (text: string) => `/api/geocode?location=${encodeURIComponent(text.trim().toLowerCase())}`;
