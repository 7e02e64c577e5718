/** Docs that cannot drift: every repository path README.md and docs/ name in backticks exists. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const docs = [
  'README.md',
  ...readdirSync('docs')
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
/** Folders made at run time or outside the repository: named in docs, never committed. */
const RUNTIME = /^(\.data|dist|node_modules|test-results|\.bench|\.astro|\.\.)\b/;

/** The repository's top-level folders and files: a backticked token starting with one is a path here. */
const TOP =
  /^(src|functions|scripts|tests|supabase|docs|content|public|\.github|\.ci)\/|^(package\.json|wrangler\.toml|astro\.config\.mjs|vitest\.config\.ts|playwright\.config\.ts|tsconfig\.json|eslint\.config\.js|\.dependency-cruiser\.cjs|\.env\.example|README\.md)$/;

/** Backticked tokens that name a path in this repository (a bare `env.ts` in a sentence about a folder is not one). */
export function repoPaths(markdown: string): string[] {
  const out = new Set<string>();
  for (const [, token] of markdown.matchAll(/`([^`\s]+)`/g)) {
    const t = token!.replace(/[.,;:]$/, '');
    if (/[*<>{}$=?]/.test(t) || RUNTIME.test(t)) continue;
    if (TOP.test(t)) out.add(t);
  }
  return [...out];
}

describe('documentation', () => {
  it('finds paths in backticks, and leaves routes, URLs and globs alone', () => {
    expect(repoPaths('see `src/lib/api.ts`, `wrangler.toml`, `/api/health`, `https://x.y/z`, `src/**/*.ts`, `npm test`, `env.ts`')).toEqual([
      'src/lib/api.ts',
      'wrangler.toml',
    ]);
  });
  for (const doc of docs) {
    it(`every repository path ${doc} names exists`, () => {
      const missing = repoPaths(readFileSync(doc, 'utf8')).filter((p) => !existsSync(p));
      expect(missing).toEqual([]);
    });
  }
});
