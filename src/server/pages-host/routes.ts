/**
 * Cloudflare Pages Functions routing, from the file tree:
 *   functions/api/geocode.ts          -> /api/geocode
 *   functions/api/jobs/[id]/x.ts      -> /api/jobs/:id/x        (params.id: string)
 *   functions/api/resumes/[[path]].ts -> /api/resumes/*         (params.path: string[])
 *   functions/api/alerts/index.ts     -> /api/alerts
 * Files and folders starting with `_` and `*.test.ts` are not routes. Static segments beat params,
 * params beat catch-alls; a longer route beats a shorter one.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export type Segment = { kind: 'static'; value: string } | { kind: 'param'; name: string } | { kind: 'catchall'; name: string };

export interface RouteDef {
  file: string;
  pattern: string;
  segments: Segment[];
}

export const METHOD_EXPORTS = [
  'onRequestGet',
  'onRequestPost',
  'onRequestPut',
  'onRequestPatch',
  'onRequestDelete',
  'onRequestHead',
  'onRequestOptions',
] as const;

export function scanRoutes(functionsDir: string): RouteDef[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (name.startsWith('_') || name.startsWith('.')) continue;
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(ts|js|mjs)$/.test(name) && !/\.(test|spec)\.[tj]s$/.test(name) && !name.endsWith('.d.ts')) files.push(full);
    }
  };
  try {
    walk(functionsDir);
  } catch {
    return [];
  }
  return sortRoutes(files.map((file) => routeFromFile(functionsDir, file)));
}

export function routeFromFile(functionsDir: string, file: string): RouteDef {
  const parts = relative(functionsDir, file)
    .split(sep)
    .join('/')
    .replace(/\.(ts|js|mjs)$/, '')
    .split('/');
  if (parts[parts.length - 1] === 'index') parts.pop();
  const segments: Segment[] = parts.map((p) => {
    const catchall = /^\[\[(\w+)\]\]$/.exec(p);
    if (catchall) return { kind: 'catchall', name: catchall[1]! };
    const param = /^\[(\w+)\]$/.exec(p);
    if (param) return { kind: 'param', name: param[1]! };
    return { kind: 'static', value: p };
  });
  return { file, segments, pattern: `/${parts.join('/')}` };
}

const weight = { static: 3, param: 2, catchall: 1 } as const;

export function sortRoutes(routes: RouteDef[]): RouteDef[] {
  return [...routes].sort((a, b) => {
    const n = Math.max(a.segments.length, b.segments.length);
    for (let i = 0; i < n; i++) {
      const wa = a.segments[i] ? weight[a.segments[i]!.kind] : 0;
      const wb = b.segments[i] ? weight[b.segments[i]!.kind] : 0;
      if (wa !== wb) return wb - wa;
    }
    return b.segments.length - a.segments.length;
  });
}

export function matchRoute(routes: RouteDef[], pathname: string): { route: RouteDef; params: Record<string, string | string[]> } | null {
  const parts = pathname
    .replace(/\/+$/, '')
    .split('/')
    .filter(Boolean)
    .map((p) => {
      try {
        return decodeURIComponent(p);
      } catch {
        return p;
      }
    });
  for (const route of routes) {
    const params: Record<string, string | string[]> = {};
    let ok = true;
    let i = 0;
    for (const seg of route.segments) {
      if (seg.kind === 'catchall') {
        const rest = parts.slice(i);
        if (rest.length === 0) ok = false;
        params[seg.name] = rest;
        i = parts.length;
        break;
      }
      const part = parts[i];
      if (part === undefined) {
        ok = false;
        break;
      }
      if (seg.kind === 'static' && seg.value !== part) {
        ok = false;
        break;
      }
      if (seg.kind === 'param') params[seg.name] = part;
      i++;
    }
    if (ok && i === parts.length) return { route, params };
  }
  return null;
}
