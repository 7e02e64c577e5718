/**
 * @astrojs/sitemap writes `sitemap-pages-index.xml` and `sitemap-pages-0.xml`; our index
 * (/sitemap-index.xml) lists the pages sitemap by its spec name, so move the single chunk into place.
 *
 * A page that asks not to be indexed (`<meta name="robots" content="noindex">`: an account, the staff
 * console, a not-found page) is taken out of it here: the page's own meta is the one list of private pages,
 * and a search engine is never handed a URL that then says no.
 */
import type { AstroIntegration } from 'astro';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const NOINDEX = /<meta name="robots" content="noindex/;

/** The built file of a page's URL (build.format 'file': /about is about.html, / is index.html). */
const pageFile = (root: string, loc: string) => {
  const path = decodeURIComponent(new URL(loc).pathname).replace(/\/$/, '');
  return join(root, path === '' ? 'index.html' : `${path}.html`);
};

/** The sitemap without the entries whose page says noindex. */
async function withoutNoindex(xml: string, isNoindex: (loc: string) => Promise<boolean>): Promise<string> {
  const entries = [...xml.matchAll(/<url>[\s\S]*?<\/url>/g)].map((m) => m[0]);
  let out = xml;
  for (const entry of entries) {
    const loc = /<loc>([^<]+)<\/loc>/.exec(entry)?.[1];
    if (loc && (await isNoindex(loc))) out = out.replace(entry, '');
  }
  return out;
}

export default function sitemapFiles(): AstroIntegration {
  return {
    name: 'sitemap-files',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const chunks = (await readdir(root)).filter((f) => /^sitemap-pages-\d+\.xml$/.test(f));
        if (chunks.length !== 1) {
          logger.warn(`expected one pages sitemap chunk, found ${chunks.length}`);
          return;
        }
        const xml = await readFile(join(root, chunks[0]!), 'utf8');
        const kept = await withoutNoindex(xml, async (loc) => NOINDEX.test(await readFile(pageFile(root, loc), 'utf8').catch(() => '')));
        await writeFile(join(root, 'sitemap-pages.xml'), kept);
        await rm(join(root, chunks[0]!));
        await rm(join(root, 'sitemap-pages-index.xml'), { force: true });
      },
    },
  };
}
