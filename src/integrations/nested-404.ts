/**
 * Astro builds src/pages/jobs/city/404.astro as dist/jobs/city/404/index.html. Cloudflare Pages (and
 * our local host) serve the closest `404.html` up the tree, so move each nested one into place.
 */
import type { AstroIntegration } from 'astro';
import { readdir, rename, rmdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

async function findNested(dir: string, root: string, out: string[]): Promise<string[]> {
  for (const name of await readdir(dir)) {
    const full = join(dir, name);
    if (!(await stat(full)).isDirectory() || name === '_astro') continue;
    if (name === '404' && full !== join(root, '404')) out.push(full);
    await findNested(full, root, out);
  }
  return out;
}

export default function nested404(): AstroIntegration {
  return {
    name: 'nested-404',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        for (const folder of await findNested(root, root, [])) {
          try {
            await rename(join(folder, 'index.html'), `${folder}.html`);
            await rmdir(folder).catch(() => undefined);
            logger.info(`${folder.slice(root.length)}.html`);
          } catch {
            // not a page folder
          }
        }
      },
    },
  };
}
