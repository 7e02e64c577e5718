/**
 * The postgres.js driver: any PostgreSQL server. Production points it at Supabase's Postgres, through
 * DATABASE_URL (the build, `npm run seed`, scheduled jobs) or the Cloudflare functions' Hyperdrive
 * binding; CI points it at a throwaway server.
 */
import postgres from 'postgres';
import type { Queryable, Row, Sql } from './sql';

export interface PostgresOptions {
  /** Connections in the pool. Workers allow 6 open connections per request; Hyperdrive pools behind them. */
  max?: number;
}

type Client = postgres.Sql | postgres.TransactionSql;

function queryable(client: Client): Queryable {
  return {
    async query<T extends Row>(text: string, params: readonly unknown[] = []) {
      const rows = await client.unsafe(text, params as postgres.ParameterOrJSON<never>[]);
      return [...rows] as unknown as T[];
    },
    async exec(text: string) {
      // No parameters: the simple query protocol, which runs several statements.
      await client.unsafe(text).simple();
    },
  };
}

export function openPostgres(url: string, options: PostgresOptions = {}): Sql {
  const client = postgres(url, {
    max: options.max ?? 5,
    // No array or custom types are read, so skip the type lookup round trip on connect (Cloudflare's advice).
    fetch_types: false,
    // Notices (`relation already exists, skipping`) are expected during migrations; errors still throw.
    onnotice: () => undefined,
    connection: { application_name: 'pt-job-board' },
    // bigint (int8) as a number, as PGlite and PostgREST give it: our int8 values are identity ids and
    // counts, far below 2^53.
    types: { int8: { to: 20, from: [20], serialize: (v: number | bigint | string) => String(v), parse: (v: string) => Number(v) } },
  });
  return {
    driver: 'postgres',
    ...queryable(client),
    transaction: async <T>(fn: (tx: Queryable) => Promise<T>) => (await client.begin((tx) => fn(queryable(tx)))) as T,
    // One connection of its own, kept open (and reconnected) by postgres.js while the listener stands.
    listen: async (channel, onNotify) => {
      const request = await client.listen(channel, onNotify);
      return () => request.unlisten();
    },
    close: () => client.end({ timeout: 5 }),
  };
}
