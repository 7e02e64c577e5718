/**
 * The one query interface every store is written against. Two drivers implement it: PGlite in-process
 * (the embedded default) and postgres.js (any PostgreSQL server: Supabase through DATABASE_URL or a
 * Hyperdrive binding, the test server in CI). SQL is written once, in Postgres's own dialect, with
 * `$1` parameters; both drivers speak it.
 */
export type Row = Record<string, unknown>;

export interface Queryable {
  /** One statement with `$n` parameters; the rows it returns. */
  query<T extends Row = Row>(text: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements and no parameters (migrations, bootstrap). */
  exec(text: string): Promise<void>;
}

export interface Sql extends Queryable {
  readonly driver: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Calls `onNotify` with each NOTIFY payload on `channel` (after the sending transaction commits); the stop function back. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Supabase's database roles. Every read and write names the one it runs as. */
export type DbRole = 'anon' | 'authenticated' | 'service_role';

/** JWT claims as PostgREST hands them to Postgres (`request.jwt.claims`), read by `auth.jwt()`. */
export type JwtClaims = Record<string, unknown>;

/**
 * Runs `fn` inside a transaction as `role`, with the request's JWT claims set the way PostgREST sets
 * them, so the same grants and row-level security decide here as behind Supabase's REST API.
 * `set local` ends with the transaction: a pooled connection (Hyperdrive) never keeps the role.
 */
export function asRole<T>(sql: Sql, role: DbRole, fn: (tx: Queryable) => Promise<T>, claims: JwtClaims = { role }): Promise<T> {
  return sql.transaction(async (tx) => {
    // The role is one of three literals (the type above), never a request value.
    await tx.query(`set local role ${role}`);
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
    return fn(tx);
  });
}

/** A Postgres array literal of numeric ids, for `$1::bigint[]` (both drivers pass it as text). */
export function bigintArray(ids: readonly string[]): string {
  if (ids.some((id) => !/^\d{1,18}$/.test(id))) throw new Error('bigintArray takes numeric ids only');
  return `{${ids.join(',')}}`;
}

/** A Postgres array literal of strings, for `$1::text[]` (each quoted, its quotes and backslashes escaped). */
export function textArray(xs: readonly string[]): string {
  return `{${xs.map((x) => `"${x.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

export { sqlState } from '../ports/sql-state';
