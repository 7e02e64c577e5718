/** The location filter (SPEC 5 "Location filter"), with the short names people use. */
import { distanceMiles, SEARCH_RADIUS_DEGREES_LAT, SEARCH_RADIUS_MILES, type LatLng } from '~/features/location/geo';
import { localName, regionCities } from '~/features/location/regions';
import { stateAbbr } from '~/domain/us-states';
import type { Test } from './facets';
import type { Indexed } from './indexed';

/**
 * Location rule (SPEC 5), with what people mean by short names:
 *   - a local name ("SF", "LA", "NYC", "Philly", "DFW") matches its place's city, or any job within 50
 *     miles of the place;
 *   - a two-letter state code or a full state name matches that state only (never a substring of a city:
 *     "CA" does not find Chicago);
 *   - anything else: the city or zip contains the text; or the state name starts with it (from 4
 *     characters); or a Bay Area region groups the job's city; or the geocoded distance is at most 50 miles.
 * With no coordinates for the text, only the text rules apply.
 */
export function compileLocation(text: string, origin: LatLng | null): Test | null {
  const t = text.trim().toLowerCase();
  if (!t) return null;
  const maxDLat = SEARCH_RADIUS_DEGREES_LAT + 1e-9;
  const near = (e: Indexed) => {
    const { lat, lng } = e;
    if (!origin || lat == null || lng == null || Math.abs(lat - origin.lat) > maxDLat) return false;
    return distanceMiles(origin, { lat, lng }) <= SEARCH_RADIUS_MILES;
  };
  const local = localName(t);
  if (local) {
    const [city, state] = local.toLowerCase().split(', ');
    return (e) => (e.city === city && e.state.toLowerCase() === state) || near(e);
  }
  const abbr = stateAbbr(t);
  if (abbr) return (e) => e.state === abbr;
  const prefix = t.length >= 4 ? t : null;
  const region = regionCities(t);
  const regionSet = region ? new Set(region) : null;
  return (e) => e.city.includes(t) || e.zip.includes(t) || (!!prefix && e.stateName.startsWith(prefix)) || !!regionSet?.has(e.city) || near(e);
}

/**
 * What to geocode for a location filter: a local name's place, nothing for a state (the state rule alone
 * decides, so no lookup runs), else the text itself.
 */
export function geocodeTarget(text: string): string | null {
  const t = text.trim();
  return localName(t) ?? (t && !stateAbbr(t) ? t : null);
}
