/**
 * Astro writes the islands' one style rule (`astro-island{display:contents}`, so an island's wrapper does
 * not change layout) as a <style> element where the page's first island is, inside <body>, which HTML does
 * not allow (the Nu Html Checker says so). After the build this moves it into <head>, once per page.
 */
import type { AstroIntegration } from 'astro';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { htmlFiles } from './built-html';

const ISLAND_STYLE = /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/g;

/** The page with the islands' style rule in its head (unchanged when it has none or no head). */
export function hoistIslandStyle(html: string): string {
  const found = html.match(ISLAND_STYLE);
  const head = html.indexOf('</head>');
  if (!found || head < 0 || html.slice(0, head).match(ISLAND_STYLE)) return html;
  const body = html.slice(head).replace(ISLAND_STYLE, '');
  return `${html.slice(0, head)}${found[0]}${body}`;
}

export default function islandStyle(): AstroIntegration {
  return {
    name: 'island-style',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        for (const file of await htmlFiles(fileURLToPath(dir))) {
          const html = await readFile(file, 'utf8');
          const moved = hoistIslandStyle(html);
          if (moved !== html) await writeFile(file, moved);
        }
      },
    },
  };
}
