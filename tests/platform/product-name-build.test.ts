/**
 * PRODUCT_NAME reaches the browser through astro:env/client: a build where it is set names the
 * saved-jobs cookie "{product}_saved_jobs" and the auth storage key after it, in the islands'
 * own code (before, client code read process.env, which a browser does not have).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { dataDirFromTemplate } from '../support/test-db';
import { EXTERNAL_LINKS_ENV } from '../support/fixtures';

const root = mkdtempSync(join(tmpdir(), 'product-build-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('a build with PRODUCT_NAME set names the saved-jobs cookie and the auth key after it', async () => {
  const out = join(root, 'dist');
  const built = spawnSync('node_modules/.bin/astro', ['build', '--outDir', out], {
    encoding: 'utf8',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PRODUCT_NAME: 'Rehab Pros',
      ...EXTERNAL_LINKS_ENV,
      DATA_DIR: dataDirFromTemplate(join(root, 'data')),
      SITE_URL: 'http://localhost:4321',
    },
  });
  expect(built.status, built.stderr.slice(-2000)).toBe(0);
  // The chunk client code reads its public configuration from (the page kit, astro.config.mjs): load it as
  // the browser would.
  const chunk = readdirSync(join(out, '_astro')).find((f) => /^page-kit\.[\w-]+\.js$/.test(f));
  expect(chunk).toBeDefined();
  const exported = Object.values((await import(pathToFileURL(join(out, '_astro', chunk!)).href)) as Record<string, unknown>);
  expect(exported).toContain('rehabpros_saved_jobs');
  expect(exported).toContain('rehabpros-auth');
  // And the islands use that chunk for the cookie (no other cookie name is built into them).
  const islands = readdirSync(join(out, '_astro'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(out, '_astro', f), 'utf8'))
    .join('\n');
  expect(islands).not.toContain('rehabmatch_saved_jobs');
  expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('Rehab Pros');
  // With the external links set, they leave the site in a new tab; the Morro Bay page has its LinkedIn button.
  expect(readFileSync(join(out, 'index.html'), 'utf8')).toMatch(/<a href="https:\/\/forms\.example\.org\/post"[^>]*target="_blank"/);
  expect(readFileSync(join(out, 'jobs', 'pta-morro-bay.html'), 'utf8')).toMatch(
    /<a href="https:\/\/social\.example\.org\/us" target="_blank" rel="noopener noreferrer"[^>]*>\s*Connect on LinkedIn/,
  );
  // supabase-js stays a chunk of its own, loaded only when a session is stored: the session check the
  // detail pages load eagerly is small (it once took supabase-js in with it).
  const session = readdirSync(join(out, '_astro')).find((f) => /^session\.[\w-]+\.js$/.test(f));
  expect(session).toBeDefined();
  expect(readFileSync(join(out, '_astro', session!)).length).toBeLessThan(4096);
}, 240_000);
