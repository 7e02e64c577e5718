import { getViteConfig } from 'astro/config';
import { defineConfig, mergeConfig } from 'vitest/config';

/**
 * Tests in layers (as Starlight does), each a vitest project `npm test` runs and times on its own:
 *   unit       pure logic, stores of the browser, URL handling, config: no database, no network, no process
 *   store      the SQL store and the server's adapters, on PGlite and (TEST_DATABASE_URL) PostgreSQL
 *   functions  the fetch handlers, on both drivers
 *   abuse      what a stranger could do, over HTTP against the local host
 *   fuzz       thousands of generated invalid requests to every function route, on the Node host's own process
 *   platform   the real tools around the code: wrangler (deploy config, Worker bundle), astro build, the workflows
 * Every database suite clones one migrated template made once per run (tests/support/global-setup.ts).
 */
// The layers come from the tree: a test that needs a database is named *.store.test.ts (or lives in
// src/server/), a request handler's *.api.test.ts, one that runs the real tools around the code lives in tests/platform/. A database opened
// from the unit layer fails (tests/support/test-db.ts reads TEST_LAYER).
const STORE = ['src/server/**/*.test.ts', '**/*.store.test.ts'];
// A request handler's test (*.api.test.ts, beside the handler in its feature) runs in the functions layer.
const API = ['**/*.api.test.ts'];
const PLATFORM = ['tests/platform/**/*.test.ts'];

/** The layers by name, in the order they are listed (npm test runs each: scripts/test.ts reads this). */
export const LAYERS = {
  unit: {
    include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: [...STORE, ...API, ...PLATFORM, '**/node_modules/**'],
    env: { TEST_LAYER: 'unit' },
  },
  store: { include: STORE, exclude: [...API, '**/node_modules/**'] },
  functions: { include: API, exclude: ['**/node_modules/**'] },
  abuse: { include: ['tests/abuse/**/*.test.ts'] },
  fuzz: { include: ['tests/fuzz/**/*.test.ts'] },
  platform: { include: PLATFORM },
};

// The tests' config, then Astro's Vite config (it sets no test options): in the shape vitest can rewrite when
// it raises the coverage thresholds (the first argument of mergeConfig).
export default defineConfig(async (env) =>
  mergeConfig(
    defineConfig({
      test: {
        environment: 'node',
        testTimeout: 30_000,
        hookTimeout: 60_000,
        globalSetup: ['tests/support/global-setup.ts'],
        coverage: {
          provider: 'v8',
          include: ['src/**/*.ts', 'functions/**/*.ts', 'scripts/**/*.ts'],
          exclude: ['**/*.test.ts', 'src/features/location/gazetteer-table.ts', 'scripts/bench/**', '**/*.d.ts'],
          reporter: ['text-summary', 'json-summary'],
          reportsDirectory: 'test-results/coverage',
          // Vitest raises them itself after npm test's run over every layer meets them (autoUpdate, which npm test
          // turns off for a run that failed): to the figure measured less a point, for the timing paths that vary
          // between runs, and never lower than they were.
          thresholds: {
            statements: 79,
            branches: 73,
            functions: 80,
            lines: 81,
            autoUpdate: (measured: number, was: number) => Math.max(was, Math.floor(measured - 1)),
          },
        },
        projects: Object.entries(LAYERS).map(([name, layer]) => ({ extends: true as const, test: { name, ...layer } })),
      },
    }),
    await getViteConfig({})(env),
  ),
);
