/**
 * @astrojs/sitemap writes `sitemap-pages-index.xml` and `sitemap-pages-0.xml`; our index
 * (/sitemap-index.xml) lists the pages sitemap by its spec name, so move the single chunk into place.
 */
import type { AstroIntegration } from 'astro';
import { readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

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
        await rename(join(root, chunks[0]!), join(root, 'sitemap-pages.xml'));
        await rm(join(root, 'sitemap-pages-index.xml'), { force: true });
      },
    },
  };
}
