import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegration } from 'astro';
import { afterEach, expect, it } from 'vitest';
import featurePagesIntegration, { featurePages } from './feature-pages';

let root = '';
const tree = (files: string[]) => {
  root = mkdtempSync(join(tmpdir(), 'feature-pages-'));
  for (const f of files) {
    mkdirSync(dirname(join(root, f)), { recursive: true });
    writeFileSync(join(root, f), '');
  }
};
afterEach(() => rmSync(root, { recursive: true, force: true }));

const setup = (injectRoute: (r: { pattern: string; entrypoint: string }) => void) =>
  (featurePagesIntegration().hooks['astro:config:setup'] as (o: unknown) => void)({
    config: { root: pathToFileURL(`${root}/`) },
    injectRoute,
  } as unknown as Parameters<NonNullable<AstroIntegration['hooks']['astro:config:setup']>>[0]);

it('routes a capability pages folder as src/pages is routed', () => {
  tree([
    'src/features/talent/pages/talent/index.astro',
    'src/features/talent/pages/talent/[id].astro',
    'src/features/talent/pages/talent/_part.astro',
    'src/features/talent/pages/talent/feed.json.ts',
    'src/features/talent/Card.astro',
    'src/features/board/board.ts',
  ]);
  expect(featurePages(root)).toEqual([
    { pattern: '/talent/[id]', entrypoint: './src/features/talent/pages/talent/[id].astro' },
    { pattern: '/talent/feed.json', entrypoint: './src/features/talent/pages/talent/feed.json.ts' },
    { pattern: '/talent', entrypoint: './src/features/talent/pages/talent/index.astro' },
  ]);
  const injected: string[] = [];
  setup((r) => injected.push(r.pattern));
  expect(injected).toEqual(['/talent/[id]', '/talent/feed.json', '/talent']);
});

it('refuses a page src/pages already routes', () => {
  tree(['src/pages/about.astro', 'src/features/talent/pages/about.astro']);
  expect(() => setup(() => undefined)).toThrow('./src/features/talent/pages/about.astro routes /about, which src/pages already routes');
});
