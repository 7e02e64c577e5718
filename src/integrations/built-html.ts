/** The HTML files of a build (dist/), for the integrations that read or rewrite them after it. */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

export async function htmlFiles(dir: string, out: string[] = []): Promise<string[]> {
  for (const name of await readdir(dir)) {
    const full = join(dir, name);
    if ((await stat(full)).isDirectory()) {
      if (name !== '_astro') await htmlFiles(full, out);
    } else if (name.endsWith('.html')) out.push(full);
  }
  return out;
}
