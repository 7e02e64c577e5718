/**
 * The feature graph (.feature-graph.cjs) over `.astro` files, which dependency-cruiser does not parse: every
 * import in a feature's component (frontmatter and <script>) reaches only itself and the features it may.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';

const graph = createRequire(import.meta.url)('../../.feature-graph.cjs') as Record<string, string[]>;

function astroFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) astroFiles(full, out);
    else if (name.endsWith('.astro')) out.push(full);
  }
  return out;
}

/** The feature a module specifier lands in, seen from `file`. */
function featureOf(file: string, spec: string): string | null {
  const path = spec.startsWith('~/') ? resolve('src', spec.slice(2)) : spec.startsWith('.') ? resolve(dirname(file), spec) : null;
  const rel = path && relative(resolve('src/features'), path);
  return rel && !rel.startsWith('..') ? rel.split(/[\\/]/)[0]! : null;
}

it('every .astro file of a feature imports only the features it may', () => {
  const wrong: string[] = [];
  let imports = 0;
  for (const file of astroFiles('src/features')) {
    const own = relative('src/features', file).split(/[\\/]/)[0]!;
    const allowed = new Set([own, ...(graph[own] ?? [])]);
    for (const m of readFileSync(file, 'utf8').matchAll(/(?:import|from)\s*\(?\s*['"]([^'"]+)['"]/g)) {
      const to = featureOf(file, m[1]!);
      if (!to) continue;
      imports++;
      if (!allowed.has(to)) wrong.push(`${relative('.', file)} imports ${m[1]} (${own} may import ${[...allowed].join(', ')})`);
    }
  }
  expect(imports).toBeGreaterThan(10);
  expect(wrong).toEqual([]);
});

it('the feature graph has no cycle, and names only features that exist', () => {
  const features = new Set(
    readdirSync('src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name),
  );
  for (const [from, tos] of Object.entries(graph)) for (const to of [from, ...tos]) expect(features.has(to), to).toBe(true);
  // Depth-first: a feature met again on the path it was reached by closes a cycle.
  const cycles: string[] = [];
  const walk = (node: string, path: string[]) => {
    if (path.includes(node)) return void cycles.push([...path.slice(path.indexOf(node)), node].join(' -> '));
    for (const next of graph[node] ?? []) walk(next, [...path, node]);
  };
  for (const start of Object.keys(graph)) walk(start, []);
  expect(cycles).toEqual([]);
});
