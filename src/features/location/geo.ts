/** Distances on the Earth. */
const EARTH_RADIUS_MILES = 3959;
export const SEARCH_RADIUS_MILES = 50;
/** The radius in degrees of latitude: a job further than this in latitude alone is out, no haversine needed. */
export const SEARCH_RADIUS_DEGREES_LAT = SEARCH_RADIUS_MILES / ((Math.PI / 180) * EARTH_RADIUS_MILES);

export interface LatLng {
  lat: number;
  lng: number;
}

/** Great-circle distance in miles (haversine). */
export function distanceMiles(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
