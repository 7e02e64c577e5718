/**
 * Offline US gazetteer: ZIP centroids from the `zipcodes` package (BSD licence; data from the US
 * Census ZCTA gazetteer), indexed once per process. No key, no network, no cost.
 */
import { codes } from 'zipcodes/lib/codes.js';
import type { LatLng } from './geo';
import { stateAbbr } from '~/domain/us-states';

interface ZipRecord {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

interface Index {
  zip: Map<string, LatLng>;
  cityState: Map<string, LatLng>;
  city: Map<string, LatLng>;
  state: Map<string, LatLng>;
}

let index: Index | undefined;

function mean(points: LatLng[]): LatLng {
  const sum = points.reduce((a, p) => ({ lat: a.lat + p.lat, lng: a.lng + p.lng }), { lat: 0, lng: 0 });
  return { lat: Math.round((sum.lat / points.length) * 1e4) / 1e4, lng: Math.round((sum.lng / points.length) * 1e4) / 1e4 };
}

function build(): Index {
  const zip = new Map<string, LatLng>();
  const byCityState = new Map<string, LatLng[]>();
  const byState = new Map<string, LatLng[]>();
  for (const r of Object.values(codes as Record<string, ZipRecord>)) {
    if (typeof r.latitude !== 'number' || typeof r.longitude !== 'number') continue;
    const p = { lat: r.latitude, lng: r.longitude };
    zip.set(r.zip, p);
    const key = `${r.city.toLowerCase()}|${r.state}`;
    (byCityState.get(key) ?? byCityState.set(key, []).get(key)!).push(p);
    (byState.get(r.state) ?? byState.set(r.state, []).get(r.state)!).push(p);
  }
  const cityState = new Map<string, LatLng>();
  // A bare city name goes to the state where that city has the most ZIP codes (the larger place).
  const bestCity = new Map<string, { size: number; at: LatLng }>();
  for (const [key, points] of byCityState) {
    const at = mean(points);
    cityState.set(key, at);
    const name = key.slice(0, key.indexOf('|'));
    const prev = bestCity.get(name);
    if (!prev || points.length > prev.size) bestCity.set(name, { size: points.length, at });
  }
  const state = new Map<string, LatLng>();
  for (const [abbr, points] of byState) state.set(abbr, mean(points));
  return { zip, cityState, city: new Map([...bestCity].map(([k, v]) => [k, v.at])), state };
}

function idx(): Index {
  return (index ??= build());
}

const normalise = (s: string) => s.trim().toLowerCase().replace(/\./g, '').replace(/\s+/g, ' ').replace(/^saint /, 'st ');

/** Coordinates of a ZIP (5 digits or ZIP+4), 'City, ST', 'City, State', a state, or a bare city; null when unknown. */
export function geocode(input: string): LatLng | null {
  const text = input.trim();
  if (!text) return null;
  const i = idx();
  const zip = /^(\d{5})(?:-\d{4})?$/.exec(text);
  if (zip) return i.zip.get(zip[1]!) ?? null;
  const comma = text.lastIndexOf(',');
  if (comma > 0) {
    const city = normalise(text.slice(0, comma));
    const st = stateAbbr(text.slice(comma + 1));
    if (st) return i.cityState.get(`${city}|${st}`) ?? i.cityState.get(`${city.replace(/^st /, 'saint ')}|${st}`) ?? null;
    return i.city.get(city) ?? null;
  }
  const st = stateAbbr(text);
  if (st) return i.state.get(st) ?? null;
  return i.city.get(normalise(text)) ?? null;
}

/** Coordinates of a job: its ZIP first, else its city and state. */
export function geocodeJob(job: { zip_code: string | null; city: string; state: string }): LatLng | null {
  return (job.zip_code ? geocode(job.zip_code) : null) ?? geocode(`${job.city}, ${job.state}`);
}
