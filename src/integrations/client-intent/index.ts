/**
 * Registers `client:intent` (./directive.ts) with Astro: islands that hydrate when the visitor reaches for
 * them. After the build, an island with `when` (it may hydrate as the page opens: the board on a shared
 * search) is given `data-preload`, the modules its component and renderer import: the directive asks for
 * them all at once, where the browser would find them one level of imports at a time (on a phone's
 * network, the board's code came in three round trips after its first file).
 */
import type { AstroIntegration } from 'astro';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFiles } from '../built-html';
import type { IntentOptions } from './directive';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:intent'?: IntentOptions | boolean;
  }
}

/** Static imports of a built module ("./x.js" beside it); dynamic import("…") is left out. */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g;

/** Every module a built module imports, directly or not (paths as served, e.g. /_astro/react.X.js). */
async function importClosure(dist: string, url: string, seen = new Set<string>()): Promise<Set<string>> {
  const source = await readFile(join(dist, url), 'utf8').catch(() => '');
  for (const [, rel] of source.matchAll(STATIC_IMPORT)) {
    const dep = new URL(rel!, `http://x${url}`).pathname;
    if (seen.has(dep)) continue;
    seen.add(dep);
    await importClosure(dist, dep, seen);
  }
  return seen;
}

const ISLAND = /<astro-island\b[^>]*>/g;

/** The page with `data-preload` on each client:intent island that has `when`. */
export async function markPreloads(html: string, dist: string): Promise<string> {
  if (!html.includes('client="intent"') || !html.includes('&quot;when&quot;')) return html;
  let out = '';
  let last = 0;
  for (const m of html.matchAll(ISLAND)) {
    const tag = m[0];
    if (!tag.includes('client="intent"') || !tag.includes('&quot;when&quot;') || tag.includes('data-preload=')) continue;
    const own = [/component-url="([^"]+)"/, /renderer-url="([^"]+)"/].map((re) => re.exec(tag)?.[1]).filter((u): u is string => !!u);
    const deps = new Set<string>();
    for (const url of own) for (const dep of await importClosure(dist, url)) deps.add(dep);
    for (const url of own) deps.delete(url);
    out += `${html.slice(last, m.index)}${tag.slice(0, -1)} data-preload="${[...deps].sort().join(' ')}">`;
    last = m.index + tag.length;
  }
  return out + html.slice(last);
}

export default function clientIntent(): AstroIntegration {
  return {
    name: 'client-intent',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'intent', entrypoint: fileURLToPath(new URL('./directive.ts', import.meta.url)) });
      },
      'astro:build:done': async ({ dir }) => {
        const dist = fileURLToPath(dir);
        for (const file of await htmlFiles(dist)) {
          const html = await readFile(file, 'utf8');
          const marked = await markPreloads(html, dist);
          if (marked !== html) await writeFile(file, marked);
        }
      },
    },
  };
}
