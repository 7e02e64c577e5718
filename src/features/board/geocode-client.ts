/** Browser side of geocoding: POST /api/geocode, cached by lowercased text for the page's life. */
import type { LatLng } from '~/features/location/geo';

const cache = new Map<string, Promise<LatLng | null>>();

export function geocodeLocation(text: string): Promise<LatLng | null> {
  const key = text.trim().toLowerCase();
  if (!key) return Promise.resolve(null);
  let hit = cache.get(key);
  if (!hit) {
    hit = fetch('/api/geocode', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ location: key }) })
      .then(async (res) => {
        if (!res.ok) return null;
        const body = (await res.json()) as { lat?: unknown; lng?: unknown };
        return typeof body.lat === 'number' && typeof body.lng === 'number' ? { lat: body.lat, lng: body.lng } : null;
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
