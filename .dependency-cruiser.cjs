/**
 * The layering of ../shared/ARCHITECTURE.md, checked in CI (`npm run lint`, part of `npm test`).
 * Every "never" row is an error; so are the allowed-only edges the table states. Tests are outside the
 * layers (they may reach across to check behaviour). `.astro` files are not parsed by dependency-cruiser:
 * tests/unit/feature-graph.test.ts applies the feature graph (.feature-graph.cjs) to their imports.
 */
const notTest = '\\.(test|spec)\\.tsx?$';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- dependency-cruiser reads CommonJS config
const FEATURE_GRAPH = require('./.feature-graph.cjs');
// Every folder of src/features, read from the tree: a new feature is checked from its first file.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- dependency-cruiser reads CommonJS config
const { readdirSync } = require('node:fs');
const FEATURES = readdirSync(`${__dirname}/src/features`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
// One rule per feature: it may import itself and the features the graph names, no other.
const featureRules = FEATURES.map((feature) => ({
  name: `feature-${feature}-imports-only-its-declared-features`,
  comment: `src/features/${feature} may import ${(FEATURE_GRAPH[feature] ?? []).join(', ') || 'no other feature'} (its feature.json).`,
  severity: 'error',
  from: { path: `^src/features/${feature}/`, pathNot: notTest },
  to: { path: '^src/features/', pathNot: `^src/features/(${[feature, ...(FEATURE_GRAPH[feature] ?? [])].join('|')})/` },
}));

/** A "never" row: an error when a module under `from` (tests aside, or `fromNot`) imports one under `to`. */
const never = (name, comment, from, to, { fromNot = notTest, toMore = {} } = {}) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from, pathNot: fromNot },
  to: { path: to, ...toMore },
});
// Browser code: islands, client scripts and stores, and the public configuration they read.
const BROWSER = '(\\.tsx$|\\.client\\.ts$|-state\\.ts$|^src/config/public\\.ts$)';

module.exports = {
  forbidden: [
    ...featureRules,
    never(
      'features-form-no-cycle',
      'Features depend on each other one way: a cycle between features (through any module) is an error.',
      '^src/features/',
      '^src/features/',
      {
        toMore: { circular: true },
      },
    ),
    never(
      'domain-is-pure',
      'Domain -> anything but Lib (and npm packages such as zod): never.',
      '^src/domain/',
      '^(src/(?!domain/|lib/)|functions/|scripts/|supabase/|tests/)',
    ),
    never('lib-depends-on-nothing', 'Lib -> anything of ours: never.', '^src/lib/', '^(src/(?!lib/)|functions/|scripts/|supabase/)'),
    never('ui-knows-no-feature', 'UI -> Features: never.', '^src/components/', '^src/features/'),
    never(
      'server-knows-no-feature-function-or-host',
      "Server -> Features, Functions, Host: never, but the composition roots, which compose the features' stores.",
      '^src/server/',
      '^(src/features/|functions/|scripts/)',
      { fromNot: [notTest, '^src/server/(backend|root-node|root-worker)\\.ts$'] },
    ),
    never('functions-know-no-route-ui-or-host', 'Functions -> Routes, UI, Host: never.', '^functions/', '^(src/pages/|src/layouts/|src/components/|scripts/)'),
    never('config-knows-no-feature', 'Config -> Features: never.', '^src/config/', '^src/features/'),
    never(
      'features-reach-server-only-from-server-modules',
      'Features -> Server from server-side files only (*.api.ts handlers, *.store.ts and its *.port.ts, *.job.ts, *.server.ts): browser and shared feature code never imports a port or adapter.',
      '^src/features/',
      '^src/server/',
      { fromNot: [notTest, '\\.(api|store|port|job|server)\\.ts$'] },
    ),
    never(
      'browser-code-never-reaches-server',
      'Anything in the browser bundle -> Server: never (islands, client scripts and stores, followed transitively).',
      BROWSER,
      '^src/server/',
      { toMore: { reachable: true } },
    ),
    never(
      'browser-code-reads-public-config-only',
      'Browser code gets configuration from src/config/public.ts (astro:env/client) or props, never site.ts or the env parser (process.env).',
      BROWSER,
      '^src/config/(site|env)\\.ts$',
      { toMore: { reachable: true } },
    ),
    never(
      'handlers-and-features-use-ports-not-adapters',
      'Functions and features import ports (src/server/ports/) and what every handler uses (src/server/http/) and get adapters from the composition roots (root-node.ts, root-worker.ts), never an adapter itself; functions/_middleware.ts hands Cloudflare requests their services from root-worker.ts.',
      '^(functions/|src/features/)',
      '^src/server/',
      {
        fromNot: [notTest, '^functions/_middleware\\.ts$', '\\.store\\.ts$'],
        toMore: { pathNot: '^src/server/(ports/|http/|root-node\\.ts$|root-worker\\.ts$)' },
      },
    ),
    never(
      'stores-use-the-sql-port',
      "A feature's store (*.store.ts) writes SQL over the Sql port and the shared row, outbox and acting helpers, never a driver.",
      '^src/features/.*\\.store\\.ts$',
      '^src/server/',
      { toMore: { pathNot: '^src/server/(ports/|db/sql\\.ts$|store/(rows|mail-outbox\\.store|acting)\\.ts$)' } },
    ),
    never('no-circular', 'No import cycle anywhere.', '', '', { toMore: { circular: true } }),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.astro|\\.data|tests/e2e)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
