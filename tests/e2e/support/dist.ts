/** Helpers for tests that inspect the built site in dist/. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const distDir = join(process.cwd(), 'dist');

/** Every built HTML file, as [urlPath, absoluteFile]. */
export function builtPages(): [string, string][] {
  const out: [string, string][] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== '_astro') walk(full);
      } else if (name.endsWith('.html')) {
        const rel = relative(distDir, full).split(sep).join('/');
        const path = `/${rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
        out.push([path, full]);
      }
    }
  };
  walk(distDir);
  return out.sort(([a], [b]) => a.localeCompare(b));
}

export function gzipSize(content: string | Buffer): number {
  return gzipSync(content, { level: 9 }).length;
}

/** Local assets a page references: module scripts and stylesheets (paths under dist/). */
export function pageAssets(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="(\/[^"]+)"/g)].map((m) => m[1]!);
  // Islands load their component and renderer through astro-island attributes.
  const islandUrls = [...html.matchAll(/\s(?:component-url|renderer-url)="(\/[^"]+)"/g)].map((m) => m[1]!);
  const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="(\/[^"]+)"/g)].map((m) => m[1]!);
  return { scripts: [...new Set([...scripts, ...islandUrls])], styles: [...new Set(styles)] };
}

/**
 * A JS file plus every chunk it imports statically, transitively (paths under dist/): what loads with the
 * page. Dynamic imports load on demand (the Supabase client on signing in, the keyword code on the first
 * keyword search) and are not followed; the bundler writes them as import(`...`).
 */
export function jsClosure(entries: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    let code: string;
    try {
      code = readFileSync(join(distDir, url), 'utf8');
    } catch {
      continue;
    }
    const base = url.slice(0, url.lastIndexOf('/') + 1);
    for (const m of code.matchAll(/(?:from|import)\s*["'](\.{1,2}\/[^"']+|\/[^"']+)["']/g)) {
      const spec = m[1]!;
      const resolved = spec.startsWith('/') ? spec : new URL(spec, `http://x${base}`).pathname;
      queue.push(resolved);
    }
  }
  return [...seen];
}

export function readDist(url: string): string {
  return readFileSync(join(distDir, url), 'utf8');
}

/** Pages that are not there to be seen: /sitemap replaces itself with the XML file (as the spec says). */
const LEAVES_AT_ONCE = new Set(['/sitemap']);

/**
 * One built page of each route (its `<html data-route>`, BaseLayout), by route: what the page checks scan,
 * so a new page is checked without being listed. The first page of a route in path order stands for it.
 */
export function builtPageKinds(): Map<string, string> {
  const kinds = new Map<string, string>();
  for (const [path, file] of builtPages()) {
    if (LEAVES_AT_ONCE.has(path)) continue;
    const route = /<html[^>]*\sdata-route="([^"]+)"/.exec(readFileSync(file, 'utf8'))?.[1];
    if (route && !kinds.has(route)) kinds.set(route, path);
  }
  return kinds;
}
