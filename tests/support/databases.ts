/**
 * `describeEachDriver`: a vitest suite once per database driver (see test-db.ts for the databases).
 */
import { describe, it } from 'vitest';
import { DRIVERS, POSTGRES_SKIPPED, type Driver } from './test-db';

export { createTestDb, DRIVERS, POSTGRES_SKIPPED, type Driver, type SeedOption, type TestDb } from './test-db';

/** `describe` once per driver, named `name [driver]`; a skipped placeholder when there is no server. */
export function describeEachDriver(name: string, body: (driver: Driver) => void): void {
  for (const driver of DRIVERS) describe(`${name} [${driver}]`, () => body(driver));
  if (POSTGRES_SKIPPED) {
    describe.skip(`${name} [postgres]`, () => {
      it('needs TEST_DATABASE_URL (a PostgreSQL server; bash .ci/run starts one)', () => undefined);
    });
  }
}

/** A function context as Cloudflare builds it; `settle()` waits for its after-response work. */
export function fnContext<P extends string = string>(request: Request, env: Record<string, unknown>, params: Record<P, string> = {} as Record<P, string>) {
  const pending: Promise<unknown>[] = [];
  return {
    context: { request, env, params, data: {}, waitUntil: (p: Promise<unknown>) => void pending.push(p), next: async () => new Response() },
    settle: () => Promise.all(pending),
  };
}
