/**
 * The applications an employer's people see in their account, read as the person through
 * my_applications() (employer-applications.schema.sql): only those to their practices' jobs.
 */
import type { ApplicationStatus } from '~/domain/application';
import type { ApplicationFilter, EmployerApplication } from './employer-application-view';
import { asRole, type Queryable, type Sql } from '~/server/db/sql';

type Claims = Record<string, unknown>;

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
const of = (r: Record<string, unknown>): EmployerApplication => ({
  id: String(r.id),
  jobId: String(r.job_id),
  jobTitle: String(r.job_title),
  name: String(r.name),
  email: String(r.email),
  message: String(r.message),
  resumePath: (r.resume_path as string | null) ?? null,
  status: r.status as ApplicationStatus,
  viewedAt: iso(r.viewed_at),
  spam: r.spam_at != null,
  createdAt: iso(r.created_at)!,
});

export function createEmployerApplicationStore(sql: Sql) {
  const as = <T>(claims: Claims, fn: (tx: Queryable) => Promise<T>) => asRole(sql, 'authenticated', fn, claims);
  return {
    /** The newest 500 that match: words in the name, address, message or job title; one job; one status. */
    list(claims: Claims, filter: { q?: string | undefined; jobId?: string | undefined; status?: ApplicationFilter | undefined }) {
      // Words are matched as typed: a % or _ in them is a character, not a wildcard.
      const q =
        filter.q
          ?.trim()
          .split(/\s+/)
          .slice(0, 8)
          .join(' ')
          .replace(/[\\%_]/g, '\\$&') || null;
      return as(claims, async (tx) =>
        (await tx.query('select * from public.my_applications($1, $2, $3)', [q, filter.jobId ?? null, filter.status ?? null])).map(of),
      );
    },
    /** One of the person's applications, or null when it is not theirs. */
    async one(claims: Claims, id: string): Promise<EmployerApplication | null> {
      const [r] = await as(claims, (tx) => tx.query('select * from public.my_applications(null, null, null, $1)', [id]));
      return r ? of(r) : null;
    },
  };
}
