/**
 * Rows from the database are a boundary too. A row the database holds but zod refuses (written before
 * a constraint existed: constraints are added NOT VALID) is skipped with a warning that names its id and
 * field; every other row is still served, so one bad row never fails a build, a digest or a function.
 */
import { z } from 'zod';
import { jobUrl } from '~/domain/job-url';

export type Warn = (message: string) => void;

export function parseRows<S extends z.ZodType>(rows: readonly Record<string, unknown>[], schema: S, what: string, warn: Warn): z.output<S>[] {
  const out: z.output<S>[] = [];
  for (const row of rows) {
    const parsed = schema.safeParse(row);
    if (parsed.success) {
      out.push(parsed.data);
      continue;
    }
    const issue = parsed.error.issues[0];
    warn(`Skipped ${what} ${String(row.id ?? '(no id)')}: ${issue?.path.join('.') || 'row'} ${issue?.message ?? 'is invalid'}`);
  }
  return out;
}

/** A timestamp column as ISO text, whichever driver read it (a Date, or text); null stays null. */
export const isoTime = (v: unknown): string | null => (v == null ? null : v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());

/** Column types as either driver returns them: ids (bigint) as text, timestamps as ISO text or null. */
export const column = {
  id: z.union([z.string(), z.number(), z.bigint()]).transform(String),
  time: z.union([z.date(), z.string()]).nullable().transform(isoTime),
};

/** A row naming a job (`jobId`, `slug`) gains the job page's address in place of the slug. */
export const withJobUrl = <R extends { jobId: string; slug: string | null }>({ slug, ...row }: R) => ({
  ...row,
  jobUrl: jobUrl({ id: row.jobId, slug }),
});
