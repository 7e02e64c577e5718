import type { Queryable } from '../db/sql';
import { ALL_COLUMNS, type JobInput } from '~/domain/job';

const BATCH = 500; // 31 columns x 500 rows stays well under Postgres's 65,535 parameters

/**
 * Imports job rows with parameterised multi-row inserts and moves the id sequence past them.
 * Ids are kept when every row of a batch has one (the curated seed), else left to the identity.
 */
export async function insertJobs(tx: Queryable, jobs: readonly JobInput[]): Promise<void> {
  // An import (the seed, fixtures): rows keep the status their is_active and expires_at imply, and the
  // posting rules for new postings are not applied (src/features/postings/postings.schema.sql).
  await tx.query(`select set_config('jobs.import', 'on', true)`);
  for (let start = 0; start < jobs.length; start += BATCH) {
    const batch = jobs.slice(start, start + BATCH);
    const columns: readonly string[] = batch.every((j) => j.id != null) ? ALL_COLUMNS : ALL_COLUMNS.filter((c) => c !== 'id');
    const params: unknown[] = [];
    const tuples = batch.map((job) => {
      const row = job as Record<string, unknown>;
      const slots = columns.map((col) => {
        const value = row[col];
        // A field the row leaves out takes the column's default (pay_unit is annual unless stated).
        if (value === undefined && col !== 'id') return 'default';
        params.push(value instanceof Date ? value.toISOString() : (value ?? null));
        return `$${params.length}`;
      });
      return `(${slots.join(', ')})`;
    });
    await tx.query(`insert into public.jobs (${columns.join(', ')}) values ${tuples.join(', ')}`, params);
  }
  await tx.query(`select setval(pg_get_serial_sequence('public.jobs', 'id'), coalesce((select max(id) from public.jobs), 1))`);
  await tx.query(`select set_config('jobs.import', '', true)`);
  await verifyImportedEmployers(tx, jobs);
}

/**
 * A row that says its employer is verified (the curated seed) has it verified, as staff verify one: with
 * a PT licence of record in the state of the employer's first such job (a demonstration number, `PT-` the
 * state and the employer's id) and the badge on every one of its jobs. The database's own triggers carry
 * the badge to the jobs and write each job's history.
 */
async function verifyImportedEmployers(tx: Queryable, jobs: readonly JobInput[]): Promise<void> {
  const states = new Map<string, string>();
  for (const job of jobs) if (job.employer_verified === true && !states.has(job.employer_name)) states.set(job.employer_name, job.state);
  if (states.size === 0) return;
  await tx.query(`select set_config('jobs.actor', 'seed', true)`);
  await tx.query(
    `update public.employers e set license_state = l.state, license_number = 'PT-' || l.state || '-' || lpad(e.id::text, 5, '0'),
       verified_at = now(), verified_by = 'seed'
     from jsonb_to_recordset($1::text::jsonb) as l(name text, state text)
     where e.verified_at is null and public.text_key(e.name) = public.text_key(l.name)`,
    [JSON.stringify([...states].map(([name, state]) => ({ name, state })))],
  );
  await tx.query(`select set_config('jobs.actor', '', true)`);
}
