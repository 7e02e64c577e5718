/**
 * The map of where the jobs are, drawn at build time: the states from us-atlas (already projected to
 * Albers USA in a 975 x 610 frame), simplified with topojson-simplify, written as SVG paths by d3-geo, and
 * the metros placed with the same projection. Counts by state and metro from the build's job summaries;
 * each shape is a link to its page (a state or city page where the site has one, else the board searched
 * there). No client code: the board, once awake, only recolours it (map-follow.ts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { getCollection } from 'astro:content';
import { geoAlbersUsa, geoPath } from 'd3-geo';
import type { Feature, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import { presimplify, quantile, simplify } from 'topojson-simplify';
import type { Topology } from 'topojson-specification';
import type { JobSummary } from '~/domain/job-summary';
import { US_STATES } from '~/domain/us-states';

/** The atlas frame (us-atlas' Albers files: geoAlbersUsa().scale(1300).translate([487.5, 305])). */
export const MAP_WIDTH = 975;
export const MAP_HEIGHT = 610;
const project = geoAlbersUsa().scale(1300).translate([487.5, 305]);
/** Detail kept: the share of the atlas' points by weight (one in fifteen still draws every state recognisably). */
const DETAIL = 0.07;
/** Metros drawn: the places with the most jobs. */
const METROS = 25;

const CODE_BY_NAME = new Map(Object.entries(US_STATES).map(([code, name]) => [name, code]));

/** A state's outline (an SVG path) and its box in the frame. */
export interface StateShape {
  d: string;
  box: [[number, number], [number, number]];
}
let shapes: Map<string, StateShape> | undefined;
/** Each state's outline as an SVG path, by state code (drawn once per build). */
export function stateShapes(): Map<string, StateShape> {
  if (shapes) return shapes;
  const require = createRequire(import.meta.url);
  const topo = JSON.parse(readFileSync(require.resolve('us-atlas/states-albers-10m.json'), 'utf8')) as Topology;
  const pre = presimplify(topo as never);
  const simple = simplify(pre, quantile(pre, DETAIL)) as unknown as Topology;
  const path = geoPath().digits(0);
  const states = feature(simple, simple.objects.states!) as unknown as { features: Feature<Geometry, { name: string }>[] };
  shapes = new Map(
    states.features.flatMap((f) => {
      const code = CODE_BY_NAME.get(f.properties.name);
      const d = code ? path(f) : null;
      return code && d ? [[code, { d: relativePath(d), box: path.bounds(f) }] as const] : [];
    }),
  );
  return shapes;
}

/**
 * geoPath's outline ("M x,y L x,y … Z", whole numbers) as the same shape in relative moves: a step between
 * neighbouring points is a few digits where an absolute point is six or seven, and the page sends the map.
 * Rings the simplification shrank to fewer than three distinct points draw nothing and are left out.
 */
export function relativePath(d: string): string {
  let out = '';
  let at: [number, number] = [0, 0];
  const num = (n: number, first: boolean) => (first || n < 0 ? '' : ' ') + n;
  for (const ring of d.split('Z')) {
    if (!ring) continue;
    const points = ring
      .slice(1)
      .split('L')
      .map((p) => p.split(',').map(Number) as [number, number]);
    if (!/^M[-\d,L]+$/.test(ring) || points.some(([x, y]) => !Number.isInteger(x) || !Number.isInteger(y)))
      throw new Error(`map: an outline this writer does not know: ${ring.slice(0, 40)}`);
    if (new Set(points.map((p) => p.join())).size < 3) continue;
    points.forEach(([x, y], i) => {
      const dx = x - at[0];
      const dy = y - at[1];
      out += i === 0 ? `m${dx}${num(dy, false)}` : `${i === 1 ? 'l' : ''}${num(dx, i === 1)}${num(dy, false)}`;
      at = [x, y];
    });
    out += 'z';
    at = points[0]!;
  }
  return out;
}

export interface MapPlace {
  /** State code, or "City, ST". */
  key: string;
  name: string;
  jobs: number;
  href: string;
}
export interface MapMetro extends MapPlace {
  x: number;
  y: number;
  state: string;
}
export interface JobsMapData {
  states: (MapPlace & StateShape & { code: string })[];
  metros: MapMetro[];
  total: number;
}

/** Counts by state and metro, each with its page, for the map. */
export async function jobsMap(jobs: readonly Pick<JobSummary, 'state' | 'city' | 'lat' | 'lng'>[]): Promise<JobsMapData> {
  const [statePages, cityPages] = await Promise.all([getCollection('states'), getCollection('cities')]);
  const stateHref = (code: string) => {
    const page = statePages.find((s) => s.data.abbreviation === code);
    return page ? `/jobs/${page.data.slug}` : `/jobs?location=${encodeURIComponent(US_STATES[code] ?? code)}`;
  };
  const byState = new Map<string, number>();
  const byCity = new Map<string, { city: string; state: string; jobs: number; lat: number; lng: number }>();
  for (const job of jobs) {
    byState.set(job.state, (byState.get(job.state) ?? 0) + 1);
    if (job.lat == null || job.lng == null) continue;
    const key = `${job.city}, ${job.state}`;
    const m = byCity.get(key);
    if (m) m.jobs += 1;
    else byCity.set(key, { city: job.city, state: job.state, jobs: 1, lat: job.lat, lng: job.lng });
  }
  const states = [...stateShapes()].map(([code, shape]) => ({
    key: code,
    code,
    ...shape,
    name: US_STATES[code]!,
    jobs: byState.get(code) ?? 0,
    href: stateHref(code),
  }));
  const metros = [...byCity.entries()]
    .sort(([a, x], [b, y]) => y.jobs - x.jobs || a.localeCompare(b))
    .slice(0, METROS)
    .flatMap(([key, m]) => {
      const at = project([m.lng, m.lat]);
      if (!at) return [];
      const page = cityPages.find((c) => c.data.name === m.city && c.data.stateAbbr === m.state);
      const href = page ? `/physical-therapy-jobs/${page.data.slug}` : `/jobs?location=${encodeURIComponent(key)}`;
      return [{ key, name: key, state: m.state, jobs: m.jobs, href, x: Math.round(at[0]), y: Math.round(at[1]) }];
    });
  return { states, metros, total: jobs.length };
}

export { shade } from './map-shades';
