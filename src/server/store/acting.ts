/**
 * Writes as a named actor: every statement as Supabase's service_role, the actor and an optional note set
 * for the job log's trigger, and a rule's refusal (a check, unique or foreign-key violation the database
 * names) turned into a PolicyRefusal. Used by the staff side's stores and the reports' moderation.
 */
import { asRole, sqlState, type Queryable, type Sql } from '../db/sql';
import { CHECK_MESSAGES } from '~/domain/job';
import { PolicyRefusal } from '../ports/policy-refusal';

/** Every statement as Supabase's service_role. */
export const serviceRole =
  (sql: Sql) =>
  <T>(fn: (tx: Queryable) => Promise<T>) =>
    asRole(sql, 'service_role', fn);

/** Runs a change as `actor`, with an optional note, so the log's trigger names them; a rule's refusal comes back as PolicyRefusal. */
export const actingAs =
  (sql: Sql) =>
  <T>(actor: string, note: string | undefined, fn: (tx: Queryable) => Promise<T>) =>
    refused(() =>
      serviceRole(sql)(async (tx) => {
        await tx.query(`select set_config('jobs.actor', $1, true), set_config('jobs.note', $2, true)`, [actor, note ?? '']);
        return fn(tx);
      }),
    );

/** Rules the database names (src/features/postings/postings.schema.sql and the job constraints). */
function refusal(error: unknown): PolicyRefusal | null {
  const code = sqlState(error);
  if (code !== '23514' && code !== '23505' && code !== '23503') return null;
  const e = error as { message?: string; constraint?: string; constraint_name?: string };
  const rule = e.constraint ?? e.constraint_name ?? (code === '23505' ? 'unique' : 'check');
  return new PolicyRefusal(CHECK_MESSAGES[rule] ?? e.message ?? 'Refused by a rule', rule);
}

export async function refused<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw refusal(error) ?? error;
  }
}
