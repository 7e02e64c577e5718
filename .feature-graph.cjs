/**
 * Which feature may import which, as each feature declares it: `src/features/<feature>/feature.json`'s
 * `uses` (a feature without the file imports no other feature). Read by .dependency-cruiser.cjs for
 * TypeScript and by tests/unit/feature-graph.test.ts for .astro files, which dependency-cruiser does not
 * parse (the test also fails on a cycle in this graph). Pages compose features freely.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- dependency-cruiser reads CommonJS config
const { existsSync, readdirSync, readFileSync } = require('node:fs');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
const { join } = require('node:path');

const root = join(__dirname, 'src/features');
/** @type {Record<string, string[]>} */
const graph = {};
for (const feature of readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory())) {
  const file = join(root, feature.name, 'feature.json');
  if (existsSync(file)) graph[feature.name] = JSON.parse(readFileSync(file, 'utf8')).uses;
}
module.exports = graph;
