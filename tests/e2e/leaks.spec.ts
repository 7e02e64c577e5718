/** DESIGN.md: contact fields never reach static output. Every seeded contact value carries a marker. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/test';
import { CONTACT_LEAK_MARKERS } from '../../supabase/seed/jobs';

test('no seeded contact value appears anywhere in dist/', () => {
  const hits: string[] = [];
  let files = 0;
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(html|json|xml|js|txt|css)$/.test(name)) {
        files++;
        const text = readFileSync(full, 'utf8');
        for (const marker of CONTACT_LEAK_MARKERS) if (text.includes(marker)) hits.push(`${full}: ${marker}`);
      }
    }
  };
  walk(join(process.cwd(), 'dist'));
  expect(files).toBeGreaterThan(1);
  expect(hits).toEqual([]);
});
