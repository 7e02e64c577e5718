/**
 * `describeEachDriver`: a vitest suite once per database driver (see test-db.ts for the databases).
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { getNodeServices } from '../../src/server/root-node';
import { createTestDb, DRIVERS, POSTGRES_SKIPPED, type Driver, type SeedOption, type TestDb } from './test-db';

export { createTestDb, type Driver, type TestDb } from './test-db';

/** `describe` once per driver, named `name [driver]`; a skipped placeholder when there is no server. */
export function describeEachDriver(name: string, body: (driver: Driver) => void): void {
  for (const driver of DRIVERS) describe(`${name} [${driver}]`, () => body(driver));
  if (POSTGRES_SKIPPED) {
    describe.skip(`${name} [postgres]`, () => {
      it('needs TEST_DATABASE_URL (a PostgreSQL server; bash .ci/run starts one)', () => undefined);
    });
  }
}

/** A database for the enclosing suite: made before its tests, closed after them; call it inside a test. */
export function suiteDb(driver: Driver, seed: SeedOption = 'default'): () => TestDb {
  let db: TestDb | undefined;
  beforeAll(async () => {
    db = await createTestDb(driver, seed);
  });
  afterAll(() => db?.close());
  return () => db!;
}

/** A function context with no services, settings or database: for handlers that need none. */
export const bareContext = (request: Request) => ({
  request,
  env: {},
  params: {},
  data: {},
  waitUntil: () => undefined,
  next: async () => new Response(),
});

/**
 * A function context as the local host builds it: Node's services for `env` (one set per database, so
 * rate-limit counters persist across calls as on a host), and `settle()` waits for its after-response work.
 */
export function fnContext<P extends string = string>(request: Request, env: Record<string, unknown>, params: Record<P, string> = {} as Record<P, string>) {
  const pending: Promise<unknown>[] = [];
  const data: Record<string, unknown> = {};
  Object.defineProperty(data, 'services', { get: () => getNodeServices(env), enumerable: true });
  return {
    context: { request, env, params, data, waitUntil: (p: Promise<unknown>) => void pending.push(p), next: async () => new Response() },
    // Until none is left: work that ends may queue more (a drain after a drain).
    settle: async () => {
      while (pending.length) await Promise.all(pending.splice(0));
    },
  };
}
