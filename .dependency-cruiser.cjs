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

module.exports = {
  forbidden: [
    ...featureRules,
    {
      name: 'features-form-no-cycle',
      comment: 'Features depend on each other one way: a cycle between features (through any module) is an error.',
      severity: 'error',
      from: { path: '^src/features/', pathNot: notTest },
      to: { path: '^src/features/', circular: true },
    },
    {
      name: 'domain-is-pure',
      comment: 'Domain -> anything but Lib (and npm packages such as zod): never.',
      severity: 'error',
      from: { path: '^src/domain/', pathNot: notTest },
      to: { path: '^(src/(?!domain/|lib/)|functions/|scripts/|supabase/|tests/)' },
    },
    {
      name: 'lib-depends-on-nothing',
      comment: 'Lib -> anything of ours: never.',
      severity: 'error',
      from: { path: '^src/lib/', pathNot: notTest },
      to: { path: '^(src/(?!lib/)|functions/|scripts/|supabase/)' },
    },
    {
      name: 'ui-knows-no-feature',
      comment: 'UI -> Features: never.',
      severity: 'error',
      from: { path: '^src/components/', pathNot: notTest },
      to: { path: '^src/features/' },
    },
    {
      name: 'server-knows-no-feature-function-or-host',
      comment: "Server -> Features, Functions, Host: never, but the composition roots, which compose the features' stores.",
      severity: 'error',
      from: { path: '^src/server/', pathNot: [notTest, '^src/server/(backend|root-node|root-worker)\\.ts$'] },
      to: { path: '^(src/features/|functions/|scripts/)' },
    },
    {
      name: 'functions-know-no-route-ui-or-host',
      comment: 'Functions -> Routes, UI, Host: never.',
      severity: 'error',
      from: { path: '^functions/', pathNot: notTest },
      to: { path: '^(src/pages/|src/layouts/|src/components/|scripts/)' },
    },
    {
      name: 'config-knows-no-feature',
      comment: 'Config -> Features: never.',
      severity: 'error',
      from: { path: '^src/config/', pathNot: notTest },
      to: { path: '^src/features/' },
    },
    {
      name: 'features-reach-server-only-from-server-modules',
      comment:
        'Features -> Server from server-side files only (*.api.ts handlers, *.store.ts and its *.port.ts, *.job.ts, *.server.ts): browser and shared feature code never imports a port or adapter.',
      severity: 'error',
      from: { path: '^src/features/', pathNot: [notTest, '\\.(api|store|port|job|server)\\.ts$'] },
      to: { path: '^src/server/' },
    },
    {
      name: 'browser-code-never-reaches-server',
      comment: 'Anything in the browser bundle -> Server: never (islands, client scripts and stores, followed transitively).',
      severity: 'error',
      from: { path: '(\\.tsx$|\\.client\\.ts$|-state\\.ts$|^src/config/public\\.ts$)', pathNot: notTest },
      to: { path: '^src/server/', reachable: true },
    },
    {
      name: 'browser-code-reads-public-config-only',
      comment: 'Browser code gets configuration from src/config/public.ts (astro:env/client) or props, never site.ts or the env parser (process.env).',
      severity: 'error',
      from: { path: '(\\.tsx$|\\.client\\.ts$|-state\\.ts$|^src/config/public\\.ts$)', pathNot: notTest },
      to: { path: '^src/config/(site|env)\\.ts$', reachable: true },
    },
    {
      name: 'handlers-and-features-use-ports-not-adapters',
      comment:
        'Functions and features import ports (src/server/ports/) and what every handler uses (src/server/http/) and get adapters from the composition roots (root-node.ts, root-worker.ts), never an adapter itself; functions/_middleware.ts hands Cloudflare requests their services from root-worker.ts.',
      severity: 'error',
      from: { path: '^(functions/|src/features/)', pathNot: [notTest, '^functions/_middleware\\.ts$', '\\.store\\.ts$'] },
      to: { path: '^src/server/', pathNot: '^src/server/(ports/|http/|root-node\\.ts$|root-worker\\.ts$)' },
    },
    {
      name: 'stores-use-the-sql-port',
      comment: "A feature's store (*.store.ts) writes SQL over the Sql port and the shared row, outbox and acting helpers, never a driver.",
      severity: 'error',
      from: { path: '^src/features/.*\\.store\\.ts$' },
      to: { path: '^src/server/', pathNot: '^src/server/(ports/|db/sql\\.ts$|store/(rows|mail-outbox\\.store|acting)\\.ts$)' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { pathNot: notTest },
      to: { circular: true },
    },
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
