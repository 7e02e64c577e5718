/** Gzip sizes of HTML, CSS and JS for one page of each kind in dist/ (used by `npm run bench`). */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(process.cwd(), 'dist');
const gz = (buf: Buffer | string) => gzipSync(buf, { level: 9 }).length;

function fileFor(path: string): string | null {
  for (const candidate of [join(dist, path, 'index.html'), join(dist, `${path}.html`)]) if (existsSync(candidate)) return candidate;
  return null;
}

function jsClosure(entries: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const url = queue.pop()!;
    if (seen.has(url) || !existsSync(join(dist, url))) continue;
    seen.add(url);
    const code = readFileSync(join(dist, url), 'utf8');
    const base = url.slice(0, url.lastIndexOf('/') + 1);
    for (const m of code.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+|\/[^"']+)["']/g)) {
      queue.push(m[1]!.startsWith('/') ? m[1]! : new URL(m[1]!, `http://x${base}`).pathname);
    }
  }
  return [...seen];
}

export interface PageWeight {
  kind: string;
  path: string;
  html: number;
  css: number;
  js: number;
}

export function measurePage(kind: string, path: string): PageWeight | null {
  const file = fileFor(path);
  if (!file) return null;
  const html = readFileSync(file, 'utf8');
  const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="(\/[^"]+)"/g)].map((m) => m[1]!);
  const scripts = [
    ...[...html.matchAll(/<script[^>]*\ssrc="(\/[^"]+)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/\s(?:component-url|renderer-url)="(\/[^"]+)"/g)].map((m) => m[1]!),
  ];
  const css = styles.reduce((s, u) => s + (existsSync(join(dist, u)) ? gz(readFileSync(join(dist, u))) : 0), 0);
  const js = jsClosure([...new Set(scripts)]).reduce((s, u) => s + gz(readFileSync(join(dist, u))), 0);
  return { kind, path, html: gz(html), css, js };
}
