/** The location filter, with the short names people use. */
import { splitCityState } from '~/features/location/city-state';
import { distanceMiles, SEARCH_RADIUS_DEGREES_LAT, SEARCH_RADIUS_MILES, type LatLng } from '~/features/location/geo';
import type * as Regions from '~/features/location/regions';

/**
 * The names people give places (local names, neighbourhoods, regions and their cities): a table the
 * browser loads when a location is first searched (placeNames; the board's early start asks for it with
 * the page), and the server and the build are given at start (givePlaceNames). Without it, a location is
 * read as typed text and a looked-up point.
 */
type Names = Pick<typeof Regions, 'localName' | 'regionCities' | 'placeWithoutLookup'>;
let names: Names | null = null;
export const placeNames = (): Promise<void> => (names ? Promise.resolve() : import('~/features/location/regions').then((m) => void (names = m)));
export const givePlaceNames = (m: Names): void => void (names = m);
const localName = (t: string) => names?.localName(t) ?? null;
const regionCities = (t: string) => names?.regionCities(t) ?? null;
import { stateAbbr, US_STATES } from '~/domain/us-states';

const STATE_NAMES = Object.values(US_STATES).map((n) => n.toLowerCase());
import type { Test } from './facets';
import type { Indexed } from './indexed';

/**
 * Location rule, with what people mean by short names:
 *   - a local name ("SF", "LA", "NYC", "Philly", "DFW", and boroughs and regions: "Manhattan", "Orange
 *     County") matches its place's city, or any job within the radius of the place;
 *   - "City ST", "City, ST" or "City State" matches that city in that state, or any job within the radius;
 *   - a two-letter state code or a full state name matches that state only (never a substring of a city:
 *     "CA" does not find Chicago);
 *   - anything else: the city or zip contains the text; or the state name starts with it (from 4
 *     characters); or a Bay Area region groups the job's city; or the geocoded distance is within the radius.
 * The radius is the visitor's choice (10, 25, 50 or 100 miles; 50, the spec's, by default). With no
 * coordinates for the text, only the text rules apply.
 */
export function compileLocation(text: string, origin: LatLng | null, radius = SEARCH_RADIUS_MILES): Test | null {
  const t = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!t) return null;
  const maxDLat = (SEARCH_RADIUS_DEGREES_LAT * radius) / SEARCH_RADIUS_MILES + 1e-9;
  const near = (e: Indexed) => {
    const { lat, lng } = e;
    if (!origin || lat == null || lng == null || Math.abs(lat - origin.lat) > maxDLat) return false;
    return distanceMiles(origin, { lat, lng }) <= radius;
  };
  const local = localName(t);
  if (local) {
    const [city, state] = local.toLowerCase().split(', ');
    return (e) => (e.city === city && e.state.toLowerCase() === state) || near(e);
  }
  const abbr = stateAbbr(t);
  if (abbr) return (e) => e.state === abbr;
  const split = splitCityState(t);
  if (split) {
    const city = split.city.toLowerCase();
    return (e) => (e.city === city && e.state === split.state) || near(e);
  }
  const prefix = t.length >= 4 ? t : null;
  const region = regionCities(t);
  const regionSet = region ? new Set(region) : null;
  return (e) => e.city.includes(t) || e.zip.includes(t) || (!!prefix && e.stateName.startsWith(prefix)) || !!regionSet?.has(e.city) || near(e);
}

/**
 * What to geocode for a location filter: a local name's place, nothing for a state (the state rule alone
 * decides, so no lookup runs), else the text itself. A bare city name several states share means the one
 * where the board has jobs (`stateWithJobs`), not the gazetteer's larger place.
 */
export function geocodeTarget(text: string, stateWithJobs?: (city: string) => string | null): string | null {
  const t = text.trim();
  const local = localName(t);
  if (local) return local;
  // A state, or the start of a state's name ("Calif"): the state rule alone decides (no lookup, which would
  // take "Calif" for the start of Califon, New Jersey).
  if (!t || stateAbbr(t) || (t.length >= 4 && STATE_NAMES.some((n) => n.startsWith(t.toLowerCase())))) return null;
  // A region ("SoCal", "Bay Area") is its cities: no one point stands for it.
  if (regionCities(t)) return null;
  if (!splitCityState(t) && !/^\d/.test(t) && !t.includes(',')) {
    const st = stateWithJobs?.(t.toLowerCase());
    if (st) return `${t}, ${st}`;
  }
  return t;
}

/** The name of a place searched without a lookup (geocodeTarget null): a state, the start of one's name, or a region. */
export const placeWithoutLookup = (text: string): string | null => names?.placeWithoutLookup(text) ?? null;
